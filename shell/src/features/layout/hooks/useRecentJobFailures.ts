import { useEffect, useState } from 'react';
import { api } from '@bestellwerk/api-client';

/** How often the navigation asks for failed jobs: cheap enough, soon enough for a printer. */
export const JOB_FAILURES_POLL_MS = 60_000;

/** The badge's link: the orders remote's „Druck & Versand“. */
export const JOBS_HASH = '#/orders/jobs';

/**
 * How many print, SMS and e-mail jobs failed within the last hour, for admins (the job list
 * is theirs): asked at once and every minute, and again when the tab comes back into view.
 * A failed poll keeps the last count — the badge is a hint, the jobs screen shows errors.
 */
export function useRecentJobFailures(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const poll = () =>
      api.jobs
        .recentFailures()
        .then((jobs) => {
          if (!stopped) setCount(jobs.length);
        })
        .catch(() => undefined);
    void poll();
    const timer = setInterval(() => void poll(), JOB_FAILURES_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled]);
  return count;
}
