import type { OrderEmailKind } from '../notifications/templates';

/**
 * The occasions on which the customer or the branch hears about an order. 'in-delivery'
 * reads 'ready for pickup' for takeaway and dine-in (OrderEffects picks the template).
 */
export type OrderMessageKind = Exclude<OrderEmailKind, 'ready'>;
