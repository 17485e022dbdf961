// Min-conflicts in the player, under "Local search" in the algorithm menu: a random start row by
// row, then a queen in conflict chosen and moved to its row's least attacked square, with each
// square's attackers on the board, its C program, its counters and a seed in the address.
import { test, expect, solve, axeViolations, looks } from './fixtures.js';

const LOCAL = 'Min-conflicts: move a queen in conflict (app\'s own, C)';

/** The player's parts, found by role and name. */
function views(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  return {
    algorithm: page.getByRole('combobox', { name: /^Algorithm/ }),
    words: page.getByRole('region', { name: 'What this step did' }).locator('p'),
    code: page.getByRole('list', { name: /^Code being run/ }),
    legend: page.getByRole('list', { name: 'Legend' }),
    state: page.getByRole('region', { name: 'Algorithm state' }),
    counter: (name) => page.getByRole('region', { name: 'Counters' }).locator(`dt:text-is("${name}") + dd`),
    forward: button('Step forward'),
    toEnd: button('To end'),
    another: button('Another run (new seed)'),
    board: page.getByRole('img', { name: /board/ }).first(),
  };
}

/** The queens the board's description names ("Queens on a2, c5, …"), as [column, row] from 1. */
async function queensOn(board) {
  const name = await board.getAttribute('aria-label');
  const squares = name.match(/Queens on ([a-z0-9, ]+)\.$/)[1].split(', ');
  return squares.map((s) => [s.charCodeAt(0) - 96, Number(s.slice(1))]);
}

/** Whether no two of `queens` attack each other, checked pair by pair. */
function valid(queens, n) {
  if (queens.length !== n) return false;
  return queens.every(([c1, r1], i) => queens.slice(i + 1).every(([c2, r2]) => c1 !== c2 && r1 !== r2 && Math.abs(c1 - c2) !== Math.abs(r1 - r2)));
}

/** The attackers of the square at column `c`, row `r` (from 1): queens of other rows on its lines. */
function attackers(queens, c, r) {
  return queens.filter(([qc, qr]) => qr !== r && (qc === c || Math.abs(qc - c) === Math.abs(qr - r))).length;
}

test('min-conflicts chosen by hand: a random start, a queen in conflict picked and moved, then a checked placement and another run', async ({ page }) => {
  await page.goto('./?mode=play&n=8&show=code,tree&lang=en');
  const v = views(page);
  await expect(v.algorithm.locator('optgroup[label="Local search"] option')).toHaveText([LOCAL]);
  await expect(v.another).toBeHidden();
  await v.algorithm.selectOption({ label: LOCAL });
  await expect(page).toHaveURL(/alg=min-conflicts&seed=2&step=0/);
  await expect(v.legend.getByText('Queen in conflict, chosen to move')).toBeVisible();
  await expect(page.getByText(/Min-conflicts builds no search tree: it moves queens on a whole board and never backtracks/)).toBeVisible();
  // The start: a queen in every row, each in a column no queen uses yet.
  for (let i = 0; i < 8; i++) await v.forward.click();
  await expect(v.words).toContainText(/^Starting arrangement: a queen on [a-h]8$/);
  const start = await queensOn(v.board);
  expect(new Set(start.map(([c]) => c)).size).toBe(8);
  // Each square's attackers are written on it: the queens of other rows on its lines (none: no
  // number). The first row, square by square:
  for (let c = 1; c <= 8; c++) {
    const square = v.board.locator(`.mark.conflicts g[transform="translate(${c - 1} 7)"] text`);
    const expected = attackers(start, c, 1);
    if (expected === 0) await expect(square).toHaveCount(0);
    else await expect(square).toHaveText(String(expected));
  }
  // The first step of repair picks a queen in conflict, by the program's line.
  await v.forward.click();
  const picked = (await v.words.innerText()).match(/The queen on ([a-h])(\d) is attacked by (\d+): it moves within its row/);
  expect(picked, await v.words.innerText()).not.toBeNull();
  const [, file, rank, count] = picked;
  expect(Number(count)).toBe(attackers(start, file.charCodeAt(0) - 96, Number(rank)));
  expect(Number(count)).toBeGreaterThan(0);
  await expect(v.code.locator('[aria-current="step"]')).toHaveText(/random_row_in_conflict\(\)/);
  await expect(v.board.locator('.mark.picked')).toHaveCount(1);
  // Then it moves to (or stays on) a square of its row attacked by the fewest.
  await v.forward.click();
  await expect(v.words).toContainText(new RegExp(`^(Moving the queen from ${file}${rank} to [a-h]${rank}|The queen on ${file}${rank} stays)`));
  await expect(v.code.locator('[aria-current="step"]')).toHaveText(/queen\[r\] = best;/);
  await expect(v.counter('Repairs')).toHaveText('1');
  const fewest = Math.min(...[1, 2, 3, 4, 5, 6, 7, 8].map((c) => attackers(start, c, Number(rank))));
  expect(Number((await v.words.innerText()).trim().match(/(\d+)(: the fewest in its row|$)/)[1])).toBe(fewest);
  // To the end: one placement, checked here, after the repairs the counter shows.
  await v.toEnd.click();
  const summary = (await v.words.innerText()).match(/^Search finished: a placement after (\d+) repairs and (\d+) new starts/);
  expect(summary, await v.words.innerText()).not.toBeNull();
  await expect(v.counter('Repairs')).toHaveText(summary[1]);
  await expect(v.counter('Solutions found')).toHaveText('1');
  await expect(v.counter('Backtracks')).toHaveCount(0);
  expect(valid(await queensOn(v.board), 8)).toBe(true);
  // Another run: the next seed, from step 0, and its own placement.
  await v.another.click();
  await expect(page).toHaveURL(/alg=min-conflicts&seed=3&step=0/);
  await expect(v.state.locator('dt:text-is("seed") + dd')).toHaveText('3');
  await v.toEnd.click();
  await expect(v.words).toContainText(/^Search finished: a placement after/);
  expect(valid(await queensOn(v.board), 8)).toBe(true);
  // A size typed in the form: the same run on eleven queens, from step 0, to its placement.
  await solve(page, '11');
  await expect(page).toHaveURL(/n=11&alg=min-conflicts&seed=3&step=0/);
  await v.toEnd.click();
  await expect(v.words).toContainText(/^Search finished: a placement after/);
  expect(valid(await queensOn(v.board), 11)).toBe(true);
});

test('a link replays its seed\'s run, and six queens stall and start again', async ({ page }) => {
  const v = views(page);
  const ending = async (query) => {
    await page.goto(`./?mode=play&${query}&lang=en`);
    await v.toEnd.click();
    await expect(v.words).toContainText(/^Search finished/);
    return { words: await v.words.innerText(), queens: await queensOn(v.board) };
  };
  const first = await ending('n=10&alg=min-conflicts&seed=5');
  expect(await ending('n=10&alg=min-conflicts&seed=5')).toEqual(first);
  expect(valid(first.queens, 10)).toBe(true);
  // Six queens have four placements: from seed 2 a start runs out of repairs.
  await page.goto('./?mode=play&n=6&alg=min-conflicts&seed=2&lang=en');
  await v.toEnd.click();
  await expect(v.words).toContainText(/^Search finished: a placement after \d+ repairs and [1-9]\d* new starts/);
  expect(Number(await v.state.locator('dt:text-is("new starts") + dd').innerText())).toBeGreaterThan(0);
  // Three queens have none: min-conflicts gives up, and says why.
  await page.goto('./?mode=play&n=3&alg=min-conflicts&lang=en');
  await v.toEnd.click();
  await expect(page.getByRole('img', { name: /min-conflicts gives up, as it cannot prove that none exists/ })).toBeVisible();
  await expect(v.counter('Solutions found')).toHaveText('0');
});

test('a bad seed in a player\'s link is reported and replaced', async ({ page }) => {
  await page.goto('./?mode=play&n=8&alg=min-conflicts&seed=x&lang=en');
  await expect(page.getByRole('alert')).toContainText('The link\'s seed = “x” is not a whole number');
  await expect(views(page).state.locator('dt:text-is("seed") + dd')).toHaveText('2');
});

test('axe finds no violations in min-conflicts\' view, in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=play&n=8&alg=min-conflicts&step=10&show=code,tree&lang=${lang}&theme=${theme}`);
    await expect(page.locator('.mark.moved-from, .mark.placed').first()).toBeVisible();
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
  }
});
