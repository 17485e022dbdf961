// The first load: what the page fetches before the list is usable stays within 235 KB gzipped, a
// link to the knight's tour within 350 KB; each page is a part of the one build, fetched and
// compiled beside the first load when the address names it (src/start.js), and the parts a view
// does not show (the other page, the player, the counter) come only when they are first shown,
// their style sheets with them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test, expect, controls, holdRoute } from './fixtures.js';

const BUDGET_BYTES = 235_000;
/** The knight's tour page from a link: the first load and its page's part. The figures of each
 * build are in docs/benchmarks.md. */
const KNIGHTS_LINK_BUDGET_BYTES = 350_000;
/** The first load's wasm, a part's own module, and any wasm module but the first load's. */
const APP_WASM = /\/nqueens-lab-[0-9a-f]+_bg\.wasm$/;
const PART = /\/split_([a-z_]+)-[0-9a-f]+\.wasm$/;
const CHUNK = /\/(split_|chunk_)[^/]*\.wasm$/;
/** The parts whose modules `requests` fetched, by name. */
const partsOf = (requests) => requests.map((r) => r.url().match(PART)?.[1]).filter(Boolean);
/** The parts' style sheets, as index.html copies them into the build (a native test keeps them
 * equal to src/style_sheets.rs and to style/), by name. */
const PART_SHEETS = [...readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
  .matchAll(/rel="copy-file" href="style\/([a-z-]+\.css)"/g)].map((m) => m[1]);
const isPartSheet = (url) => PART_SHEETS.some((sheet) => url.endsWith(`/${sheet}`));

/** Records the page's own requests (not the offline cache's) from now on. */
function recordRequests(page) {
  const requests = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The gzipped size of each response, as a static host serving gzip would send it. */
async function gzippedSizes(requests) {
  const sizes = [];
  for (const request of requests) {
    const response = await request.response();
    const body = response ? await response.body().catch(() => null) : null;
    if (body) sizes.push({ url: request.url(), bytes: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

/** What each file adds, for the test's report: a part pulled into a load shows up by name. */
function annotate(name, sizes) {
  const lines = sizes.map((s) => `${s.bytes} ${s.url.replace(/^.*\//, '').replace(/-[0-9a-f]{8,16}(?=\.)/, '')}`);
  test.info().annotations.push({ type: name, description: lines.join(', ') });
}

test('the list opens with at most 235 KB gzipped: the first load and its page, no other part', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('./');
  const c = controls(page);
  await expect(c.count).toHaveText('Number of placements = 92');
  await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^1: /);
  const sizes = await gzippedSizes(requests);
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({ type: 'first load (gzip -9)', description: `${total} bytes` });
  annotate('first load, by file', sizes);
  expect(partsOf(requests)).toEqual(['queens_page']);
  expect(PART_SHEETS.length).toBeGreaterThan(0);
  expect(sizes.filter((s) => isPartSheet(s.url))).toEqual([]);
  expect(sizes.filter((s) => APP_WASM.test(s.url)).length).toBe(1);
  // The glue's names carry no hash digits (scripts/shorten-names.mjs; what it saves:
  // docs/benchmarks.md).
  const glue = requests.find((r) => /\/nqueens-lab-[0-9a-f]+\.js$/.test(r.url()));
  const glueText = await (await glue.response()).text();
  expect(glueText.match(/\b(__wbg_\w+_[0-9a-f]{16}|_ZN\w+17h[0-9a-f]{16}E)\b/g) ?? []).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test.describe('the parts of the view a link names', () => {
  // What the page itself fetches: the offline cache's service worker would fetch the whole site.
  test.use({ serviceWorkers: 'block' });

  test('are fetched beside the first load, before the app runs', async ({ page }) => {
    // The first load's wasm held: only the start script can ask for the parts meanwhile.
    const release = await holdRoute(page, APP_WASM);
    const requests = recordRequests(page);
    await page.goto('./?mode=play&n=8&alg=pointer&step=40');
    await expect.poll(() => partsOf(requests).sort()).toEqual(['queens_page', 'queens_player']);
    release();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(partsOf(requests).sort()).toEqual(['queens_page', 'queens_player']);
    for (const [query, parts] of [
      ['?lesson=queens&scene=4', ['lesson_shown', 'queens_page', 'queens_player']],
      ['?page=knights&mode=try&size=5x5', ['knights_page', 'knights_try']],
    ]) {
      const held = await holdRoute(page, APP_WASM);
      const more = recordRequests(page);
      await page.goto(`./${query}`);
      await expect.poll(() => partsOf(more).sort(), { message: query }).toEqual(parts);
      held();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test('are read from the address as the app reads it: the last page=, trimmed; no page, the default', async ({ page }) => {
    const knights = (p) => expect(p.getByLabel('Rows', { exact: true })).toBeVisible();
    const queens = (p) => expect(controls(p).count).toHaveText('Number of placements = 92');
    for (const [query, part, shown] of [
      ['?page=queens&page=knights', 'knights_page', knights],
      ['?page=knights&page=%20queens%20', 'queens_page', queens],
      ['?page=__proto__', 'queens_page', queens],
    ]) {
      const requests = recordRequests(page);
      await page.goto(`./${query}`);
      await shown(page);
      // (A bad page's message loads the messages' words, a part of their own.)
      expect(partsOf(requests).filter((p) => p.endsWith('_page')), query).toEqual([part]);
    }
    await expect(page.getByRole('alert')).toContainText('The link\'s page = “__proto__” is not one of');
  });

  test('a page whose part cannot be fetched says so, and is shown once chosen again', async ({ page }) => {
    page.allowConsole(/^Failed to load resource: net::ERR_FAILED$/, /^TypeError: Failed to fetch/);
    let fail = true;
    await page.route(/\/split_queens_page-[0-9a-f]+\.wasm$/, (route) => (fail ? route.abort() : route.continue()));
    await page.goto('./');
    await expect(page.getByRole('alert')).toHaveText('This part could not be loaded. Check the connection, then choose it again.');
    fail = false;
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Knight\'s tour' }).click();
    await expect(page.getByLabel('Rows', { exact: true })).toBeVisible();
    await pages.getByRole('link', { name: 'N-Queens' }).click();
    await expect(controls(page).count).toHaveText('Number of placements = 92');
  });
});

for (const { name, open, ready, sheet, styled } of [
  {
    name: 'knight\'s tour page',
    open: (page) => page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Knight\'s tour' }).click(),
    ready: (page) => page.getByLabel('Rows', { exact: true }),
    sheet: 'knights.css',
    styled: { selector: '.knights-form', display: 'flex' },
  },
  {
    name: 'player',
    open: (page) => page.getByRole('radio', { name: /^Step by step/ }).check(),
    ready: (page) => page.getByRole('button', { name: 'Play' }),
    sheet: 'player.css',
    styled: { selector: '.player-controls', display: 'flex' },
  },
  {
    name: 'counter',
    open: (page) => page.getByRole('radio', { name: /^Count only/ }).check(),
    ready: (page) => page.getByRole('region', { name: 'Counting all placements' }).getByRole('status'),
    sheet: 'count.css',
    styled: { selector: '.count-panel', display: 'grid' },
  },
]) {
  test(`the ${name} loads its chunk and its style sheet when first shown, and shows styled`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('./');
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    const before = requests.filter((r) => CHUNK.test(r.url())).length;
    expect(partsOf(requests)).toEqual(['queens_page']);
    expect(requests.filter((r) => r.url().endsWith(`/${sheet}`))).toEqual([]);
    await open(page);
    await expect(ready(page)).toBeVisible();
    // Read once, not retried: the part shows only after its sheet has loaded.
    const display = await page.locator(styled.selector).evaluate((e) => getComputedStyle(e).display);
    expect(display).toBe(styled.display);
    expect(requests.filter((r) => CHUNK.test(r.url())).length).toBeGreaterThan(before);
    expect(requests.filter((r) => r.url().endsWith(`/${sheet}`)).length).toBe(1);
  });
}

test.describe('the knight\'s tour page from a link', () => {
  // What the page itself fetches: the offline cache's service worker would fetch the whole site.
  test.use({ serviceWorkers: 'block' });

  test('loads the first load and its page within 350 KB, and no other part', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('./?page=knights&size=8x8&start=a1&method=warnsdorff&step=10');
    await expect(page.getByRole('img', { name: /8×8 board, [1-9]\d* of 64 squares visited/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await gzippedSizes(requests);
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    test.info().annotations.push({ type: 'knight\'s tour page from a link (gzip -9)', description: `${total} bytes` });
    annotate('knight\'s tour page from a link, by file', sizes);
    expect(total).toBeLessThanOrEqual(KNIGHTS_LINK_BUDGET_BYTES);
    expect(sizes.filter((s) => APP_WASM.test(s.url)).length).toBe(1);
    // Its counter, chart of work, walk, code, tree, canvas, compared search and questions are
    // parts of their own, fetched when first shown; so is the N-Queens page.
    expect(partsOf(requests)).toEqual(['knights_page']);
    // Nor the sheets of its count, its walk and its chart of work (the chart's heading is styled by
    // knights.css).
    for (const sheet of ['count.css', 'try.css', 'chart.css']) {
      expect(sizes.filter((s) => s.url.endsWith(`/${sheet}`)), sheet).toEqual([]);
    }
  });

  test('its code, its canvas, its compared search and its questions load when first asked for', async ({ page }) => {
    const requests = recordRequests(page);
    const loaded = (part) => requests.filter((r) => r.url().includes(`/split_${part}-`)).length;
    await page.goto('./?page=knights&size=8x8&start=a1&method=warnsdorff&step=10');
    await expect(page.getByRole('img', { name: /8×8 board/ })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Code', exact: true }).check();
    await expect(page.getByRole('heading', { name: /^Code being run/ })).toBeVisible();
    expect(loaded('knights_code')).toBe(1);
    expect(loaded('knights_predict')).toBe(0);
    await page.getByRole('checkbox', { name: 'Predict: ask me before the knight moves' }).check();
    await expect(page.getByRole('group', { name: 'Ask' })).toBeVisible();
    expect(loaded('knights_predict')).toBe(1);
    const versus = page.getByRole('combobox', { name: 'Compare with' });
    await versus.selectOption({ label: 'Backtracking (C program\'s order)' });
    await expect(page.getByRole('region', { name: /^The compared search: / })).toBeVisible();
    expect(loaded('knights_versus')).toBe(1);
    await versus.selectOption({ label: 'nothing (one search)' });
    expect(loaded('knights_canvas')).toBe(0);
    await page.getByLabel('Rows', { exact: true }).fill('40');
    await page.getByLabel('Columns', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.locator('.k-canvas canvas')).toBeVisible();
    expect(loaded('knights_canvas')).toBe(1);
  });

  test('the N-Queens page, opened from it, loads its part then', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('./?page=knights&size=8x8&start=a1&method=warnsdorff&step=10');
    await expect(page.getByRole('img', { name: /8×8 board/ })).toBeVisible();
    expect(partsOf(requests)).not.toContain('queens_page');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'N-Queens' }).click();
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    await expect(controls(page).list.getByRole('option', { selected: true })).toHaveText(/^1: /);
    expect(partsOf(requests).filter((part) => part === 'queens_page').length).toBe(1);
    expect(requests.filter((r) => APP_WASM.test(r.url())).length).toBe(1);
  });

  test('its walk from a link brings its own sheet and shows styled', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('./?page=knights&mode=try&size=5x5');
    await expect(page.getByText('Click a square to place the knight')).toBeVisible();
    // Read once, not retried: the walk shows only after its sheet has loaded.
    expect(await page.locator('.try-view').evaluate((e) => getComputedStyle(e).display)).toBe('grid');
    expect(requests.filter((r) => r.url().endsWith('/try.css')).length).toBe(1);
  });
});

test.describe('a chunk on a slow network', () => {
  // The chunk's request is held by a route, which a registered service worker could bypass.
  test.use({ serviceWorkers: 'block' });

  test('the page says it is loading until the chunk arrives', async ({ page }) => {
    const release = await holdRoute(page, /\/split_knights_page-[0-9a-f]+\.wasm$/);
    await page.goto('./');
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Knight\'s tour' }).click();
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(page.getByLabel('Rows', { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByLabel('Rows', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
  });

  test('a chunk that cannot be fetched is reported, and choosing it again loads it', async ({ page }) => {
    // The failed fetch, as the browser and the chunks' loader log it.
    page.allowConsole(/^Failed to load resource: net::ERR_FAILED$/, /^TypeError: Failed to fetch/);
    let fail = true;
    await page.route(/\/split_knights_page-[0-9a-f]+\.wasm$/, (route) => (fail ? route.abort() : route.continue()));
    await page.goto('./');
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Knight\'s tour' }).click();
    await expect(page.getByRole('alert')).toHaveText('This part could not be loaded. Check the connection, then choose it again.');
    await pages.getByRole('link', { name: 'N-Queens' }).click();
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    fail = false;
    await pages.getByRole('link', { name: 'Knight\'s tour' }).click();
    await expect(page.getByLabel('Rows', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
