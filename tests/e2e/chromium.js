// How every browser run of the project (the tests, the benchmarks, the screenshots) starts headless
// Debian Chromium: one list, so a flag found to matter is given to all of them.

/** The browser a visitor runs: Debian's Chromium ($CHROMIUM to use another), for the benchmarks,
 * the screenshots and the tests of the browser's own window (playwright.config.js). A test tool's
 * own download fails offline (docs/build.md's set-up table). */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Debian's Chromium headless shell (package `chromium-headless-shell`; $CHROMIUM_HEADLESS_SHELL to
 * use another): the same Blink and V8 without the browser's windows, tabs and address bar, as
 * Playwright runs headless tests by default. The browser tests run in it but for those of the
 * browser's own window: all 276 took 283 to 316 s against 329 to 357 s in Chromium, alternating on
 * the same build (2026-12-06, docs/benchmarks.md, "The tests' own time"). */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';

/** The features Playwright 1.65 turns off itself (`chromiumSwitches.ts`). Chromium reads only the
 * last `--disable-features`, so the one below must repeat them. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Chromium 156 builds the address bar's suggestion popups as web pages (chrome://omnibox-popup…)
 * in a renderer process of their own for every new window, which a headless run never shows: every
 * test's context, and every fresh context of a benchmark, paid for one beside the page. Without
 * them the browser tests took 328 s against 517 (all 275, two workers, 2026-12-06), and a test
 * that opens no page 0.37 s of CPU against 0.82 (docs/benchmarks.md, "A new window's popups"). */
const BROWSER_UI_NOT_SHOWN = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The command-line flags: no sandbox (the tests run as root), no GPU, no background traffic to a
 * network this machine does not reach (it floods the log with refused connections), and the
 * features above off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_NOT_SHOWN].join(',')}`,
];
