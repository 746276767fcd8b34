import { useEffect, useRef, useState } from 'react';
import { api, type BusyMode, type LiveEvent, type Order } from '@bestellwerk/api-client';
import { useEntityState } from '@bestellwerk/admin-kit';
import { ORDER_ERRORS } from '../../../shared/labels';
import { playChime } from '../../../shared/chime';
import { applyOrder } from '../state/boardState';

/** Wait before connecting anew after the server refused the stream. */
const RECONNECT_MS = 5_000;

export type Connection = 'connecting' | 'open' | 'lost';

/**
 * The current orders, kept live by GET /api/events: a new order is fetched and put on the
 * board the moment it is announced (with a chime), a changed one is replaced, an alarm is
 * marked. EventSource reconnects by itself; the list is loaded again after a reconnect so
 * nothing said while away is missed. `branch` narrows board and stream to one branch.
 *
 * Quick changes of one order send several events; their reads may answer out of order. Only
 * the latest read of an order (or the answer of a change made here, `applyLocal`) is put on
 * the board, so an older state never replaces a newer one.
 */
export function useLiveOrders(
  branch: number | undefined,
  onMissed: () => void,
  /** A printer's status changed (the printer alarm); also called with null after a reconnect. */
  onPrinterStatus?: (event: LiveEvent | null) => void,
) {
  /** The latest busy mode a 'branch.busy' event announced, per branch (the board's switch). */
  const [busyModes, setBusyModes] = useState<Record<number, BusyMode>>({});
  const board = useEntityState<Order[]>({
    load: () => api.orders.current(branch),
    loadError: ORDER_ERRORS.load,
    keys: [branch],
  });
  const [connection, setConnection] = useState<Connection>('connecting');
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const handlers = useRef({ board, onMissed, onPrinterStatus });
  handlers.current = { board, onMissed, onPrinterStatus };
  /** Per order: the number of the latest read or local change; older answers are dropped. */
  const latest = useRef(new Map<number, number>());
  const claim = (id: number) => {
    const turn = (latest.current.get(id) ?? 0) + 1;
    latest.current.set(id, turn);
    return turn;
  };
  /** An order as a change made in this window answered it (the drawer, a quick action). */
  const applyLocal = (order: Order) => {
    claim(order.id);
    board.setData((current) => applyOrder(current ?? [], order));
  };

  useEffect(() => {
    let source: EventSource;
    let everOpen = false;
    let retryTimer: number | undefined;
    let stopped = false;
    const refresh = async (id: number, isNew: boolean) => {
      const turn = claim(id);
      await handlers.current.board.run(
        () => api.orders.get(id),
        ORDER_ERRORS.loadOne,
        (order) => {
          if (latest.current.get(id) === turn) {
            handlers.current.board.setData((current) => applyOrder(current ?? [], order));
          }
          if (!isNew) return;
          playChime();
          setFresh((ids) => new Set(ids).add(id));
          window.setTimeout(
            () =>
              setFresh((ids) => {
                const next = new Set(ids);
                next.delete(id);
                return next;
              }),
            30_000,
          );
        },
      );
    };
    const read = (event: MessageEvent<string>): LiveEvent | null => {
      try {
        return JSON.parse(event.data) as LiveEvent;
      } catch {
        return null;
      }
    };
    const connect = () => {
      source = new EventSource(api.eventsUrl(branch), { withCredentials: true });
      source.addEventListener('open', () => {
        if (everOpen) {
          handlers.current.board.reload();
          handlers.current.onPrinterStatus?.(null);
        }
        everOpen = true;
        setConnection('open');
      });
      source.addEventListener('error', () => {
        setConnection('lost');
        // EventSource retries by itself after a dropped connection, but gives up for good on
        // an error answer (401 after the session ended, 502 while the API restarts). Then:
        // ask the API once (a 401 there sends the browser to the login) and connect anew.
        if (source.readyState !== EventSource.CLOSED || stopped) return;
        handlers.current.board.reload();
        retryTimer = window.setTimeout(connect, RECONNECT_MS);
      });
      source.addEventListener('order.created', (event) => {
        const live = read(event);
        if (live?.orderId) void refresh(live.orderId, true);
      });
      source.addEventListener('order.updated', (event) => {
        const live = read(event);
        if (live?.orderId) void refresh(live.orderId, false);
      });
      source.addEventListener('order.alarm', (event) => {
        const live = read(event);
        if (!live?.orderId) return;
        playChime();
        void refresh(live.orderId, false);
      });
      source.addEventListener('branch.busy', (event) => {
        const live = read(event);
        const mode = live?.data as BusyMode | undefined;
        if (live && mode?.kind) setBusyModes((known) => ({ ...known, [live.branchId]: mode }));
      });
      source.addEventListener('device.printer-status', (event) => {
        const live = read(event);
        if (live) handlers.current.onPrinterStatus?.(live);
      });
      source.addEventListener('order.missed', (event) => {
        const live = read(event);
        if (live?.orderId) void refresh(live.orderId, false);
        handlers.current.onMissed();
      });
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source.close();
    };
  }, [branch]);

  return { board, connection, fresh, applyLocal, busyModes };
}
