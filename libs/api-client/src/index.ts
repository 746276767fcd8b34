export * from './types';
export {
  ApiError,
  UNKNOWN_ERROR,
  LOGIN_PATH,
  configureApiClient,
  errorMessage,
  http,
  queryString,
  readCookie,
} from './client';
export type { RequestOptions } from './client';
export { api } from './api';
export { formatMoney, formatDateTime, formatTime, sameShopDay } from './format';
export { crud } from './crud';
export type * from './catalog';
