import {
  CLEAR_SELECTION_TEXT,
  SAVE_TEXT,
  WEEKDAYS_SHORT,
  formatLocalDate,
} from '@bestellwerk/domain';
import { useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../shared/Dialog';
import { addMonths, calendarWeeks, monthOf, monthTitle } from '../state/calendar';

/**
 * storefront.md §2 date picker: a month with ISO week numbers, Mo..So, month navigation;
 * past days and days without a free time are disabled, 'Speichern' only for an available
 * day, 'Auswahl aufheben' goes back to "as soon as possible". Arrow keys move between days.
 */
export function DatePicker({
  value,
  today,
  isAvailable,
  onSave,
  onClose,
}: {
  value: string | null;
  today: string;
  isAvailable: (localDate: string) => boolean;
  onSave: (localDate: string | null) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<string | null>(value);
  const [month, setMonth] = useState(monthOf(value ?? today));
  const weeks = calendarWeeks(month);
  const usable = (day: string) => day >= today && isAvailable(day);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const target = new Date(`${day}T12:00:00Z`);
    target.setUTCDate(target.getUTCDate() + by);
    const next = target.toISOString().slice(0, 10);
    setMonth(monthOf(next));
    // After the month re-renders, focus the day that was moved to.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus(),
    );
  };

  return (
    <Dialog title="Datum wählen" onClose={onClose} className="picker">
      <div className="picker__month">
        <button
          type="button"
          className="icon-button"
          aria-label="Vorheriger Monat"
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          ‹
        </button>
        <strong aria-live="polite">{monthTitle(month)}</strong>
        <button
          type="button"
          className="icon-button"
          aria-label="Nächster Monat"
          onClick={() => setMonth(addMonths(month, 1))}
        >
          ›
        </button>
      </div>
      <table className="calendar">
        <thead>
          <tr>
            <th scope="col" abbr="Kalenderwoche">
              KW
            </th>
            {WEEKDAYS_SHORT.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row" className="calendar__week">
                {week.week}
              </th>
              {week.days.map((day, index) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className="calendar__day"
                      aria-pressed={day === selected}
                      disabled={!usable(day)}
                      onClick={() => setSelected(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">{formatLocalDate(day)}</span>
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="picker__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setSelected(null);
            onSave(null);
          }}
        >
          {CLEAR_SELECTION_TEXT}
        </button>
        <button
          type="button"
          className="button"
          disabled={!selected || !usable(selected)}
          onClick={() => onSave(selected)}
        >
          {SAVE_TEXT}
        </button>
      </div>
    </Dialog>
  );
}
