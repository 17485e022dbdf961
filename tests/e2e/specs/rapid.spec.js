// Fifty quick changes of N, mode and Cancel while the workers count and while the list builds: the
// page ends on the last request's result, which is right, and shows no other result after it.
import { test, expect, solve } from './fixtures.js';

/** In the page, before it loads: every "Number of placements = …" the page shows, with its time. */
function recordResults() {
  window.results = [];
  new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role="status"]')) {
      const text = status.textContent ?? '';
      if (/^Number of placements = [\d,]+$/.test(text) && text !== window.results.at(-1)?.text) {
        window.results.push({ text, at: performance.now() });
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Makes change `i` of a fixed, varied sequence: a new N, the other mode, or Cancel. */
async function change(page, i) {
  const ns = ['16', '13', '15', '12', '14'];
  switch (i % 4) {
    case 0:
    case 2:
      await solve(page, ns[i % ns.length]);
      break;
    case 1:
      await page.getByRole('radio', { name: i % 8 === 1 ? /^List all/ : /^Count only/ }).check();
      break;
    default: {
      const cancel = page.getByRole('region', { name: 'Counting all placements' }).getByRole('button', { name: 'Cancel' });
      // Only where the count panel is, and while it counts. Checked and clicked in one go in the
      // page: a small count can end between a check here and a click, and a click on the
      // disabled button would wait for ever.
      if (await cancel.isVisible()) await cancel.evaluate((button) => { if (!button.disabled) button.click(); });
    }
  }
}

/** The results shown since `since` (page time). */
const shownSince = (page, since) => page.evaluate((t) => window.results.filter((r) => r.at >= t).map((r) => r.text), since);

for (const [last, n, expected] of [['Count only', '15', '2,279,184'], ['List all', '14', '365,596']]) {
  test(`50 rapid changes end on the last request: ${last}, N = ${n}`, async ({ page }) => {
    await page.addInitScript(recordResults);
    await page.goto('./?mode=count&n=16');
    for (let i = 0; i < 50; i += 1) await change(page, i);
    await page.getByRole('radio', { name: new RegExp(`^${last}`) }).check();
    const since = await page.evaluate(() => performance.now());
    await solve(page, n);
    const result = page.getByRole('status').filter({ hasText: /^Number of placements = / });
    await expect(result).toHaveText(`Number of placements = ${expected}`, { timeout: 30_000 });
    // Whatever the earlier requests were still doing shows nothing later.
    await page.waitForTimeout(2000);
    await expect(result).toHaveText(`Number of placements = ${expected}`);
    expect(await shownSince(page, since)).toEqual([`Number of placements = ${expected}`]);
  });
}
