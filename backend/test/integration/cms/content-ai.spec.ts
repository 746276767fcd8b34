import { eventually } from '@bestellwerk/test-support';
import { startFakeServer } from '../../support/fake-http';
import { Client, DEMO_ADMIN, TestApi, startTestApi } from '../api/harness';

interface Row {
  id: number;
  [key: string]: unknown;
}

type Fake = Awaited<ReturnType<typeof startFakeServer>>;

/** An OpenAI-compatible endpoint on loopback: chat completions and image generations. */
function fakeModel() {
  return startFakeServer((request) => {
    if (request.path === '/v1/chat/completions') {
      const generated = {
        title: 'Frühstück im Café Rosmarin',
        description: 'Frisches Frühstück in Graz, Wien und Linz.',
        sections: [
          { title: 'Morgens', text: '<p>Gebäck vom Bäcker<script>x</script></p>' },
          { title: 'Mittags', text: '<ul><li>Suppe</li></ul>' },
        ],
      };
      return {
        status: 200,
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'fake',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(generated) },
            },
          ],
        },
      };
    }
    if (request.path === '/v1/images/generations')
      return { status: 200, body: { created: 0, data: [{ url: 'https://bilder.example/1.png' }] } };
    return { status: 404, body: { error: { message: 'not found' } } };
  });
}

describe('Content AI (backoffice-api.md §7 /content-ai)', () => {
  let api: TestApi;
  let admin: Client;
  let model: Fake;

  beforeAll(async () => {
    model = await fakeModel();
    api = await startTestApi({
      CONTENT_AI_BASE_URL: `${model.url}/v1`,
      CONTENT_AI_API_KEY: 'sk-test',
    });
    await api.startWorker();
    admin = await api.admin();
  });
  afterAll(async () => {
    await api.close();
    await model.close();
  });

  it('writes a site text as a job with progress; it lands as a draft, never published by itself', async () => {
    const [about] = (await admin.get<{ data: Row[] }>('/api/sites?path=ueber-uns')).body.data;
    const started = await admin.post<{ data: Row }>(`/api/content-ai/generate/site/${about.id}`, {
      prompt: 'Schreibe über unser Frühstück.',
    });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'site', status: 'waiting', progress: 0 });
    const done = await eventually(async () => {
      const job = await admin.get<{ data: Row }>(`/api/content-ai/jobs/${started.body.data.id}`);
      return job.body.data.status === 'completed' || job.body.data.status === 'failed'
        ? job.body.data
        : undefined;
    });
    expect(done).toMatchObject({ status: 'completed', progress: 100, error: null });
    const request = JSON.parse(model.requests[0].body) as { messages: { content: string }[] };
    expect(request.messages[1].content).toBe('Schreibe über unser Frühstück.');
    expect(model.requests[0].headers.authorization).toBe('Bearer sk-test');

    const staff = await admin.get<{ data: Row }>(`/api/sites/${about.id}`);
    expect(staff.body.data.title).toBe('Über uns');
    const generated = {
      type: 'text_slider',
      value: {
        slides: [
          { title: 'Morgens', text: '<p>Gebäck vom Bäcker</p>' },
          { title: 'Mittags', text: '<ul><li>Suppe</li></ul>' },
        ],
      },
    };
    // The demo page is hero, text slider, form: the text takes the slider's place and the
    // hero and the form stay, so publishing changes the words, not the page.
    const before = staff.body.data.content as { type: string }[];
    expect(before.map((block) => block.type)).toEqual(['hero', 'text_slider', 'form']);
    const expected = [before[0], generated, before[2]];
    expect(staff.body.data.draft).toEqual({
      title: 'Frühstück im Café Rosmarin',
      description: 'Frisches Frühstück in Graz, Wien und Linz.',
      content: expected,
    });
    const visitor = await api.client().get<{ data: Row }>(`/api/sites/${about.id}`);
    expect(visitor.body.data.title).toBe('Über uns');
  });

  it('draws an image as a job', async () => {
    const started = await admin.post<{ data: Row }>('/api/content-ai/generate/image', {
      prompt: 'Ein Croissant auf einem Holztisch',
    });
    expect(started.status).toBe(202);
    const done = await eventually(async () => {
      const job = await admin.get<{ data: Row }>(`/api/content-ai/jobs/${started.body.data.id}`);
      return job.body.data.status === 'completed' ? job.body.data : undefined;
    });
    expect(done.result).toEqual({ url: 'https://bilder.example/1.png' });
  });

  it('answers a clear German message when no endpoint is configured', async () => {
    const other = await api.startSecondApp({ CONTENT_AI_BASE_URL: '' });
    const client = new Client(other);
    await client.login(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const reply = await client.post('/api/content-ai/generate/image', { prompt: 'x' });
    expect(reply.status).toBe(409);
    expect(reply.body.errors).toEqual([
      {
        message:
          'Content AI ist nicht eingerichtet: Bitte hinterlegen Sie CONTENT_AI_BASE_URL und CONTENT_AI_API_KEY in der Server-Konfiguration.',
      },
    ]);
    expect((await client.post('/api/content-ai/generate/image', {})).body.errors![0].message).toBe(
      '„prompt“ ist erforderlich.',
    );
  });
});
