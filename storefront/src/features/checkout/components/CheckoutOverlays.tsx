import { isDayAvailable, slotsForDay, windowsForDay } from '@bestellwerk/domain';
import { useFullSlots } from '../hooks/useFullSlots';
import type { CheckoutForm } from '../hooks/useCheckoutForm';
import { DatePicker } from './DatePicker';
import { DonateeOverlay } from './DonateeOverlay';
import { TimePicker } from './TimePicker';

/** The overlay the checkout has open: the appointment's date, then its time, or the donatee. */
export function CheckoutOverlays({ form }: { form: CheckoutForm }) {
  const { picker, setPicker, set, slotOptions, appointmentDay, appointmentTime, today } = form;
  const full = useFullSlots(picker === 'time' ? form.branch.id : null, appointmentDay);
  if (picker === 'date') {
    return (
      <DatePicker
        value={appointmentDay}
        today={today}
        isAvailable={(day) => isDayAvailable(slotOptions, day)}
        onClose={() => setPicker(null)}
        onSave={(day) => {
          if (!day) {
            set('appointmentDate', null);
            setPicker(null);
            return;
          }
          const first = windowsForDay(slotOptions, day)[0];
          set(
            'appointmentDate',
            `${day}T${appointmentTime && day === appointmentDay ? appointmentTime : (first?.from ?? '12:00')}`,
          );
          // Choosing a day goes straight on to its time.
          setPicker('time');
        }}
      />
    );
  }
  if (picker === 'time' && appointmentDay) {
    return (
      <TimePicker
        day={appointmentDay}
        windows={windowsForDay(slotOptions, appointmentDay)}
        slots={slotsForDay(slotOptions, appointmentDay)}
        fullSlots={full.starts}
        slotMinutes={full.slotMinutes}
        useSlots={form.hasSlots}
        timeZone={slotOptions.timeZone}
        value={appointmentTime}
        onClose={() => setPicker(null)}
        onSave={(time) => {
          set('appointmentDate', `${appointmentDay}T${time}`);
          setPicker(null);
        }}
      />
    );
  }
  if (picker === 'donatee') {
    return (
      <DonateeOverlay
        donatees={form.donatees}
        currency={form.currency}
        onClose={() => setPicker(null)}
        onChoose={(chosen) => {
          set('donateeId', chosen.id);
          setPicker(null);
        }}
      />
    );
  }
  return null;
}
