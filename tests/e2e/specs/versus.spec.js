// Two searches side by side in lockstep (`vs=`), on both pages: "Compare with" plays a second
// algorithm or method beside the player's, one step each per step, driven by the player's buttons
// and timeline; the one that ends first says so and waits, and each one's total is its total
// played alone.
import { test, expect, axeViolations, looks, presenting } from './fixtures.js';

const FORWARD = 'Forward checking, rows in order (app\'s own, C)';

/** The two searches' parts, found by role and name. */
function views(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  const compared = page.getByRole('region', { name: /^The compared search: / });
  return {
    versus: page.getByRole('combobox', { name: 'Compare with' }),
    boards: page.getByRole('img', { name: /board/ }),
    compared,
    comparedStep: compared.locator('.versus-step'),
    comparedWords: compared.locator('.versus-words'),
    leaderStep: page.locator('.timeline-step'),
    forward: button('Step forward'),
    toEnd: button('To end'),
    toStart: button('To start'),
    play: button('Play'),
  };
}

/** The player's total of steps, once it has counted them, as a number. */
async function total(page) {
  const text = page.getByText(/^Total: [\d,]+ steps$/);
  await expect(text).toBeVisible({ timeout: 30_000 });
  return Number((await text.innerText()).replace(/\D/g, ''));
}

/** The step number in a text like "Step 1,234" or "Step 12 of 3,400", and the total if given. */
function steps(text) {
  const [step, of] = text.match(/[\d,]+/g).map((n) => Number(n.replace(/,/g, '')));
  return { step, of };
}

/** The compared search's total, once its step line shows it at its end ("Step 2,980 of 2,980"):
 * it follows the player's step a moment after the player's own line. */
async function comparedEnd(v) {
  await expect(v.comparedStep).toHaveText(/^Step ([\d,]+) of \1$/);
  return steps(await v.comparedStep.innerText()).of;
}

test('compared by hand: two boards step together, the shorter search waits at its end, and each total is its own', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&lang=en');
  const v = views(page);
  await expect(v.boards).toHaveCount(1);
  await v.versus.selectOption({ label: FORWARD });
  await expect(page).toHaveURL(/alg=flags&vs=forward&step=0/);
  await expect(v.boards).toHaveCount(2);
  await expect(v.compared).toContainText(FORWARD);
  // The played algorithm is not offered to compare with.
  await expect(v.versus.locator('option[value="flags"]')).toBeHidden();
  for (let i = 0; i < 3; i++) await v.forward.click();
  await expect(v.leaderStep).toHaveText('Step 3');
  await expect(v.comparedStep).toHaveText(/^Step 3 of [\d,]+$/);
  // Forward checking's words are its own: its third step placed a queen and names its next row.
  await expect(v.comparedWords).toContainText('Placing a queen on e3. Next: row 4, free squares: 1');
  // To the end: the player's search is the longer; the compared one ended and waits.
  await v.toEnd.click();
  const flags = await total(page);
  await expect(v.leaderStep).toHaveText(`Step ${flags.toLocaleString('en')}`);
  const compared = await comparedEnd(v);
  expect(compared).toBeLessThan(flags);
  await expect(v.comparedWords).toContainText(`Search finished: 4 solutions`);
  await expect(v.comparedWords).toContainText(`Finished at step ${compared.toLocaleString('en')}: waiting for the other search.`);
  // Each total is the one of the algorithm played alone.
  await page.goto('./?mode=play&n=6&alg=forward&lang=en');
  expect(await total(page)).toBe(compared);
  // Choosing to compare with nothing leaves one board.
  await page.goto('./?mode=play&n=6&alg=flags&vs=forward&lang=en');
  await v.versus.selectOption({ label: 'nothing (one search)' });
  await expect(page).not.toHaveURL(/vs=/);
  await expect(v.boards).toHaveCount(1);
});

test('when the player\'s own search is the shorter, the timeline runs on to the end of the compared one', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=forward&vs=flags&lang=en');
  const v = views(page);
  const words = page.getByRole('region', { name: 'What this step did' });
  await v.toEnd.click();
  // The timeline's total is the longer search's: the flags' own total, played alone below.
  const longer = await total(page);
  expect(await comparedEnd(v)).toBe(longer);
  await expect(v.leaderStep).toHaveText(`Step ${longer.toLocaleString('en')}`);
  await expect(v.comparedWords).not.toContainText('waiting');
  // Forward checking ended first: it shows its end and says it waits.
  await expect(words).toContainText('Search finished: 4 solutions');
  const waits = (await words.innerText()).match(/Finished at step ([\d,]+): waiting for the other search\./);
  expect(waits).not.toBeNull();
  const forward = Number(waits[1].replace(/,/g, ''));
  expect(forward).toBeLessThan(longer);
  await expect(page).toHaveURL(new RegExp(`&step=${longer}(&|$)`));
  // A step back moves both; the player's search still waits at its end.
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await expect(v.comparedStep).toHaveText(`Step ${(longer - 1).toLocaleString('en')} of ${longer.toLocaleString('en')}`);
  await expect(words).toContainText('waiting for the other search');
  // Compared with nothing again (which starts over, as choosing a comparison does), the timeline
  // is the player's own.
  await v.versus.selectOption({ label: 'nothing (one search)' });
  await expect(v.boards).toHaveCount(1);
  await expect(v.leaderStep).toHaveText('Step 0');
  await v.toEnd.click();
  await expect(v.leaderStep).toHaveText(`Step ${forward.toLocaleString('en')}`);
  await expect(page.getByText(/^Total: [\d,]+ steps$/)).toHaveText(`Total: ${forward.toLocaleString('en')} steps`);
  await expect(words).toContainText('Search finished: 4 solutions');
  await expect(words).not.toContainText('waiting');
  // A link to a step past the player's own end shows that step, not its end.
  await page.goto(`./?mode=play&n=6&alg=forward&vs=flags&step=${forward + 50}&lang=en`);
  await expect(v.comparedStep).toHaveText(`Step ${(forward + 50).toLocaleString('en')} of ${longer.toLocaleString('en')}`);
  await expect(v.leaderStep).toHaveText(`Step ${(forward + 50).toLocaleString('en')}`);
  await expect(words).toContainText(`Finished at step ${forward.toLocaleString('en')}: waiting for the other search.`);
  await expect(page.getByRole('alert')).toBeEmpty();
  // Each total is the one of the algorithm played alone.
  await page.goto('./?mode=play&n=6&alg=flags&lang=en');
  expect(await total(page)).toBe(longer);
});

test('playing moves both step counters together, and the timeline seeks both', async ({ page }) => {
  await page.goto('./?mode=play&n=8&alg=pointer&vs=mrv&speed=100&lang=en');
  const v = views(page);
  await total(page);
  await v.play.click();
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const leader = steps(await v.leaderStep.innerText()).step;
  expect(leader).toBeGreaterThan(10);
  await expect(v.comparedStep).toHaveText(new RegExp(`^Step ${leader.toLocaleString('en')} of `));
  // The timeline's slider seeks both: Home on it goes to step 0.
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(v.leaderStep).toHaveText('Step 0');
  await expect(v.comparedStep).toHaveText(/^Step 0 of /);
  // MRV's lockstep total equals MRV played alone.
  await v.toEnd.click();
  const mrv = await comparedEnd(v);
  await page.goto('./?mode=play&n=8&alg=mrv&lang=en');
  expect(await total(page)).toBe(mrv);
});

test('min-conflicts compared draws from the address\'s seed, and a bad vs is reported', async ({ page }) => {
  const v = views(page);
  await page.goto('./?mode=play&n=8&alg=forward&vs=min-conflicts&seed=5&lang=en');
  await expect(v.boards).toHaveCount(2);
  await v.toEnd.click();
  await expect(v.comparedWords).toContainText(/^Search finished: a placement after \d+ repairs/);
  for (const [bad, shown] of [['flags', 'flags'], ['dfs', 'dfs']]) {
    await page.goto(`./?mode=play&n=8&alg=flags&vs=${bad}&lang=en`);
    await expect(page.getByRole('alert')).toContainText(`The link's vs = “${shown}” is no other algorithm: one search is played.`);
    await expect(v.boards).toHaveCount(1);
  }
});

test('on the knight\'s page, the C program\'s order beside Warnsdorff\'s order from the same start', async ({ page }) => {
  const SEED = 'Backtracking (C program\'s order)';
  const ORDERED = 'Backtracking (Warnsdorff\'s order)';
  await page.goto('./?page=knights&size=5x5&start=a5&method=seed&lang=en');
  const v = views(page);
  await expect(page.locator('svg.board')).toHaveCount(1);
  await v.versus.selectOption({ label: ORDERED });
  await expect(page).toHaveURL(/method=seed&vs=backtrack&step=0/);
  await expect(page.locator('svg.board')).toHaveCount(2);
  await expect(v.compared).toContainText(ORDERED);
  await expect(page.locator('.versus-name').first()).toHaveText(SEED);
  // The method played is not offered, nor the construction (closed tours).
  await expect(v.versus.locator('option')).toHaveText(['nothing (one search)', ORDERED, 'Warnsdorff\'s rule']);
  for (let i = 0; i < 3; i++) await v.forward.click();
  await expect(v.leaderStep).toHaveText('Step 3');
  await expect(v.comparedStep).toHaveText(/^Step 3 of [\d,]+$/);
  // To the end: Warnsdorff's order finds its tour first and waits for the C program's order.
  await v.toEnd.click();
  const seed = await total(page);
  await expect(v.leaderStep).toHaveText(`Step ${seed.toLocaleString('en')}`);
  const ordered = await comparedEnd(v);
  expect(ordered).toBeLessThan(seed);
  await expect(v.comparedWords).toContainText(`Finished at step ${ordered.toLocaleString('en')}: waiting for the other search.`);
  // Each total is the one of the method played alone.
  await page.goto('./?page=knights&size=5x5&start=a5&method=backtrack&lang=en');
  expect(await total(page)).toBe(ordered);
  // A closed tour has nothing to compare with.
  await page.goto('./?page=knights&size=6x6&start=a6&tour=closed&vs=seed&lang=en');
  await expect(page.getByRole('alert')).toContainText('The link\'s vs = “seed” is no other method of open tours: one search is played.');
  await expect(v.versus).toBeHidden();
});

test('on the knight\'s page, a size typed while comparing redraws both boards, across the large-board limit and back', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a8&method=warnsdorff&vs=backtrack&lang=en');
  const v = views(page);
  const rows = page.getByLabel('Rows', { exact: true });
  const cols = page.getByLabel('Columns', { exact: true });
  await expect(page.locator('svg.board')).toHaveCount(2);
  for (let i = 0; i < 3; i++) await v.forward.click();
  await expect(v.comparedStep).toHaveText(/^Step 3 of /);
  await rows.fill('24');
  await cols.fill('24');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page).toHaveURL(/size=24x24&start=a8&tour=open&method=warnsdorff&vs=backtrack&step=0/);
  await expect(page.locator('.k-canvas canvas')).toHaveCount(2);
  await expect(page.locator('svg.board')).toHaveCount(0);
  await expect(v.comparedStep).toHaveText(/^Step 0 of /);
  // To the end: both searches are the new board's, the timeline running to the longer.
  // The two canvases stay in their boxes: the player's buttons can still be clicked.
  await v.toEnd.click();
  const longer = await total(page);
  expect(await comparedEnd(v)).toBeLessThanOrEqual(longer);
  await expect(v.leaderStep).toHaveText(`Step ${longer.toLocaleString('en')}`);
  await rows.fill('6');
  await cols.fill('6');
  await rows.press('Enter');
  await expect(page.locator('svg.board')).toHaveCount(2);
  await expect(page.locator('.k-canvas canvas')).toHaveCount(0);
  for (const i of [0, 1]) await expect(v.boards.nth(i)).toHaveAccessibleName('The 6×6 board, 0 of 36 squares visited.');
});

test('on the knight\'s page, a method with no search on the board says so in place of its board, and the board typed next has one', async ({ page }) => {
  await page.goto('./?page=knights&size=300x300&start=a1&method=warnsdorff&vs=seed&step=50&lang=en');
  const v = views(page);
  await expect(v.leaderStep).toHaveText('Step 50');
  await expect(v.comparedWords).toHaveText('Backtracking (C program\'s order) has no search on this board to compare.');
  await expect(v.compared.getByRole('img')).toHaveCount(0);
  await expect(v.comparedStep).toBeHidden();
  // Chosen in the page, the other backtracking says the same with its own name.
  await v.versus.selectOption({ label: 'Backtracking (Warnsdorff\'s order)' });
  await expect(v.comparedWords).toHaveText('Backtracking (Warnsdorff\'s order) has no search on this board to compare.');
  await page.getByLabel('Rows', { exact: true }).fill('8');
  await page.getByLabel('Columns', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(v.compared.getByRole('img')).toHaveAccessibleName('The 8×8 board, 0 of 64 squares visited.');
  await expect(v.comparedStep).toHaveText(/^Step 0 of /);
});

/** Each board's drawn size: the smaller side of its picture (it keeps its aspect inside it). */
async function boardSizes(page) {
  const boards = page.locator('svg.board');
  await expect(boards).toHaveCount(2);
  return Promise.all([0, 1].map(async (i) => {
    const box = await boards.nth(i).boundingBox();
    return { x: box.x, y: box.y, size: Math.min(box.width, box.height), bottom: box.y + box.height };
  }));
}

for (const [name, query] of [
  ['N-Queens', '?mode=play&n=8&alg=flags&vs=forward&step=40'],
  ['knight\'s tour', '?page=knights&size=8x8&start=a8&method=seed&vs=warnsdorff&step=20'],
]) test(`${name}: both boards are at least 330 px at 1280×720 and in presenter mode, and stack on a phone`, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./${query}&lang=en`);
  for (const mode of ['normal', 'presenter']) {
    if (mode === 'presenter') {
      await page.getByRole('button', { name: 'Presenter mode' }).click();
      await presenting(page);
    }
    const [left, right] = await boardSizes(page);
    for (const board of [left, right]) {
      expect(board.size, mode).toBeGreaterThanOrEqual(330);
      expect(board.bottom, mode).toBeLessThanOrEqual(720);
    }
    expect(right.x, mode).toBeGreaterThan(left.x + left.size);
    // Each one's words are on screen too.
    for (const words of [page.locator('.step-words p'), page.locator('.versus-words')]) {
      expect((await words.boundingBox()).y + (await words.boundingBox()).height, mode).toBeLessThanOrEqual(720);
    }
  }
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./${query}`);
  const [top, below] = await boardSizes(page);
  expect(below.y).toBeGreaterThanOrEqual(top.y + top.size);
  expect(top.size).toBeGreaterThan(300);
});

test('axe finds no violations with two searches side by side, in every theme and language', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [index, query] of ['mode=play&n=6&alg=flags&vs=mrv&step=12&show=code',
    'page=knights&size=6x6&start=a6&method=seed&vs=backtrack&step=9'].entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(`./?${query}&lang=${lang}&theme=${theme}`);
      await expect(page.locator('svg.board').nth(1)).toBeVisible();
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query}: ` })).toEqual([]);
    }
  }
});
