// Links opened over a slow mobile link, as Lighthouse's mobile setting throttles one (1.6 Mbps down,
// 750 kbps up, 150 ms round trip: Chromium's network emulation, the cache off), from a server that
// sends each file gzipped as a static host does (tests/e2e/serve.mjs with GZIP=1): navigation until
// the view is usable, on the page's clock, median of RUNS per link, the builds alternating in fresh
// contexts of one browser.
// Usage: RUNS=3 node benches/slow-link.mjs [dist-folder…]   (default: dist/ after `trunk build --release`)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DIST, ROOT, baseUrl, launchBrowser, median } from './browser.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes/s). */
const SLOW = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Each link and what shows it usable: every `[selector, pattern]` has an element matching
 * `selector` whose text or label matches `pattern`. */
const LINKS = [
  { name: 'the list of N = 8', query: '', ready: [['[role=status]', '^Number of placements = 92$']] },
  {
    name: 'the knight\'s tour from a link',
    query: '?page=knights&size=8x8&start=a1&method=warnsdorff&step=10',
    ready: [['[role=img][aria-label]', '^The 8×8 board, [1-9]\\d* of 64 squares visited']],
  },
  { name: 'the player from a link', query: '?mode=play&n=8&alg=pointer&step=40', ready: [['.counters dd', '^40$']] },
  {
    name: 'a lesson scene',
    query: '?lesson=queens&scene=4',
    ready: [['.counters dd', '^12$'], ['.lesson-bar', 'Scene 4 of 12']],
  },
];

/** In the page, before it loads: `window.ready`, the page's clock when every condition of `ready`
 * first holds. */
function noteReady(ready) {
  const holds = () => ready.every(([selector, pattern]) => [...document.querySelectorAll(selector)]
    .some((e) => new RegExp(pattern).test(e.getAttribute('aria-label') ?? '') || new RegExp(pattern).test(e.textContent)));
  new MutationObserver((_, observer) => {
    if (holds()) {
      window.ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Starts the e2e static server for `dist` on `port`, gzipping; resolves once it listens. */
async function serve(dist, port) {
  const server = spawn('node', [resolve(ROOT, 'tests/e2e/serve.mjs')], {
    env: { ...process.env, PORT: String(port), DIST: dist, GZIP: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done) => server.stdout.once('data', done));
  return server;
}

/** The time `link` takes to be usable, opened at `base` over the slow link in a fresh context. */
async function timeLink(browser, base, link) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  await page.addInitScript(noteReady, link.ready);
  await page.goto(`${base}${link.query}`, { waitUntil: 'commit', timeout: 60_000 });
  const ready = await page.waitForFunction(() => window.ready, null, { timeout: 60_000 });
  const time = await ready.jsonValue();
  await context.close();
  return time;
}

const dists = process.argv.length > 2 ? process.argv.slice(2).map((d) => resolve(d)) : [DIST];
const servers = await Promise.all(dists.map((dist, i) => serve(dist, 4280 + i)));
const browser = await launchBrowser();
try {
  const times = dists.map(() => LINKS.map(() => []));
  for (let run = 0; run < RUNS; run++) {
    const order = dists.map((_, i) => (i + run) % dists.length);
    for (const i of order) {
      for (const [l, link] of LINKS.entries()) times[i][l].push(await timeLink(browser, baseUrl(4280 + i), link));
    }
  }
  for (const [i, dist] of dists.entries()) {
    console.log(`${dist} (over a slow link: 1.6 Mbps, 150 ms; median of ${RUNS}):`);
    for (const [l, link] of LINKS.entries()) {
      console.log(`  ${link.name}: ${Math.round(median(times[i][l]))} ms (${times[i][l].map(Math.round).join(', ')})`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
