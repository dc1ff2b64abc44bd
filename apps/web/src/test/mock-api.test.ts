import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeViolations } from './api-contract';
import { mockApi, reply } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('mockApi', () => {
  it('refuses a fake answer the server would never give, naming the route and what is wrong', () => {
    expect(() => mockApi({ 'POST /cart/quote': { items: [], totalPrice: 0, taxRate: 0.05 } })).toThrow(
      /POST \/cart\/quote[\s\S]*at tax: Invalid input: expected number, received undefined/,
    );
  });

  it('refuses an error answer without the message every 4xx carries', () => {
    expect(() => mockApi({ 'POST /auth/login': reply(401, { error: 'nope' }) })).toThrow(
      /POST \/auth\/login[\s\S]*at message/,
    );
  });

  it('refuses a fake of a path the server does not answer', () => {
    expect(() => mockApi({ '/shopify-products/everything': [] })).toThrow(/not an API route/);
  });

  it('checks an answer computed from the request when the app asks for it', async () => {
    mockApi({ 'GET /auth/me': () => ({ user: { id: 'u1' } }) });
    await expect(fetch('http://localhost/api/auth/me')).rejects.toThrow(/GET \/auth\/me[\s\S]*at user\./);
    // Kept for the end of the test too, where a page that swallowed the throw still fails.
    expect(takeViolations()).toHaveLength(1);
  });

  it('serves an answer that matches', async () => {
    mockApi({ 'GET /reviews/can-review/p1': { canReview: true } });
    const response = await fetch('http://localhost/api/reviews/can-review/p1');
    expect(await response.json()).toEqual({ canReview: true });
  });
});
