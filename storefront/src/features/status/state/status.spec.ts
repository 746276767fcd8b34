import { publicOrder } from '../../../shared/order-fixture';
import {
  counterAppointmentPrompt,
  heading,
  isFinal,
  paymentText,
  showsQuestionnaire,
  timeline,
} from './status';

const states = (order: ReturnType<typeof publicOrder>) => timeline(order).map((s) => s.state);

describe('the status page', () => {
  it('walks the timeline from waiting to completed', () => {
    expect(states(publicOrder())).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(states(publicOrder({ isConfirmed: true }))).toEqual(['done', 'current', 'todo', 'todo']);
    expect(
      states(publicOrder({ isConfirmed: true, isInDelivery: true, isCompleted: true })),
    ).toEqual(['done', 'done', 'done', 'done']);
  });

  it('says "In Zustellung" for delivery and "Abholbereit" otherwise', () => {
    expect(timeline(publicOrder({ kind: 'delivery' }))[2].label).toBe('In Zustellung');
    expect(timeline(publicOrder())[2].label).toBe('Abholbereit');
  });

  it('thanks, or says the order was cancelled', () => {
    expect(heading(publicOrder())).toBe('Vielen Dank für Ihre Bestellung!');
    expect(heading(publicOrder({ isRejected: true }))).toBe('Ihre Bestellung wurde abgelehnt.');
    expect(heading(publicOrder({ isCanceled: true }))).toBe('Ihre Bestellung wurde storniert.');
  });

  it('stops polling at a final state', () => {
    expect(isFinal(publicOrder())).toBe(false);
    expect(isFinal(publicOrder({ isConfirmed: true }))).toBe(false);
    for (const flag of ['isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const) {
      expect(isFinal(publicOrder({ [flag]: true }))).toBe(true);
    }
  });

  it('shows the online payment state only for online payments', () => {
    expect(paymentText(publicOrder())).toBeNull();
    expect(paymentText(publicOrder({ paymentMethod: 'mollie' }))).toBe('Warten auf Zahlung');
    expect(paymentText(publicOrder({ paymentMethod: 'mollie', isPaid: true }))).toBe('Bezahlt');
    expect(
      paymentText(publicOrder({ paymentMethod: 'datatrans', isPaid: true, isRefunded: true })),
    ).toBe('Die Zahlung wurde erstattet.');
  });

  it('asks about a counter appointment while it is open', () => {
    const prompt = counterAppointmentPrompt(
      publicOrder({ counterAppointment: '2026-11-25T12:45:00.000Z' }),
    );
    expect(prompt).toEqual({
      question: 'Wir schlagen 25.11.2026 13:45 Uhr vor.',
      accept: 'Ja, 13:45 Uhr ist in Ordnung',
      reject: 'Nein, Bestellung stornieren',
    });
    expect(
      counterAppointmentPrompt(
        publicOrder({ counterAppointment: '2026-11-25T12:45:00.000Z', isConfirmed: true }),
      ),
    ).toBeNull();
  });

  it('offers the review once the order is completed, reviews are on and none was given', () => {
    const done = publicOrder({ isConfirmed: true, isInDelivery: true, isCompleted: true });
    expect(showsQuestionnaire(done, true)).toBe(true);
    expect(showsQuestionnaire(done, false)).toBe(false);
    expect(showsQuestionnaire({ ...done, hasQuestionnaire: true }, true)).toBe(false);
    expect(showsQuestionnaire(publicOrder(), true)).toBe(false);
  });
});
