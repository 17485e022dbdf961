// Listing at scale: N = 16's 14,772,512 placements with random access, N = 17's 95,815,104 built
// in the workers (and cancelled), fundamental placements and their symmetry classes, and one
// constructed placement for a million queens.
import { readFile } from 'node:fs/promises';
import { test, expect, controls, solve, columnsOf, isPlacement } from './fixtures.js';

const selectedIn = (list) => list.getByRole('option', { selected: true });

test('N = 16 lists all 14,772,512 placements and the keyboard reaches the last', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await solve(page, '16');
  await expect(c.count).toHaveText('Number of placements = 14,772,512', { timeout: 30_000 });
  const first = columnsOf(await selectedIn(c.list).textContent());
  expect(first).toHaveLength(16);
  expect(isPlacement(first)).toBe(true);
  await c.list.focus();
  await page.keyboard.press('End');
  await expect(selectedIn(c.list)).toHaveText(/^14772512: /);
  // The last placement in lexicographic order is the mirror image of the first.
  const last = columnsOf(await selectedIn(c.list).textContent());
  expect(last).toEqual(first.map((x) => 17 - x));
  await page.keyboard.press('PageUp');
  const paged = Number((await selectedIn(c.list).textContent()).split(':')[0]);
  expect(paged).toBeLessThan(14772512);
  expect(paged).toBeGreaterThan(14772490);
  await expect(page).toHaveURL(new RegExp(`\\?n=16&p=${paged}&lang=en$`));
});

test('a link into the middle of N = 16 opens on that placement, in view', async ({ page }) => {
  await page.goto('./?n=16&p=10000000');
  const c = controls(page);
  await expect(c.count).toHaveText('Number of placements = 14,772,512', { timeout: 30_000 });
  const selected = selectedIn(c.list);
  await expect(selected).toHaveText(/^10000000: /);
  await expect(selected).toBeInViewport();
  const columns = columnsOf(await selected.textContent());
  expect(isPlacement(columns)).toBe(true);
  await expect(c.board).toHaveAccessibleName(/^16 by 16 board with 16 queens on /);
  // The row is cut short in a narrow list; the whole of it stands under the board.
  const whole = page.getByText(/^Placement 10000000: /);
  await expect(whole).toBeVisible();
  expect(columnsOf(await whole.textContent())).toEqual(columns);
  // Neighbours are in lexicographic order.
  await c.list.focus();
  await page.keyboard.press('ArrowDown');
  await expect(selected).toHaveText(/^10000001: /);
  const next = columnsOf(await selected.textContent());
  const differ = next.findIndex((x, i) => x !== columns[i]);
  expect(differ).toBeGreaterThanOrEqual(0);
  expect(next[differ]).toBeGreaterThan(columns[differ]);
  expect(isPlacement(next)).toBe(true);
  // The wheel scrolls a few rows at a time, even though the list is scaled to fit the browser.
  const box = await c.list.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const firstRow = async () => Number((await c.list.getByRole('option').first().textContent()).split(':')[0]);
  const before = await firstRow();
  await page.mouse.wheel(0, 320);
  await expect.poll(firstRow).toBeGreaterThan(before);
  expect(await firstRow()).toBeLessThan(before + 40);
});

test('a placement past the end of N = 16 is reported and clamped', async ({ page }) => {
  await page.goto('./?n=16&p=99999999');
  const c = controls(page);
  await expect(c.message).toHaveText(/placement 99,999,999, but there are only 14,772,512/, { timeout: 30_000 });
  await expect(selectedIn(c.list)).toHaveText(/^14772512: /);
  await expect(page).toHaveURL(/\?n=16&p=14772512&lang=en$/);
});

// One build of N = 17's list serves both questions: a link's placement is kept through the build, and
// keys pressed meanwhile (a clicker's PageDown) neither restart it nor move off that placement.
test('a link to the last of N = 17\'s 95,815,104 placements, built in the workers: PageDown meanwhile neither restarts the build nor leaves that placement', async ({ page }) => {
  await page.goto('./?n=17&p=95815104');
  const c = controls(page);
  const bar = page.getByRole('progressbar', { name: 'Preparing the list' });
  await expect(bar).toBeVisible();
  const done = async () => Number(await bar.getAttribute('aria-valuenow')) / 100;
  await expect.poll(done, { timeout: 20_000 }).toBeGreaterThan(0.05);
  const before = await done();
  // Every share the bar shows from here on (a bar made again is seen too).
  await page.evaluate(() => {
    window.shown = [];
    new MutationObserver(() => {
      const now = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow');
      if (now) window.shown.push(Number(now) / 100);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  // In the list, and anywhere else on the page (a clicker's key).
  await c.list.focus();
  await page.keyboard.press('PageDown');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('PageDown');
  await expect(c.count).toHaveText('Number of placements = 95,815,104', { timeout: 45_000 });
  // The build went on from where it was: a build started again would have shown near 0 %.
  const shown = await page.evaluate(() => window.shown);
  expect(shown.length).toBeGreaterThan(0);
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(before);
  // The linked placement is still the one selected: no key moved it while there was no list.
  const selected = selectedIn(c.list);
  await expect(selected).toHaveText(/^95815104: /);
  await expect(selected).toBeInViewport();
  const last = columnsOf(await selected.textContent());
  expect(last).toHaveLength(17);
  expect(isPlacement(last)).toBe(true);
  await expect(page).toHaveURL(/\?n=17&p=95815104&lang=en$/);
  // The first placement is its mirror image, and the page found it on its own.
  await c.list.focus();
  await page.keyboard.press('Home');
  await expect(selected).toHaveText(/^1: /);
  expect(columnsOf(await selected.textContent())).toEqual(last.map((x) => 18 - x));
});

test('Cancel stops building the N = 17 list, and Solve or another N builds again', async ({ page }) => {
  await page.goto('./?n=17');
  const c = controls(page);
  const bar = page.getByRole('progressbar', { name: 'Preparing the list' });
  await expect(bar).toBeVisible();
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(c.count).toHaveText(/^Cancelled at \d+%\.$/);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  // The workers are gone, and no result comes later.
  await expect.poll(() => page.workers().length).toBe(0);
  await page.waitForTimeout(1_000);
  await expect(c.count).toHaveText(/^Cancelled at /);
  // Solve builds it again; another N mid-build replaces it for good.
  await c.solve.click();
  await expect(bar).toBeVisible();
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  await solve(page, '8');
  await expect(c.count).toHaveText('Number of placements = 92');
  await expect.poll(() => page.workers().length).toBe(0);
  await page.waitForTimeout(1_000);
  await expect(c.count).toHaveText('Number of placements = 92');
  await expect(page).toHaveURL(/\?n=8&p=1&lang=en$/);
});

test('fundamental only: 12 classes for N = 8, whose sizes add up to 92', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await page.getByRole('checkbox', { name: /Fundamental only/ }).check();
  await expect(c.count).toHaveText('Number of fundamental placements = 12');
  const list = page.getByRole('listbox', { name: 'Fundamental placements' });
  await expect(page).toHaveURL(/\?n=8&p=1&f=1&lang=en$/);
  await list.focus();
  const sizes = [];
  for (let i = 0; i < 12; i++) {
    const legend = await page.getByRole('group', { name: /Symmetry class/ }).textContent();
    sizes.push(Number(legend.match(/(\d+) distinct variant/)[1]));
    await page.keyboard.press('ArrowDown');
  }
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(92);
  expect(sizes.filter((s) => s === 4)).toHaveLength(1);
});

test('a variant of the selected placement can be shown on the board', async ({ page }) => {
  await page.goto('./?n=8&p=1&f=1');
  const c = controls(page);
  await expect(c.board).toHaveAccessibleName(/queens on a1, e2, h3, f4, c5, g6, b7, d8$/);
  const variants = page.getByRole('group', { name: 'Symmetry class: 8 distinct variants' });
  await expect(variants.getByRole('radio')).toHaveCount(8);
  await variants.getByRole('radio', { name: 'Mirrored left–right' }).check();
  await expect(c.board).toHaveAccessibleName(/queens on h1, d2, a3, c4, f5, b6, g7, e8$/);
  await variants.getByRole('radio', { name: 'Rotated 90°' }).check();
  const rotated = (await c.board.getAttribute('aria-label')).match(/queens on (.*)$/)[1];
  expect(rotated).not.toBe('a1, e2, h3, f4, c5, g6, b7, d8');
  // Another placement starts as listed again.
  await list(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'As listed' })).toBeChecked();
});

const list = (page) => page.getByRole('listbox');

test('a link to the fundamental list of N = 16', async ({ page }) => {
  await page.goto('./?n=16&p=1846955&f=1');
  const c = controls(page);
  await expect(c.count).toHaveText('Number of fundamental placements = 1,846,955', { timeout: 30_000 });
  await expect(selectedIn(list(page))).toHaveText(/^1846955: /);
  expect(isPlacement(columnsOf(await selectedIn(list(page)).textContent()))).toBe(true);
});

test('one placement of a million queens: checked, drawn, downloadable', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await page.getByRole('radio', { name: /One placement/ }).check();
  await expect(page).toHaveURL(/\?mode=one&n=8&lang=en$/);
  await solve(page, '1000000');
  await expect(c.count).toHaveText('One placement of 1,000,000 queens, checked: no two attack each other.');
  await expect(page.getByRole('img', { name: /^1000000 by 1000000 board, scaled/ })).toBeVisible();
  await expect(page.getByText(/^\(2,1\) \(4,2\) \(6,3\).*… and 999,988 more in the download$/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'This placement (text)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('queens-1000000.txt');
  const text = await readFile(await download.path(), 'utf8');
  const columns = columnsOf(text);
  expect(columns).toHaveLength(1000000);
  expect(isPlacement(columns)).toBe(true);
});

test('one placement: small boards are drawn square by square, N = 2 has none', async ({ page }) => {
  await page.goto('./?mode=one&n=10');
  const c = controls(page);
  await expect(c.count).toHaveText('One placement of 10 queens, checked: no two attack each other.');
  await expect(page.locator('svg.board .queen')).toHaveCount(10);
  await solve(page, '2');
  await expect(c.count).toHaveText('No placement exists for N = 2.');
  await expect(page.getByRole('button', { name: 'This placement (text)' })).toBeDisabled();
  // No word on how a placement that does not exist was built.
  await page.goto('./?mode=one&n=3');
  await expect(c.count).toHaveText('No placement exists for N = 3.');
  await expect(page.getByText(/Built without search/)).toHaveCount(0);
  await solve(page, '5');
  await expect(page.getByText(/Built without search/)).toBeVisible();
  await solve(page, '1000001');
  await expect(c.message).toHaveText(/too large: finding one placement goes up to N = 1,000,000\./);
});

test('one placement: an N typed across the largest square-by-square board swaps the drawing, both ways', async ({ page }) => {
  await page.goto('./?mode=one&n=8');
  const c = controls(page);
  await expect(page.locator('svg.board .queen')).toHaveCount(8);
  await solve(page, '100');
  await expect(c.count).toHaveText('One placement of 100 queens, checked: no two attack each other.');
  await expect(page.getByRole('img', { name: /^100 by 100 board, scaled/ })).toBeVisible();
  await expect(page.locator('svg.board .queen')).toHaveCount(0);
  await solve(page, '8');
  await expect(c.count).toHaveText('One placement of 8 queens, checked: no two attack each other.');
  await expect(page.locator('svg.board .queen')).toHaveCount(8);
  await expect(page.getByRole('img', { name: /scaled/ })).toHaveCount(0);
});
