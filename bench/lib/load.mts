import autocannon from 'autocannon';

export interface LoadResult {
  /** Answers per second of the expected status. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status, and connection errors/timeouts. */
  unexpected: number;
  errors: number;
  total: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Requests per second over all connections (autocannon's overallRate); unset: as fast as possible. */
  rate?: number;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** 2xx by default. */
  expect?: (status: number) => boolean;
}

/**
 * One autocannon run. Latencies are autocannon's (send to last byte, in ms); with a fixed
 * rate it measures from when a request was sent, not from when it was due (closed model),
 * so a step also fails when the achieved rate falls short of the asked one.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const expect = options.expect ?? ((status: number) => status >= 200 && status < 300);
  let good = 0;
  let bad = 0;
  // autocannon takes an option given as undefined as set: leave unset ones out.
  const given = Object.fromEntries(
    Object.entries({
      overallRate: options.rate,
      method: options.method,
      body: options.body,
      headers: options.headers,
      requests: options.requests,
    }).filter(([, value]) => value !== undefined),
  );
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...given,
    timeout: 30,
    setupClient: (client) => {
      client.on('response', (status: number) => {
        if (expect(status)) good += 1;
        else bad += 1;
      });
    },
  });
  return {
    rps: good / options.seconds,
    // No answer within the run: no latency to speak of, and not a fast one.
    p50: good + bad > 0 ? result.latency.p50 : Number.NaN,
    p99: good + bad > 0 ? result.latency.p99 : Number.NaN,
    unexpected: bad,
    errors: result.errors + result.timeouts,
    total: good + bad,
  };
}

/**
 * Waits until the product answers a cheap database read quickly again (`probePath`):
 * requests the load generator gave up on at the end of a run are still being worked on,
 * holding the connection pool, and must not weigh on the next run. Bounded by `limitMs`.
 */
export async function settle(base: string, probePath: string, limitMs = 60_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const started = performance.now();
    try {
      await (
        await fetch(`${base}${probePath}`, { signal: AbortSignal.timeout(limitMs) })
      ).arrayBuffer();
    } catch {
      // Not answering at all is not settled either.
    }
    if (performance.now() - started < 1000) return;
  }
}
