import { Agent, request } from 'node:http';
import type { LoadResult } from './load.mts';

export interface PacedRequest {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  onResponse?: (status: number) => void;
}

/**
 * An open-model load at a fixed rate: request i is due at start + i / rate, evenly spaced,
 * whatever the answers before it did, over at most `connections` keep-alive connections (a
 * request finding none free waits, and that wait counts). Latency is taken from when a
 * request was due to its last byte, each answer once.
 *
 * autocannon's rate limit is not used for this: it sends each connection's share of a
 * second back to back at the start of the second (a burst of up to `connections` requests
 * every second, which one branch's lock then serialises), and with a rate it corrects for
 * coordinated omission with an expected interval of 1 ms, adding one synthetic sample per
 * millisecond of every slow answer, so its p99 is close to the maximum.
 */
export async function paced(options: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  next: () => PacedRequest;
  expect: (status: number) => boolean;
}): Promise<LoadResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let good = 0;
  let bad = 0;
  let errors = 0;
  const started = performance.now();
  const one = (due: number, spec: PacedRequest) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          path: spec.path,
          method: spec.method,
          headers: spec.body
            ? { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) }
            : spec.headers,
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            latencies.push(performance.now() - due);
            if (options.expect(status)) good += 1;
            else bad += 1;
            spec.onResponse?.(status);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(spec.body);
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((done) => setTimeout(done, wait));
    pending.push(one(due, options.next()));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
  return {
    // Answered within the run's own time: what the server kept up with.
    rps: good / Math.max(options.seconds, (performance.now() - started) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    unexpected: bad,
    errors,
    total: good + bad,
  };
}
