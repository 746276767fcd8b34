import { http } from './client';
import type { ListQuery, Page } from './types';

/**
 * The five calls of a generic CRUD resource (backoffice-api.md §7): list with flat query
 * parameters, get, create (POST), update (PUT, any subset) and remove. `P` is what the
 * server takes, `T` what it answers.
 */
export function crud<T, P = Partial<T>>(path: string) {
  return {
    list: (query?: ListQuery): Promise<Page<T>> => http.list<T>(path, query),
    get: (id: number) => http.get<T>(`${path}/${id}`),
    create: (payload: P) => http.post<T>(path, payload),
    update: (id: number, changes: Partial<P>) => http.put<T>(`${path}/${id}`, changes),
    remove: (id: number) => http.delete<unknown>(`${path}/${id}`),
  };
}
