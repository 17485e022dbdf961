// The strategies beside backtracking in the player: brute force (generate and test, every
// permutation) and forward checking (rows in order, or the most constrained row first: MRV),
// chosen from the algorithm menu's groups, played with their words, code, marks and counters, and
// measured (or, for brute force beyond a small N, computed) in the chart of work against N.
import { test, expect, axeViolations, chartCell, looks } from './fixtures.js';

const FORWARD = 'Forward checking, rows in order (app\'s own, C)';
const MRV = 'Forward checking, MRV: fewest free squares first (app\'s own, C)';
const GENERATE = 'Generate and test: every arrangement, one queen per row (app\'s own, C)';
const PERMUTATIONS = 'Every permutation: one queen per row and column (app\'s own, C)';
/** The names the chart's legend and table give them. */
const SHORT = {
  [FORWARD]: 'Forward checking (app\'s own, C)',
  [MRV]: 'MRV, fewest free first (app\'s own, C)',
  [GENERATE]: 'Generate and test (app\'s own, C)',
  [PERMUTATIONS]: 'Every permutation (app\'s own, C)',
};

/** The player's parts and the teaching views, found by role and name. */
function views(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  return {
    algorithm: page.getByRole('combobox', { name: /^Algorithm/ }),
    words: page.getByRole('region', { name: 'What this step did' }),
    code: page.getByRole('list', { name: /^Code being run/ }),
    legend: page.getByRole('list', { name: 'Legend' }),
    state: page.getByRole('region', { name: 'Algorithm state' }),
    forward: button('Step forward'),
    back: button('Step back'),
    board: page.getByRole('img', { name: /board/ }).first(),
  };
}

/** The total of steps the player gives once it has counted them. */
async function total(page) {
  const text = page.getByText(/^Total: [\d,]+ steps$/);
  await expect(text).toBeVisible({ timeout: 30_000 });
  return (await text.innerText()).replace(/^Total: | steps$/g, '');
}

/** The chart table's cell of `algorithm` at `n` (its columns are headed by the short names). */
const tableValue = (page, algorithm, n) => chartCell(page, SHORT[algorithm] ?? algorithm, n);

test('forward checking, chosen from its group in the menu, says which row a queen empties and takes it back', async ({ page }) => {
  await page.goto('./?mode=play&n=6&show=code&lang=en');
  const v = views(page);
  // The menu groups brute force, the programs of today, the smarter ones and local search.
  await expect(v.algorithm.locator('optgroup')).toHaveCount(4);
  await expect(v.algorithm.locator('optgroup[label="Brute force"] option')).toHaveText([GENERATE, PERMUTATIONS]);
  await expect(v.algorithm.locator('optgroup[label="Smarter backtracking"] option')).toHaveText([FORWARD, MRV]);
  await expect(v.legend.getByText(/struck out by forward checking/)).toHaveCount(0);
  await v.algorithm.selectOption({ label: FORWARD });
  await expect(page).toHaveURL(/alg=forward/);
  await expect(page.getByRole('heading', { name: 'Code being run (app\'s own, C)' })).toBeVisible();
  await expect(v.legend.getByText(/struck out by forward checking/)).toBeVisible();
  for (let i = 0; i < 3; i++) await v.forward.click();
  // Step 3: e3 leaves row 4 one free square, shaded out of the others.
  await expect(v.words).toContainText('Placing a queen on e3. Next: row 4, free squares: 1');
  await expect(v.state.locator('dd').first()).toHaveText('– – – 1 2 1');
  await expect(v.board.locator('.mark.struck path')).toHaveAttribute('d', /^M/);
  await expect(v.board.locator('.mark.chosen-row:not(.emptied)')).toHaveCount(1);
  await v.forward.click();
  // Step 4: b4 would leave row 6 with no free square: taken back at once, and a backtrack.
  await expect(v.words).toContainText('Row 6 has no free square after b4: taking back the queen on b4');
  await expect(v.code.locator('[aria-current="step"]')).toHaveText(/if \(wiped\)/);
  await expect(page.locator('.code-values')).toHaveText(/row = 3, col = 1, dom\[5\] = 0$/);
  await expect(v.board.locator('.mark.chosen-row.emptied')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Counters' }).locator('dt:text-is("Backtracks") + dd')).toHaveText('1');
  await v.back.click();
  await expect(v.words).toContainText('Placing a queen on e3');
});

test('each smarter strategy\'s last step totals the chart\'s value, and they place fewer queens than backtracking', async ({ page }) => {
  await page.goto('./?mode=growth&lang=en');
  await expect(page.getByRole('status').filter({ hasText: 'Measured: N = 4 to 12.' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Steps', exact: true }).check();
  const steps = { forward: await tableValue(page, FORWARD, 8), mrv: await tableValue(page, MRV, 8) };
  await page.getByRole('radio', { name: 'Queens placed', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Queens placed against N (log scale)' })).toBeVisible();
  const placed = {
    forward: Number((await tableValue(page, FORWARD, 8)).replace(/,/g, '')),
    mrv: Number((await tableValue(page, MRV, 8)).replace(/,/g, '')),
    flags: Number((await tableValue(page, 'Flag arrays (Java article)', 8)).replace(/,/g, '')),
  };
  // Looking ahead prunes: forward checking places fewer queens, MRV fewer still.
  expect(placed.flags).toBe(2056);
  expect(placed.forward).toBeLessThan(placed.flags);
  expect(placed.mrv).toBeLessThan(placed.forward);
  for (const alg of ['forward', 'mrv']) {
    await page.goto(`./?mode=play&n=8&alg=${alg}&lang=en`);
    expect(await total(page)).toBe(steps[alg]);
  }
});

test('MRV fills the row with the fewest free squares, out of order', async ({ page }) => {
  await page.goto(`./?mode=play&n=6&alg=mrv&step=10&show=tree&lang=en`);
  const v = views(page);
  // Step 10 placed d2; step 11 places b3, leaving rows 4, 5 and 6 with 1, 2 and 1 squares.
  await v.forward.click();
  await expect(v.words).toContainText('Placing a queen on b3. Next: row 4, free squares: 1');
  await expect(v.state.locator('dt:text-is("row") + dd')).toHaveText('3');
  await v.forward.click();
  await expect(v.words).toContainText('Row 6 has no free square after e4: taking back the queen on e4');
});

test('axe finds no violations in forward checking\'s view, in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=play&n=6&alg=mrv&step=4&show=code,tree&lang=${lang}&theme=${theme}`);
    await expect(page.locator('.mark.chosen-row.emptied')).toHaveCount(1);
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
  }
});

test('generate and test places queens on attacked squares and tests each complete arrangement', async ({ page }) => {
  await page.goto('./?mode=play&n=4&show=code&lang=en');
  const v = views(page);
  await v.algorithm.selectOption({ label: GENERATE });
  await expect(page).toHaveURL(/alg=generate/);
  // a1, then a2 on its column: nothing is pruned before the arrangement is complete.
  for (let i = 0; i < 2; i++) await v.forward.click();
  await expect(v.words).toContainText('Placing a queen on a2');
  for (let i = 0; i < 3; i++) await v.forward.click();
  await expect(v.words).toContainText('Testing: the queen on a2 is attacked by the queen on a1 along its column; arrangement rejected. Arrangements tested: 1 of 256');
  await expect(v.code.locator('[aria-current="step"]')).toHaveText(/if \(attack\(i, j\)\) return;/);
  await expect(v.state.locator('dt:text-is("arrangements tested") + dd')).toHaveText('1 / 256');
  // The permutations: 24 arrangements at N = 4, and the two solutions among them.
  await v.algorithm.selectOption({ label: PERMUTATIONS });
  await page.getByRole('button', { name: 'To end', exact: true }).click();
  await expect(v.state.locator('dt:text-is("arrangements tested") + dd')).toHaveText('24 / 24');
  await expect(v.words).toContainText('Search finished: 2 solutions');
});

test('brute force is measured where it runs and computed beyond, and the player totals the measure', async ({ page }) => {
  await page.goto('./?mode=growth&lang=en');
  await expect(page.getByRole('status').filter({ hasText: 'Measured: N = 4 to 12.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Brute force is run up to N = 7 \(generate and test\) and N = 9 \(permutations\)/)).toBeVisible();
  await page.getByRole('radio', { name: 'Steps', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Steps against N (log scale)' })).toBeVisible();
  // N = 8: 8 + 8^2 + … + 8^8 queens placed and taken off, and 8^8 arrangements tested.
  expect(await tableValue(page, GENERATE, 8)).toBe('55,125,136 (computed)');
  expect(await tableValue(page, PERMUTATIONS, 9)).not.toContain('computed');
  const measured = await tableValue(page, GENERATE, 5);
  await page.goto('./?mode=play&n=5&alg=generate&lang=en');
  expect(await total(page)).toBe(measured);
  // The comparison of all algorithms leaves out what the chart computes: generate and test at 8.
  await page.goto('./?mode=play&n=8&alg=flags&lang=en');
  await page.getByRole('button', { name: 'Compare all algorithms', exact: true }).click();
  const table = page.locator('.compare-table');
  await expect(table.getByRole('cell', { name: 'done', exact: true })).toHaveCount(7, { timeout: 30_000 });
  await expect(table.getByRole('row', { name: /^Every permutation/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /^Generate and test/ })).toHaveCount(0);
});
