// End-to-end tests against the release build in dist/, served from a sub-folder on 127.0.0.1,
// in Debian's Chromium (a test tool's own browser download fails offline; docs/build.md's set-up
// table says what is installed and why).
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // One test at a time. Two at a time took 9.0 min against 11.4 (2026-11-27), but in one of three
  // clean-clone runs a chunk's fetch failed under the load and the chart of work never showed:
  // a flaky CI loses more than the 2.6 min it saves.
  workers: 1,
  reporter: [['list']],
  use: {
    // The page picks its language from the browser's when the link names none.
    locale: 'en-US',
    baseURL: `http://127.0.0.1:${PORT}/nested/lab/`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/nested/lab/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
