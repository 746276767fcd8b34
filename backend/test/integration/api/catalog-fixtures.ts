import { Image } from '../../../src/modules/media/entities/image.entity';
import { Client, TestApi, startTestApi } from './harness';

export type Row = { id: number; [key: string]: unknown };
export type Named = Row & { name: string };
export type Part = { name: string; options: Row[]; [key: string]: unknown };
export type Product = Named & { isOrderable: boolean; config: { parts: Part[] }; images: Row[] };
export type Category = Named & { isOrderable: boolean; products: Product[] };
export type Menu = Named & { catalog: Category[] };
export type MenuRefs = Named & { catalog: { id: number; products: { id: number }[] }[] };

/** Wall-clock minutes after midnight in a zone, and HH:mm of such minutes (any offset). */
export function minutesIn(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return part('hour') * 60 + part('minute');
}
export const hhmm = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};
/** A daily schedule that is open from an hour ago to an hour from now in that zone. */
export const openNow = (timeZone: string) => {
  const now = minutesIn(timeZone);
  return [{ type: 'daily', isClosed: false, from: hhmm(now - 60), to: hhmm(now + 60) }];
};
/** A daily schedule that opens in two hours in that zone. */
export const closedNow = (timeZone: string) => {
  const now = minutesIn(timeZone);
  return [{ type: 'daily', isClosed: false, from: hhmm(now + 120), to: hhmm(now + 180) }];
};

export interface CatalogSuite {
  api: TestApi;
  admin: Client;
  /** Three images to attach (no files behind them). */
  images: Image[];
  tags: Named[];
  branches: (Row & { identifier: string })[];
}

/** A test API with the demo catalogue, an administrator and three images to attach. */
export async function openCatalog(): Promise<CatalogSuite> {
  const api = await startTestApi();
  const admin = await api.admin();
  const images = await api.dataSource.getRepository(Image).save(
    ['torte-1', 'torte-2', 'torte-3'].map((name) => ({
      extension: 'jpg',
      mimeType: 'image/jpeg',
      alt: name,
      storageKey: `images/${name}.jpg`,
    })),
  );
  const tags = (await api.client().get<{ data: Named[] }>('/api/tags')).body.data;
  const branches = (
    await api.client().get<{ data: (Row & { identifier: string })[] }>('/api/branches')
  ).body.data;
  return { api, admin, images, tags, branches };
}

/** Lookups and a create call on a suite's data (read when called, after beforeAll). */
export function catalogHelpers(suite: () => CatalogSuite) {
  const branch = (identifier: string) =>
    suite().branches.find((candidate) => candidate.identifier === identifier)!;
  const tag = (name: string) => suite().tags.find((candidate) => candidate.name === name)!;
  const create = async <T = Row>(path: string, body: object) => {
    const reply = await suite().admin.post<{ data: T }>(path, body);
    if (reply.status !== 201) throw new Error(`${path}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  return { branch, tag, create };
}
