/** The public order (storefront.md §3 "Order (received)") as the status page reads it. */
export interface PublicOrder {
  uid: string;
  hash: string;
  ticketNumber: number;
  status: 'pending' | 'confirmed' | 'in-delivery' | 'completed' | 'rejected' | 'canceled';
  kind: 'takeaway' | 'delivery' | 'dine-in';
  isQuotation: boolean;
  isPreorder: boolean;
  isConfirmed: boolean;
  isInDelivery: boolean;
  isCompleted: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
  paymentMethod: string;
  appointment: string | null;
  counterAppointment: string | null;
  rejectionMessage: string | null;
  tableIdentifier: string | null;
  hasQuestionnaire: boolean;
  branch: {
    name: string;
    street: string | null;
    zipCode: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
  };
}

export const UNKNOWN_ERROR_TEXT = 'Ein unbekannter Fehler ist aufgetreten.';

/** A failed call's first German message from the server, or the generic one. */
export class ApiCallError extends Error {}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiCallError(UNKNOWN_ERROR_TEXT);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    errors?: { message?: string }[];
  } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new ApiCallError(body?.errors?.[0]?.message || UNKNOWN_ERROR_TEXT);
  }
  return body.data;
}

const base = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const post = { method: 'POST', headers: { 'content-type': 'application/json' } };

export const orderApi = {
  load: (uid: string, hash: string) => call<PublicOrder>(base(uid, hash)),
  confirmCounterAppointment: (uid: string, hash: string) =>
    call<PublicOrder>(`${base(uid, hash)}/confirm-counter-appointment`, { ...post, body: '{}' }),
  rejectCounterAppointment: (uid: string, hash: string) =>
    call<PublicOrder>(`${base(uid, hash)}/reject-counter-appointment`, { ...post, body: '{}' }),
  sendQuestionnaire: (
    uid: string,
    hash: string,
    answers: {
      rating: number;
      foodRating: number;
      serviceRating: number;
      processRating: number;
      comment?: string;
    },
  ) =>
    call<unknown>(`${base(uid, hash)}/questionnaire`, { ...post, body: JSON.stringify(answers) }),
};
