import { formatLocalDate, formatTime } from '@bestellwerk/domain';
import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Section } from '../CheckoutFields';

/** Checkout 4: the chosen appointment (or as soon as possible) and the date and time pickers' buttons. */
export function AppointmentSection({ form }: { form: CheckoutForm }) {
  const {
    appointmentDate,
    isAppointmentPreselected,
    kitchenEarliest,
    branch,
    fieldErrors,
    appointmentDay,
    appointmentTime,
    setPicker,
  } = form;
  return (
    <Section title="Termin">
      <div
        className={`appointment${fieldErrors.has('appointmentDate') ? ' is-invalid' : ''}`}
        data-field="appointmentDate"
      >
        <p className="appointment__value" id="appointment-value">
          {appointmentDate
            ? `${formatLocalDate(appointmentDay!)} ${appointmentTime} Uhr`
            : branch.isAppointmentRequired
              ? 'Bitte wählen Sie einen Termin aus.'
              : 'So bald wie möglich'}
        </p>
        {!appointmentDate && kitchenEarliest ? (
          <p className="appointment__hint" id="kitchen-earliest">
            Frühestens fertig um {formatTime(kitchenEarliest, branch.timezone)} Uhr
          </p>
        ) : null}
        {isAppointmentPreselected ? (
          <p className="appointment__hint">Der frühestmögliche Termin ist vorausgewählt.</p>
        ) : null}
        {fieldErrors.has('appointmentDate') ? (
          <p className="form-error" id="appointment-error">
            {fieldErrors.get('appointmentDate')}
          </p>
        ) : null}
        <div className="appointment__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="appointment-value"
            onClick={() => setPicker('date')}
          >
            Datum wählen
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="appointment-value"
            disabled={!appointmentDay}
            onClick={() => setPicker('time')}
          >
            Uhrzeit wählen
          </button>
        </div>
      </div>
    </Section>
  );
}
