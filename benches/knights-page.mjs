// The knight's tour page on 1000 × 1000 in headless Chromium: from Show to the whole tour drawn
// (solve, the player's scan to the end, the canvas), for Warnsdorff's rule (method c) and the
// closed-tour construction (method d); beside the C port of Warnsdorff's rule
// (benches/c/knights.c, `cc -O2`) compiled and run in the same run; and counting every tour of
// 6 × 6 in the page's workers, from a corner and from every square. Medians of RUNS runs.
// Usage: node benches/knights-page.mjs   (after `trunk build --release`)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ROOT, median, startServer, baseUrl, launchBrowser } from './browser.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SIDE = 1000;
const PORT = 4197;

/** Seconds the C port takes for the tour from the top-left corner (its own clock, no process start). */
function timeC() {
  const binary = join(tmpdir(), 'knights-c');
  execFileSync('cc', ['-O2', '-o', binary, join(ROOT, 'benches/c/knights.c')]);
  const out = execFileSync(binary, [String(SIDE), String(SIDE), '0', '0']).toString().trim();
  const [visited, , seconds] = out.split(' ');
  if (Number(visited) !== SIDE * SIDE) throw new Error(`C port: ${out}`);
  return Number(seconds) * 1e3;
}

/** Milliseconds from Show (1000 × 1000, from the top-left corner) and To end until the page says
 * every square is visited and the next two frames are painted. Timed in the page (its own clock,
 * the buttons clicked as soon as they are enabled), so that the driver's round trips are not
 * counted as the page's work. */
async function timePage(browser, method) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${baseUrl(PORT)}?page=knights&size=8x8&start=a8&method=${method}&step=0`);
  await page.getByRole('button', { name: 'To end', exact: true }).waitFor();
  // Let the page settle first, as it has by the time a teacher types a size: on a first visit
  // its service worker fetches and stores the whole site, which would share the 2 cores with
  // the measurement.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.getByLabel('Rows', { exact: true }).fill(String(SIDE));
  await page.getByLabel('Columns', { exact: true }).fill(String(SIDE));
  const elapsed = await page.evaluate(async (squares) => {
    const button = (name) => [...document.querySelectorAll('button')]
      .find((b) => (b.getAttribute('aria-label') ?? b.textContent).trim() === name);
    const when = (ready) => new Promise((resolve) => {
      if (ready()) return resolve();
      const watch = new MutationObserver(() => {
        if (ready()) { watch.disconnect(); resolve(); }
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const drawn = new RegExp(`${squares} of ${squares} squares visited`);
    const started = performance.now();
    button('Show').click();
    await when(() => button('To end') && !button('To end').disabled);
    button('To end').click();
    await when(() => [...document.querySelectorAll('[role=img]')]
      .some((e) => drawn.test(e.getAttribute('aria-label') ?? '')));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - started;
  }, (SIDE * SIDE).toLocaleString('en-US'));
  await page.close();
  return elapsed;
}

/** Milliseconds from a click on a count button of 6 × 6 until its result shows, and the result. */
async function timeCount(browser, button) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${baseUrl(PORT)}?page=knights&size=6x6&start=a6&method=warnsdorff`);
  const panel = page.getByRole('region', { name: 'Count the tours' });
  const status = panel.getByRole('status');
  const started = performance.now();
  await panel.getByRole('button', { name: button }).click();
  await status.filter({ hasText: /counted in/ }).waitFor({ timeout: 600_000 });
  const elapsed = performance.now() - started;
  const text = await status.innerText();
  await page.close();
  return [elapsed, text.split(';')[0]];
}

const server = await startServer(PORT);
const browser = await launchBrowser();
try {
  const c = [];
  const rule = [];
  const closed = [];
  const corner = [];
  const every = [];
  let found = [];
  for (let i = 0; i < RUNS; i += 1) {
    c.push(timeC());
    rule.push(await timePage(browser, 'warnsdorff'));
    closed.push(await timePage(browser, 'closed'));
    const [cornerMs, cornerText] = await timeCount(browser, 'From a6');
    const [everyMs, everyText] = await timeCount(browser, 'From every square');
    corner.push(cornerMs);
    every.push(everyMs);
    found = [cornerText, everyText];
  }
  const [mc, mr, md] = [median(c), median(rule), median(closed)];
  console.log(`C port, Warnsdorff's rule ${SIDE}×${SIDE}: ${mc.toFixed(1)} ms (median of ${RUNS})`);
  console.log(`page, Warnsdorff's rule ${SIDE}×${SIDE}, Show → tour drawn: ${mr.toFixed(0)} ms (${(mr / mc).toFixed(1)}× C)`);
  console.log(`page, closed tour ${SIDE}×${SIDE}, Show → tour drawn: ${md.toFixed(0)} ms (${(md / mc).toFixed(1)}× C)`);
  console.log(`page, counting 6×6 from a corner in the workers: ${median(corner).toFixed(0)} ms (${found[0]})`);
  console.log(`page, counting 6×6 from every square in the workers: ${median(every).toFixed(0)} ms (${found[1]})`);
} finally {
  await browser.close();
  server.kill();
}
