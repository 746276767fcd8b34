import type { MenuView, PublicOrder, ShopData } from './types';

/** storefront.md §8: a failure without a usable answer from the server. */
export const UNKNOWN_ERROR_TEXT = 'Ein unbekannter Fehler ist aufgetreten.';

/** A failed call: the server's first German message (or the generic one) and the status. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Every request of the storefront goes through here: `{ data }` in, `{ errors }` out. */
async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiCallError(UNKNOWN_ERROR_TEXT, null);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    errors?: { message?: string }[];
  } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new ApiCallError(body?.errors?.[0]?.message || UNKNOWN_ERROR_TEXT, response.status);
  }
  return body.data;
}

/** The one request the storefront starts with; everything on the first screens is in it. */
let pending: Promise<ShopData> | null = null;

export function loadShop(): Promise<ShopData> {
  pending ??= call<ShopData>('/api/init').catch((error: unknown) => {
    // A failed load may be retried (offline for a moment): forget the failed promise.
    pending = null;
    throw error;
  });
  return pending;
}

/** The menus in effect for a branch, newest first: the first is the one to show. */
export async function loadMenu(branchId: number): Promise<MenuView | null> {
  const menus = await call<MenuView[] | { data: MenuView[] }>(`/api/branches/${branchId}/menus`);
  return (Array.isArray(menus) ? menus : menus.data)[0] ?? null;
}

const orderPath = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const orderApi = {
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

/** /image/{size}/{id}-{version}.{extension} (storefront.md §7). */
export function imageUrl(
  image: { id: number; version: number; extension: string },
  size: 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large' = 'small',
): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}
