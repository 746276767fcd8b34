import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it.each([
    ['/api/orders/12', '/api/orders/12'],
    ['/api/users?search=Anna&page=2', '/api/users?search=…&page=…'],
    ['/backend/login/link/abcDEF123', '/backend/login/link/…'],
    ['/api/events/frontdesk/3/key-123', '/api/events/frontdesk/3/…'],
    ['/api/orders/backoffice/3/key-123?since=5', '/api/orders/backoffice/3/…?since=…'],
    ['/api/payments/datatrans/return/tok-1', '/api/payments/datatrans/return/…'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
