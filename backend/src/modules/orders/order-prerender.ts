import type { OutboxJob } from '../jobs';
import type { Order } from './entities/order.entity';

/** Invisible separator: no HTML or JSON escaping touches it, and no order text needs it. */
const MARK = '\u2063';
const ID = `${MARK}order-id${MARK}`;
const TICKET = `${MARK}ticket-number${MARK}`;
/** Each stand-in, quoted (a whole JSON value) or bare (inside a text), as one capture. */
const STAND_INS = new RegExp(`("${ID}"|"${TICKET}"|${ID}|${TICKET})`);

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
  // Cut once at every stand-in (a whole value "…" first, then one inside a text), so that
  // under the lock the numbers are joined in with one pass instead of four over the JSON.
  const parts = json.split(STAND_INS);
  // Anything else that carries the mark (a setting's text) could not be told apart.
  if (parts.some((part, at) => at % 2 === 0 && part.includes(MARK))) return null;
  return (id, ticketNumber) => {
    const filled = parts.slice();
    for (let at = 1; at < filled.length; at += 2)
      filled[at] = filled[at].includes(ID) ? String(id) : String(ticketNumber);
    // A stand-in that was a whole value (a payload's orderId) becomes a number again.
    return JSON.parse(filled.join('')) as OutboxJob[];
  };
}
