// Two searches in lockstep under load (a benchmark, not a test): N = 12 played at the top speed
// (10,000 steps/s) for 15 s with the Java program's flags beside MRV (`vs=mrv`), and again with
// brute force's permutations beside forward checking; the page's long tasks (over 50 ms) are
// recorded from Play, and the same search played alone is the reference in the same browser.
// Usage: node benches/versus-page.mjs   (after `trunk build --release`)
import { recordLongTasks, withPage } from './browser.mjs';

const PORT = 4197;
const PLAY_MS = 15_000;

/** Plays `query` for PLAY_MS from step 0; the step reached and the long tasks meanwhile. */
async function play(browser, base, query) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(recordLongTasks);
  await page.goto(`${base}${query}&step=0&speed=10000&lang=en`);
  await page.getByRole('img', { name: /board/ }).first().waitFor();
  await page.waitForTimeout(1_000);
  const from = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(PLAY_MS);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const step = Number((await page.locator('.timeline-step').innerText()).replace(/\D/g, ''));
  const tasks = await page.evaluate((from) => window.longTasks.filter((t) => t.start >= from)
    .map((t) => Math.round(t.duration)), from);
  await page.close();
  return { step, tasks };
}

await withPage(PORT, async (browser, base) => {
  for (const [alg, vs] of [['flags', 'mrv'], ['permutations', 'forward']]) {
    const alone = await play(browser, base, `?mode=play&n=12&alg=${alg}`);
    const both = await play(browser, base, `?mode=play&n=12&alg=${alg}&vs=${vs}`);
    const longest = (r) => Math.max(0, ...r.tasks);
    console.log(`N = 12, ${alg} vs ${vs}: ${both.tasks.length} tasks over 50 ms (longest ${longest(both)} ms), `
      + `step ${both.step} after ${PLAY_MS / 1000} s; ${alg} alone: ${alone.tasks.length} over 50 ms `
      + `(longest ${longest(alone)} ms), step ${alone.step}; steps in lockstep ÷ alone ${(both.step / alone.step).toFixed(2)}`);
  }
});
