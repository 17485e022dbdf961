// End-to-end tests against the release build in dist/, served from a sub-folder on 127.0.0.1,
// in Debian's Chromium headless shell, or its Chromium for the tests of the browser's window (a test
// tool's own browser download fails offline; docs/build.md's set-up table says what is installed
// and why).
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, HEADLESS_SHELL } from './chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The specs whose pages count in the Web Workers on every core: they run after the others, two at
 * a time among themselves. */
const COUNTING = /[/](counting|growth|rapid)[.]spec[.]js$/;
/** The tests of what the browser's own window does (Escape leaves full screen, a full-screen window
 * is resized, the popups a new window builds), tagged `@full-browser`: they run in Chromium, the
 * others in its headless shell, which has no window of its own (in it, these tests fail). */
const FULL_BROWSER = /@full-browser/;
/** Playwright's options to start the browser at `executablePath` with the project's flags. */
const inBrowser = (executablePath) => ({ launchOptions: { executablePath, args: CHROMIUM_ARGS } });

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // Three at a time: the two cores stay busy while a test waits on the page (the 245 shared tests
  // took 167 to 180 s three at a time, 179 s four at a time and 200 s two at a time, 2026-12-06,
  // docs/benchmarks.md). (Two at a time once failed a chunk's fetch under the load, 2026-11-27,
  // when every test's page also filled the offline cache: see `use`.)
  workers: 3,
  projects: [
    { name: 'shared', testIgnore: COUNTING, grepInvert: FULL_BROWSER, fullyParallel: true },
    { name: 'full-browser', grep: FULL_BROWSER, fullyParallel: true, use: inBrowser(CHROMIUM) },
    // After the rest, as their counts would take the cores from the tests beside them; two at a
    // time among themselves, as no test of theirs compares times.
    { name: 'counting', testMatch: COUNTING, grepInvert: FULL_BROWSER, dependencies: ['shared', 'full-browser'], fullyParallel: true, workers: 2 },
  ],
  reporter: [['list']],
  use: {
    // The page picks its language from the browser's when the link names none.
    locale: 'en-US',
    // The offline cache's first fill fetches the whole site again in a process of its own, once
    // the first screen is shown: in every test's page that is CPU taken from the tests beside it.
    // The tests of the offline cache itself allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${PORT}/nested/lab/`,
    ...inBrowser(HEADLESS_SHELL),
  },
  webServer: {
    command: 'node serve.mjs',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/nested/lab/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
