import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  isFinalOrderStatus,
  orderActionsFrom,
} from './order-status';

describe('the order lifecycle as data', () => {
  it('offers confirm, reject and cancel for a new order', () => {
    expect(orderActionsFrom('pending')).toEqual(['confirm', 'reject', 'cancel']);
  });

  it('lets a confirmed order go into delivery, be completed or cancelled', () => {
    expect(orderActionsFrom('confirmed')).toEqual(['in-delivery', 'completed', 'cancel']);
    expect(orderActionsFrom('in-delivery')).toEqual(['completed', 'cancel']);
  });

  it('ends with completed, rejected and canceled', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual([
      'completed',
      'rejected',
      'canceled',
    ]);
  });

  it('names every status in German', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Offen',
      'Bestätigt',
      'In Zustellung / abholbereit',
      'Abgeschlossen',
      'Abgelehnt',
      'Storniert',
    ]);
  });
});
