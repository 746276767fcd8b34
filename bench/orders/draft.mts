import { RUN_ID } from '../lib/env.mts';

let sequence = 0;

/** A fresh client address per order: 10.x.y.z from a counter. */
function nextAddress(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A takeaway order paid in cash, as the checkout sends it: the bench's one order body. */
export function draft(
  branchId: number,
  items: { id: number; amount: number }[],
  { email, comment }: { email: string; comment: string | null },
) {
  return {
    branch: { id: branchId },
    isDelivery: false,
    isDineIn: false,
    firstName: 'Lena',
    lastName: 'Gruber',
    email,
    phone: '+436641234567',
    country: 'AT',
    comment,
    appointmentDate: null,
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: items.map(({ id, amount }) => ({ product: { id }, amount, unit: 'piece', parts: [] })),
  };
}

/**
 * The next bench order: a token of this run (in its e-mail address and comment, so the
 * sinks can tell it), a client address of its own (the order throttle counts per address)
 * and the JSON body. `kind` starts the token: 'o' for measured orders, others for probes.
 */
export function nextOrder(branchId: number, productId: number, kind = 'o') {
  const n = ++sequence;
  const token = `${kind}${RUN_ID.replace(/_/g, '')}n${n}`;
  return {
    token,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(n) },
    body: JSON.stringify(
      draft(branchId, [{ id: productId, amount: 2 }], {
        email: `${token}@bench.example.at`,
        comment: `Bench ${token}`,
      }),
    ),
  };
}
