import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { dataUrl } from '../api/media-fixtures';
import { everyLayer, quadrants } from './template-fixtures';

interface TemplateRow {
  id: number;
  identifier: string;
  size: string;
  width: number;
  height: number;
  version: number;
  layers: { id: string }[];
}

describe(`image templates (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let imageId: number;
  let template: TemplateRow;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const image = await admin.post<{ data: { id: number } }>('/api/images', {
      alt: 'Quadranten',
      file: dataUrl(await quadrants()),
    });
    imageId = image.body.data.id;
  });
  afterAll(() => api.close());

  it('are created with a preset size and layers of every kind', async () => {
    const reply = await admin.post<{ data: TemplateRow }>('/api/image-templates', {
      identifier: 'kachel',
      name: 'Kachel',
      size: 'portrait',
      background: '#058243',
      layers: everyLayer(imageId),
    });
    expect(reply.status).toBe(201);
    template = reply.body.data;
    expect(template).toMatchObject({ size: 'portrait', width: 1080, height: 1920, version: 1 });
    const layers = await admin.get<{ data: { id: string }[] }>(
      `/api/image-templates/${template.id}/layers`,
    );
    expect(layers.body.data.map((layer) => layer.id)).toEqual(everyLayer(imageId).map((l) => l.id));
  });

  it('are listed with the demo shop’s menu tile and offer poster', async () => {
    const reply = await admin.get<{ data: TemplateRow[] }>('/api/image-templates');
    expect(reply.body.data.map((row) => row.identifier).sort()).toEqual([
      'kachel',
      'menu-tile',
      'offer-poster',
    ]);
  });

  it.each([
    [
      { layers: [{ ...everyLayer(1)[5], fontFamily: 'Comic Sans' }] },
      'layers[0].fontFamily',
      'Ebene 1: „Schriftart“ ist keine der installierten Schriftarten.',
    ],
    [
      { layers: [{ ...everyLayer(1)[5], fontFamily: 'oswald', fontVariant: 'italic' }] },
      'layers[0].fontVariant',
      'Ebene 1: Die Schriftart „Oswald“ gibt es nicht im Schnitt „italic“.',
    ],
    [
      { layers: [{ ...everyLayer(1)[0], imageId: 999999 }] },
      'layers[0].imageId',
      'Ebene 1: Das Bild 999999 gibt es nicht in der Mediathek.',
    ],
    [{ layers: 'keine' }, 'layers', '„Ebenen“ muss eine Liste sein.'],
    [{ size: 'a3' }, 'size', undefined],
    [{ identifier: 'Menü Kachel' }, 'identifier', '„Kennung“ darf nur a–z, 0–9 und - enthalten.'],
    [{ background: 'grün' }, 'background', '„Hintergrund“ muss eine Farbe im Format #RRGGBB sein.'],
  ])('refuse %j in German and change nothing', async (change, field, message) => {
    const before = await countRows(api, 'image_template');
    const reply = await admin.post('/api/image-templates', {
      identifier: 'neu',
      name: 'Neu',
      size: 'square',
      layers: [],
      ...change,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[0].field).toBe(field);
    if (message) expect(reply.body.errors?.[0].message).toBe(message);
    else expect(reply.body.errors?.[0].message).toMatch(/„Format“/);
    expect(await countRows(api, 'image_template')).toBe(before);
    const edit = await admin.put(`/api/image-templates/${template.id}`, change);
    expect(edit.status).toBe(422);
    const fresh = await admin.get<{ data: TemplateRow }>(`/api/image-templates/${template.id}`);
    expect(fresh.body.data.version).toBe(template.version);
  });

  it('count every one of 30 parallel saves in the version', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        admin.put(`/api/image-templates/${template.id}`, {
          name: `Kachel ${index}`,
          layers: everyLayer(imageId).map((layer) => ({ ...layer, x: index })),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    const fresh = await admin.get<{ data: TemplateRow }>(`/api/image-templates/${template.id}`);
    expect(fresh.body.data.version).toBe(template.version + 30);
  });

  it('take one identifier once when 30 ask for it at the same time', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        admin.post('/api/image-templates', {
          identifier: 'poster',
          name: 'Plakat',
          size: 'a4',
          layers: [],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect([409, 422]).toContain(reply.status);
      expect(reply.body.errors?.[0].message).toMatch(/bereits vergeben|existiert bereits/);
    }
    const rows = await api.dataSource.query(
      "SELECT COUNT(*) AS n FROM image_template WHERE identifier = 'poster'",
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it('may be read by staff but changed only by an administrator', async () => {
    const employee = await api.employee();
    expect((await employee.get(`/api/image-templates/${template.id}/layers`)).status).toBe(200);
    expect((await employee.put(`/api/image-templates/${template.id}`, { name: 'x' })).status).toBe(
      403,
    );
    expect((await api.client().get(`/api/image-templates/${template.id}/layers`)).status).toBe(401);
  });

  it('answer an unknown id with a German 404', async () => {
    const reply = await admin.get('/api/image-templates/999999/layers');
    expect(reply.status).toBe(404);
    expect(reply.body.errors?.[0].message).toBe('Die Bildvorlage wurde nicht gefunden.');
  });
});
