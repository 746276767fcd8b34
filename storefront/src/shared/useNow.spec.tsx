import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useNow } from './useNow';

/** Renders the clock and notes what each commit showed. */
function mount() {
  const container = document.createElement('div');
  const shown: string[] = [];
  function Clock() {
    const now = useNow();
    useEffect(() => {
      shown.push(now.toISOString());
    });
    return <p>{now.toISOString()}</p>;
  }
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(<Clock />);
  });
  return { shown, unmount: () => act(() => root.unmount()) };
}

describe('the clock a page shows its opening states for', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-27T11:30:40.250Z') }));
  afterEach(() => {
    jest.useRealTimers();
    delete window.__BESTELLWERK__;
  });
  const renderedAt = (iso: string) => {
    window.__BESTELLWERK__ = { path: '/', shop: {} as never, renderedAt: iso };
  };

  it('starts at the render and stays there while the browser reads the same minute', () => {
    renderedAt('2026-11-27T11:30:05.000Z');
    const clock = mount();
    expect(clock.shown).toEqual(['2026-11-27T11:30:05.000Z']);
    clock.unmount();
  });

  it('moves to the browser clock at once when the page was rendered in an earlier minute', () => {
    renderedAt('2026-11-27T11:29:59.000Z');
    const clock = mount();
    expect(clock.shown).toEqual(['2026-11-27T11:29:59.000Z', '2026-11-27T11:30:40.250Z']);
    clock.unmount();
  });

  it('starts at the browser clock on a page the app reached after the one the server rendered', () => {
    window.__BESTELLWERK__ = {
      path: '/store/graz',
      shop: {} as never,
      renderedAt: '2026-11-27T11:20:05.000Z',
    };
    const clock = mount();
    expect(clock.shown).toEqual(['2026-11-27T11:30:40.250Z']);
    clock.unmount();
  });

  it('follows every new minute', () => {
    const clock = mount();
    expect(clock.shown).toEqual(['2026-11-27T11:30:40.250Z']);
    act(() => jest.advanceTimersByTime(60_000));
    expect(clock.shown).toEqual(['2026-11-27T11:30:40.250Z', '2026-11-27T11:31:40.250Z']);
    for (let minute = 0; minute < 10; minute++) act(() => jest.advanceTimersByTime(60_000));
    expect(clock.shown).toHaveLength(12);
    expect(clock.shown.at(-1)).toBe('2026-11-27T11:41:40.250Z');
    clock.unmount();
  });
});
