import { fireEvent, render, screen, within } from '@testing-library/react';
import { publicOrder } from '../../../shared/order-fixture';
import { OrderStatus } from './OrderStatus';

const noop = () => undefined;

describe('the order status page', () => {
  it('shows the heading, the number, the current step and the branch', () => {
    render(
      <OrderStatus order={publicOrder({ isConfirmed: true })} reviewsEnabled onChange={noop} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Vielen Dank für Ihre Bestellung!',
    );
    expect(screen.getByText('42')).toBeTruthy();
    const current = screen.getByText('Bestätigt und in Zubereitung');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: '+43316123456' }).getAttribute('href')).toBe(
      'tel:+43316123456',
    );
  });

  it('shows the rejection message under the cancelled heading, without a timeline', () => {
    render(
      <OrderStatus
        order={publicOrder({ isRejected: true, rejectionMessage: 'Leider ausverkauft.' })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    expect(screen.getByText('Ihre Bestellung wurde storniert.')).toBeTruthy();
    expect(screen.getByText('Leider ausverkauft.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers both answers to a counter appointment', () => {
    render(
      <OrderStatus
        order={publicOrder({ counterAppointment: '2026-11-25T12:45:00.000Z' })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ja, 13:45 Uhr ist in Ordnung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nein, Bestellung stornieren' })).toBeTruthy();
  });

  it('sends the review only once all four ratings are given', () => {
    render(
      <OrderStatus
        order={publicOrder({ isConfirmed: true, isInDelivery: true, isCompleted: true })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    const send = screen.getByRole('button', { name: 'Bewertung senden' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const rate = (question: string, stars: string) =>
      fireEvent.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: stars }),
      );
    rate('Gesamteindruck', '5 Sterne');
    rate('Essen', '5 Sterne');
    rate('Service', '4 Sterne');
    expect(send.disabled).toBe(true);
    rate('Ablauf', '1 Stern');
    expect(send.disabled).toBe(false);
  });
});
