import { preloaded, preloadedMenu } from './preload';
import { ApiError, fetchData as call } from '@bestellwerk/api-client/envelope';
import type { MenuView, PublicOrder, ShopData, UploadRef } from './types';

/**
 * Every request of the storefront goes through the API client's envelope reader: `{ data }`
 * in, `{ errors }` out as an ApiError with the server's German messages (storefront.md §8:
 * the generic one without a usable answer). The names below are the storefront's own.
 */
export {
  ApiError as ApiCallError,
  UNKNOWN_ERROR as UNKNOWN_ERROR_TEXT,
  fetchData as call,
} from '@bestellwerk/api-client/envelope';
export type { FieldError as ApiErrorEntry } from '@bestellwerk/api-client/envelope';

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

/**
 * The order submit's retries when no clear answer came back (no connection, 502, 503, 504):
 * the order may have been stored all the same — a database cut after the commit, a proxy
 * that lost the answer. The same Idempotency-Key then returns that order instead of a second
 * one. About seven seconds in all, with the spinner; then the error is shown.
 */
export const ORDER_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const answerLost = (error: unknown) =>
  error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

export const orderApi = {
  /** The checkout; the key makes a repeated submit (double tap, retry) return the same order. */
  create: async (body: unknown, idempotencyKey: string): Promise<PublicOrder> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call<PublicOrder>('/api/orders', {
          ...postJson(body),
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        });
      } catch (error) {
        if (!answerLost(error) || attempt >= ORDER_RETRY_DELAYS_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, ORDER_RETRY_DELAYS_MS[attempt]));
      }
    }
  },
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
