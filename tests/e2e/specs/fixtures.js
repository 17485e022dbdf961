// Shared test set-up: every test fails if the page throws, the wasm panics, the console shows a
// warning or an error (but for a short, explained allow-list), the Content-Security-Policy is
// violated, or a request leaves the site's own folder.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

/** Console messages that are not the page's fault, each with why it is allowed. */
const ALLOWED_CONSOLE = [
  // Playwright's setOffline: the offline test's reload fails the favicon's revalidation.
  /net::ERR_INTERNET_DISCONNECTED/,
  // Every test but the offline cache's own runs with `serviceWorkers: 'block'` (playwright.config.js).
  /^Service Worker registration blocked by Playwright$/,
];

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const problems = [];
    // A test that provokes an error on purpose allows its console lines: `page.allowConsole(/…/)`.
    const allowed = [...ALLOWED_CONSOLE];
    page.allowConsole = (...patterns) => allowed.push(...patterns);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const kind = message.type();
      if ((kind === 'error' || kind === 'warning') && !allowed.some((r) => r.test(message.text()))) {
        problems.push(`console ${kind}: ${message.text()}`);
      }
    });
    // Nothing leaves the site's own folder (no other host, no parent folder).
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL) && !url.startsWith('blob:') && !url.startsWith('data:')) {
        problems.push(`request outside the site: ${url}`);
      }
    });
    // Every Content-Security-Policy violation, in the page and its frames.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    await use(page);
    const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    problems.push(...violations.map((v) => `CSP violation: ${v}`));
    expect(problems, 'problems in the page').toEqual([]);
  },
});

export { expect };

/** The 1-based columns M[1..N] of an option's or a download's "(x,y) (x,y) …" text. */
export function columnsOf(text) {
  return [...text.matchAll(/\((\d+),(\d+)\)/g)].map((m) => Number(m[1]));
}

/** An independent check that `columns` is a placement: distinct columns and diagonals. */
export function isPlacement(columns) {
  const n = columns.length;
  const seen = [new Set(), new Set(), new Set()];
  return columns.every((x, i) => {
    const keys = [x, x - i, x + i];
    const fresh = keys.every((k, j) => !seen[j].has(k) && x >= 1 && x <= n);
    keys.forEach((k, j) => seen[j].add(k));
    return fresh;
  });
}

/** The N field, the Solve button, the message region, the count, the list and the board. */
export function controls(page) {
  return {
    field: page.getByLabel('N', { exact: true }),
    solve: page.getByRole('button', { name: 'Solve' }),
    message: page.getByRole('alert'),
    count: page.getByRole('status'),
    list: page.getByRole('listbox', { name: 'Placements' }),
    board: page.getByRole('img', { name: /board/ }),
  };
}

/** Types `text` into the N field and solves with Enter or the button. */
export async function solve(page, text, { withEnter = false } = {}) {
  const { field, solve: button } = controls(page);
  await field.fill(text);
  if (withEnter) await field.press('Enter');
  else await button.click();
}

/** Holds every request matching `pattern` until the returned function is called (for a page
 * whose service worker is blocked, which could otherwise answer it). */
export async function holdRoute(page, pattern) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** axe-core's violations in the page (or in the part `include` selects), one line each naming the
 * rule and the elements, after `label`: a test expects the list to be empty. axe runs in the page
 * itself (`setLegacyMode`): its default run finishes in a blank page that it opens for each run, for
 * the sake of frames from other origins, which the app has none of. The same rules find the same
 * nodes (compared on four views, 2026-12-06), in about half the time: 0.4 to 0.5 s a run against
 * 0.8 to 1.2 s, and the axe tests were about half of the browser tests' time. It also names the
 * elements of its violations alone (`resultTypes`; of what passes, one element a rule): the same
 * violations, every element of them (compared with three kinds of violation added to the player),
 * in 0.26 s a run against 0.39 to 0.48 (median of 6 on three views, 2026-12-06).
 * `styleSheets: false` leaves out the one rule that reads the page's style sheets
 * (css-orientation-lock): axe copies a shadow root's sheets into <style> elements of a document it
 * makes, which the page's Content-Security-Policy refuses (Write your own's editor has a shadow
 * root). */
export async function axeViolations(page, { include, label = '', styleSheets = true } = {}) {
  const options = { resultTypes: ['violations'], ...(styleSheets ? {} : { preload: false }) };
  const builder = new AxeBuilder({ page }).setLegacyMode().options(options);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${label}${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`);
}

/** Clicks the square `name` (`c2`) of the N-Queens player's `n`×`n` board while it takes an
 * answer or an action, where a person would. */
export async function clickQueensSquare(page, name, n) {
  const col = name.charCodeAt(0) - 'a'.charCodeAt(0);
  const row = Number(name.slice(1)) - 1;
  await page.locator(`.answer-square[x="${col}"][y="${n - 1 - row}"]`).click();
}

/** Clicks the square `name` (`b3`) of the knight's player's board, `rows` high, where a person
 * would. */
export async function clickKnightSquare(page, name, rows) {
  const col = name.charCodeAt(0) - 'a'.charCodeAt(0);
  const row = rows - Number(name.slice(1));
  await page.locator(`.knights-board .k-squares rect[x="${col}"][y="${row}"]`).click();
}

/** Waits until presenter mode's layout shows: `presenting` on `<html>` and its sheet applied
 * (style/presenter.css, linked the first time presenter mode is turned on: 125 % type). */
export async function presenting(page) {
  await expect(page.locator('html')).toHaveClass(/presenting/);
  await expect(page.locator('html')).toHaveCSS('font-size', '20px');
}

/** Takes the page offline as a returning visitor would be: once the offline cache is filled and
 * the reloaded page is under the service worker's control. */
export async function goOffline(page, context) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
}

/** The themes and the languages, as the pickers and the address name them. */
const THEMES = ['light', 'dark', 'contrast'];
const LANGUAGE_CODES = ['en', 'ru', 'vi', 'zh'];

/** The looks in which an axe test audits the view `index` of its views: every language once, each
 * in a theme that turns with the language and with the view. So each view is audited in every
 * language and in every theme (colour contrast is the theme's, names and `lang` the language's),
 * and three views in every pair of them: four audits a view instead of twelve. The audits in every
 * pair were about 400 s of the browser tests' 974 (summed over both workers, 2026-12-06). */
export function looks(index = 0) {
  return LANGUAGE_CODES.map((lang, i) => ({ theme: THEMES[(i + index) % THEMES.length], lang }));
}

/** Chooses `theme` and `lang` in the header's pickers, as a person would; each picker is found by
 * an option it has, since its name is in the language shown. */
export async function chooseLook(page, { theme, lang }) {
  const picker = (value) => page.locator('select').filter({ has: page.locator(`option[value="${value}"]`) });
  await picker('contrast').selectOption(theme);
  await picker('zh').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The cell of the chart of work's table in the column headed `header` (an algorithm's name) and
 * the row of `n`. */
export async function chartCell(page, header, n) {
  const table = page.locator('.growth table.chart-table');
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.indexOf(header);
  expect(column, `${header} in ${headers}`).toBeGreaterThan(0);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
  return (await row.locator('th, td').nth(column).innerText()).trim();
}

/** Reads the program in Write your own's editor (CodeMirror's document, as `value` is a text
 * box's): for `expect.poll`. */
export function programIn(page) {
  return () => page.locator('python-editor').evaluate((editor) => editor.value);
}

/** Replaces the program in Write your own's editor with `code`, as a person selecting all and
 * pasting it (CodeMirror takes a paste from the clipboard's data; Playwright's `fill` would make
 * the browser's own editing insert styled elements, which the page's policy refuses). */
export async function pasteProgram(page, code) {
  const box = page.getByRole('textbox', { name: 'Your program (Python)' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await box.evaluate((content, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}
