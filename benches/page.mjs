// Page benchmark: the release build in headless Debian Chromium, served from a sub-folder by the
// e2e static server. Prints the gzipped download size and timings, each as the median of several
// runs, and as a ratio to a reference measured in the same run (a static not-found page's navigation).
//
// Run it with `scripts/bench.sh` (which builds dist/ first), or `node benches/page.mjs` after a
// release build.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const BASE = `http://127.0.0.1:${PORT}/nested/lab/`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The gzipped size of every file in dist/, in bytes. */
function gzippedSize(dir) {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    return sum + (statSync(path).isDirectory() ? gzippedSize(path) : gzipSync(readFileSync(path), { level: 9 }).length);
  }, 0);
}

async function startServer() {
  const server = spawn('node', [join(ROOT, 'tests/e2e/serve.mjs')], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

/** Milliseconds from the start of navigation to `url` until `text` is visible. */
async function timeToText(browser, url, text) {
  const page = await browser.newPage();
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByText(text, { exact: true }).waitFor();
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

/** Milliseconds from the start of navigation to a static not-found page's load event: the reference. */
async function timeToReference(browser) {
  const page = await browser.newPage();
  const started = performance.now();
  await page.goto(`http://127.0.0.1:${PORT}/nested/lab/favicon-missing`, { waitUntil: 'load' });
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const size = gzippedSize(DIST);
  console.log(`dist/ gzipped: ${(size / 1024).toFixed(1)} KiB`);
  const blank = [], first = [];
  for (let i = 0; i < RUNS; i++) {
    blank.push(await timeToReference(browser));
    first.push(await timeToText(browser, BASE, 'Number of placements = 92'));
  }
  const [b, f] = [median(blank), median(first)];
  console.log(`navigation → "Number of placements = 92": ${f.toFixed(0)} ms median of ${RUNS}` +
    ` (reference: a static not-found page's load, ${b.toFixed(0)} ms; ratio ${(f / b).toFixed(1)}×)`);
} finally {
  await browser.close();
  server.kill();
}
