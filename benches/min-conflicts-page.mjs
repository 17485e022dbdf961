// Min-conflicts in the page: for N = 10³ … 10⁶ and seeds 1 to 3, the time from navigation to
// `?mode=one&n=N&alg=min-conflicts&seed=S` until the page says the placement is checked, the
// repairs it reports and the longest main-thread task meanwhile, beside the same run's native time
// (the reference, left in target/bench-min-conflicts.json by `cargo bench --bench min_conflicts`).
//
// Run after a release build and the native bench: `node benches/min-conflicts-page.mjs`
// (BENCH_NS=1000000 and BENCH_SEEDS=1,2 to choose). `bash scripts/bench.sh` runs all of it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, recordLongTasks, withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4178);
const NS = (process.env.BENCH_NS ?? '1000,10000,100000,1000000').split(',').map(Number);
const SEEDS = (process.env.BENCH_SEEDS ?? '1,2,3').split(',').map(Number);
const REPORT = join(ROOT, 'target/bench-min-conflicts.json');
const native = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')) : {};
if (!existsSync(REPORT)) console.log(`no ${REPORT}: run \`cargo bench --bench min_conflicts\` first for the ratios`);

await withPage(PORT, async (browser, base) => {
  console.log('N          seed  repairs  page ms  native ms  page/native  longest task ms');
  for (const n of NS) {
    for (const seed of SEEDS) {
      const page = await browser.newPage();
      await page.addInitScript(recordLongTasks);
      const started = performance.now();
      await page.goto(`${base}?mode=one&n=${n}&alg=min-conflicts&seed=${seed}&lang=en`, { waitUntil: 'commit' });
      await page.getByRole('status').getByText(/checked: no two attack each other/).waitFor({ timeout: 120_000 });
      const elapsed = performance.now() - started;
      const words = await page.getByText(/the greedy start left/).textContent();
      const repairs = words.match(/([\d,]+) repairs removed them/)?.[1] ?? '?';
      const longest = Math.max(0, ...(await page.evaluate(() => window.longTasks.map((t) => t.duration))));
      const reference = native[`${n}/${seed}`];
      const ratio = reference ? (elapsed / reference).toFixed(1) : '–';
      console.log(`${String(n).padEnd(10)} ${String(seed).padStart(4)}  ${repairs.padStart(7)}  ${elapsed.toFixed(0).padStart(7)}  ${(reference ?? NaN).toFixed(1).padStart(9)}  ${ratio.padStart(11)}  ${longest.toFixed(0).padStart(15)}`);
      await page.close();
    }
  }
});
