import { describe, expect, it } from 'vitest';
import { logSerializers, REDACTED, redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  it('hides the values of secret-named parameters and keeps the rest of the address', () => {
    expect(redactSecrets('/receipt/42?token=abc.def-ghi&format=pdf')).toBe(
      `/receipt/42?token=${REDACTED}&format=pdf`,
    );
    expect(
      redactSecrets(
        '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=ok',
      ),
    ).toBe(
      `/payment-success?payment_intent=pi_1&payment_intent_client_secret=${REDACTED}&redirect_status=ok`,
    );
    expect(redactSecrets('/reset-password#token=abc')).toBe(`/reset-password#token=${REDACTED}`);
    expect(redactSecrets('/x?API_KEY=1&Signature=2&pass%77ord=3&q=kayanza')).toBe(
      `/x?API_KEY=${REDACTED}&Signature=${REDACTED}&pass%77ord=${REDACTED}&q=kayanza`,
    );
    expect(redactSecrets('/shop?q=ngozi&page=2')).toBe('/shop?q=ngozi&page=2');
    expect(redactSecrets('/plain/path')).toBe('/plain/path');
  });

  it('finds addresses quoted in any text, as an error message quotes the one it called', () => {
    expect(redactSecrets('GET "https://shop.example/x?a=1&token=s3cr3t" failed: ECONNRESET')).toBe(
      `GET "https://shop.example/x?a=1&token=${REDACTED}" failed: ECONNRESET`,
    );
  });

  it('takes secrets out of a logged error, its stack and its fields', () => {
    const error = Object.assign(new Error('fetch /api/orders/1/receipt?token=s3cr3t failed'), {
      url: '/api/orders/1/receipt?token=s3cr3t',
      request: { headers: {}, path: '/x?client_secret=pi_secret' },
    });
    const logged = JSON.stringify(logSerializers.err(error));
    expect(logged).not.toContain('s3cr3t');
    expect(logged).not.toContain('pi_secret');
    expect(logged).toContain(REDACTED);
  });
});
