import {
  CANCEL_TEXT,
  NO_SLOTS_FOR_DAY_MESSAGE,
  SAVE_TEXT,
  TIME_PICKER_STEP_MINUTES,
  formatLocalDate,
  parseTime,
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

/**
 * storefront.md §2 time picker: hour and minute up/down (minutes in 5-minute steps), the
 * day's available windows to choose from, 'Abbrechen' and 'Speichern' (only for a time
 * inside a window).
 */
export function TimePicker({
  day,
  windows,
  value,
  onSave,
  onClose,
}: {
  day: string;
  windows: readonly DayWindow[];
  value: string | null;
  onSave: (time: string) => void;
  onClose: () => void;
}) {
  const initial = value && isInWindows(windows, value) ? value : (windows[0]?.from ?? '12:00');
  const [minutes, setMinutes] = useState(parseTime(initial));
  const time = hhmm(minutes);
  const move = (by: number) => setMinutes((current) => (current + by + 24 * 60) % (24 * 60));
  const valid = isInWindows(windows, time);

  return (
    <Dialog title={`Uhrzeit am ${formatLocalDate(day)}`} onClose={onClose} className="picker">
      {windows.length === 0 ? (
        <p className="form-error" role="alert">
          {NO_SLOTS_FOR_DAY_MESSAGE}
        </p>
      ) : (
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
          {valid ? null : (
            <p className="form-error" role="alert">
              Bitte wählen Sie eine Uhrzeit innerhalb der verfügbaren Zeiten.
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
