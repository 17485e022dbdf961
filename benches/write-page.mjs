// Write your own, from opening the mode to the first run's result, in headless Debian Chromium:
// a link to the mode until its editor (CodeMirror, `code-editor.js`, added when the mode shows) has
// loaded and painted, then, with the whole search (crates/student/programs/search.py) pasted, from
// Run to "Your search reported 92 solutions for N = 8." (the interpreter's worker fetched and
// compiled on this first Run, then the run). The reference is the list's first screen (N = 8 until
// "Number of placements = 92"), in fresh pages of the same browser, alternating with the mode's.
// Service workers are blocked, so that the offline cache's background fetch of the whole site does
// not share the network with what is timed. Also the bytes fetched on first use, gzipped.
//
// Run after a release build: `node benches/write-page.mjs` (DIST=… to serve another folder,
// RUNS=5 to choose; medians).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pasteProgram } from '../tests/e2e/specs/fixtures.js';
import { DIST, ROOT, baseUrl, launchBrowser, median, noteShown, startServer } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4181);
const RUNS = Number(process.env.RUNS ?? 5);
const SEARCH = readFileSync(join(ROOT, 'crates/student/programs/search.py'), 'utf8');
const LIST = { selector: '[role=status]', pattern: '^Number of placements = 92$' };
const RESULT = { selector: '.write-result', pattern: 'Your search reported 92 solutions for N = 8\\.' };

/** Waits until the page has set `window[name]`, and returns it. */
async function pageValue(page, name) {
  const handle = await page.waitForFunction((key) => window[key], name, { timeout: 60_000 });
  return handle.jsonValue();
}

/** The list's first screen in a fresh page: ms on its clock until painted. */
async function timeList(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(noteShown, LIST);
  await page.goto(`${base}?n=8&lang=en`, { waitUntil: 'commit' });
  const painted = await pageValue(page, 'painted');
  await context.close();
  return painted;
}

/** The mode in a fresh page: [ms until its editor is painted, ms from Run to the result painted]. */
async function timeMode(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    customElements.whenDefined('python-editor').then(() =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.editorPainted = performance.now());
        channel.port2.postMessage(null);
      }));
  });
  await page.goto(`${base}?mode=code&task=search&n=8&lang=en`, { waitUntil: 'commit' });
  const editor = await pageValue(page, 'editorPainted');
  await pasteProgram(page, SEARCH);
  await page.evaluate(noteShown, RESULT);
  const run = page.getByRole('button', { name: 'Run' });
  const pressed = await run.evaluate((button) => {
    const at = performance.now();
    button.click();
    return at;
  });
  const result = await pageValue(page, 'painted');
  await context.close();
  return [editor, result - pressed];
}

const gzipped = (file) => execFileSync('gzip', ['-9', '-c', join(DIST, file)], { maxBuffer: 1 << 26 }).length;

const server = await startServer(PORT);
const browser = await launchBrowser();
try {
  const base = baseUrl(PORT);
  const list = [];
  const editor = [];
  const firstRun = [];
  for (let i = 0; i < RUNS; i += 1) {
    list.push(await timeList(browser, base));
    const [shown, ran] = await timeMode(browser, base);
    editor.push(shown);
    firstRun.push(ran);
  }
  const reference = median(list);
  const row = (label, ms) =>
    console.log(`${label.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms ${(ms / reference).toFixed(2).padStart(6)}×`);
  console.log(`Write your own, ${RUNS} fresh pages each (median), against the list's first screen`);
  row('the list of N = 8, first screen (reference)', reference);
  row('the mode opened, its editor painted', median(editor));
  row('Run pressed, the first run\'s result painted', median(firstRun));
  row('both together', median(editor) + median(firstRun));
  console.log(`fetched on first use, gzip -9: the editor ${gzipped('code-editor.js')} bytes, the interpreter ${gzipped('python-worker_bg.wasm')} bytes`);
} finally {
  await browser.close();
  server.kill();
}
