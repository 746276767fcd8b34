import { consentChoice } from './consent';

describe('the cookie-consent choice', () => {
  it.each([
    ['cookie-consent=1', 'accepted'],
    ['a=b; cookie-consent=0; c=d', 'refused'],
    ['cookie-consent=01', null],
    ['my-cookie-consent=1', null],
    ['', null],
    [undefined, null],
  ])('%j is %s', (cookie, choice) => {
    expect(consentChoice(cookie)).toBe(choice);
  });
});
