import type { OutboxJob } from '../jobs';
import type { Order } from './entities/order.entity';

/** Invisible separator: no HTML or JSON escaping touches it, and no order text needs it. */
const MARK = '\u2063';
const ID = `${MARK}order-id${MARK}`;
const TICKET = `${MARK}ticket-number${MARK}`;

/** The jobs of a placed order, given the two values only its locked write knows. */
export type PrerenderedJobs = (id: number, ticketNumber: number) => OutboxJob[];

/**
 * Renders a new order's jobs (e-mails, SMS, receipts, timers) before its transaction, from
 * the order as it will be written, with stand-ins for its id and ticket number; inside the
 * branch's lock only the two numbers are filled into the ready JSON (microseconds instead of
 * the rendering's milliseconds). Null when the order's own text contains the stand-ins' mark,
 * so the jobs are rendered in the transaction as before.
 */
export function prerenderJobs(
  announce: (order: Order) => OutboxJob[],
  order: Order,
): PrerenderedJobs | null {
  const { id: _id, ticketNumber: _ticket, ...text } = order;
  if (JSON.stringify(text).includes(MARK)) return null;
  const standIn = Object.assign(Object.create(Object.getPrototypeOf(order) as object) as Order, {
    ...order,
    id: ID as unknown as number,
    ticketNumber: TICKET as unknown as number,
  });
  const json = JSON.stringify(announce(standIn));
  // Anything else that carries the mark (a setting's text) could not be told apart.
  if (json.split(ID).join('').split(TICKET).join('').includes(MARK)) return null;
  return (id, ticketNumber) =>
    JSON.parse(
      json
        // A stand-in that is a whole value (a payload's orderId) becomes a number again.
        .split(`"${ID}"`)
        .join(String(id))
        .split(`"${TICKET}"`)
        .join(String(ticketNumber))
        .split(ID)
        .join(String(id))
        .split(TICKET)
        .join(String(ticketNumber)),
    ) as OutboxJob[];
}
