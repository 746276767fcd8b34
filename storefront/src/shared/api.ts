import { preloaded, preloadedMenu } from './preload';
import type { MenuView, PublicOrder, ShopData } from './types';

/** storefront.md §8: a failure without a usable answer from the server. */
export const UNKNOWN_ERROR_TEXT = 'Ein unbekannter Fehler ist aufgetreten.';

export interface ApiErrorEntry {
  field?: string;
  message: string;
}

/**
 * A failed call: the server's first German message (or the generic one), the status and
 * every error the server listed (empty when it sent no usable body).
 */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: ApiErrorEntry[] = [],
  ) {
    super(message);
  }
}

/** Every request of the storefront goes through here: `{ data }` in, `{ errors }` out. */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiCallError(UNKNOWN_ERROR_TEXT, null);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    errors?: { field?: string; message?: string }[];
  } | null;
  if (!response.ok || !body || body.data === undefined) {
    const errors = (body?.errors ?? []).flatMap((entry) =>
      entry.message ? [{ field: entry.field, message: entry.message }] : [],
    );
    throw new ApiCallError(errors[0]?.message || UNKNOWN_ERROR_TEXT, response.status, errors);
  }
  return body.data;
}

/** The one request the storefront starts with; everything on the first screens is in it. */
let pending: Promise<ShopData> | null = null;

export function loadShop(options: { fresh?: boolean } = {}): Promise<ShopData> {
  if (options.fresh) pending = null;
  const first = options.fresh ? null : preloaded();
  if (first && !pending) pending = Promise.resolve(first.shop);
  pending ??= call<ShopData>('/api/init').catch((error: unknown) => {
    // A failed load may be retried (offline for a moment): forget the failed promise.
    pending = null;
    throw error;
  });
  return pending;
}

/** The menus in effect for a branch, newest first: the first is the one to show. */
export async function loadMenu(
  branchId: number,
  options: { fresh?: boolean; identifier?: string } = {},
): Promise<MenuView | null> {
  const first =
    options.fresh || !options.identifier ? undefined : preloadedMenu(options.identifier);
  if (first !== undefined) return first;
  const menus = await call<MenuView[] | { data: MenuView[] }>(`/api/branches/${branchId}/menus`);
  return (Array.isArray(menus) ? menus : menus.data)[0] ?? null;
}

export const orderPath = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const orderApi = {
  /** The checkout; the key makes a repeated submit (double tap, retry) return the same order. */
  create: (body: unknown, idempotencyKey: string) =>
    call<PublicOrder>('/api/orders', {
      ...postJson(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    }),
  load: (uid: string, hash: string) => call<PublicOrder>(orderPath(uid, hash)),
  confirmCounterAppointment: (uid: string, hash: string) =>
    call<PublicOrder>(`${orderPath(uid, hash)}/confirm-counter-appointment`, postJson({})),
  rejectCounterAppointment: (uid: string, hash: string) =>
    call<PublicOrder>(`${orderPath(uid, hash)}/reject-counter-appointment`, postJson({})),
  sendQuestionnaire: (
    uid: string,
    hash: string,
    answers: {
      rating: number;
      foodRating: number;
      serviceRating: number;
      processRating: number;
      comment?: string;
    },
  ) => call<unknown>(`${orderPath(uid, hash)}/questionnaire`, postJson(answers)),
};

export interface UploadRef {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
}

/** storefront.md §7 Create upload: the file as a data URL; the server reads its type. */
export const createUpload = (data: string, name: string, kind: 'image' | 'file') =>
  call<UploadRef>('/api/uploads', postJson({ data, name, kind }));

/** /upload/{publicHash}/{id}-{version}.{extension} and its JPEG preview. */
export function uploadUrl(upload: UploadRef, preview = false): string {
  const file = `${upload.id}-${upload.version}`;
  return preview
    ? `/upload/${upload.publicHash}/preview/${file}.jpg`
    : `/upload/${upload.publicHash}/${file}.${upload.extension}`;
}
