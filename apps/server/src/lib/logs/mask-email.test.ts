import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmails } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character of the local part and of the domain, and the top-level domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@e***.com');
    expect(maskEmail('Jane.Doe+shop@mail.example.co.uk')).toBe('J***@m***.uk');
    expect(maskEmail('ada@localhost')).toBe('a***@l***');
    expect(maskEmail('jöhn@exämple.de')).toBe('j***@e***.de');
    expect(maskEmail('😀x@example.com')).toBe('😀***@e***.com');
  });

  it('hides all of something that is not an address', () => {
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('maskEmails', () => {
  it('masks addresses in URLs, plain or percent-encoded', () => {
    expect(maskEmails('/api/orders/jane@example.com')).toBe('/api/orders/j***@e***.com');
    expect(maskEmails('/api/orders/jane%40example.com')).toBe('/api/orders/j***%40e***.com');
    expect(maskEmails('/api/stats/user-stats/jane.doe%2Bshop%40Example.org')).toBe(
      '/api/stats/user-stats/j***%40E***.org',
    );
    expect(maskEmails('/api/orders?search=jane%40example.com&page=2')).toBe(
      '/api/orders?search=j***%40e***.com&page=2',
    );
    expect(maskEmails('/api/orders/j%C3%B6hn%40ex%C3%A4mple.de')).toBe('/api/orders/j***%40e***.de');
  });

  it('masks every address in a message, and nothing else', () => {
    expect(
      maskEmails(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <jane@example.com>: Recipient address rejected",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <j***@e***.com>: Recipient address rejected",
    );
    expect(maskEmails("to 'ada@example.com', bea@shop.example.net")).toBe(
      "to 'a***@e***.com', b***@s***.net",
    );
    expect(maskEmails('params: 42,ada@example.com')).toBe('params: 42,a***@e***.com');
  });

  it('leaves text without an address as it is', () => {
    for (const text of [
      '/api/orders/mine',
      'GET /shop 200 3 ms',
      'at node_modules/@shop/shared/dist/index.js:1:2',
      '/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/route.js',
      '100%40 done',
      '',
    ])
      expect(maskEmails(text)).toBe(text);
  });

  it('stays fast on long text with an @ and no address', () => {
    const text = `${'a'.repeat(200_000)}@${'b'.repeat(200_000)}`;
    const started = performance.now();
    expect(maskEmails(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
