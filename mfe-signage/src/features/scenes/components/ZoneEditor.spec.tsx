import { fireEvent, render, screen } from '@testing-library/react';
import { ZoneEditor } from './ZoneEditor';

const zones = [
  { key: 'main', name: 'Hauptbereich', x: 0, y: 0, width: 60, height: 100 },
  { key: 'side', name: 'Seite', x: 60, y: 0, width: 40, height: 50 },
];

describe('the zone editor by keyboard', () => {
  const setup = () => {
    const onChange = jest.fn();
    const changed = () => {
      const [index, update] = onChange.mock.lastCall as [number, (rect: object) => object];
      return [index, update(zones[index])];
    };
    render(<ZoneEditor zones={zones} aspect={{ width: 16, height: 9 }} onChange={onChange} />);
    return { onChange, changed };
  };

  it('names each zone with its place and size for screen readers', () => {
    setup();
    expect(
      screen.getByRole('group', { name: 'Seite: links 60 %, oben 0 %, 40 × 50 %' }),
    ).toBeTruthy();
  });

  it('moves the focused zone with the arrow keys, 1 % a press, not past the edge', () => {
    const { changed } = setup();
    const side = screen.getByRole('group', { name: /^Seite:/ });
    fireEvent.keyDown(side, { key: 'ArrowDown' });
    expect(changed()).toEqual([1, { x: 60, y: 1, width: 40, height: 50 }]);
    fireEvent.keyDown(side, { key: 'ArrowRight' });
    expect(changed()).toEqual([1, { x: 60, y: 0, width: 40, height: 50 }]);
  });

  it('resizes with Shift + arrow keys and ignores other keys', () => {
    const { onChange, changed } = setup();
    const main = screen.getByRole('group', { name: /^Hauptbereich:/ });
    fireEvent.keyDown(main, { key: 'ArrowLeft', shiftKey: true });
    expect(changed()).toEqual([0, { x: 0, y: 0, width: 59, height: 100 }]);
    fireEvent.keyDown(main, { key: 'ArrowDown', shiftKey: true });
    expect(changed()).toEqual([0, { x: 0, y: 0, width: 60, height: 100 }]);
    onChange.mockClear();
    fireEvent.keyDown(main, { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves from where the zone stands now, so fast repeats before a redraw lose no step', () => {
    const { onChange } = setup();
    const side = screen.getByRole('group', { name: /^Seite:/ });
    fireEvent.keyDown(side, { key: 'ArrowDown' });
    fireEvent.keyDown(side, { key: 'ArrowDown' });
    // Nothing re-rendered in between: each press still moves on from the form's value.
    const [first, second] = onChange.mock.calls.map(([, update]) => update);
    expect(second(first({ x: 60, y: 0, width: 40, height: 50 }))).toEqual({
      x: 60,
      y: 2,
      width: 40,
      height: 50,
    });
  });
});
