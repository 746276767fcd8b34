import {
  ApiClient,
  branchOf,
  loadMenu,
  productOf,
  type Branch,
  type OpeningHourRule,
  type Shop,
} from './api';
import { addDays, addMinutes, localDate, weekdayType, zoned } from './time';

export interface PublicOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  status: string;
  kind: string;
  isPreorder: boolean;
  isConfirmed: boolean;
  isCompleted: boolean;
  appointment: string | null;
  counterAppointment: string | null;
  hasQuestionnaire: boolean;
  questionnaireRating: number | null;
}

/** The opening rules of a local date (§4: once > weekday > daily), open ones only. */
export function openRulesOn(rules: OpeningHourRule[], date: string): OpeningHourRule[] {
  const weekday = weekdayType(date);
  const once = rules.filter((rule) => rule.type === 'once' && rule.date === date);
  const byDay = rules.filter((rule) => rule.type === weekday);
  const daily = rules.filter((rule) => rule.type === 'daily');
  const pick = once.length ? once : byDay.length ? byDay : daily;
  return pick
    .filter((rule) => !rule.isClosed && rule.from && rule.to)
    .sort((a, b) => a.from!.localeCompare(b.from!));
}

/**
 * A pickup time the server accepts whatever the hour the suite runs at: the server checks
 * against its real clock, so the order is a preorder (or an order with an appointment) for
 * the first day from tomorrow on the branch is open, an hour after it opens.
 */
export function appointmentSlot(branch: Branch): { date: string; time: string } {
  const today = localDate(new Date(), branch.timezone);
  for (let offset = 1; offset <= 14; offset++) {
    const date = addDays(today, offset);
    const [first] = openRulesOn(branch.openingHours, date);
    if (first && addMinutes(first.from!, 120) <= first.to!) {
      return { date, time: addMinutes(first.from!, 60) };
    }
  }
  throw new Error(`${branch.name}: in den nächsten 14 Tagen nie geöffnet`);
}

/**
 * Places a takeaway order the way the checkout sends it (body as in
 * backend/test/integration/orders/order-fixtures.ts): two espressos at Wien Neubau, cash,
 * with an appointment inside its opening hours.
 */
export async function placeOrder(
  shop: Shop,
  identifier = 'wien-neubau',
): Promise<{ order: PublicOrder; branch: Branch; slot: { date: string; time: string } }> {
  const branch = branchOf(shop, identifier);
  const menu = await loadMenu(branch.id);
  const slot = appointmentSlot(branch);
  const order = await new ApiClient().post<PublicOrder>('/api/orders', {
    branch: { id: branch.id },
    isDelivery: false,
    isDineIn: false,
    firstName: 'Lena',
    lastName: 'Gruber',
    email: 'lena.gruber@example.at',
    phone: '+436641234567',
    country: 'AT',
    comment: 'E2E-Test',
    appointmentDate: zoned(slot.date, slot.time, branch.timezone).toISOString(),
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [
      { product: { id: productOf(menu, 'Espresso').id }, amount: 2, unit: 'piece', parts: [] },
    ],
  });
  return { order, branch, slot };
}

export function publicOrder(order: { uid: string; hash: string }): Promise<PublicOrder> {
  return new ApiClient().get<PublicOrder>(`/api/orders/public/${order.uid}/${order.hash}`);
}
