// Shared by the page benchmarks: the release build served from a sub-folder by the e2e static
// server, headless Debian Chromium driven by Playwright (from tests/e2e/node_modules), medians.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium.js';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folder served: $DIST, or dist/ after `trunk build --release`. */
export const DIST = process.env.DIST ?? join(ROOT, 'dist');

/** In the page, before it loads (give it to `page.addInitScript`): notes every main-thread task
 * over 50 ms in `window.longTasks`, as `{ start, duration }` on the page's clock. */
export function recordLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** In the page, before it loads (give it to `page.addInitScript` with `{ selector, text }` or
 * `{ selector, pattern }`): the page's clock (ms from the start of its navigation) when an element
 * matching `selector` first has a text or a label that is `text` or matches `pattern`
 * (`window.shown`), and when the next frame has been laid out and painted (`window.painted`: a
 * message posted from that frame's animation callback is handled after its style, layout and
 * paint). */
export function noteShown({ selector, text, pattern }) {
  const wanted = text === undefined ? new RegExp(pattern) : { test: (found) => found === text };
  new MutationObserver((_, observer) => {
    const found = [...document.querySelectorAll(selector)]
      .some((e) => wanted.test(e.getAttribute('aria-label') ?? '') || wanted.test(e.textContent));
    if (found) {
      window.shown = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.painted = performance.now());
        channel.port2.postMessage(null);
      });
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** The middle value of `xs` (the upper one of the two middle values for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Starts the e2e static server for DIST on `port`; resolves with the process once it listens. */
export async function startServer(port) {
  const server = spawn('node', [join(ROOT, 'tests/e2e/serve.mjs')], {
    env: { ...process.env, PORT: String(port), DIST },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

/** The page's address on the server at `port`: the sub-folder /nested/lab/. */
export const baseUrl = (port) => `http://127.0.0.1:${port}/nested/lab/`;

/** Headless Debian Chromium, started as the tests start it. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    // performance.memory with exact figures, for the long-run benchmark.
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
}

/** Runs `body(browser, base)` against a fresh server on `port` and browser, then stops both. */
export async function withPage(port, body) {
  const server = await startServer(port);
  const browser = await launchBrowser();
  try {
    await body(browser, baseUrl(port));
  } finally {
    await browser.close();
    server.kill();
  }
}
