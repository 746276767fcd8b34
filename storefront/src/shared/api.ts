import { preloaded, preloadedMenu } from './preload';
import { ApiError, client, type BodyOf } from './client';
import type { MenuView, ShopData, UploadRef } from './types';

/**
 * Every request of the storefront goes through the typed client (./client.ts: the
 * generated paths, `{ data }` in, `{ errors }` out as an ApiError with the server's German
 * messages). The names below are the storefront's own.
 */
export { ApiError as ApiCallError, UNKNOWN_ERROR as UNKNOWN_ERROR_TEXT, client } from './client';
export type { FieldError as ApiErrorEntry } from './client';

/** POST /api/orders: the checkout's order, as the OpenAPI document declares it. */
export type OrderBody = BodyOf<'/api/orders', 'post'>;
/** POST /api/orders/public/{uid}/{hash}/questionnaire: the ratings and the comment. */
export type QuestionnaireBody = BodyOf<'/api/orders/public/{uid}/{hash}/questionnaire', 'post'>;

/** The one request the storefront starts with; everything on the first screens is in it. */
let pending: Promise<ShopData> | null = null;

export function loadShop(options: { fresh?: boolean } = {}): Promise<ShopData> {
  if (options.fresh) pending = null;
  const first = options.fresh ? null : preloaded();
  if (first && !pending) pending = Promise.resolve(first.shop);
  pending ??= client.get('/api/init').catch((error: unknown) => {
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
  const menus: MenuView[] = await client.get('/api/branches/{id}/menus', {
    params: { path: { id: branchId } },
  });
  return menus[0] ?? null;
}

export const orderPath = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const publicOrder = (uid: string, hash: string) => ({ params: { path: { uid, hash } } });

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
  create: async (body: OrderBody, idempotencyKey: string) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await client.post('/api/orders', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
        });
      } catch (error) {
        if (!answerLost(error) || attempt >= ORDER_RETRY_DELAYS_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, ORDER_RETRY_DELAYS_MS[attempt]));
      }
    }
  },
  load: (uid: string, hash: string) =>
    client.get('/api/orders/public/{uid}/{hash}', publicOrder(uid, hash)),
  confirmCounterAppointment: (uid: string, hash: string) =>
    client.post(
      '/api/orders/public/{uid}/{hash}/confirm-counter-appointment',
      publicOrder(uid, hash),
    ),
  rejectCounterAppointment: (uid: string, hash: string) =>
    client.post(
      '/api/orders/public/{uid}/{hash}/reject-counter-appointment',
      publicOrder(uid, hash),
    ),
  sendQuestionnaire: (uid: string, hash: string, answers: QuestionnaireBody) =>
    client.post('/api/orders/public/{uid}/{hash}/questionnaire', {
      ...publicOrder(uid, hash),
      body: answers,
    }),
};

/** storefront.md §7 Create upload: the file as a data URL; the server reads its type. */
export const createUpload = (data: string, name: string, kind: 'image' | 'file') =>
  client.post('/api/uploads', { body: { data, name, kind } });

/** /upload/{publicHash}/{id}-{version}.{extension} and its JPEG preview. */
export function uploadUrl(upload: UploadRef, preview = false): string {
  const file = `${upload.id}-${upload.version}`;
  return preview
    ? `/upload/${upload.publicHash}/preview/${file}.jpg`
    : `/upload/${upload.publicHash}/${file}.${upload.extension}`;
}
