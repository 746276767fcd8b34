import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_STATE_LABELS,
} from '@bestellwerk/domain';
import {
  type Activity,
  type Employee,
  type Me,
  type MonthBalance,
  type Place,
  type Session,
  type Shift,
  call,
  userBase,
} from './api';
import { clockTime, hm, localDay, signedHm } from './format';
import { type StampAction, type Stamp, createQueue, newStamp, waitingText } from './queue';

/** The state names (libs/domain, as on „Wer ist da“ and the timesheet). */
export const LABELS = ACTIVITY_STATE_LABELS;

const ACTIONS = ACTIVITY_ACTIONS.map((action) => ({
  action,
  label: ACTIVITY_ACTION_LABELS[action],
}));

/** Back to the names this long after a login, and after a stamp (the tablet is shared). */
const IDLE_AFTER_LOGIN_MS = 30_000;
const IDLE_AFTER_STAMP_MS = 8_000;

type Message = { text: string; kind: 'ok' | 'error' } | null;

interface Day {
  me: Me;
  shifts: Shift[] | null;
  activities: Activity[] | null;
  month: MonthBalance | null;
}

const fullName = (p: { firstName: string; lastName: string; username: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.username;

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="clock">{clockTime(now)}</span>;
}

export function Terminal({ place }: { place: Place }) {
  const branchMode = place.kind === 'branch';
  const [session, setSession] = useState<Session | null>(
    place.kind === 'personal' ? place.session : null,
  );
  const [message, setMessage] = useState<Message>(null);
  const [employees, setEmployees] = useState<Employee[] | null>(null);
  const [picked, setPicked] = useState<Employee | null>(null);
  const [pin, setPin] = useState('');
  const [day, setDay] = useState<Day | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [busy, setBusy] = useState(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const say = (text: string, kind: 'ok' | 'error' = 'ok') =>
    setMessage(text ? { text, kind } : null);

  const queue = useMemo(
    () =>
      createQueue(window.localStorage, async (stamp: Stamp) => {
        const reply = await call('POST', `${userBase(stamp)}/working-activities/${stamp.action}`, {
          at: stamp.at,
          idempotencyKey: stamp.key,
        });
        return { status: reply.status, message: reply.message };
      }),
    [],
  );

  const flush = useCallback(async () => {
    const result = await queue.flush();
    setWaiting(queue.items().length);
    const refused = result.refused.at(-1);
    if (refused) say(refused.message, 'error');
    return result;
  }, [queue]);

  const loadNames = useCallback(async () => {
    if (place.kind !== 'branch') return;
    try {
      const reply = await call<Employee[]>('GET', `${place.base}/employees`);
      if (reply.status !== 200 || !reply.data)
        say(reply.message ?? 'Die Mitarbeiter konnten nicht geladen werden.', 'error');
      else setEmployees(reply.data);
    } catch {
      say('Keine Verbindung.', 'error');
    }
  }, [place]);

  const reset = useCallback(() => {
    clearTimeout(idle.current);
    if (!branchMode) return;
    setSession(null);
    setPicked(null);
    setPin('');
    setDay(null);
    void loadNames();
  }, [branchMode, loadNames]);

  const later = (ms: number) => {
    if (!branchMode) return;
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      setMessage(null);
      reset();
    }, ms);
  };

  const refresh = useCallback(
    async (who: Session) => {
      const base = userBase(who);
      try {
        const [me, shifts, activities, month] = await Promise.all([
          call<Me>('GET', `${base}/me`),
          call<Shift[]>('GET', `${base}/working-schedules`).catch(() => null),
          call<Activity[]>('GET', `${base}/working-activities`).catch(() => null),
          call<MonthBalance>('GET', `${base}/balances`).catch(() => null),
        ]);
        if (me.status === 200 && me.data)
          setDay({
            me: me.data,
            shifts: shifts?.status === 200 ? (shifts.data ?? null) : null,
            activities: activities?.status === 200 ? (activities.data ?? null) : null,
            month: month?.status === 200 ? (month.data ?? null) : null,
          });
        else if (me.status === 401 || me.status === 403) {
          say(me.message ?? 'Zugang verweigert.', 'error');
          reset();
        } else say(me.message ?? 'Die Daten konnten nicht geladen werden.', 'error');
      } catch {
        say('Keine Verbindung – Stempel werden gespeichert und später gesendet.', 'error');
      }
    },
    [reset],
  );

  // Start: the names or the employee's day; the waiting stamps go out now and every 5 s.
  useEffect(() => {
    setWaiting(queue.items().length);
    if (place.kind === 'branch') void loadNames();
    void flush();
    const timer = setInterval(() => void flush(), 5000);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
      clearTimeout(idle.current);
    };
  }, [queue, flush, loadNames, place.kind]);

  useEffect(() => {
    if (!session) return;
    void refresh(session);
    if (branchMode) return;
    const timer = setInterval(() => void refresh(session), 60_000);
    return () => clearInterval(timer);
  }, [session, refresh, branchMode]);

  const stamp = async (action: StampAction) => {
    if (!session) return;
    setMessage(null);
    setBusy(true);
    const s = newStamp(session, action);
    queue.add(s);
    setWaiting(queue.items().length);
    const result = await flush();
    const word = ACTIONS.find((a) => a.action === action)!.label;
    if (queue.items().some((x) => x.key === s.key))
      say(
        `${word} um ${clockTime(s.at)} gespeichert – wird gesendet, sobald die Verbindung steht.`,
        'error',
      );
    else if (!result.refused.some((r) => r.stamp.key === s.key)) say(`${word} gestempelt.`);
    await refresh(session);
    setBusy(false);
    later(IDLE_AFTER_STAMP_MS);
  };

  const login = async () => {
    if (place.kind !== 'branch' || !picked) return;
    const typed = pin;
    setPin('');
    try {
      const reply = await call<Session>('POST', `${place.base}/login`, {
        username: picked.username,
        pin: typed,
      });
      if (reply.status !== 200 || !reply.data) {
        say(reply.message ?? 'Name oder PIN ist falsch.', 'error');
        return;
      }
      setMessage(null);
      setSession(reply.data);
      later(IDLE_AFTER_LOGIN_MS);
    } catch {
      say('Keine Verbindung.', 'error');
    }
  };

  const back = () => {
    setMessage(null);
    reset();
  };

  let screen;
  if (place.kind === 'unknown')
    screen = <p className="card">Diese Adresse ist keine Stempelseite.</p>;
  else if (session)
    screen = (
      <PersonScreen
        day={day}
        busy={busy}
        branchMode={branchMode}
        onStamp={(a) => void stamp(a)}
        onDone={back}
      />
    );
  else if (picked)
    screen = (
      <PinScreen
        name={fullName(picked)}
        pin={pin}
        onDigit={(d) => setPin((p) => (p.length < 8 ? p + d : p))}
        onDelete={() => setPin((p) => p.slice(0, -1))}
        onOk={() => void login()}
        onBack={back}
      />
    );
  else
    screen = (
      <section aria-labelledby="pick-title">
        <h2 id="pick-title">Wer sind Sie?</h2>
        <div className="names">
          {employees?.map((e) => (
            <button
              key={e.username}
              type="button"
              className="name"
              onClick={() => {
                setMessage(null);
                setPin('');
                setPicked(e);
              }}
            >
              <span className="name-text">{fullName(e)}</span>
              <small className={`name-state state-${e.state}`}>{LABELS[e.state]}</small>
            </button>
          ))}
        </div>
        {employees?.length === 0 && (
          <p className="card muted">Dieser Filiale ist niemand zugeordnet.</p>
        )}
      </section>
    );

  return (
    <>
      <header className="bar">
        <h1>Zeiterfassung</h1>
        <Clock />
      </header>
      <main>
        <div className={`message ${message?.kind ?? ''}`} role="status" aria-live="polite">
          {message?.text}
        </div>
        {waiting > 0 && <div className="queue">{waitingText(waiting)}</div>}
        {screen}
      </main>
    </>
  );
}

function PinScreen(props: {
  name: string;
  pin: string;
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onOk: () => void;
  onBack: () => void;
}) {
  return (
    <section aria-labelledby="pin-title">
      <div className="row">
        <h2 id="pin-title">PIN für {props.name}</h2>
        <button type="button" className="back" onClick={props.onBack}>
          Zurück
        </button>
      </div>
      <div className="pin-show" aria-label="PIN">
        {'•'.repeat(props.pin.length)}
      </div>
      <div className="pin">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" onClick={() => props.onDigit(d)}>
            {d}
          </button>
        ))}
        <button type="button" aria-label="Löschen" onClick={props.onDelete}>
          ←
        </button>
        <button type="button" onClick={() => props.onDigit('0')}>
          0
        </button>
        <button type="button" className="ok" onClick={props.onOk}>
          OK
        </button>
      </div>
    </section>
  );
}

function PersonScreen(props: {
  day: Day | null;
  busy: boolean;
  branchMode: boolean;
  onStamp: (action: StampAction) => void;
  onDone: () => void;
}) {
  const me = props.day?.me;
  const today = localDay(new Date());
  const shifts = props.day?.shifts?.filter((s) => s.day === today) ?? null;
  const activities =
    props.day?.activities
      ?.filter((a) => a.supersededById === null && localDay(a.startedAt) === today)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt)) ?? null;
  return (
    <section aria-labelledby="who">
      <div className="row">
        <h2 id="who">{me ? fullName(me.user) : 'Einen Moment …'}</h2>
        {props.branchMode && (
          <button type="button" className="back" onClick={props.onDone}>
            Fertig
          </button>
        )}
      </div>
      <div className="card now">
        <div id="state" className={`state state-${me?.state ?? 'none'}`}>
          {me
            ? LABELS[me.state] +
              (me.workingActivity ? ` seit ${clockTime(me.workingActivity.startedAt)}` : '')
            : ''}
        </div>
        {me && <div className="big">Heute {hm(me.todayWorkedMinutes)}</div>}
        {me && (
          <div>{me.remainingText ?? (me.todayPlannedMinutes ? 'Soll für heute erreicht' : '')}</div>
        )}
      </div>
      <div className="actions">
        {ACTIONS.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={`action ${action}`}
            disabled={!me || props.busy || !me.actions.includes(action)}
            onClick={() => props.onStamp(action)}
          >
            {label}
          </button>
        ))}
      </div>
      {me && (
        <div className="details">
          <div className="card">
            <h3>Dienst heute</h3>
            {shifts === null ? (
              <p className="muted">Nicht verfügbar.</p>
            ) : shifts.length === 0 ? (
              <p className="muted">Kein Dienst eingeteilt.</p>
            ) : (
              <ul>
                {shifts.map((s) => (
                  <li key={`${s.scheduleId}-${s.start}`}>
                    <strong>
                      {clockTime(s.start)}–{clockTime(s.end)}
                    </strong>{' '}
                    <span className="muted">{s.branch.name}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="card">
            <h3>Heute gestempelt</h3>
            {activities === null ? (
              <p className="muted">Nicht verfügbar.</p>
            ) : activities.length === 0 ? (
              <p className="muted">Noch nichts.</p>
            ) : (
              <ul>
                {activities.map((a) => (
                  <li key={a.id}>
                    <strong>
                      {clockTime(a.startedAt)}–{a.endedAt ? clockTime(a.endedAt) : 'jetzt'}
                    </strong>{' '}
                    <span className="muted">
                      {hm(a.workedMinutes)}
                      {a.pauses.length > 0 &&
                        `, ${a.pauses.length} ${a.pauses.length === 1 ? 'Pause' : 'Pausen'}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="card">
            <h3>Saldo</h3>
            <div className="big">{signedHm(me.balanceMinutes)}</div>
            {props.day?.month && (
              <p className="muted">Diesen Monat {signedHm(props.day.month.differenceMinutes)}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
