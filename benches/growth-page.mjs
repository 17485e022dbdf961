// How the work grows, timed in the page (headless Chromium, the release build):
// 1. the chart of work against N (N = 4…12, every algorithm) measured in the Web Workers
//    from navigation: when its last point is drawn, and the longest main-thread task meanwhile;
// 2. the count's estimate before it starts: the page measures this device's speed (its button:
//    counts of N = 12 and 14 on loaded workers), then the estimate for N = 15 is read, 15 is
//    counted and the time it took printed beside it; the same for 16 and 17 (each estimate made
//    from the counts before it, as the page does).
// Usage: node benches/growth-page.mjs [chart]   (after `trunk build --release`; `chart`: only 1.)
import { recordLongTasks, withPage } from './browser.mjs';

const PORT = 4197;
/** `node benches/growth-page.mjs chart`: the chart of work only. */
const CHART_ONLY = process.argv.includes('chart');

/** In the page, before it loads: when the first job goes to a worker (the measuring starts). */
function noteFirstJob() {
  window.firstJobAt = null;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postAndNote(...args) {
    window.firstJobAt ??= performance.now();
    return post.apply(this, args);
  };
}

/** The chart of work against N: ms from navigation to the page's "Measured: N = 4 to 12." (every
 * point drawn), the points drawn, and the longest task. */
async function chartTime(browser, base) {
  const page = await browser.newPage();
  await page.addInitScript(recordLongTasks);
  await page.addInitScript(noteFirstJob);
  await page.goto(`${base}?mode=growth&lang=en`);
  const drawn = await page.waitForFunction(
    () => [...document.querySelectorAll('[role=status]')]
      .some((s) => s.textContent.includes('Measured: N = 4 to 12.')) && performance.now(),
    null, { polling: 'raf', timeout: 120_000 });
  const ms = await drawn.jsonValue();
  const points = await page.evaluate(() => document.querySelectorAll('.growth .chart-point').length);
  const workers = await page.evaluate(() => navigator.hardwareConcurrency);
  const [startup, measuring, firstJob] = await page.evaluate(() => {
    const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.duration));
    const after = window.longTasks.filter((t) => t.start >= window.firstJobAt);
    return [longest(window.longTasks.filter((t) => t.start < window.firstJobAt)), longest(after), window.firstJobAt];
  });
  await page.close();
  return { ms, points, workers, startup, measuring, firstJob };
}

/** The time chart's point `name` (Measured or Estimated) at `n`, in ms; null if not drawn. */
function point(page, name, n) {
  return page.evaluate(([name, n]) => {
    const mark = [...document.querySelectorAll('.count-time .chart-point')]
      .find((g) => g.getAttribute('aria-label').startsWith(`${name}, N = ${n}:`));
    return mark ? Number(mark.dataset.value) * 1000 : null;
  }, [name, n]);
}

/** Counts `n` from the N field and waits for its result. */
async function count(page, n) {
  await page.getByRole('textbox', { name: 'N', exact: true }).fill(String(n));
  await page.getByRole('textbox', { name: 'N', exact: true }).press('Enter');
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('.count-time .chart-point')]
      .some((g) => g.getAttribute('aria-label').startsWith(`Measured, N = ${n}:`)),
    n, { polling: 200, timeout: 900_000 });
}

await withPage(PORT, async (browser, base) => {
  const chart = await chartTime(browser, base);
  console.log(`work against N, N = 4…12, every algorithm (${chart.points} points), ${chart.workers} workers: drawn ${chart.ms.toFixed(0)} ms from navigation (aim: 3,000 ms); first job to a worker at ${chart.firstJob.toFixed(0)} ms`);
  console.log(`longest main-thread task while measuring: ${chart.measuring.toFixed(0)} ms (aim: none over 50 ms; 0 = none over 50 ms); before, while the page starts: ${chart.startup.toFixed(0)} ms`);

  if (CHART_ONLY) return;

  const page = await browser.newPage();
  await page.goto(`${base}?mode=count&n=8&lang=en`);
  await page.getByText('Number of placements = 92').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: "Measure this device's speed" }).click();
  await page.waitForFunction(() => document.querySelectorAll('.count-time .chart-point.hollow').length > 0,
    null, { polling: 100, timeout: 120_000 });
  // The page counts its N again once it knows: a count started meanwhile would stop it.
  await page.getByText('Number of placements = 92').waitFor({ timeout: 120_000 });
  const base12 = await point(page, 'Measured', 12);
  const base14 = await point(page, 'Measured', 14);
  console.log(`this device's speed from N = 12 (${base12.toFixed(0)} ms) and N = 14 (${base14.toFixed(0)} ms), workers loaded`);
  console.log('N   estimate before the count   time the count took   ratio (aim: within 2×)');
  for (const n of [15, 16, 17]) {
    const estimate = await point(page, 'Estimated', n);
    await count(page, n);
    const took = await point(page, 'Measured', n);
    const ratio = Math.max(estimate / took, took / estimate);
    console.log(`${n}  ${estimate.toFixed(0).padStart(10)} ms   ${took.toFixed(0).padStart(18)} ms   ${ratio.toFixed(2)}×`);
  }
  await page.close();
});
