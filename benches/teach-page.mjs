// The teaching views under load (a benchmark, not a test): with the code and the search tree
// shown, the player runs N = 8 with the C# program (32,944 steps) to its end at the top speed
// (10,000 steps/s), and N = 6 with it at 100 steps/s (the ladder's rung above 60) to its end; the
// page's long tasks (over 50 ms) are recorded from the first Play, and the same runs with the views
// off are the reference in the same browser.
// Usage: node benches/teach-page.mjs   (after `trunk build --release`)
import { recordLongTasks, withPage } from './browser.mjs';

const PORT = 4196;

/** Plays `query` from step 0 to its end; the time it took and the long tasks meanwhile. */
async function playToEnd(browser, base, query) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(recordLongTasks);
  await page.goto(`${base}${query}&step=0&lang=en`);
  await page.getByText(/^Total: [\d,]+ steps$/).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const from = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => /^Search finished/.test(document.querySelector('.step-words p')?.textContent ?? ''),
    null, { timeout: 120_000, polling: 100 });
  const [ms, tasks] = await page.evaluate((from) => [performance.now() - from,
    window.longTasks.filter((t) => t.start >= from).map((t) => Math.round(t.duration))], from);
  await page.close();
  return { ms: Math.round(ms), tasks };
}

await withPage(PORT, async (browser, base) => {
  for (const [what, query] of [
    ['N = 8, C#, 10,000 steps/s', '?mode=play&n=8&alg=pointer&speed=10000'],
    ['N = 6, C#, 100 steps/s', '?mode=play&n=6&alg=pointer&speed=100'],
  ]) {
    const off = await playToEnd(browser, base, `${query}&show=`);
    const on = await playToEnd(browser, base, `${query}&show=code,tree`);
    const longest = (r) => Math.max(0, ...r.tasks);
    console.log(`${what}: views on ${on.ms} ms, ${on.tasks.length} tasks over 50 ms (longest ${longest(on)} ms); `
      + `views off ${off.ms} ms, ${off.tasks.length} over 50 ms (longest ${longest(off)} ms); time on ÷ off ${(on.ms / off.ms).toFixed(2)}`);
  }
});
