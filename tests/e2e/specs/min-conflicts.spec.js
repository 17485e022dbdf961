// Min-conflicts in the one-placement mode: chosen by hand and from a link, replayed by its seed,
// checked here by an independent validator of what the page shows and downloads, and bad links.
import { readFile } from 'node:fs/promises';
import { test, expect, controls, solve, columnsOf, isPlacement, axeViolations, looks } from './fixtures.js';

/** The placement the download button saves, as 1-based columns. */
async function downloaded(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'This placement (text)' }).click(),
  ]);
  return columnsOf(await readFile(await download.path(), 'utf8'));
}

test('min-conflicts chosen by hand: a checked placement, another seed, then the construction again', async ({ page }) => {
  await page.goto('./?mode=one&n=8');
  const c = controls(page);
  const method = page.getByRole('group', { name: 'Method' });
  await method.getByRole('radio', { name: 'Min-conflicts (local search)' }).check();
  await expect(page).toHaveURL(/\?mode=one&n=8&alg=min-conflicts&seed=2&lang=en$/);
  await expect(c.count).toHaveText('One placement of 8 queens, checked: no two attack each other.');
  // Eight queens may need no repair at all: the run's words say which.
  await expect(page.getByText(/^Found by a local search that never backtracks.* Seed 2: the greedy start (left \d+ queens in conflict, and (one repair|\d+ repairs) removed them|was already a placement, and no repair was needed)\.$/)).toBeVisible();
  await expect(page.locator('svg.board .queen')).toHaveCount(8);
  const first = await downloaded(page);
  expect(first).toHaveLength(8);
  expect(isPlacement(first)).toBe(true);

  await page.getByRole('button', { name: 'Run again with another seed' }).click();
  await expect(page).toHaveURL(/&alg=min-conflicts&seed=3&/);
  await expect(page.getByText(/Seed 3: the greedy start/)).toBeVisible();
  expect(isPlacement(await downloaded(page))).toBe(true);

  // A size typed into the form is searched at once; 2 has no placement.
  await solve(page, '300');
  await expect(c.count).toHaveText('One placement of 300 queens, checked: no two attack each other.');
  await expect(page).toHaveURL(/\?mode=one&n=300&alg=min-conflicts&seed=3&/);
  const typed = await downloaded(page);
  expect(typed).toHaveLength(300);
  expect(isPlacement(typed)).toBe(true);
  await solve(page, '2');
  await expect(c.count).toHaveText('No placement exists for N = 2.');
  await expect(page.getByRole('button', { name: 'This placement (text)' })).toBeDisabled();

  await solve(page, '10');
  await method.getByRole('radio', { name: 'Explicit construction' }).check();
  await expect(page).toHaveURL(/\?mode=one&n=10&lang=en$/);
  await expect(page.getByText(/^Built without search/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run again with another seed' })).toHaveCount(0);
});

test('min-conflicts from a link: 100,000 queens checked and downloaded, and a seed replays its run', async ({ page }) => {
  await page.goto('./?mode=one&n=100000&alg=min-conflicts&seed=3');
  const c = controls(page);
  await expect(c.count).toHaveText('One placement of 100,000 queens, checked: no two attack each other.', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^100000 by 100000 board, scaled/ })).toBeVisible();
  const explained = page.getByText(/Seed 3: the greedy start left \d+ queens in conflict, and [\d,]+ repairs removed them\.$/);
  const words = await explained.textContent();
  const columns = await downloaded(page);
  expect(columns).toHaveLength(100000);
  expect(isPlacement(columns)).toBe(true);

  await page.reload();
  await expect(c.count).toHaveText(/^One placement of 100,000 queens, checked/, { timeout: 30_000 });
  await expect(explained).toHaveText(words);
  expect(await downloaded(page)).toEqual(columns);

  await page.goto('./?mode=one&n=100000&alg=min-conflicts&seed=4');
  await expect(c.count).toHaveText(/^One placement of 100,000 queens, checked/, { timeout: 30_000 });
  const other = await downloaded(page);
  expect(isPlacement(other)).toBe(true);
  expect(other).not.toEqual(columns);
});

test('a run that stalls says it started again', async ({ page }) => {
  // Six queens have four placements only: seed 3's first greedy start stalls and is dropped.
  await page.goto('./?mode=one&n=6&alg=min-conflicts&seed=3');
  await expect(controls(page).count).toHaveText('One placement of 6 queens, checked: no two attack each other.');
  await expect(page.getByText(/ Before this start the search stalled and began again \(restarts: 1, after \d+ repairs in all\)\.$/)).toBeVisible();
  const columns = columnsOf(await page.getByText(/^\(\d+,1\)/).textContent());
  expect(columns).toHaveLength(6);
  expect(isPlacement(columns)).toBe(true);
});

test('a bad method or seed in a link is reported and replaced', async ({ page }) => {
  const c = controls(page);
  await page.goto('./?mode=one&n=12&alg=minconflicts');
  await expect(c.message).toHaveText('The link\'s alg = “minconflicts” is not one of construction, min-conflicts; showing the explicit construction.');
  await expect(page.getByText(/^Built without search/)).toBeVisible();
  await page.goto('./?mode=one&n=12&alg=min-conflicts&seed=abc');
  await expect(c.message).toHaveText(/The link's seed = “abc” is not a whole number from 0 to 18,446,744,073,709,551,615; using seed 2\./);
  await expect(c.count).toHaveText('One placement of 12 queens, checked: no two attack each other.');
  await expect(page.getByText(/Seed 2: the greedy start/)).toBeVisible();
});

test('axe finds no violations in a min-conflicts run\'s view, in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=one&n=8&alg=min-conflicts&seed=1&lang=${lang}&theme=${theme}`);
    // The run's button shows in every language; the explanation with the run's words.
    await expect(page.locator('.construct .explanation')).toContainText('1');
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
  }
});
