import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * CPU time of processes from /proc (Linux): user + system time in milliseconds. The kernel
 * counts in clock ticks (USER_HZ, 100 on every Linux this runs on), so one reading is exact
 * to 10 ms; a phase of a few thousand orders makes that a rounding of under 0.01 ms each.
 */
const TICK_MS = 10;

export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the last ')').
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The pids of the running processes with this command name (e.g. 'mariadbd'). */
export function pidsOf(command: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) found.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

/** The database server's process, whichever name it runs under; null where none is local. */
export function databasePid(): number | null {
  return pidsOf('mariadbd')[0] ?? pidsOf('mysqld')[0] ?? null;
}

/** The bench process's own CPU (the load generator) in milliseconds. */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * CPU of named processes over a phase: `take()` before and after, `since(before)` the
 * difference per name. A process that ended in between counts what it had used until its
 * last reading (its /proc entry is gone), so the caller keeps them alive for the phase.
 */
export function cpuSnapshot(pids: Record<string, number | null | undefined>) {
  const reading: Record<string, number> = { bench: ownCpuMs() };
  for (const [name, pid] of Object.entries(pids)) {
    if (!pid) continue;
    try {
      reading[name] = cpuMs(pid);
    } catch {
      // Not readable (another user's process in a container): left out.
    }
  }
  return reading;
}

export function cpuSince(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  const used: Record<string, number> = {};
  for (const name of Object.keys(after))
    if (name in before) used[name] = after[name] - before[name];
  return used;
}

/** The 1-minute load average, for the report's note on how busy the machine was. */
export const load1 = () => loadavg()[0];

/**
 * How often a process's main thread went to sleep and was woken (voluntary context
 * switches, /proc/<pid>/status): every wait for a socket or a timer that found nothing to do
 * yet. On a virtual machine each wake-up has a price of its own (see timerWakeCostMs).
 */
export function wakeups(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
}

/**
 * What one wake-up costs on this machine: a Node process that does nothing but sleep on a
 * timer (every `gapMs`, like a server between requests at 50/s) and wake, CPU per wake-up
 * from its own usage. The price of every round trip an order waits for.
 */
export function timerWakeCostMs(gapMs = 20, wakes = 250): number {
  const script =
    `const u0 = process.cpuUsage(); let n = 0;` +
    `const tick = () => { if (++n > ${wakes}) { const u = process.cpuUsage(u0);` +
    ` process.stdout.write(String((u.user + u.system) / 1000 / ${wakes})); return; }` +
    ` setTimeout(tick, ${gapMs}); }; setTimeout(tick, ${gapMs});`;
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}
