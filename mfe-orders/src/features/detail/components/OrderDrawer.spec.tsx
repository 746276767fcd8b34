import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiError, api, type Order } from '@bestellwerk/api-client';
import { OrderDrawer } from './OrderDrawer';
import { ORDER_ERRORS } from '../../../shared/labels';
import { MARK_PAID_QUESTION } from '../hooks/useActionQuestions';

const pending = {
  id: 7,
  ticketNumber: 12,
  status: 'pending',
  kind: 'takeaway',
  paymentMethod: 'cash',
  isPaid: false,
  isFailed: false,
  branch: { id: 1, name: 'Graz Hauptplatz' },
  firstName: 'Lena',
  lastName: 'Gruber',
  items: [{ index: 0, name: 'Espresso', amount: 2, unitShort: 'Stk.', total: 5.2, parts: [] }],
  totals: { totalGross: 5.2 },
  createdAt: '2026-11-25T11:00:00Z',
} as unknown as Order;

// antd's drawer, table and descriptions render slowly in jsdom (minutes on a loaded 2-core box).
jest.setTimeout(120_000);

const show = () =>
  render(
    <AntApp>
      <OrderDrawer orderId={7} onClose={() => {}} onChanged={() => {}} />
    </AntApp>,
  );

/** antd's modal by its title (in tests antd labels every dialog with the same id). */
const modal = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('.ant-modal')!;

describe('the order drawer', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(api.orders, 'get').mockResolvedValue(pending);
  });

  it('offers the actions the status allows', async () => {
    show();
    await screen.findByText('Bestellung #12');
    for (const label of ['Bestätigen', 'Ablehnen', 'Stornieren']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Abschließen' })).toBeNull();
  });

  it('says its status buttons are busy (and not to be used) while the order is being changed', async () => {
    let answer: (order: Order) => void = () => {};
    jest
      .spyOn(api.orders, 'changeStatus')
      .mockReturnValue(new Promise<Order>((done) => (answer = done)));
    show();
    await screen.findByText('Bestellung #12');
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    expect(confirm.getAttribute('aria-disabled')).toBe('false');
    await act(async () => {
      fireEvent.click(confirm);
    });
    const buttons = within(screen.getByTestId('order-actions')).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
    }
    await act(async () => answer({ ...pending, status: 'confirmed' }));
    const next = await screen.findByRole('button', { name: 'In Zustellung / abholbereit' });
    expect(next.getAttribute('aria-disabled')).toBe('false');
  });

  it('asks once before rejecting, with the message to the customer, and shows the answer', async () => {
    const change = jest
      .spyOn(api.orders, 'changeStatus')
      .mockResolvedValue({ ...pending, status: 'rejected', rejectionMessage: 'Ausgebucht' });
    show();
    await screen.findByText('Bestellung #12');
    // No message field until the question is asked.
    expect(screen.queryByLabelText('Nachricht an den Kunden')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    });
    const question = await modal('Bestellung wirklich ablehnen?');
    expect(change).not.toHaveBeenCalled();
    fireEvent.change(within(question).getByLabelText('Nachricht an den Kunden'), {
      target: { value: ' Ausgebucht ' },
    });
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Ablehnen' }));
    });
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledWith(7, 'reject', 'Ausgebucht');
    await screen.findByText('Nachricht an den Kunden: Ausgebucht');
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
  });

  it('cancels nothing when the question is answered with Abbrechen', async () => {
    const change = jest.spyOn(api.orders, 'changeStatus');
    show();
    await screen.findByText('Bestellung #12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    });
    const question = await modal('Bestellung wirklich stornieren?');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    });
    expect(change).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a refused step, with a retry", async () => {
    const change = jest
      .spyOn(api.orders, 'changeStatus')
      .mockRejectedValueOnce(
        new ApiError(409, [
          { message: 'Die Bestellung kann im Status „Storniert“ nicht bestätigt werden.' },
        ]),
      )
      .mockResolvedValueOnce({ ...pending, status: 'confirmed' });
    show();
    await screen.findByText('Bestellung #12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    });
    await screen.findByText('Die Bestellung kann im Status „Storniert“ nicht bestätigt werden.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    await waitFor(() => expect(change).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Abschließen' });
  });

  it("changes a line's amount; the server's German refusal shows with its reason", async () => {
    const update = jest
      .spyOn(api.orders, 'updateItem')
      .mockRejectedValueOnce(
        new ApiError(422, [{ message: 'Die Menge für „Espresso“ ist ungültig (mindestens 1).' }]),
      );
    show();
    await screen.findByText('Bestellung #12');
    const amount = screen.getByLabelText('Menge von „Espresso“');
    fireEvent.change(amount, { target: { value: '0,5' } });
    await act(async () => {
      fireEvent.blur(amount);
    });
    expect(update).toHaveBeenCalledWith(7, 0, { amount: 0.5 });
    await screen.findByText('Die Menge für „Espresso“ ist ungültig (mindestens 1).');
  });

  it('switches a line of a product with alternative units to another unit', async () => {
    jest.spyOn(api.orders, 'get').mockResolvedValue({
      ...pending,
      items: [
        {
          index: 0,
          name: 'Sachertorte',
          amount: 12,
          unit: 'piece',
          unitShort: 'Stk.',
          units: ['package', 'piece'],
          total: 58.8,
          parts: [],
        },
      ],
    } as unknown as Order);
    const update = jest.spyOn(api.orders, 'updateItem').mockResolvedValue(pending);
    show();
    await screen.findByText('Bestellung #12');
    const unit = screen.getByRole('combobox', { name: 'Einheit von „Sachertorte“' });
    await act(async () => {
      fireEvent.mouseDown(unit);
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Pkg.'));
    });
    expect(update).toHaveBeenCalledWith(7, 0, { unit: 'package' });
  });

  it('offers „SMS erneut senden“ only where the order has a phone number', async () => {
    show();
    await screen.findByText('Bestellung #12');
    expect(screen.queryByRole('button', { name: 'SMS erneut senden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'E-Mail erneut senden' })).toBeTruthy();
  });

  it('asks once whether a cash order was paid when it is completed, and marks it paid on „Ja“', async () => {
    const ready = { ...pending, status: 'in-delivery', phone: '+436641234567' } as Order;
    jest.spyOn(api.orders, 'get').mockResolvedValue(ready);
    const changeStatus = jest
      .spyOn(api.orders, 'changeStatus')
      .mockResolvedValue({ ...ready, status: 'completed' } as Order);
    const paid = jest
      .spyOn(api.orders, 'updatePaymentStatus')
      .mockResolvedValue({ ...ready, status: 'completed', isPaid: true } as Order);
    show();
    await screen.findByText('Bestellung #12');
    expect(screen.getByRole('button', { name: 'SMS erneut senden' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abschließen' }));
    await screen.findAllByText(MARK_PAID_QUESTION);
    expect(changeStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, bezahlt' }));
    await waitFor(() => expect(paid).toHaveBeenCalledWith(7, true));
    expect(changeStatus).toHaveBeenCalledWith(7, 'completed', undefined);
  });

  it('marks it paid only when the completion succeeded, and says the status failed otherwise', async () => {
    const ready = { ...pending, status: 'in-delivery' } as Order;
    jest.spyOn(api.orders, 'get').mockResolvedValue(ready);
    const changeStatus = jest
      .spyOn(api.orders, 'changeStatus')
      .mockRejectedValue(new Error('Konflikt'));
    const paid = jest.spyOn(api.orders, 'updatePaymentStatus');
    show();
    await screen.findByText('Bestellung #12');
    fireEvent.click(screen.getByRole('button', { name: 'Abschließen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, bezahlt' }));
    await screen.findByText(ORDER_ERRORS.status);
    expect(changeStatus).toHaveBeenCalledWith(7, 'completed', undefined);
    expect(paid).not.toHaveBeenCalled();
  });
});
