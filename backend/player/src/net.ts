/** Talking to the server: JSON with the TV's token, and an event stream that reconnects. */

export class Connection {
  constructor(public token: string | null) {}

  headers(): Record<string, string> {
    return this.token ? { 'x-signage-token': this.token } : {};
  }

  async json<T>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; data: T | null }> {
    const response = await fetch(url, {
      method,
      headers: {
        ...this.headers(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
    const parsed = (await response.json().catch(() => ({}))) as { data?: T };
    return { status: response.status, data: parsed.data ?? null };
  }
}

export interface StreamEvent {
  event: string;
  data: { type?: string; data?: Record<string, unknown> };
}

/** Backoff for reconnecting: 1, 2, 4 … 30 s, with a little jitter so screens spread out. */
export function backoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * Server-sent events read with fetch (EventSource cannot send the token header). Calls
 * `onEvent` per event, `onState` when connected or lost; reconnects with backoff for ever.
 */
export function listen(
  url: string,
  connection: Connection,
  onEvent: (event: StreamEvent) => void,
  onState: (connected: boolean) => void,
): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...connection.headers() },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        attempt = 0;
        onState(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const lines: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) lines.push(line.slice(6));
            }
            if (!lines.length) continue;
            try {
              onEvent({ event, data: JSON.parse(lines.join('\n')) });
            } catch {
              // An unreadable event is skipped; the next schedule load catches up.
            }
          }
        }
      } catch {
        // Server gone or refused: keep playing, try again later.
      }
      if (stopped) return;
      onState(false);
      await new Promise((resolve) => setTimeout(resolve, backoff(attempt++)));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
