// Secrets in URLs never reach the request log: signatures, reset tokens and order IDs are cut down.
import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('drops signed-link signatures and keeps the rest of the query', () => {
    expect(redactUrl('/files/uploads/0b7c?expires=1700000000000&signature=Zm9vYmFy-_x')).toBe(
      '/files/uploads/0b7c?expires=1700000000000&signature=[redacted]',
    );
    expect(redactUrl('/incoming/x?X-Amz-Credential=AK%2F20&X-Amz-Signature=abc123&x-id=PutObject')).toBe(
      '/incoming/x?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&x-id=PutObject',
    );
  });

  it('keeps the first 4 characters of a reset token', () => {
    expect(redactUrl('/reset-password/abcdEFGH1234567890?from=mail')).toBe('/reset-password/abcd…?from=mail');
    expect(redactUrl('/undo-email-change/abcdEFGH1234567890')).toBe('/undo-email-change/abcd…');
  });

  it('keeps the first 4 characters of tracking and preorder IDs, however they are typed', () => {
    expect(redactUrl('/api/orders/track/HC-AB2C-DE3F-GH4J')).toBe('/api/orders/track/HC-AB2C-…');
    expect(redactUrl('/order-confirmation/hc-ab2c-de3f-gh4j')).toBe('/order-confirmation/hc-ab2c-…');
    expect(redactUrl('/api/orders/track/HCAB2CDE3FGH4J')).toBe('/api/orders/track/HC-AB2C-…');
    expect(redactUrl('/api/preorders/track/PO-ZZ22-YY33-XX44?x=1')).toBe('/api/preorders/track/PO-ZZ22-…?x=1');
    expect(redactUrl('/api/orders/track/HC%20AB2C%20DE3F%20GH4J')).toBe('/api/orders/track/HC-AB2C-…');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/shop?category=women&page=2')).toBe('/shop?category=women&page=2');
    expect(redactUrl('/product/HC-DRESS')).toBe('/product/HC-DRESS');
  });
});
