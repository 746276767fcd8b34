import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type LiveEvent } from '@bestellwerk/api-client';
import type { PrinterState } from '@bestellwerk/domain';
import { playChime } from '../../../shared/chime';
import {
  applyPrinterStatus,
  printerAlarms,
  type PrinterAlarm,
  type PrinterStates,
} from '../state/printerAlarms';

/**
 * The printers of the board's branch (or all of the user's) with their reported status:
 * loaded from the devices list (the status is on the device row), then kept live by the
 * board's event stream ('device.printer-status', handed in through `onEvent`). A printer
 * that starts holding tickets chimes.
 */
export function usePrinterStatus(branch: number | undefined) {
  const [printers, setPrinters] = useState<PrinterStates>(new Map());
  const loaded = useRef(0);

  const reload = useCallback(async () => {
    const turn = ++loaded.current;
    try {
      const page = await api.devices.list({ type: 'printer', branch, perPage: 100 });
      if (turn !== loaded.current) return;
      setPrinters(new Map(page.items.map((device) => [device.id, device])));
    } catch {
      // The board itself shows load errors; the alarm waits for the next event or reload.
    }
  }, [branch]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onEvent = useCallback((event: LiveEvent) => {
    const status = event.data?.status as PrinterState | undefined;
    if (!event.deviceId || !status) return;
    setPrinters((current) => {
      const before = current.get(event.deviceId!)?.printerStatus;
      const next = applyPrinterStatus(current, event.deviceId!, status, event.at);
      if (next !== current && status !== 'ok' && before !== status) playChime();
      return next;
    });
  }, []);

  const alarms: PrinterAlarm[] = printerAlarms(printers);
  return { alarms, onEvent, reload };
}
