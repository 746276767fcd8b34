import {
  CANCEL_TEXT,
  NO_SLOTS_FOR_DAY_MESSAGE,
  SAVE_TEXT,
  DEFAULT_TIME_ZONE,
  TIME_PICKER_STEP_MINUTES,
  formatLocalDate,
  formatTime,
  parseTime,
  zonedInstant,
  type DayWindow,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { Dialog } from '../../../shared/Dialog';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a time of day lies in one of the day's windows (end exclusive). */
export function isInWindows(windows: readonly DayWindow[], time: string): boolean {
  const at = parseTime(time);
  return windows.some((window) => parseTime(window.from) <= at && at < parseTime(window.to));
}

/** Whether an instant lies in a slot the kitchen has no room left in. */
export function isInFullSlot(at: Date, fullSlots: readonly number[], slotMinutes: number): boolean {
  const time = at.getTime();
  return fullSlots.some((start) => start <= time && time < start + slotMinutes * 60_000);
}

/**
 * storefront.md §2 time picker, with one control for the time: where the branch works in
 * slots (a limit of orders per slot), the day's slots as a list to tap (full ones disabled,
 * from GET /orders/full-slots; the first respects the cart's lead time); elsewhere hour and
 * minute up/down (minutes in 5-minute steps) with the day's windows to jump to. Then
 * 'Abbrechen' and 'Speichern' (only for a time inside a window and not in a full slot).
 */
export function TimePicker({
  day,
  windows,
  value,
  slots = [],
  fullSlots = [],
  slotMinutes = 15,
  useSlots = false,
  timeZone,
  onSave,
  onClose,
}: {
  day: string;
  windows: readonly DayWindow[];
  value: string | null;
  /** The day's slots (libs/domain slotsForDay: opening hours, lead time, today's now). */
  slots?: readonly Date[];
  /** Starts (ms) of the slots that are full, and their length. */
  fullSlots?: readonly number[];
  slotMinutes?: number;
  /** The branch works in slots: the list is the control, without the up/down steppers. */
  useSlots?: boolean;
  timeZone?: string;
  onSave: (time: string) => void;
  onClose: () => void;
}) {
  const slotList = useSlots && slots.length > 0;
  const labels = slots.map((slot) => formatTime(slot, timeZone));
  const fallback = slotList ? labels[0] : (windows[0]?.from ?? '12:00');
  const initial =
    value && isInWindows(windows, value) && (!slotList || labels.includes(value))
      ? value
      : fallback;
  const [minutes, setMinutes] = useState(parseTime(initial));
  const time = hhmm(minutes);
  const move = (by: number) => setMinutes((current) => (current + by + 24 * 60) % (24 * 60));
  // Any time inside a full slot, not only its start (the arrows reach 12:50 as well).
  const chosenFull = isInFullSlot(
    zonedInstant(day, minutes, timeZone ?? DEFAULT_TIME_ZONE),
    fullSlots,
    slotMinutes,
  );
  const valid = isInWindows(windows, time) && !chosenFull && (!slotList || labels.includes(time));

  return (
    <Dialog title={`Uhrzeit am ${formatLocalDate(day)}`} onClose={onClose} className="picker">
      {windows.length === 0 ? (
        <p className="form-error" role="alert">
          {NO_SLOTS_FOR_DAY_MESSAGE}
        </p>
      ) : (
        <>
          {slotList ? (
            <ul className="slot-list" aria-label="Zeiten zum Antippen">
              {slots.map((slot) => {
                const label = formatTime(slot, timeZone);
                const full = isInFullSlot(slot, fullSlots, slotMinutes);
                return (
                  <li key={slot.getTime()}>
                    <button
                      type="button"
                      className="slot"
                      disabled={full}
                      aria-pressed={label === time}
                      aria-label={full ? `${label} Uhr, ausgebucht` : `${label} Uhr`}
                      onClick={() => setMinutes(parseTime(label))}
                    >
                      {label}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Steppers time={time} windows={windows} move={move} setMinutes={setMinutes} />
          )}
          {valid ? null : (
            <p className="form-error" role="alert">
              {chosenFull
                ? 'Diese Zeit ist leider ausgebucht. Bitte wählen Sie eine andere.'
                : 'Bitte wählen Sie eine Uhrzeit innerhalb der verfügbaren Zeiten.'}
            </p>
          )}
        </>
      )}
      <div className="picker__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {CANCEL_TEXT}
        </button>
        <button type="button" className="button" disabled={!valid} onClick={() => onSave(time)}>
          {SAVE_TEXT}
        </button>
      </div>
    </Dialog>
  );
}

/** The up/down steppers for hour and minute, with the day's windows to jump to. */
function Steppers({
  time,
  windows,
  move,
  setMinutes,
}: {
  time: string;
  windows: readonly DayWindow[];
  move: (by: number) => void;
  setMinutes: (minutes: number) => void;
}) {
  return (
    <>
      <div className="clock" role="group" aria-label="Uhrzeit">
        <div className="clock__unit">
          <button
            type="button"
            className="icon-button"
            aria-label="Eine Stunde später"
            onClick={() => move(60)}
          >
            ▲
          </button>
          <output aria-label="Stunde">{time.slice(0, 2)}</output>
          <button
            type="button"
            className="icon-button"
            aria-label="Eine Stunde früher"
            onClick={() => move(-60)}
          >
            ▼
          </button>
        </div>
        <span className="clock__colon">:</span>
        <div className="clock__unit">
          <button
            type="button"
            className="icon-button"
            aria-label={`${TIME_PICKER_STEP_MINUTES} Minuten später`}
            onClick={() => move(TIME_PICKER_STEP_MINUTES)}
          >
            ▲
          </button>
          <output aria-label="Minute">{time.slice(3)}</output>
          <button
            type="button"
            className="icon-button"
            aria-label={`${TIME_PICKER_STEP_MINUTES} Minuten früher`}
            onClick={() => move(-TIME_PICKER_STEP_MINUTES)}
          >
            ▼
          </button>
        </div>
      </div>
      <p className="picker__label">Verfügbare Zeiten</p>
      <ul className="windows">
        {windows.map((window) => (
          <li key={window.from}>
            <button
              type="button"
              className="chip"
              onClick={() => setMinutes(parseTime(window.from))}
            >
              {window.from} – {window.to} Uhr
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
