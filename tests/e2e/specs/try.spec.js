// Try it yourself: a student places the queens by clicks, taps or keys, sees which attack which,
// asks whether the position can still be finished and for a hint, and learns which placement of
// the list a solved board is.
import { test, expect, axeViolations, looks } from './fixtures.js';

/** The try-it board's picture (its text alternative names the queens). */
const board = (page) => page.locator('.try-board svg.board');

/** Clicks the square named `name` (`e2`) of an `n`×`n` board, where a user sees it. */
async function clickSquare(page, name, n) {
  const box = await board(page).boundingBox();
  // The board's viewBox is `-0.7 -0.2 n+0.9 n+0.9`, centred in its box.
  const unit = Math.min(box.width, box.height) / (n + 0.9);
  const left = box.x + (box.width - unit * (n + 0.9)) / 2;
  const top = box.y + (box.height - unit * (n + 0.9)) / 2;
  const x = name.charCodeAt(0) - 96;
  const y = Number(name.slice(1));
  await page.mouse.click(left + (x - 1 + 0.7 + 0.5) * unit, top + (n - y + 0.2 + 0.5) * unit);
}

/** The line saying how many queens stand. */
const placed = (page) => page.locator('.try-view .count').first();

test('placing the 8 queens of placement #1 by clicks solves it, and the list shows it', async ({ page }) => {
  await page.goto('./?mode=try&n=8&lang=en');
  await expect(placed(page)).toHaveText('0 of 8 queens placed');
  const squares = ['a1', 'e2', 'h3', 'f4', 'c5', 'g6', 'b7', 'd8'];
  for (const [i, square] of squares.entries()) {
    await clickSquare(page, square, 8);
    await expect(placed(page)).toHaveText(`${i + 1} of 8 queens placed`);
  }
  await expect(page).toHaveURL(/q=a1%2Ce2%2Ch3%2Cf4%2Cc5%2Cg6%2Cb7%2Cd8/);
  await expect(page.getByText('Solved! This is placement #1 of 92')).toBeVisible();
  await expect(page.getByText('Symmetry class: 8 distinct variants. This is the class\'s fundamental placement.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hint' })).toHaveCount(0);
  // A ninth queen is refused; Solve with the same N keeps the board.
  await clickSquare(page, 'a8', 8);
  await expect(placed(page)).toHaveText('All 8 queens are on the board: remove one before placing another');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page).toHaveURL(/q=a1%2Ce2%2Ch3%2Cf4%2Cc5%2Cg6%2Cb7%2Cd8/);
  await page.getByRole('link', { name: 'Show it in the list' }).click();
  await expect(page).toHaveURL(/[?&]n=8&p=1(&|$)/);
  await expect(page.getByRole('listbox', { name: 'Placements' }).getByRole('option', { selected: true })).toContainText('(1,1) (5,2) (8,3)');
});

test('a solved board that is not fundamental names its place and its class', async ({ page }) => {
  // Placement #92 of 8, the mirror image of #1.
  await page.goto('./?mode=try&n=8&q=h1,d2,a3,c4,f5,b6,g7,e8&lang=en');
  await expect(page.getByText('Solved! This is placement #92 of 92')).toBeVisible();
  await expect(page.getByText(/The class's fundamental placement is a1, e2, h3/)).toBeVisible();
});

test('two queens that attack each other are marked and named, and Undo and Redo walk back and forth', async ({ page }) => {
  await page.goto('./?mode=try&n=8&lang=en');
  await expect(placed(page)).toHaveText('0 of 8 queens placed');
  await clickSquare(page, 'a1', 8);
  await clickSquare(page, 'c3', 8);
  await expect(page.getByText('The queen on a1 attacks the queen on c3 along a diagonal')).toBeVisible();
  await expect(page.locator('.try-queen.attacking')).toHaveCount(2);
  await expect(page.locator('.board line.attack')).toHaveCount(1);
  await page.getByRole('button', { name: 'Can this still be finished?' }).click();
  await expect(page.getByText('No: two queens attack each other')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(placed(page)).toHaveText('1 of 8 queens placed');
  await expect(page).toHaveURL(/q=a1(&|$)/);
  await expect(page.locator('.try-queen.attacking')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(placed(page)).toHaveText('2 of 8 queens placed');
  // Ctrl+Z and Ctrl+Y work with the focus on the switch just used too.
  await page.getByRole('checkbox', { name: 'Shade attacked squares' }).click();
  await expect(page.getByRole('checkbox', { name: 'Shade attacked squares' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(placed(page)).toHaveText('1 of 8 queens placed');
  await page.keyboard.press('Control+y');
  await expect(placed(page)).toHaveText('2 of 8 queens placed');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(placed(page)).toHaveText('0 of 8 queens placed');
  await expect(page).not.toHaveURL(/q=/);
});

test('a link restores the position, and the solvers answer whether it can be finished', async ({ page }) => {
  await page.goto('./?mode=try&n=8&q=a1&lang=en');
  await expect(board(page)).toHaveAttribute('aria-label', '8 by 8 board with 1 queens on a1');
  const check = page.getByRole('button', { name: 'Can this still be finished?' });
  await check.click();
  await expect(page.getByText('Yes: 4 ways to finish')).toBeVisible();
  await page.getByRole('button', { name: 'Hint' }).click();
  // The first completion of a1 in the list's order is #1: its queen on rank 2 stands on e2.
  await expect(page.getByText('Hint: a queen on e2 leads to a solution')).toBeVisible();
  await expect(page.locator('.board .hint')).toHaveCount(1);
  await page.goto('./?mode=try&n=8&q=a5,c6,g1,h3&lang=en');
  await check.click();
  await expect(page.getByText('No: every square of column d is attacked')).toBeVisible();
  await page.goto('./?mode=try&n=8&q=a1,c2&lang=en');
  await check.click();
  await expect(page.getByText('No: no placement of the remaining queens works')).toBeVisible();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByText('No hint: this position cannot be finished')).toBeVisible();
  await expect(page.locator('.board .hint')).toHaveCount(0);
});

test('the keyboard alone places, removes and undoes queens', async ({ page }) => {
  await page.goto('./?mode=try&n=6&lang=en');
  const area = page.getByRole('application', { name: /arrow keys move the cursor/ });
  await area.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(board(page)).toHaveAttribute('aria-label', '6 by 6 board with 1 queens on b1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('aria-label', '6 by 6 board with 2 queens on b1, d3');
  await expect(page.getByText('The queen on b1 attacks the queen on d3 along a diagonal')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('aria-label', '6 by 6 board with 1 queens on b1');
  await page.keyboard.press('Control+z');
  await expect(board(page)).toHaveAttribute('aria-label', '6 by 6 board with 2 queens on b1, d3');
});

test('on a 16×16 board the workers count the ways to finish, and Cancel stops them', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('./?mode=try&n=14&q=a1,c2,e3,g4&lang=en');
  await page.getByRole('button', { name: 'Can this still be finished?' }).click();
  await expect(page.getByText(/^Yes: [\d,]+ ways to finish$/)).toBeVisible({ timeout: 30_000 });
  await page.goto('./?mode=try&n=16&lang=en');
  await page.getByRole('button', { name: 'Can this still be finished?' }).click();
  await expect(page.getByRole('progressbar', { name: 'Counting the ways to finish' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Cancelled at \d+%\.$/)).toBeVisible();
});

test('a bad q in a link is reported by name, and the queens before it are kept', async ({ page }) => {
  await page.goto('./?mode=try&n=8&q=a1,hello,b3&lang=en');
  await expect(page.getByRole('alert')).toContainText('q = “hello”: not a square');
  await expect(placed(page)).toHaveText('1 of 8 queens placed');
  for (const [q, words, kept] of [
    ['a1,a9', 'off the board', 1],
    ['a1,b3,a1', 'named twice', 2],
    ['a1,b1,c1,d1,e1,f1,g1,h1,a2', 'more queens than rows', 8],
  ]) {
    await page.goto(`./?mode=try&n=8&q=${q}&lang=en`);
    await expect(page.getByRole('alert')).toContainText(words);
    await expect(placed(page)).toHaveText(`${kept} of 8 queens placed`);
  }
});

test('on a 390×844 phone the board and its buttons fit the first screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('./?mode=try&n=8&q=a1&lang=en');
  for (const locator of [
    board(page),
    page.getByRole('button', { name: 'Undo' }),
    page.getByRole('button', { name: 'Can this still be finished?' }),
    page.getByRole('button', { name: 'Hint' }),
  ]) {
    await expect(locator).toBeInViewport({ ratio: 1 });
  }
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await context.close();
});

test('axe finds no violations in try mode with attacks and a hint, in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=try&n=8&q=a1,c3&lang=${lang}&theme=${theme}`);
    await expect(page.locator('.try-attacks li')).toHaveCount(1);
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
  }
});

// The knight's tour page: walk it yourself.

/** The knight's walking board's picture. */
const knightBoard = (page) => page.locator('.try-board svg.knights-board');

/** Clicks the square named `name` (`b3`, one letter) of a `rows`×`cols` knight's board. */
async function clickKnightSquare(page, name, rows, cols) {
  const box = await knightBoard(page).boundingBox();
  // The viewBox is `-0.7 -0.2 cols+0.9 rows+0.9`, centred in its box.
  const unit = Math.min(box.width / (cols + 0.9), box.height / (rows + 0.9));
  const left = box.x + (box.width - unit * (cols + 0.9)) / 2;
  const top = box.y + (box.height - unit * (rows + 0.9)) / 2;
  const col = name.charCodeAt(0) - 97;
  const row = rows - Number(name.slice(1));
  await page.mouse.click(left + (col + 0.7 + 0.5) * unit, top + (row + 0.2 + 0.5) * unit);
}

/** The line saying where the walk stands. */
const walkStatus = (page) => page.locator('.try-view .count').first();

/** A 5×5 open tour from the top-left corner, found by a plain backtracking search. */
const TOUR_5X5 = 'a5,c4,e3,d1,b2,a4,c3,d5,b4,a2,c1,e2,d4,b5,a3,b1,d2,e4,c5,b3,a1,c2,e1,d3,e5'.split(',');

test('the knight: a move that is not a knight\'s move or revisits a square is refused with its reason', async ({ page }) => {
  await page.goto('./?page=knights&mode=try&size=5x5&lang=en');
  await expect(walkStatus(page)).toHaveText('Click a square to place the knight');
  await clickKnightSquare(page, 'a5', 5, 5);
  await expect(walkStatus(page)).toHaveText('1 of 25 squares visited');
  await clickKnightSquare(page, 'a4', 5, 5);
  await expect(walkStatus(page)).toHaveText("a4: not a knight's move from a5");
  await clickKnightSquare(page, 'b3', 5, 5);
  await expect(walkStatus(page)).toHaveText('2 of 25 squares visited');
  await clickKnightSquare(page, 'a5', 5, 5);
  await expect(walkStatus(page)).toHaveText('a5: visited already');
  await expect(page).toHaveURL(/mode=try&path=a5%2Cb3/);
  await expect(knightBoard(page)).toHaveAttribute('aria-label', /b3/);
});

test('the knight: a complete 5×5 tour entered by clicks is accepted and downloads', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('./?page=knights&mode=try&size=5x5&lang=en');
  for (const square of TOUR_5X5) await clickKnightSquare(page, square, 5, 5);
  await expect(walkStatus(page)).toHaveText('Tour complete: all 25 squares, an open tour');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'This tour (CSV)' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString().trim().split('\n');
  expect(lines).toHaveLength(26);
  expect(lines[1]).toBe('1,1,1,a5');
  expect(lines[25]).toBe('25,1,5,e5');
});

test('the knight: a dead end is announced, and Undo leaves it', async ({ page }) => {
  await page.goto('./?page=knights&mode=try&size=3x3&path=a1,c2,a3,b1,c3,a2,c1&lang=en');
  await expect(walkStatus(page)).toHaveText('7 of 9 squares visited');
  await clickKnightSquare(page, 'b3', 3, 3);
  await expect(walkStatus(page)).toHaveText('No move left — 8 of 9 squares visited');
  await expect(page.getByRole('button', { name: 'Can this still be finished?' })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(walkStatus(page)).toHaveText('7 of 9 squares visited');
});

test('the knight: the search says whether a walk can be finished, and shows the way it found', async ({ page }) => {
  await page.goto('./?page=knights&mode=try&size=5x5&path=a5,b3&lang=en');
  await page.getByRole('button', { name: 'Can this still be finished?' }).click();
  await expect(page.getByText('Yes: a way to finish was found')).toBeVisible();
  await page.getByRole('button', { name: 'Show it' }).click();
  await expect(page.locator('.k-way .k-number')).toHaveCount(24);
  await expect(page.locator('.k-way .k-number').last()).toHaveText('25');
  // On 5×5 no tour starts on b5: its colour has 12 squares, the other 13.
  await page.goto('./?page=knights&mode=try&size=5x5&path=b5&lang=en');
  await page.getByRole('button', { name: 'Can this still be finished?' }).click();
  await expect(page.getByText('No: the search tried every way')).toBeVisible();
});

test('the knight: the keyboard alone walks and undoes', async ({ page }) => {
  await page.goto('./?page=knights&mode=try&size=5x5&lang=en');
  const area = page.getByRole('application', { name: /Enter moves the knight there/ });
  await area.focus();
  // The cursor starts on a1 (bottom left); up two and right one is b3.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(walkStatus(page)).toHaveText('2 of 25 squares visited');
  await expect(page).toHaveURL(/path=a1%2Cb3/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(walkStatus(page)).toHaveText("c3: not a knight's move from b3");
  await page.keyboard.press('Control+z');
  await expect(walkStatus(page)).toHaveText('1 of 25 squares visited');
});

test('the knight: the mode switch and a bad path in a link', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&lang=en');
  await page.getByRole('radio', { name: 'Try it' }).check();
  await expect(page).toHaveURL(/size=6x6&mode=try/);
  await expect(page.getByRole('radio', { name: 'Try it' })).toBeFocused();
  await expect(walkStatus(page)).toHaveText('Click a square to place the knight');
  await page.getByRole('radio', { name: 'Step by step' }).check();
  await expect(page.getByRole('button', { name: 'Step forward', exact: true })).toBeVisible();
  await page.goto('./?page=knights&mode=try&size=5x5&path=a5,b3,b4&lang=en');
  await expect(page.getByRole('alert')).toContainText("“b4”: not a knight's move");
  await expect(walkStatus(page)).toHaveText('2 of 25 squares visited');
});

test('the knight on a 390×844 phone: the board and its buttons fit the first screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('./?page=knights&mode=try&size=8x8&path=a1,b3&lang=en');
  for (const locator of [
    knightBoard(page),
    page.getByRole('button', { name: 'Undo' }),
    page.getByRole('button', { name: 'Can this still be finished?' }),
  ]) {
    await expect(locator).toBeInViewport({ ratio: 1 });
  }
  await context.close();
});

test('axe finds no violations on the knight\'s walk, ratings shown, in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?page=knights&mode=try&size=6x6&path=a1,b3&lang=${lang}&theme=${theme}`);
    await page.locator('.try-view input[type="checkbox"]').check();
    await expect(page.locator('.k-candidate')).not.toHaveCount(0);
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
  }
});
