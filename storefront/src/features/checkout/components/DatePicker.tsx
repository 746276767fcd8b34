import {
  addDays,
  CLEAR_SELECTION_TEXT,
  SAVE_TEXT,
  WEEKDAYS_SHORT,
  formatLocalDate,
} from '@bestellwerk/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../shared/Dialog';
import { addMonths, calendarWeeks, monthOf, monthTitle } from '../state/calendar';

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** How far the arrow keys look for a day that can be chosen (twice §9's 90-day window). */
const MAX_SKIPPED_DAYS = 180;

/**
 * storefront.md §2 date picker: a month with ISO week numbers, Mo..So, month navigation;
 * past days and days without a free time are disabled, 'Speichern' only for an available
 * day, 'Auswahl aufheben' goes back to "as soon as possible". The days are one tab stop;
 * the arrow keys move between the days that can be chosen.
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
  // The day the arrow keys last moved to; the grid's one tab stop is derived from it.
  const [active, setActive] = useState<string | null>(value);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = calendarWeeks(month);
  const usable = (day: string) => day >= today && isAvailable(day);
  const days = weeks.flatMap((week) => week.days.filter((day): day is string => !!day));
  // Roving tab index: one day of the month is reachable with Tab (the one moved to, else
  // the chosen one, else the first that can be chosen); the arrow keys move from there.
  const tabStop =
    [active, selected].find((day) => day && monthOf(day) === month && usable(day)) ??
    days.find(usable) ??
    null;

  useEffect(() => {
    if (!moved.current || !tabStop) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const by = ARROW_STEPS[event.key];
    if (by === undefined) return;
    event.preventDefault();
    // Disabled days are skipped: the next day in that direction that can be chosen, within
    // the booking horizon; none there and the focus stays where it is.
    let next = day;
    for (let step = 0; step < MAX_SKIPPED_DAYS; step++) {
      next = addDays(next, by);
      if (next < today) return;
      if (usable(next)) {
        moved.current = true;
        setActive(next);
        setMonth(monthOf(next));
        return;
      }
    }
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
      <table className="calendar" ref={grid}>
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
                      tabIndex={day === tabStop ? 0 : -1}
                      onClick={() => {
                        setSelected(day);
                        setActive(day);
                      }}
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
