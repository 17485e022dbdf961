// The release site's Content-Security-Policy: it is there, it forbids inline script (but the one that
// starts the app, by its hash) and eval, and every mode works under it (the shared fixture fails a
// test on any violation or stray request).
import { createHash } from 'node:crypto';
import { test as plain } from '@playwright/test';
import { test, expect } from './fixtures.js';

// Without the shared fixture: this test breaks the policy on purpose, which logs an error.
plain('the release page carries a strict Content-Security-Policy', async ({ page }) => {
  const reports = [];
  await page.exposeFunction('__report', (v) => reports.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => window.__report(e.violatedDirective)),
  );
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain("'unsafe-eval'");
  // One inline script with code, the one that starts the app (scripts/split.sh), allowed by its
  // hash alone (leptos_i18n's context adds an empty <script> element, which runs nothing).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent).filter((code) => code.trim() !== ''),
  );
  expect(inline).toHaveLength(1);
  expect(policy.match(/'sha256-[^']*'/g)).toEqual([`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`]);
  // The policy is enforced: an inline script added to the page does not run, and is reported.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return window.__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => reports.some((v) => v.startsWith('script-src'))).toBe(true);
});

for (const query of ['?n=8', '?n=8&f=1', '?mode=play&n=6&step=40', '?mode=one&n=100', '?mode=one&n=1000',
  '?page=knights&size=8x8&start=a8&method=seed&step=40', '?page=knights&size=500x500&start=(1,500)&method=closed&step=250000']) {
  test(`${query} works under the policy`, async ({ page }) => {
    await page.goto(`./${query}`);
    await expect(page.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
  });
}

test('counting works under the policy, in its workers too', async ({ page }) => {
  await page.goto('./?mode=count&n=10');
  await expect(page.locator('.count-result')).toHaveText('Number of placements = 724', { timeout: 30_000 });
});
