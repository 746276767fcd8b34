export * from './types';
export type { Envelope } from './envelope';
export type { Schemas, components, paths, operations } from './schemas';
export {
  ApiError,
  UNKNOWN_ERROR,
  LOGIN_PATH,
  BACKOFFICE_PATH,
  CSRF_MESSAGE,
  SESSION_END_REASONS,
  configureApiClient,
  ensureCsrfToken,
  loginUrl,
  refreshCsrfToken,
  sessionEndReason,
  errorMessage,
  http,
  queryString,
  readCookie,
} from './client';
export type { SessionEndReason } from './client';
export type { BodyOf, CallOptions, DataOf, ItemOf, PathOf, QueryOf, TypedClient } from './typed';
export { api } from './api';
export { formatMoney, formatDateTime, formatTime, sameShopDay } from './format';
export { crud } from './crud';
export type * from './catalog';
export { signageApi } from './signage';
export type * from './signage';
export { timeTrackingApi } from './time-tracking';
export type * from './time-tracking';
export { cmsApi } from './cms';
export type * from './cms';
export {
  IMAGE_TOO_LARGE,
  imageTemplatesApi,
  imageUploadError,
  mediaApi,
  uploadsApi,
} from './media';
export type * from './media';
