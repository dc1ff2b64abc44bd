import { watchCspViolations } from '../fixtures/csp-violations';
import { expect, test } from '../fixtures/test';

// Every test here and in the other specs fails on a Content-Security-Policy violation (the
// cspGuard fixture); these prove the guard can fail and look at what the policy allows.

test('the guard itself sees a refused inline script, and JSON-LD is not one', async ({
  browser,
  baseURL,
}) => {
  // A context of its own, so the refusal provoked here does not fail this test through the guard.
  const context = await browser.newContext({ baseURL });
  try {
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Trending Products' })).toBeVisible();

    // Structured data for crawlers is data, not script: the policy has no say over it. Then an
    // inline <style> the policy surely refuses: a page reports its refusals in order, so once
    // that one is in, a refusal of the JSON-LD would have been reported before it.
    await page.evaluate(() => {
      const data = document.createElement('script');
      data.type = 'application/ld+json';
      data.textContent = '{"@context":"https://schema.org","@type":"Product","name":"Silk slip"}';
      document.head.append(data);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 0 }';
      document.head.append(style);
    });
    await expect.poll(() => violations.filter((v) => v.includes('style-src')).length).toBeGreaterThan(0);
    expect(violations.filter((v) => !v.includes('style-src'))).toEqual([]);
    violations.splice(0);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  } finally {
    await context.close();
  }
});

test('pages arrive with the security headers', async ({ page }) => {
  const response = await page.goto('/shop');
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // Served over http here, as PUBLIC_URL is unset: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  await expect(page.getByRole('heading', { name: /^Showing: / })).toBeVisible();
});

test('the API documentation renders under its own policy', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI is a 1.6 MB script that builds the page from a 150 KB description: on a busy
  // two-core machine it has taken over 10 s to show its heading, so the wait is that page's own.
  await expect(page.getByRole('heading', { name: /Velora shop API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
});
