// Chromium as the benchmarks, the screenshots and the tests of the browser's own window start it:
// what `chromium.js` turns off stays off, since each of their windows would pay for it.
import { test, expect } from './fixtures.js';

test('a new window opens the page alone: no address-bar popup built as a page of its own', { tag: '@full-browser' }, async ({ browser, page }) => {
  await page.goto('./?n=4');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  const kinds = targetInfos.map((t) => `${t.type} ${t.url.replace(/[?].*$/, '')}`);
  expect(kinds).toContain(`page ${new URL('./', page.url()).href}`);
  expect(kinds.filter((k) => !k.startsWith('page ') && !k.startsWith('worker '))).toEqual([]);
});
