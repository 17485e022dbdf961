// Counting benchmark: the page's count (Web Workers) in headless Debian Chromium against two C
// counters, one thread each, compiled with `cc -O3`: the plain bitboard counter with the mirror
// symmetry (benches/c/queens.c, timed here) and the C port of our constellation kernel
// (benches/c/constellations.c, timed by `cargo bench --bench native`, which leaves its times in
// target/bench-c.json). For each N it prints the time from navigation to the result (cold: the
// page loads, the workers start) and to the first job the page posts to a worker, the median of
// warm counts (Solve again, workers reused), the longest task on the page's main thread during the
// warm counts, and the ratios.
//
// Run after a release build and the native bench: `node benches/count-page.mjs` (DIST=… to serve
// another folder, BENCH_NS=16,18 and BENCH_RUNS=3 to choose; N ≥ 17 is run once). Uses the
// address parameter `workers` (1..64). `bash scripts/bench.sh` runs all of it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, median, withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4176);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NS = (process.env.BENCH_NS ?? '16,18').split(',').map(Number);
const KNOWN = {
  12: 14200, 13: 73712, 14: 365596, 15: 2279184, 16: 14772512, 17: 95815104, 18: 666090624,
};
const runsFor = (n) => (n >= 17 ? 1 : RUNS);

/** The C mirror counter (compiled once), or null without a C compiler. */
const C_COUNTER = (() => {
  try {
    const binary = join(mkdtempSync(join(tmpdir(), 'queens-c-')), 'queens');
    execFileSync('cc', ['-O3', '-o', binary, join(ROOT, 'benches/c/queens.c')]);
    return binary;
  } catch {
    return null;
  }
})();

/** The C mirror counter's best time for `n`, in ms; null without a C compiler. */
function timeC(n) {
  if (C_COUNTER === null) return null;
  const times = Array.from({ length: runsFor(n) }, () => {
    const [total, seconds] = execFileSync(C_COUNTER, [String(n)], { encoding: 'utf8' }).trim().split(/\s+/);
    if (Number(total) !== KNOWN[n]) throw new Error(`C counted ${total} for N = ${n}`);
    return Number(seconds) * 1000;
  });
  return Math.min(...times);
}

/** The C constellation kernel's time for `n` in ms, from the native bench's report; or null. */
function kernelC(n) {
  const report = join(ROOT, 'target/bench-c.json');
  if (!existsSync(report)) return null;
  const seconds = JSON.parse(readFileSync(report, 'utf8'))[n]?.kernel;
  return typeof seconds === 'number' ? seconds * 1000 : null;
}

/** In the page, before it loads: notes the page-clock time of every result the panel shows, of
 * the first message posted to a worker (the page posts only jobs), and every main-thread task over
 * 50 ms. */
function recordResults() {
  window.countResults = [];
  window.longTasks = [];
  window.firstJobAt = null;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postAndNote(...args) {
    window.firstJobAt ??= performance.now();
    return post.apply(this, args);
  };
  const selector = 'section[aria-label="Counting all placements"] [role="status"]';
  let last = '';
  new MutationObserver(() => {
    const text = document.querySelector(selector)?.textContent ?? '';
    if (text !== last && text.startsWith('Number of placements = ')) {
      window.countResults.push({ at: performance.now(), text });
    }
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Page-clock ms from `since` until the panel shows `text` (polling only to notice it). */
async function resultAfter(page, since, text) {
  const found = await page.waitForFunction(
    ([t, expected]) => window.countResults.find((r) => r.at > t && r.text === expected)?.at,
    [since, text], { polling: 200, timeout: 900_000 });
  return (await found.jsonValue()) - since;
}

/** Cold and warm times (ms) to count `n` on `workers` workers (null: one per core), when the
 * first job was posted from navigation, and the longest main-thread task during the warm counts
 * (0 if none was over 50 ms). */
async function timeCount(browser, base, n, workers) {
  const page = await browser.newPage();
  await page.addInitScript(recordResults);
  const done = `Number of placements = ${KNOWN[n].toLocaleString('en-US')}`;
  await page.goto(`${base}?mode=count&n=${n}` + (workers ? `&workers=${workers}` : ''));
  // The page clock starts at navigation: the cold time is the result's time on it.
  const cold = await resultAfter(page, 0, done);
  const firstJob = await page.evaluate(() => window.firstJobAt);
  const used = (await page.getByText(/^Workers: \d+$/).textContent()).replace('Workers: ', '');
  const solve = page.getByRole('button', { name: 'Solve' });
  const warm = [];
  const warmSince = await page.evaluate(() => performance.now());
  for (let i = 0; i < runsFor(n); i++) {
    // Click in the page, so the start is on the page clock too.
    const since = await solve.evaluate((button) => {
      const now = performance.now();
      button.click();
      return now;
    });
    warm.push(await resultAfter(page, since, done));
  }
  const longest = await page.evaluate(
    (t) => Math.max(0, ...window.longTasks.filter((task) => task.start >= t).map((task) => task.duration)),
    warmSince);
  await page.close();
  return { cold, firstJob, warm: median(warm), used, longest };
}

const fixed = (x, digits = 0) => (x === null ? '-' : x.toFixed(digits));
const ratio = (a, b) => (a === null || b === null ? null : a / b);

await withPage(PORT, async (browser, base) => {
  console.log(`Counting in the page vs the C counters (ms; warm = median of ${RUNS}, once for N ≥ 17; C = best of as many)`);
  const head = ['N', 'workers', 'cold', '1st job', 'warm', 'longest', 'C mirror', 'cold/Cm', 'warm/Cm', 'C kernel', 'warm/Ck'];
  console.log(head.map((h) => h.padStart(9)).join(''));
  const rows = [];
  for (const n of NS) {
    const mirror = timeC(n);
    const kernel = kernelC(n);
    for (const workers of [1, null]) {
      const r = await timeCount(browser, base, n, workers);
      rows.push({ n, workers, ...r, mirror, kernel });
      const cells = [n, r.used, fixed(r.cold), fixed(r.firstJob), fixed(r.warm), fixed(r.longest), fixed(mirror),
        fixed(ratio(r.cold, mirror), 2), fixed(ratio(r.warm, mirror), 2), fixed(kernel),
        fixed(ratio(r.warm, kernel), 2)];
      console.log(cells.map((x) => String(x).padStart(9)).join(''));
    }
  }
  // The measures, where this run has them.
  const all = (n) => rows.find((r) => r.n === n && r.workers === null);
  const one = (n) => rows.find((r) => r.n === n && r.workers === 1);
  const measures = [
    ['page, all workers, N = 16, from navigation ÷ C mirror', all(16) && ratio(all(16).cold, all(16).mirror), 0.25],
    ['page, all workers, N = 18 (warm) ÷ C mirror N = 18', all(18) && ratio(all(18).warm, all(18).mirror), 0.25],
    ['page, 1 worker, N = 16 (warm) ÷ C constellation kernel', one(16) && ratio(one(16).warm, one(16).kernel), 1.3],
    ['longest main-thread task while counting (ms)', Math.max(...rows.map((r) => r.longest)), 50],
  ];
  console.log('\nmeasure                                                      value   target');
  for (const [name, value, target] of measures) {
    const shown = value === null || value === undefined ? '-' : fixed(value, 2);
    const verdict = value === null || value === undefined ? '' : value <= target ? 'met' : 'not met';
    console.log(`${name.padEnd(60)} ${shown.padStart(6)}   ≤ ${target}  ${verdict}`);
  }
});
