// Write your own on the knight's tour page: a student writes choose(x, y, moves, visited) in
// Python, the app walks the knight with it from the page's start square, says what the walk gave
// (a tour, the dead end and why, an answer that was no move, an error), draws it, and plays it
// step by step in the player.
import { readFileSync } from 'node:fs';
import { test, expect, axeViolations, looks, pasteProgram, presenting, programIn } from './fixtures.js';

/** A program of crates/student/programs, as the tests of the interpreter run it. */
const program = (name) => readFileSync(new URL(`../../../crates/student/programs/${name}`, import.meta.url), 'utf8');

/** The results, as the page says them. */
const result = (page) => page.locator('.write-result');

/** The board's text alternative. */
const board = (page) => page.locator('.write-view svg.board');

test('Warnsdorff\'s rule written in Python walks a tour, which plays step by step with the rule\'s line marked', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a1&lang=en');
  await page.getByRole('radio', { name: 'Write your own' }).check();
  await expect(page).toHaveURL(/mode=code&task=rule/);
  await expect(page.getByRole('region', { name: 'Write your own knight\'s rule' })).toBeVisible();
  // Before any run: the knight on its start square, nothing to play.
  await expect(board(page)).toHaveAttribute('aria-label', 'The 8×8 board, 1 of 64 squares visited; the knight is on a1.');
  const replay = page.getByRole('button', { name: 'Play the walk step by step' });
  await expect(replay).toBeHidden();
  await pasteProgram(page, program('rule.py'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('A tour: your rule took the knight over all 64 squares, from a1 to ', { timeout: 30_000 });
  await expect(board(page)).toHaveAttribute('aria-label', /^The 8×8 board, 64 of 64 squares visited; the knight is on [a-h][1-8]\.$/);
  await expect(page).toHaveURL(/code=/);

  await replay.click();
  await expect(page.getByRole('region', { name: 'Your rule\'s walk, step by step' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Code', exact: true }).check();
  const code = page.getByRole('list', { name: 'Your program (Python)' });
  const lines = program('rule.py').split('\n');
  await expect(code.getByRole('listitem')).toHaveCount(lines.length - 1);
  const current = code.locator('[aria-current="step"]');
  const forward = page.getByRole('button', { name: 'Step forward', exact: true });
  const words = page.getByRole('region', { name: 'What this step did' });
  // Step 1: the knight on its start; step 2: the squares it can go to, rated, which choose() saw.
  await forward.click();
  await expect(words).toContainText('a1');
  await expect(current).toHaveCount(0);
  await forward.click();
  await expect(words).toContainText('From a1: 2 candidates rated.');
  const chooseLine = lines.findIndex((line) => line.startsWith('def choose')) + 1;
  await expect(current).toHaveText(/^\s*def choose\(x, y, moves, visited\):$/);
  await expect(page.locator('.code-values')).toHaveText(`Line ${chooseLine}`);
  // The end of the walk: the tour.
  await page.getByRole('button', { name: 'To end', exact: true }).click();
  await expect(words).toContainText(/tour/i);
  expect(await axeViolations(page, { label: 'the rule\'s walk played: ' })).toEqual([]);
  await page.getByRole('button', { name: 'Back to your program' }).click();
  await expect.poll(programIn(page)).toBe(program('rule.py'));
});

test('the starter\'s first move each time ends at a dead end, and an answer that is no move is named', async ({ page }) => {
  await page.goto('./?page=knights&mode=code&task=rule&size=5x5&start=a1&lang=en');
  await expect.poll(programIn(page)).toBe(program('starter_rule.py'));
  // A program from the page's own starter does not run by itself.
  await expect(result(page)).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText(/^A dead end on [a-e][1-5]: the knight has visited \d+ of 25 squares/, { timeout: 30_000 });

  await pasteProgram(page, 'def choose(x, y, moves, visited):\n    return (x, y)\n');
  await page.getByRole('textbox', { name: 'Your program (Python)' }).press('Control+Enter');
  await expect(result(page)).toHaveText(
    'The knight on a1: choose(0, 0, moves, visited) returned (0, 0), which is none of its moves [(1, 2), (2, 1)].',
    { timeout: 30_000 },
  );

  await pasteProgram(page, 'def choose(x, y, moves, visited):\n    return moves[9]\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('IndexError on line 2', { timeout: 30_000 });
});

test('a board typed in the form is the board the next run walks, from the start typed', async ({ page }) => {
  await page.goto('./?page=knights&mode=code&task=rule&size=8x8&lang=en');
  await pasteProgram(page, program('rule.py'));
  await page.getByRole('textbox', { name: 'Rows' }).fill('5');
  await page.getByRole('textbox', { name: 'Columns' }).fill('5');
  await page.getByRole('textbox', { name: 'Start square' }).fill('c3');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page).toHaveURL(/size=5x5&start=c3&mode=code&task=rule/);
  await expect(board(page)).toHaveAttribute('aria-label', 'The 5×5 board, 1 of 25 squares visited; the knight is on c3.');
  await expect.poll(programIn(page)).toBe(program('rule.py'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('over all 25 squares, from c3 to ', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Play the walk step by step' })).toBeVisible();
  // Another start: the walk was not from it, so its result and its replay go until the next Run.
  await page.getByRole('textbox', { name: 'Start square' }).fill('a1');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(result(page)).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  await expect(page.getByRole('button', { name: 'Play the walk step by step' })).toBeHidden();
  await expect(board(page)).toHaveAttribute('aria-label', 'The 5×5 board, 1 of 25 squares visited; the knight is on a1.');
  // Back to the player: its tour and method come back.
  await page.getByRole('radio', { name: 'Step by step' }).check();
  await expect(page.getByRole('radio', { name: 'Open' })).toBeVisible();
  await expect(page).not.toHaveURL(/task=rule/);
});

test('a walk on a board longer than the SVG board plays on the canvas', async ({ page }) => {
  await page.goto('./?page=knights&mode=code&task=rule&size=3x40&start=a1&lang=en');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText(/^A dead end on [a-z]+[1-3]: the knight has visited \d+ of 120 squares/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Play the walk step by step' }).click();
  const canvas = page.locator('.k-canvas');
  await expect(canvas).toHaveAttribute('aria-label', 'The 3×40 board, 0 of 120 squares visited.');
  await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(canvas).toHaveAttribute('aria-label', 'The 3×40 board, 1 of 120 squares visited; the knight is on a1.');
  await expect(page.locator('.k-canvas canvas')).toBeVisible();
});

test('a link with a board too large or another task says so and shows the exercise on 8 × 8', async ({ page }) => {
  await page.goto('./?page=knights&mode=code&task=safe&size=20x20&lang=en');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Write your own takes boards of up to 144 squares, not size = “20x20”; showing 8 × 8.');
  await expect(alert).toContainText('The link\'s task = “safe” is none of rule; showing the first exercise.');
  await expect(page).toHaveURL(/size=8x8&start=a8&mode=code&task=rule/);
  await expect.poll(programIn(page)).toBe(program('starter_rule.py'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('of 64 squares', { timeout: 30_000 });
  // Typed in the form: a board too large leaves the exercise for the player.
  await page.getByRole('textbox', { name: 'Rows' }).fill('13');
  await page.getByRole('textbox', { name: 'Columns' }).fill('12');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByRole('radio', { name: 'Step by step' })).toBeChecked();
  await expect(page).not.toHaveURL(/mode=code/);
});

test('a program typed on one page is not the other page\'s exercise', async ({ page }) => {
  await page.goto('./?mode=code&task=safe&n=6&lang=en');
  await pasteProgram(page, program('safe.py'));
  await expect(page).toHaveURL(/code=/);
  await page.getByRole('link', { name: 'Knight\'s tour' }).click();
  await page.getByRole('radio', { name: 'Write your own' }).check();
  await expect.poll(programIn(page)).toBe(program('starter_rule.py'));
  await page.getByRole('link', { name: 'N-Queens' }).click();
  // The N-Queens exercise keeps the program typed for it.
  await expect.poll(programIn(page)).toBe(program('safe.py'));
});

test('presenter mode shows the rule\'s program and Run, and the task with Controls', async ({ page }) => {
  await page.goto('./?page=knights&mode=code&task=rule&size=8x8&lang=en');
  const task = page.getByText(/^Write choose\(x, y, moves, visited\)\./);
  await expect(task).toBeVisible();
  await page.keyboard.press('f');
  await presenting(page);
  await expect(page.getByRole('textbox', { name: 'Your program (Python)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
  await expect(task).toBeHidden();
  await expect(page.locator('python-editor .cm-scroller')).toHaveCSS('font-size', '25px');
  await page.getByRole('button', { name: 'Controls', exact: true }).click();
  await expect(task).toBeVisible();
});

test('write your own knight\'s rule passes axe in three themes and four languages', async ({ page }) => {
  for (const { theme, lang } of looks()) {
    await page.goto(`./?page=knights&mode=code&task=rule&size=6x6&lang=${lang}&theme=${theme}`);
    await expect(page.locator('python-editor').getByRole('textbox')).toBeVisible();
    expect(await axeViolations(page, { label: `${theme} ${lang}: `, styleSheets: false })).toEqual([]);
  }
});
