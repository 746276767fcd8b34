import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { DEMO_ADMIN, TestApi, startTestApi } from './harness';

interface RequestLine {
  msg: string;
  req: Record<string, unknown>;
  res: Record<string, unknown>;
  responseTime: number;
}

describe(`request log (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'info' });
    // The log's destination keeps every line the process would print.
    const destination = (
      PinoLogger.root as unknown as Record<symbol, { write(line: string): boolean }>
    )[pino.symbols.streamSym];
    jest.spyOn(destination, 'write').mockImplementation((line: string) => lines.push(line) > 0);
  });
  afterAll(() => api.close());

  const requestLines = (url: string): RequestLine[] =>
    lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as RequestLine)
      .filter((entry) => entry.req && String(entry.req.url).startsWith(url));

  it('logs a login with method, URL, status and time — no header, cookie or password', async () => {
    const client = api.client();
    await client.login(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const secrets = [...client.cookies.values()].map(decodeURIComponent);
    await client.request(
      'POST',
      '/api/auth/login',
      { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
      { headers: { authorization: 'Bearer geheimes-token-123' } },
    );
    const [first, second] = requestLines('/api/auth/login');
    expect(second).toBeDefined();
    for (const entry of [first, second]) {
      expect(entry.req).toEqual({ id: expect.anything(), method: 'POST', url: '/api/auth/login' });
      expect(entry.res).toEqual({ statusCode: 200 });
      expect(entry.responseTime).toEqual(expect.any(Number));
    }
    const written = lines.join('\n');
    expect(written).not.toContain(DEMO_ADMIN.password);
    expect(written).not.toContain('geheimes-token-123');
    expect(written).not.toMatch(/cookie|x-xsrf-token|authorization/i);
    for (const secret of secrets) expect(written).not.toContain(secret);
  });

  it('masks tokens in paths and leaves out query values', async () => {
    await api.client().get('/backend/login/link/GEHEIMER-LINK-TOKEN?next=%23%2Forders');
    await api.client().get('/api/events/backoffice/1/GEHEIMER-API-KEY');
    await api.client().get('/api/products?search=Rezeptgeheimnis&page=2');
    const written = lines.join('\n');
    for (const secret of ['GEHEIMER-LINK-TOKEN', 'GEHEIMER-API-KEY', 'Rezeptgeheimnis']) {
      expect(written).not.toContain(secret);
    }
    expect(requestLines('/backend/login/link/')[0].req.url).toBe('/backend/login/link/…?next=…');
    expect(requestLines('/api/events/backoffice/')[0].req.url).toBe('/api/events/backoffice/1/…');
    expect(requestLines('/api/products')[0].req.url).toBe('/api/products?search=…&page=…');
  });
});
