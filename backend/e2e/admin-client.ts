/**
 * A back-office client over real HTTP, for the browser-free e2e suites and the benches
 * (bench/lib/http.mts re-exports it): logs in and echoes XSRF-TOKEN on writes, like the
 * shell's client.
 */
export class AdminClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T; raw: string }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    const raw = await response.text();
    const parsed = raw ? (JSON.parse(raw) as { data?: T }) : {};
    return { status: response.status, data: parsed.data as T, raw };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const reply = await this.request<T>(method, path, body);
    if (reply.status >= 300)
      throw new Error(`${method} ${path} → ${reply.status} ${reply.raw.slice(0, 300)}`);
    return reply.data;
  }

  async login(username = 'admin', password = 'Demo-Admin-2026!') {
    await this.ok('POST', '/api/auth/login', { username, password });
    return this;
  }
}
