// Counting benchmark: the page's count (Web Workers) in headless Debian Chromium against a plain
// native C bitboard counter (benches/c/queens.c, compiled here with `cc -O2`), on 1 worker and on
// one per core. For each N it prints the time from navigation to the result (cold: workers start
// and calibrate), the median of warm counts (Solve again, workers reused), the C counter's best
// time and the ratio warm / C.
//
// Run after a release build: `node benches/count-page.mjs` (DIST=… to serve another folder,
// BENCH_NS=15,16 and BENCH_RUNS=3 to choose). Uses the address parameter `workers` (1..64).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, median, withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4176);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NS = (process.env.BENCH_NS ?? '15,16').split(',').map(Number);
const KNOWN = { 12: 14200, 13: 73712, 14: 365596, 15: 2279184, 16: 14772512, 17: 95815104 };

/** The C counter (compiled once), or null without a C compiler. */
const C_COUNTER = (() => {
  try {
    const binary = join(mkdtempSync(join(tmpdir(), 'queens-c-')), 'queens');
    execFileSync('cc', ['-O2', '-o', binary, join(ROOT, 'benches/c/queens.c')]);
    return binary;
  } catch {
    return null;
  }
})();

/** The C counter's best time for `n` over RUNS runs, in ms; null without a C compiler. */
function timeC(n) {
  if (C_COUNTER === null) return null;
  const times = Array.from({ length: RUNS }, () => {
    const [total, seconds] = execFileSync(C_COUNTER, [String(n)], { encoding: 'utf8' }).trim().split(/\s+/);
    if (Number(total) !== KNOWN[n]) throw new Error(`C counted ${total} for N = ${n}`);
    return Number(seconds) * 1000;
  });
  return Math.min(...times);
}

/** In the page, before it loads: notes the page-clock time of every result the panel shows. */
function recordResults() {
  window.countResults = [];
  const selector = 'section[aria-label="Counting all placements"] [role="status"]';
  let last = '';
  new MutationObserver(() => {
    const text = document.querySelector(selector)?.textContent ?? '';
    if (text !== last && text.startsWith('Number of placements = ')) {
      window.countResults.push({ at: performance.now(), text });
    }
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Page-clock ms from `since` until the panel shows `text` (polling only to notice it). */
async function resultAfter(page, since, text) {
  const found = await page.waitForFunction(
    ([t, expected]) => window.countResults.find((r) => r.at > t && r.text === expected)?.at,
    [since, text], { polling: 200, timeout: 600_000 });
  return (await found.jsonValue()) - since;
}

/** Cold and warm times (ms) to count `n` on `workers` workers (null: one per core). */
async function timeCount(browser, base, n, workers) {
  const page = await browser.newPage();
  await page.addInitScript(recordResults);
  const done = `Number of placements = ${KNOWN[n].toLocaleString('en-US')}`;
  await page.goto(`${base}?mode=count&n=${n}` + (workers ? `&workers=${workers}` : ''));
  // The page clock starts at navigation: the cold time is the result's time on it.
  const cold = await resultAfter(page, 0, done);
  const used = (await page.getByText(/^Workers: \d+$/).textContent()).replace('Workers: ', '');
  const solve = page.getByRole('button', { name: 'Solve' });
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    // Click in the page, so the start is on the page clock too.
    const since = await solve.evaluate((button) => {
      const now = performance.now();
      button.click();
      return now;
    });
    warm.push(await resultAfter(page, since, done));
  }
  await page.close();
  return { cold, warm: median(warm), used };
}

await withPage(PORT, async (browser, base) => {
  console.log(`Counting in the page vs the C counter (ms; warm = median of ${RUNS}, C = best of ${RUNS})`);
  console.log(['N', 'workers', 'cold', 'warm', 'C', 'warm/C'].map((h) => h.padStart(9)).join(''));
  for (const n of NS) {
    const c = timeC(n);
    for (const workers of [1, null]) {
      const { cold, warm, used } = await timeCount(browser, base, n, workers);
      const cells = [n, used, cold.toFixed(0), warm.toFixed(0),
        c === null ? '-' : c.toFixed(0), c === null ? '-' : (warm / c).toFixed(2)];
      console.log(cells.map((x) => String(x).padStart(9)).join(''));
    }
  }
});
