import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import { api, type Order } from '@bestellwerk/api-client';
import { OrderDeleteSection, OrderEditSection, editPayload } from './OrderEditSection';

const order = {
  id: 7,
  ticketNumber: 12,
  status: 'pending',
  paymentMethod: 'cash',
  isPaid: false,
  appointment: '2026-11-25T11:00:00.000Z',
  comment: 'Bitte klingeln',
} as unknown as Order;

jest.setTimeout(60_000);

describe('editing an order', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('sends only what changed; an emptied field clears it', () => {
    const same = {
      appointment: dayjs(order.appointment),
      comment: 'Bitte klingeln',
      isPaid: false,
    };
    expect(editPayload(order, same)).toEqual({});
    expect(editPayload(order, { appointment: null, comment: '  ', isPaid: true })).toEqual({
      appointment: null,
      comment: null,
      isPaid: true,
    });
  });

  it('never sends paid for an online payment (the provider reports it)', () => {
    const online = { ...order, paymentMethod: 'mollie' } as Order;
    const values = {
      appointment: dayjs(order.appointment),
      comment: 'Bitte klingeln',
      isPaid: true,
    };
    expect(editPayload(online, values)).toEqual({});
  });

  it('saves the comment through PUT and shows the answer', async () => {
    const saved = { ...order, comment: 'Tisch 4' } as Order;
    const edit = jest.spyOn(api.orders, 'edit').mockResolvedValue(saved);
    const changed = jest.fn();
    render(
      <AntApp>
        <OrderEditSection
          order={order}
          run={(action, _m, done) => action().then((r) => (done?.(r), r))}
          changed={changed}
        />
      </AntApp>,
    );
    fireEvent.change(screen.getByLabelText('Anmerkung'), { target: { value: 'Tisch 4' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    });
    await waitFor(() => expect(edit).toHaveBeenCalledWith(7, { comment: 'Tisch 4' }));
    expect(changed).toHaveBeenCalledWith(saved, 'Die Bestellung wurde gespeichert.');
  });

  it('is not offered for a final order', () => {
    const { container } = render(
      <OrderEditSection
        order={{ ...order, status: 'completed' } as Order}
        run={jest.fn()}
        changed={jest.fn()}
      />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('deleting an order', () => {
  const section = (status: string, isAdmin: boolean) =>
    render(
      <AntApp>
        <OrderDeleteSection
          order={{ ...order, status } as Order}
          isAdmin={isAdmin}
          run={jest.fn()}
          onDeleted={jest.fn()}
        />
      </AntApp>,
    );

  it.each([
    ['rejected', true, true],
    ['canceled', true, true],
    ['completed', true, false],
    ['pending', true, false],
    ['canceled', false, false],
  ])('status %s, admin %s: „Löschen“ shown %s', (status, isAdmin, shown) => {
    section(status, isAdmin);
    expect(screen.queryByRole('button', { name: 'Löschen' }) !== null).toBe(shown);
  });

  it('asks „Bestellung #12 löschen?“ before it deletes', async () => {
    const remove = jest.spyOn(api.orders, 'remove').mockResolvedValue({ id: 7 });
    const onDeleted = jest.fn();
    render(
      <AntApp>
        <OrderDeleteSection
          order={{ ...order, status: 'canceled' } as Order}
          isAdmin
          run={(action, _m, done) => action().then((r) => (done?.(r), r))}
          onDeleted={onDeleted}
        />
      </AntApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(remove).not.toHaveBeenCalled();
    await screen.findByText('Bestellung #12 löschen?');
    const buttons = screen.getAllByRole('button', { name: 'Löschen' });
    await act(async () => {
      fireEvent.click(buttons[buttons.length - 1]);
    });
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith(7);
  });
});
