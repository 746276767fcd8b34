import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Employee, type Place, type Session, client, reply, userPath } from './api';
import { clockTime } from './format';
import { ACTIONS, type Day, LABELS, PersonScreen, fullName } from './PersonScreen';
import { PinScreen } from './PinScreen';
import { type StampAction, type Stamp, createQueue, newStamp, waitingText } from './queue';

/** Back to the names this long after a login, and after a stamp (the tablet is shared). */
const IDLE_AFTER_LOGIN_MS = 30_000;
const IDLE_AFTER_STAMP_MS = 8_000;

type Message = { text: string; kind: 'ok' | 'error' } | null;

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
  const [waiting, setWaiting] = useState<Stamp[]>([]);
  const [busy, setBusy] = useState(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const say = (text: string, kind: 'ok' | 'error' = 'ok') =>
    setMessage(text ? { text, kind } : null);

  const queue = useMemo(
    () =>
      createQueue(window.localStorage, async (stamp: Stamp) => {
        const answer = await reply(
          client.post('/api/time-tracking/{token}/{username}/working-activities/{action}', {
            params: { path: { ...userPath(stamp).path, action: stamp.action } },
            body: { at: stamp.at, idempotencyKey: stamp.key },
          }),
        );
        return { status: answer.status, message: answer.message };
      }),
    [],
  );

  const flush = useCallback(async () => {
    const result = await queue.flush();
    setWaiting(queue.items());
    const refused = result.refused.at(-1);
    if (refused) say(refused.message, 'error');
    return result;
  }, [queue]);

  const loadNames = useCallback(async () => {
    if (place.kind !== 'branch') return;
    try {
      const answer = await reply(
        client.get('/api/time-tracking-terminal/{branchId}/{apiKey}/employees', {
          params: { path: place.branch },
        }),
      );
      if (answer.status !== 200 || !answer.data)
        say(answer.message ?? 'Die Mitarbeiter konnten nicht geladen werden.', 'error');
      else setEmployees(answer.data);
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
      const params = userPath(who);
      try {
        const [me, shifts, activities, month, holidays] = await Promise.all([
          reply(client.get('/api/time-tracking/{token}/{username}/me', { params })),
          reply(
            client.get('/api/time-tracking/{token}/{username}/working-schedules', { params }),
          ).catch(() => null),
          reply(
            client.get('/api/time-tracking/{token}/{username}/working-activities', { params }),
          ).catch(() => null),
          reply(client.get('/api/time-tracking/{token}/{username}/balances', { params })).catch(
            () => null,
          ),
          reply(
            client.get('/api/time-tracking/{token}/{username}/holiday-balances', { params }),
          ).catch(() => null),
        ]);
        if (me.status === 200 && me.data)
          setDay({
            me: me.data,
            shifts: shifts?.status === 200 ? (shifts.data ?? null) : null,
            activities: activities?.status === 200 ? (activities.data ?? null) : null,
            month: month?.status === 200 ? (month.data ?? null) : null,
            holidays: holidays?.status === 200 ? (holidays.data?.[0] ?? null) : null,
            balancesFailed: month?.status !== 200 || holidays?.status !== 200,
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

  // Who is on screen, for the timer below (it outlives a login).
  const shown = useRef<Session | null>(session);
  shown.current = session;

  // Start: the names or the employee's day; the waiting stamps go out now and every 5 s.
  // When waiting stamps got through, the day on screen is read again from the server.
  useEffect(() => {
    setWaiting(queue.items());
    if (place.kind === 'branch') void loadNames();
    const send = async () => {
      const result = await flush();
      if (result.sent.length > 0 && shown.current) void refresh(shown.current);
    };
    void send();
    const timer = setInterval(() => void send(), 5000);
    const online = () => void send();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
      clearTimeout(idle.current);
    };
  }, [queue, flush, loadNames, refresh, place.kind]);

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
    setWaiting(queue.items());
    const result = await flush();
    const word = ACTIONS.find((a) => a.action === action)!.label;
    if (queue.items().some((x) => x.key === s.key))
      // Still waiting: the screen goes on from the stamp (pendingState); no call to try now.
      say(
        `${word} um ${clockTime(s.at)} gespeichert – wird gesendet, sobald die Verbindung steht.`,
        'error',
      );
    else {
      if (!result.refused.some((r) => r.stamp.key === s.key)) say(`${word} gestempelt.`);
      await refresh(session);
    }
    setBusy(false);
    later(IDLE_AFTER_STAMP_MS);
  };

  const login = async () => {
    if (place.kind !== 'branch' || !picked) return;
    const typed = pin;
    setPin('');
    try {
      const answer = await reply(
        client.post('/api/time-tracking-terminal/{branchId}/{apiKey}/login', {
          params: { path: place.branch },
          body: { username: picked.username, pin: typed },
        }),
      );
      if (answer.status !== 200 || !answer.data) {
        say(answer.message ?? 'Name oder PIN ist falsch.', 'error');
        return;
      }
      setMessage(null);
      setSession(answer.data);
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
        waiting={waiting}
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
        {waiting.length > 0 && <div className="queue">{waitingText(waiting.length)}</div>}
        {screen}
      </main>
    </>
  );
}
