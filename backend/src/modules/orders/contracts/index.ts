/**
 * The public face of the orders module: the only part of orders that other modules import.
 * The order's document and labels for rendering, and the ports that other modules implement
 * (printer, payments, notifier), bound in order-ports.module.ts.
 */
export type { Order } from '../entities/order.entity';
export * from './order-document';
export * from './order-labels';
export * from './order-messages';
export * from './order-payments';
export * from './order-printer';
