import { NO_SLOTS_FOR_DAY_MESSAGE, type DayWindow } from '@bestellwerk/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DatePicker } from './DatePicker';
import { TimePicker } from './TimePicker';

describe('the date picker (storefront.md §2, §5)', () => {
  const weekdaysOnly = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

  function open(value: string | null = null) {
    const onSave = jest.fn();
    render(
      <DatePicker
        value={value}
        today="2026-11-25"
        isAvailable={weekdaysOnly}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    return { onSave, dialog: screen.getByRole('dialog', { name: 'Datum wählen' }) };
  }

  it('shows the month in ISO weeks, Monday first, with week numbers', () => {
    const { dialog } = open();
    expect(within(dialog).getByText('November 2026')).toBeTruthy();
    const heads = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const weeks = within(dialog)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // 1 November 2026 is a Sunday in ISO week 44; the 30th a Monday in week 49.
    expect(weeks).toEqual(['44', '45', '46', '47', '48', '49']);
  });

  it('disables past days and days without a free time, and saving them', () => {
    const { dialog, onSave } = open();
    const day = (label: string) => within(dialog).getByRole('button', { name: label });
    expect((day('24.11.2026') as HTMLButtonElement).disabled).toBe(true);
    expect((day('28.11.2026') as HTMLButtonElement).disabled).toBe(true);
    const save = within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(day('26.11.2026'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('2026-11-26');
  });

  it('clears the choice with Auswahl aufheben and moves between months', () => {
    const { dialog, onSave } = open('2026-11-26');
    const previous = within(dialog).getByRole('button', { name: 'Vorheriger Monat' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächster Monat' }));
    expect(within(dialog).getByText('Dezember 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auswahl aufheben' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('is one tab stop: the arrow keys move over the days, skipping disabled ones', () => {
    const { dialog } = open('2026-11-26');
    const day = (label: string) => within(dialog).getByRole('button', { name: label });
    const tabStops = () =>
      within(dialog)
        .getAllByRole('button')
        .filter((button) => button.closest('table') && button.tabIndex === 0)
        .map((button) => button.getAttribute('data-day'));
    // The chosen day is the grid's only tab stop.
    expect(tabStops()).toEqual(['2026-11-26']);
    day('26.11.2026').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('27.11.2026'));
    // Saturday and Sunday are disabled: the next day that can be chosen is Monday.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('30.11.2026'));
    expect(tabStops()).toEqual(['2026-11-30']);
    // Down a week: into December, which the calendar now shows.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(within(dialog).getByText('Dezember 2026')).toBeTruthy();
    expect(document.activeElement).toBe(day('07.12.2026'));
    // Up a week to the 30th; a week before that is past today: the focus stays.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(day('30.11.2026'));
  });

  it('without a choice, the first day that can be chosen is the tab stop', () => {
    const { dialog } = open();
    const stops = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.closest('table') && button.tabIndex === 0);
    expect(stops.map((button) => button.getAttribute('data-day'))).toEqual(['2026-11-25']);
  });
});

describe('an overlay (shared Dialog)', () => {
  it('gives the focus back to what opened it when it closes', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Datum wählen
          </button>
          {open ? (
            <DatePicker
              value={null}
              today="2026-11-25"
              isAvailable={() => true}
              onSave={() => setOpen(false)}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Datum wählen' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Datum wählen' });
    within(dialog).getByRole('button', { name: '26.11.2026' }).focus();
    expect(document.activeElement).not.toBe(opener);
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Auswahl aufheben' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('the time picker (storefront.md §2, §5)', () => {
  const at = (time: string) => new Date(`2026-11-26T${time}:00+01:00`);
  const windows: DayWindow[] = [
    { start: at('11:30'), end: at('14:00'), from: '11:30', to: '14:00' },
    { start: at('17:00'), end: at('21:00'), from: '17:00', to: '21:00' },
  ];

  it('without slots: steps minutes by 5 and hours by 1, saving only times inside a window', () => {
    const onSave = jest.fn();
    render(
      <TimePicker
        day="2026-11-26"
        windows={windows}
        value={null}
        slots={['11:30', '11:45'].map(at)}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Uhrzeit am 26.11.2026' });
    // A branch without a limit per slot: the steppers are the one control, no slot list.
    expect(within(dialog).queryByRole('list', { name: 'Zeiten zum Antippen' })).toBeNull();
    const shown = () =>
      `${within(dialog).getByLabelText('Stunde').textContent}:${within(dialog).getByLabelText('Minute').textContent}`;
    expect(shown()).toBe('11:30');
    fireEvent.click(within(dialog).getByRole('button', { name: '5 Minuten früher' }));
    expect(shown()).toBe('11:25');
    const save = within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '17:00 – 21:00 Uhr' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eine Stunde später' }));
    expect(shown()).toBe('18:00');
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('18:00');
  });

  it('where the branch works in slots: lists them to tap, full ones disabled, no steppers', () => {
    const onSave = jest.fn();
    const slots = ['11:30', '11:45', '12:00', '12:15'].map(at);
    render(
      <TimePicker
        day="2026-11-26"
        windows={windows}
        value={null}
        slots={slots}
        fullSlots={[at('11:45').getTime()]}
        slotMinutes={15}
        useSlots
        timeZone="Europe/Vienna"
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Uhrzeit am 26.11.2026' });
    const list = within(dialog).getByRole('list', { name: 'Zeiten zum Antippen' });
    const buttons = within(list).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['11:30', false],
      ['11:45', true],
      ['12:00', false],
      ['12:15', false],
    ]);
    expect(within(list).getByRole('button', { name: '11:45 Uhr, ausgebucht' })).toBeTruthy();
    // One control for the time: no hour and minute steppers beside the list.
    expect(within(dialog).queryByRole('group', { name: 'Uhrzeit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Eine Stunde später' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: '12:00 Uhr' }));
    expect(
      within(list).getByRole('button', { name: '12:00 Uhr' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith('12:00');
  });

  it('refuses to save a time inside a full slot chosen with the arrows', () => {
    render(
      <TimePicker
        day="2026-11-26"
        windows={windows}
        value="11:30"
        slots={['11:30', '11:45'].map(at)}
        fullSlots={[at('11:45').getTime()]}
        slotMinutes={15}
        timeZone="Europe/Vienna"
        onSave={jest.fn()}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Uhrzeit am 26.11.2026' });
    // 11:50: inside the full 11:45 slot, not its start.
    for (let step = 0; step < 4; step += 1) {
      fireEvent.click(within(dialog).getByRole('button', { name: '5 Minuten später' }));
    }
    expect(
      (within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Diese Zeit ist leider ausgebucht. Bitte wählen Sie eine andere.',
    );
  });

  it('says so when the day has no times', () => {
    render(
      <TimePicker
        day="2026-11-26"
        windows={[]}
        value={null}
        onSave={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(NO_SLOTS_FOR_DAY_MESSAGE);
  });
});
