// End-to-end tests against the release build in dist/, served from a sub-folder on 127.0.0.1,
// in Debian's Chromium (a test tool's own browser download fails offline; docs/build.md's set-up
// table says what is installed and why).
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // Two tests at a time, one per core of the machines it is run on (2026-11-27: 9.0 min against
  // 11.4 min one at a time). A test whose assertion compares two times it measured is tagged
  // @alone: scripts/test.sh runs those after the others, one at a time (a plain
  // `npx playwright test` runs them beside the others, where they may fail under the load).
  workers: 2,
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
