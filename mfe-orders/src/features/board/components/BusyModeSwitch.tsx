import { App as AntApp, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, type BusyMode } from '@bestellwerk/api-client';
import { BUSY_EXTRA_CHOICES, addDays, toLocal, zonedDateTime } from '@bestellwerk/domain';

const PAUSE_TEXT = 'Online-Bestellungen pausieren';

/** The instant of a wall-clock time on the branch's clock: today, or tomorrow once past. */
export function pauseEnd(time: string, now: Date, timeZone: string): Date {
  const today = toLocal(now, timeZone).date;
  const at = zonedDateTime(today, time, timeZone);
  return at.getTime() > now.getTime() ? at : zonedDateTime(addDays(today, 1), time, timeZone);
}

const TAG_COLOR: Record<BusyMode['kind'], string> = {
  off: 'default',
  busy: 'orange',
  paused: 'red',
};

/**
 * The board's one switch for a branch's busy mode: „+10 / +20 / +30 min“ (the storefront's
 * earliest time moves by it), „Online-Bestellungen pausieren“ until a time, and „Beenden“.
 * `live` is the latest 'branch.busy' event of the board's stream for this branch: another
 * screen's switch (or the automatic pause) shows here at once.
 */
export function BusyModeSwitch({
  branchId,
  branchName,
  live,
}: {
  branchId: number;
  branchName: string;
  live?: BusyMode | null;
}) {
  const { message } = AntApp.useApp();
  const [state, setState] = useState<BusyMode | null>(null);
  const [busy, setBusy] = useState(false);
  // „HH:mm“ from the browser's own time field (light on the board's first load, and the
  // tablet's native time wheel at the counter); empty until staff pick a time.
  const [time, setTime] = useState('');

  useEffect(() => {
    let stale = false;
    api.branches.busyMode(branchId).then(
      (loaded) => !stale && setState(loaded),
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [branchId]);
  useEffect(() => {
    if (live && live.branchId === branchId) setState(live);
  }, [live, branchId]);

  const run = async (change: () => Promise<BusyMode>) => {
    setBusy(true);
    try {
      const next = await change();
      setState(next);
      void message.success(`${branchName}: ${next.label}`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const zone = state?.timezone ?? 'Europe/Vienna';

  return (
    <Flex
      wrap
      align="center"
      gap={8}
      data-testid={`busy-switch-${branchId}`}
      style={{ padding: '8px 12px', background: '#fffaf2', borderRadius: 8, marginBottom: 8 }}
    >
      <Typography.Text strong>Viel los – {branchName}</Typography.Text>
      {state ? (
        <Tag color={TAG_COLOR[state.kind]} data-testid="busy-state">
          {state.label}
        </Tag>
      ) : null}
      <Space.Compact>
        {BUSY_EXTRA_CHOICES.map((minutes) => (
          <Button
            key={minutes}
            disabled={busy}
            type={state?.kind === 'busy' && state.extraMinutes === minutes ? 'primary' : 'default'}
            onClick={() =>
              void run(() => api.branches.setBusyMode(branchId, { extraMinutes: minutes }))
            }
          >
            +{minutes} min
          </Button>
        ))}
      </Space.Compact>
      <Space.Compact>
        <Input
          type="time"
          step={300}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-label="Pausieren bis (Uhrzeit)"
          style={{ width: 120 }}
        />
        <Button
          danger
          disabled={busy || !time}
          onClick={() =>
            time &&
            void run(() =>
              api.branches.setBusyMode(branchId, {
                pausedUntil: pauseEnd(time, new Date(), zone).toISOString(),
              }),
            )
          }
        >
          {PAUSE_TEXT}
        </Button>
      </Space.Compact>
      {state && state.kind !== 'off' ? (
        <Button disabled={busy} onClick={() => void run(() => api.branches.endBusyMode(branchId))}>
          Beenden
        </Button>
      ) : null}
    </Flex>
  );
}
