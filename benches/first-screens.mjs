// The first screen of a link, timed in the page, for release builds side by side: navigation until
// the list of N = 8 shows "Number of placements = 92", and until the knight's tour page from a link
// shows its board at step 10, each build's run alternating with the others' in fresh contexts of one
// browser, medians of RUNS. The reference is a static page's load event, from the same server.
// Usage: node benches/first-screens.mjs [dist-folder…]   (default: dist/ after `trunk build --release`)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DIST, ROOT, baseUrl, launchBrowser, median, noteShown } from './browser.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const LINKS = [
  { name: 'list of N = 8', query: '', selector: '[role=status]', pattern: '^Number of placements = 92$' },
  {
    name: 'knight\'s tour from a link',
    query: '?page=knights&size=8x8&start=a1&method=warnsdorff&step=10',
    selector: '[role=img][aria-label]',
    pattern: '^The 8×8 board, [1-9]\\d* of 64 squares visited',
  },
];

/** Starts the e2e static server for `dist` on `port`; resolves with the process once it listens. */
async function serve(dist, port) {
  const server = spawn('node', [resolve(ROOT, 'tests/e2e/serve.mjs')], {
    env: { ...process.env, PORT: String(port), DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done) => server.stdout.once('data', done));
  return server;
}

/** [shown, painted] on the page's clock, for `link` opened at `base` in a fresh context. */
async function timeLink(browser, base, link) {
  const page = await browser.newPage();
  await page.addInitScript(noteShown, link);
  await page.goto(`${base}${link.query}`, { waitUntil: 'commit' });
  const times = await page.waitForFunction(
    () => window.painted !== undefined && [window.shown, window.painted], null, { timeout: 30_000 });
  const result = await times.jsonValue();
  await page.close();
  return result;
}

/** A static not-found page's load event on the page's clock, at `base`. */
async function timeReference(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}favicon-missing`, { waitUntil: 'load' });
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart);
  await page.close();
  return loaded;
}

const dists = process.argv.length > 2 ? process.argv.slice(2).map((d) => resolve(d)) : [DIST];
const servers = await Promise.all(dists.map((dist, i) => serve(dist, 4260 + i)));
const browser = await launchBrowser();
try {
  const times = dists.map(() => ({ reference: [], links: LINKS.map(() => []) }));
  for (let run = 0; run < RUNS; run++) {
    // Each build first in turn, so that none is always timed on a browser just used by another.
    const order = dists.map((_, i) => (i + run) % dists.length);
    for (const i of order) {
      times[i].reference.push(await timeReference(browser, baseUrl(4260 + i)));
      for (const [l, link] of LINKS.entries()) times[i].links[l].push(await timeLink(browser, baseUrl(4260 + i), link));
    }
  }
  for (const [i, dist] of dists.entries()) {
    const reference = median(times[i].reference);
    console.log(`${dist} (median of ${RUNS}; a static page's load ${reference.toFixed(0)} ms):`);
    for (const [l, link] of LINKS.entries()) {
      const shown = median(times[i].links[l].map((t) => t[0]));
      const painted = median(times[i].links[l].map((t) => t[1]));
      console.log(`  ${link.name}: shown ${shown.toFixed(0)} ms, painted ${painted.toFixed(0)} ms (${(painted / reference).toFixed(1)} × the static page)`);
    }
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.kill());
}
