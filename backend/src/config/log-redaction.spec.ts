import { REDACTED, scrub, secretsOf } from './log-redaction';

describe('the secrets kept out of the log', () => {
  it('are the values of secret variables and the passwords inside URLs, longest first', () => {
    const secrets = secretsOf({
      MOLLIE_API_KEY: 'test_abcdefghijklmnop',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://shop:Post%40Pass-99@mail.example.at:587',
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/bw',
      SMS_API_TOKEN: 'kurz',
      PUBLIC_URL: 'https://shop.example.at',
      LOG_LEVEL: 'info',
    });
    expect(secrets).toEqual(['x'.repeat(40), 'test_abcdefghijklmnop', 'Post@Pass-99']);
  });

  it('replaces each occurrence in a text', () => {
    expect(scrub('key test_abc123 rejected (test_abc123)', ['test_abc123'])).toBe(
      `key ${REDACTED} rejected (${REDACTED})`,
    );
  });
});
