import fs from 'node:fs';
import { Logger } from 'nestjs-pino';
import { REDACTED } from '../../../src/config/log-redaction';
import { eventually } from '@bestellwerk/test-support';
import { startFakeServer } from '../../support/fake-http';
import { TestApi, startTestApi } from './harness';

const API_KEY = 'sk-geheim-4711-abcdefghijkl';

/**
 * A provider's error that quotes the API key (OpenAI-style „Incorrect API key provided: …“)
 * is logged by the job that failed: the key never reaches a log line (issue 33).
 */
describe(`secrets in the log (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let model: Awaited<ReturnType<typeof startFakeServer>>;
  const lines: string[] = [];

  beforeAll(async () => {
    model = await startFakeServer((request) => ({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${request.headers.authorization?.replace('Bearer ', '')}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    }));
    api = await startTestApi({
      LOG_LEVEL: 'info',
      CONTENT_AI_BASE_URL: `${model.url}/v1`,
      CONTENT_AI_API_KEY: API_KEY,
    });
    await api.startWorker();
    // The in-process worker of the suite is started without a logger of its own, which
    // silences Nest's loggers process-wide: they write through the API's pino again (same
    // configuration and redaction as the worker process's own).
    api.app.useLogger(api.app.get(Logger));
    // API and worker (with Redis it runs the job) write their JSON lines to stdout
    // synchronously: every line either of them would print is kept.
    const write = fs.writeSync.bind(fs);
    jest.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      data: unknown,
      ...rest: never[]
    ) => {
      if (fd === 1 && typeof data === 'string') {
        lines.push(data);
        return data.length;
      }
      return write(fd, data as string, ...rest);
    }) as typeof fs.writeSync);
  });
  afterAll(async () => {
    await api.close();
    await model.close();
  });

  it('replaces the API key in the failed job’s log line; the provider did see it', async () => {
    const admin = await api.admin();
    const [about] = (await admin.get<{ data: { id: number }[] }>('/api/sites?path=ueber-uns')).body
      .data;
    const started = await admin.post<{ data: { id: number } }>(
      `/api/content-ai/generate/site/${about.id}`,
      { prompt: 'Schreibe über unser Frühstück.' },
    );
    expect(started.status).toBe(202);
    await eventually(async () => {
      const job = await admin.get<{ data: { status: string } }>(
        `/api/content-ai/jobs/${started.body.data.id}`,
      );
      return job.body.data.status === 'failed' ? true : undefined;
    });
    const logged = await eventually(() => {
      const line = lines.find((entry) => entry.includes(`Content AI ${started.body.data.id}`));
      return line ?? undefined;
    });
    expect(model.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(logged).toContain('Incorrect API key provided');
    expect(logged).toContain(REDACTED);
    expect(lines.join('\n')).not.toContain(API_KEY);
  });
});
