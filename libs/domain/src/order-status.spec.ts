import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  isDeletableOrderStatus,
  isFinalOrderStatus,
  orderActionsFrom,
  orderStatusView,
} from './order-status';

describe('the order lifecycle as data', () => {
  it('offers confirm, reject and cancel for a new order', () => {
    expect(orderActionsFrom('pending')).toEqual(['confirm', 'reject', 'cancel']);
  });

  it('lets a confirmed order go into delivery, be completed or cancelled', () => {
    expect(orderActionsFrom('confirmed')).toEqual(['in-delivery', 'completed', 'cancel']);
    expect(orderActionsFrom('in-delivery')).toEqual(['completed', 'cancel']);
  });

  it('lets only a rejected or cancelled order be deleted', () => {
    expect(ORDER_STATUSES.filter(isDeletableOrderStatus)).toEqual(['rejected', 'canceled']);
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

describe('the one display of an order state', () => {
  it('shows a pending order past its missed mark as „Nicht rechtzeitig bestätigt“', () => {
    const view = orderStatusView({ status: 'pending', isMissed: true });
    expect(view.state).toBe('missed');
    expect(view.label).toBe('Nicht rechtzeitig bestätigt');
    expect(view.customerText).toContain(view.label.toLowerCase());
    expect(view.isOver).toBe(true);
  });

  it('shows a missed order confirmed after all as confirmed', () => {
    const view = orderStatusView({ status: 'confirmed', isMissed: true });
    expect(view).toMatchObject({ state: 'confirmed', label: 'Bestätigt', isOver: false });
  });

  it('says ready for pickup or in delivery by the order kind', () => {
    expect(orderStatusView({ status: 'in-delivery', kind: 'delivery' }).customerText).toBe(
      'Ihre Bestellung ist in Zustellung.',
    );
    expect(orderStatusView({ status: 'in-delivery', kind: 'takeaway' }).customerText).toBe(
      'Ihre Bestellung ist abholbereit.',
    );
  });
});
