import { safeReturnHash } from './return-hash';

describe('safeReturnHash', () => {
  it('keeps a hash route of the back office, with its query', () => {
    expect(safeReturnHash('#/navigations')).toBe('#/navigations');
    expect(safeReturnHash('#/orders/12?tab=history')).toBe('#/orders/12?tab=history');
  });

  it.each([
    'https://evil.example/#/x',
    '//evil.example',
    '#//evil.example',
    '/backend#/sites',
    'javascript:alert(1)',
    '#/x"><script>',
    '#sites',
    '',
  ])('drops %p', (evil) => expect(safeReturnHash(evil)).toBeNull());
});
