// Long runs (a benchmark, not a test): the page left working for minutes, its memory sampled.
// JS heap (Chromium's precise performance.memory) and the app's wasm memory are read every
// SAMPLE_S seconds; the growth after the first minute is the figure (target: under 5 MB).
//
//   node benches/soak.mjs player   the player at top speed (N = 14, 10,000 steps/s)
//   node benches/soak.mjs teach    the same with the code and the search tree shown
//   node benches/soak.mjs count    counting N = 18 in the workers (restarted when it ends)
//   node benches/soak.mjs scroll   scrolling the N = 16 list end to end through its scrollbar, over and over
//
// SOAK_MINUTES (default 10) and SAMPLE_S (default 30) change the run. Needs a release build in
// dist/ (`trunk build --release`).
import { withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4177);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? 30);
const SCENARIOS = {
  player: { query: '?mode=play&n=14&alg=flags&speed=10000', ready: (page) => page.getByRole('img').first(), start: (page) => page.getByRole('button', { name: 'Play' }).click() },
  teach: { query: '?mode=play&n=14&alg=flags&speed=10000&show=code,tree', ready: (page) => page.getByRole('tree'), start: (page) => page.getByRole('button', { name: 'Play' }).click() },
  count: { query: '?mode=count&n=18', ready: (page) => page.getByRole('region', { name: 'Counting all placements' }), start: async () => {} },
  scroll: { query: '?n=16', ready: (page) => page.getByRole('img').first(), start: async () => {} },
};

const scenario = process.argv[2];
if (!SCENARIOS[scenario]) {
  console.error(`usage: node benches/soak.mjs ${Object.keys(SCENARIOS).join('|')}`);
  process.exit(2);
}

/** The page's memory now, in bytes: JS heap used and wasm memory. */
async function memory(page) {
  return page.evaluate(() => ({ heap: performance.memory.usedJSHeapSize, wasm: globalThis.wasmMemoryBytes ?? 0 }));
}

/** Keeps the scenario going between samples: restarts a finished count, scrolls the list. */
async function keepGoing(page, until) {
  while (Date.now() < until) {
    if (scenario === 'scroll') {
      // One pass from the first row to the last through the scrollbar, in 400 moves of a
      // quarter of a second each, every row range on the way rendered; then a few keys at the
      // end, and back to the top.
      const list = page.getByRole('listbox');
      for (let i = 0; i <= 400 && Date.now() < until; i++) {
        await list.evaluate((el, f) => { el.scrollTop = f * (el.scrollHeight - el.clientHeight); }, i / 400);
        await page.waitForTimeout(250);
      }
      await list.press('End');
      await list.press('PageUp');
      await list.press('Home');
    } else if (scenario === 'count') {
      const done = await page.locator('.count-result').textContent();
      if (/= [\d,]+$/.test(done ?? '')) await page.getByRole('button', { name: 'Solve' }).click();
      await page.waitForTimeout(1000);
    } else {
      const play = page.getByRole('button', { name: 'Play' });
      if (await play.isVisible()) await play.click();
      await page.waitForTimeout(1000);
    }
  }
}

await withPage(PORT, async (browser, base) => {
  const page = await browser.newPage();
  await page.goto(`${base}${SCENARIOS[scenario].query}`);
  await SCENARIOS[scenario].ready(page).waitFor();
  await page.waitForTimeout(2000);
  await SCENARIOS[scenario].start(page);
  const samples = [];
  const started = Date.now();
  for (let t = 0; t <= MINUTES * 60; t += SAMPLE_S) {
    await keepGoing(page, started + t * 1000);
    const m = await memory(page);
    samples.push({ t, ...m });
    console.log(`${String(t).padStart(5)} s  JS heap ${(m.heap / 1e6).toFixed(1)} MB  wasm ${(m.wasm / 1e6).toFixed(1)} MB`);
  }
  const after = samples.find((s) => s.t >= 60) ?? samples[0];
  const last = samples.at(-1);
  const growth = (last.heap + last.wasm - after.heap - after.wasm) / 1e6;
  console.log(`${scenario}: growth after the first minute ${growth.toFixed(2)} MB (target < 5 MB)`);
});
