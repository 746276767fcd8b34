import { parseScreenHash, screenHash } from '@bestellwerk/mf/router';

describe("the kitchen screen's address", () => {
  it('carries the branch and its API key in the hash, and reads them back', () => {
    const hash = screenHash(3, 'bw_ab/c+d');
    expect(hash).toBe('#/screen/3/bw_ab%2Fc%2Bd');
    expect(parseScreenHash(hash)).toEqual({ branchId: 3, apiKey: 'bw_ab/c+d' });
  });

  it('is no screen for the other routes or a broken address', () => {
    for (const hash of [
      '',
      '#/dashboard',
      '#/screen/',
      '#/screen/x/abc',
      '#/screen/3',
      '#/screen/3/%E0%A4%A',
    ])
      expect(parseScreenHash(hash)).toBeNull();
  });
});
