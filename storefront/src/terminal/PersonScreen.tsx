import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_STATE_LABELS,
  type ActivityState,
  HOLIDAY_ACCOUNT_LABELS as HOLIDAY,
  formatDays,
} from '@bestellwerk/domain';
import type { Activity, HolidayAccount, Me, MonthBalance, Shift } from './api';
import { clockTime, hm, localDay, signedHm } from './format';
import { type Stamp, type StampAction, pendingState } from './queue';

/** The state names (libs/domain, as on „Wer ist da“ and the timesheet). */
export const LABELS = ACTIVITY_STATE_LABELS;

export const ACTIONS = ACTIVITY_ACTIONS.map((action) => ({
  action,
  label: ACTIVITY_ACTION_LABELS[action],
}));

/** The holiday account's smaller lines, under „Rest“. */
const HOLIDAY_LINES = ['entitlementDays', 'carriedOverDays', 'takenDays', 'plannedDays'] as const;

/** What the terminal shows of one employee's day. */
export interface Day {
  me: Me;
  shifts: Shift[] | null;
  activities: Activity[] | null;
  month: MonthBalance | null;
  holidays: HolidayAccount | null;
  /** The month's balance or the holiday account did not load (backoffice-api.md §8). */
  balancesFailed: boolean;
}

/** backoffice-api.md §8: the terminal's text when the balances did not load. */
export const BALANCES_FAILED = 'Guthaben konnten nicht geladen werden.';

export const fullName = (p: { firstName: string; lastName: string; username: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.username;

/** One employee's day: state, the stamp buttons, today's plan and stamps, balance, holidays. */
export function PersonScreen(props: {
  day: Day | null;
  /** Stamps not yet sent: the buttons go on from the state they lead to. */
  waiting: Stamp[];
  busy: boolean;
  branchMode: boolean;
  onStamp: (action: StampAction) => void;
  onDone: () => void;
}) {
  const me = props.day?.me;
  const now = me ? pendingState(me.state as ActivityState, props.waiting, me.user.username) : null;
  const since = now?.since ?? (now?.state === me?.state ? me?.workingActivity?.startedAt : null);
  const holidays = props.day?.holidays;
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
        <div id="state" className={`state state-${now?.state ?? 'none'}`}>
          {now ? LABELS[now.state] + (since ? ` seit ${clockTime(since)}` : '') : ''}
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
            disabled={!now || props.busy || !now.actions.includes(action)}
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
            {props.day?.balancesFailed && (
              <p className="muted" role="alert">
                {BALANCES_FAILED}
              </p>
            )}
          </div>
          {holidays && (
            <div className="card">
              <h3>Urlaub {holidays.year}</h3>
              <div className="big">
                {HOLIDAY.remainingDays} {formatDays(holidays.remainingDays)}{' '}
                {holidays.remainingDays === 1 ? 'Tag' : 'Tage'}
              </div>
              <p className="muted">
                {HOLIDAY_LINES.map((key) => `${HOLIDAY[key]} ${formatDays(holidays[key])}`).join(
                  ' · ',
                )}
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
