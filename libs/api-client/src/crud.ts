import type { paths } from './generated/schema';
import { http } from './client';
import type { BodyOf, DataOf, ItemOf, PathOf, QueryOf } from './typed';
import type { Page } from './types';

/** `/api/x/{id}` of a resource `/api/x`, when the document has it. */
type ItemPath<P extends string> = `${P}/{id}` & keyof paths;

/** The client's methods with the path as a plain string: only for the generic resource below. */
interface LooseClient {
  get(path: string, init?: object): Promise<unknown>;
  list(path: string, init?: object): Promise<unknown>;
  post(path: string, init?: object): Promise<unknown>;
  put(path: string, init?: object): Promise<unknown>;
  delete(path: string, init?: object): Promise<unknown>;
}

/**
 * The five calls of a generic CRUD resource (backoffice-api.md §7): list with flat query
 * parameters, get, create (POST), update (PUT, any subset) and remove. Every type follows
 * from the resource's path in the OpenAPI document (`crud('/api/customers')`).
 */
export function crud<P extends PathOf<'get'> & PathOf<'post'>>(path: P) {
  type Item = ItemPath<P>;
  // The path is a type parameter here, so the typed methods cannot check it; the
  // signatures below state what the document says for this path.
  const loose = http as unknown as LooseClient;
  const item = (id: number) => ({ params: { path: { id } } });
  const itemPath = `${path}/{id}`;
  return {
    list: (query?: QueryOf<P>) =>
      loose.list(path, { params: { query } }) as Promise<Page<ItemOf<P>>>,
    get: (id: number) => loose.get(itemPath, item(id)) as Promise<DataOf<Item, 'get'>>,
    create: (body: BodyOf<P, 'post'>) => loose.post(path, { body }) as Promise<DataOf<P, 'post'>>,
    update: (id: number, body: BodyOf<Item, 'put'>) =>
      loose.put(itemPath, { ...item(id), body }) as Promise<DataOf<Item, 'put'>>,
    remove: (id: number) => loose.delete(itemPath, item(id)) as Promise<DataOf<Item, 'delete'>>,
  };
}
