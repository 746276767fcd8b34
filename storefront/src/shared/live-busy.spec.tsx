import { answer } from '@bestellwerk/api-client/testing';
import { busyNotice } from '@bestellwerk/domain';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SHOP_EVENTS_URL, useLiveBranches } from './live-busy';

/** An EventSource as the browser's: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data?: string) {
    const event = Object.assign(new Event(type), { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const NOW = new Date('2026-11-25T11:00:00.000Z');
const branch = (id: number, name: string) => ({
  id,
  name,
  busyExtraMinutes: null,
  busyPausedUntil: null,
  isBusyPaused: false,
});

/** Cards as the overview shows their busy line (libs/domain busyNotice). */
function mount(branches: ReturnType<typeof branch>[]) {
  const container = document.createElement('div');
  function Cards() {
    const live = useLiveBranches(branches);
    return (
      <ul>
        {live.map((b) => (
          <li key={b.id}>
            {b.name}: {busyNotice(b, NOW, 'Europe/Vienna') ?? 'normal'}
          </li>
        ))}
      </ul>
    );
  }
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(<Cards />);
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('busy mode heard live on the storefront', () => {
  beforeAll(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('opens the shop channel once and shows a switch on the board at once, for that branch only', () => {
    const cards = mount([branch(1, 'Graz'), branch(2, 'Wien')]);
    const other = mount([branch(2, 'Wien')]);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([SHOP_EVENTS_URL]);
    expect(cards.container.textContent).toBe('Graz: normalWien: normal');
    const [source] = FakeEventSource.opened;
    act(() =>
      source.emit(
        'branch.busy',
        JSON.stringify({
          branchId: 2,
          type: 'branch.busy',
          data: { busyExtraMinutes: 20, busyPausedUntil: null, isBusyPaused: false },
        }),
      ),
    );
    expect(cards.container.textContent).toBe(
      'Graz: normalWien: Viel los: Bestellungen ca. 20 Minuten später',
    );
    expect(other.container.textContent).toBe('Wien: Viel los: Bestellungen ca. 20 Minuten später');
    // A broken message changes nothing.
    act(() => source.emit('branch.busy', '{kaputt'));
    act(() => source.emit('branch.busy', JSON.stringify({ branchId: 'x', data: {} })));
    expect(other.container.textContent).toBe('Wien: Viel los: Bestellungen ca. 20 Minuten später');
    act(() =>
      source.emit(
        'branch.busy',
        JSON.stringify({
          branchId: 2,
          data: { busyExtraMinutes: null, busyPausedUntil: null, isBusyPaused: true },
        }),
      ),
    );
    expect(other.container.textContent).toBe('Wien: Online-Bestellungen derzeit pausiert');
    cards.unmount();
    other.unmount();
  });

  it('reads the start data again when the channel opens, without undoing an event heard meanwhile', async () => {
    const cards = mount([branch(1, 'Graz'), branch(2, 'Wien')]);
    const [source] = FakeEventSource.opened;
    let release!: () => void;
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (() =>
      new Promise<Response>((resolve) => {
        // The start data as it was when the request went out: both busy.
        release = () =>
          resolve(
            answer(200, {
              data: {
                branches: [
                  { id: 1, busyExtraMinutes: 10, busyPausedUntil: null, isBusyPaused: false },
                  { id: 2, busyExtraMinutes: null, busyPausedUntil: null, isBusyPaused: true },
                ],
              },
            }),
          );
      })) as typeof fetch;
    try {
      act(() => source.emit('open'));
      // Graz's switch comes in while the start data is on its way.
      act(() =>
        source.emit(
          'branch.busy',
          JSON.stringify({
            branchId: 1,
            data: { busyExtraMinutes: 30, busyPausedUntil: null, isBusyPaused: false },
          }),
        ),
      );
      await act(async () => {
        release();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(cards.container.textContent).toBe(
        'Graz: Viel los: Bestellungen ca. 30 Minuten späterWien: Online-Bestellungen derzeit pausiert',
      );
    } finally {
      globalThis.fetch = fetchBefore;
      cards.unmount();
    }
  });
});
