// You be the algorithm (mode=perform): the student performs the program's search on the board,
// each click checked against the trace; a wrong one changes nothing and says what the program
// does instead and why.
import { test, expect, axeViolations, looks, clickQueensSquare, clickKnightSquare, presenting } from './fixtures.js';
import { questionParts, stepsCounted } from './questions.js';

/** The parts of the performed search, found by role and name. */
function parts(page) {
  const region = page.getByRole('region', { name: 'Predict' });
  return {
    ...questionParts(page, /^You be the algorithm/),
    predict: page.getByRole('checkbox', { name: /^Predict/ }),
    record: region.getByRole('button', { name: 'Record the solution' }),
    showNext: region.getByRole('button', { name: 'Show the next step' }),
    model: region.getByRole('button', { name: 'Show the model answer' }),
  };
}

test('N = 4 performed by clicks for its first 21 actions, one mistake refused with its reason', async ({ page }) => {
  await page.goto('./?mode=play&n=4&alg=pointer');
  const p = parts(page);
  await expect(p.turn).toHaveCount(0);
  await p.switch.check();
  await expect(page).toHaveURL(/[?&]mode=perform(&|$)/);
  await expect(p.turn).toBeVisible();
  // The player's own buttons leave the search to the student.
  await expect(p.play).toHaveCount(0);
  await expect(p.status).toHaveText('Steps done: 0 · mistakes: 0 · shown: 0');
  // The C# program: row by row, each square tried left to right; a safe square gets the queen;
  // a row with no square left takes the last queen back.
  const before = ['a1', 'a1', 'a2'];
  for (const square of before) await clickQueensSquare(page, square, 4);
  await expect(p.status).toContainText('Right. The program tries a2.');
  // a2 is attacked by a1: the program goes on to b2, not c2. Nothing changes on the board.
  const step = await stepsCounted(page);
  const described = await p.board.getAttribute('aria-label');
  await clickQueensSquare(page, 'c2', 4);
  await expect(p.status).toContainText(
    'Not that. The program tries b2: a2 is attacked, so it goes on to the next square.');
  await expect(p.status).toContainText('Steps done: 3 · mistakes: 1 · shown: 0');
  expect(await stepsCounted(page)).toBe(step);
  await expect(p.board).toHaveAttribute('aria-label', described);
  // Record is refused too while the board holds no solution.
  await p.record.click();
  await expect(p.status).toContainText('Not that. The program tries b2');
  await expect(p.status).toContainText('mistakes: 2');
  const after = ['b2', 'c2', 'c2', 'a3', 'b3', 'c3', 'd3', 'c2', 'd2', 'd2', 'a3', 'b3', 'b3',
    'a4', 'b4', 'c4', 'd4', 'b3'];
  for (const square of after) {
    await clickQueensSquare(page, square, 4);
    await expect(p.status).toContainText('Right.');
  }
  await expect(p.status).toContainText('Steps done: 21 · mistakes: 2 · shown: 0');
  await expect(p.status).toContainText('Right. The program takes back the queen on b3.');
  // The board shows the queens left: a1 and d2.
  await expect(p.board).toHaveAccessibleName(/a1/);
  await expect(p.board).toHaveAccessibleName(/d2/);
  // "Show the next step" does one for the student, counted as shown.
  const at = await stepsCounted(page);
  await p.showNext.click();
  await expect(p.status).toContainText('shown: 1');
  await expect.poll(() => stepsCounted(page)).toBeGreaterThan(at);
  // The model answer ends the performance and plays the rest in the player, counted as shown.
  await p.model.click();
  await expect(page).toHaveURL(/[?&]mode=play(&|$)/);
  await expect(p.switch).not.toBeChecked();
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await pause.click();
  await p.switch.check();
  await expect(p.status).toContainText('Steps done: 21 · mistakes: 2 · shown: 2');
});

test('a solution is recorded with the button, and a square typed performs an action', async ({ page }) => {
  await page.goto('./?mode=perform&n=4&alg=flags');
  const p = parts(page);
  await expect(p.turn).toBeVisible();
  // Steps shown until the board holds its first solution (b1 d2 a3 c4).
  const solved = /Queens on b1, d2, a3, c4\./;
  for (let i = 0; i < 60 && !(await p.board.getAttribute('aria-label')).match(solved); i++) {
    await p.showNext.click();
  }
  await expect(p.board).toHaveAccessibleName(solved);
  await clickQueensSquare(page, 'a1', 4);
  await expect(p.status).toContainText(
    'Not that. The program records the solution: every queen is placed: the board holds a solution.');
  await p.record.click();
  await expect(p.status).toContainText('Right. The program records the solution.');
  // After a solution, the last queen is taken back: typed, its square performs it.
  await p.answer.fill('c4');
  await p.answer.press('Enter');
  await expect(p.status).toContainText('Right. The program takes back the queen on c4.');
  await p.answer.fill('z9');
  await p.answer.press('Enter');
  await expect(p.region.getByRole('alert')).toContainText('“z9” is not a square of this board');
});

test('by keyboard alone: the board\'s cursor moves with the arrows and acts with Space or Enter', async ({ page }) => {
  await page.goto('./?mode=perform&n=4&alg=pointer');
  const p = parts(page);
  await expect(p.turn).toBeVisible();
  await p.board.focus();
  await expect(p.board).toHaveAccessibleName(/Keyboard cursor on a1/);
  await page.keyboard.press('Space');
  await expect(p.status).toContainText('Right. The program tries a1.');
  await page.keyboard.press('Enter');
  await expect(p.status).toContainText('Right. The program puts a queen on a1.');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(p.board).toHaveAccessibleName(/Keyboard cursor on b2/);
  // b2 is not next (a2 is): refused, and the player's keys do nothing meanwhile.
  await page.keyboard.press('Enter');
  await expect(p.status).toContainText('Not that. The program tries a2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(p.status).toContainText('Right. The program tries a2.');
  await expect(p.status).toContainText('Steps done: 3 · mistakes: 1 · shown: 0');

  await page.goto('./?page=knights&mode=perform&size=5x5&start=a5&method=warnsdorff');
  await expect(p.turn).toBeVisible();
  await p.board.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
  }
  await expect(p.board).toHaveAccessibleName(/Keyboard cursor on c4/);
  await page.keyboard.press('Enter');
  await expect(p.status).toContainText('Right. The knight goes to c4 next.');
});

test('an algorithm that cannot be performed is said so, from a link and from the menu', async ({ page }) => {
  await page.goto('./?mode=perform&n=5&alg=bitmask');
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'mode = perform' }))
    .toContainText('“bitmask”');
  const p = parts(page);
  await expect(p.switch).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption({ label: 'Iterative pointer M/p with IsStrike (C# article)' });
  await p.switch.check();
  await expect(p.turn).toBeVisible();
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption({ index: 0 });
  await expect(p.region).toContainText('This algorithm cannot be performed on the board');
  await expect(p.turn).toHaveCount(0);
  // Nothing plays on by itself: the search stays at its start.
  await page.waitForTimeout(500);
  expect(await stepsCounted(page)).toBe(0);
});

test('the knight by Warnsdorff\'s rule: a tie broken the other way is refused, the rule\'s square is right', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&start=a5&method=warnsdorff');
  const p = parts(page);
  await p.switch.check();
  await expect(page).toHaveURL(/[?&]mode=perform(&|$)/);
  await expect(p.turn).toBeVisible();
  // From a5 the rule rates b3 and c4 alike, and its tie-break goes to c4.
  await clickKnightSquare(page, 'b3', 5);
  await expect(p.status).toContainText('Not quite: b3 ties with c4 at');
  await expect(p.status).toContainText('mistakes: 1');
  // A click while performing never restarts the tour from the square clicked.
  await expect(page).toHaveURL(/[?&]start=a5(&|$)/);
  await clickKnightSquare(page, 'c4', 5);
  await expect(p.status).toContainText('Right. The knight goes to c4 next.');
  await expect(p.status).toContainText('Steps done: 1 · mistakes: 1 · shown: 0');
  await expect(p.board).toHaveAccessibleName(/c4/);
});

test('the C program\'s backtracking: at a dead end the knight\'s square is taken back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?page=knights&size=5x5&start=a5&method=seed&mode=perform');
  const p = parts(page);
  await expect(p.turn).toBeVisible();
  // Steps shown until the knight is stuck.
  const stuck = page.getByText(/^Dead end at [a-e][1-5]\.$/);
  for (let i = 0; i < 200 && (await stuck.count()) === 0; i++) {
    await p.showNext.click();
  }
  const square = (await stuck.first().textContent()).match(/at ([a-e][1-5])/)[1];
  const elsewhere = square === 'a1' ? 'b1' : 'a1';
  await clickKnightSquare(page, elsewhere, 5);
  await expect(p.status).toContainText(
    `Not that. The knight is at a dead end on ${square}: the search takes it back.`);
  await clickKnightSquare(page, square, 5);
  await expect(p.status).toContainText(`Right. The search takes ${square} back.`);
  // The step shown is the square given up.
  await expect(page.getByRole('region', { name: 'What this step did' }))
    .toContainText(`Backtrack: ${square} freed`);
  await expect(p.status).toContainText('mistakes: 1');
});

test('axe finds no violations while performing, in every theme and language, presenting, and a phone fits it', { tag: '@full-browser' }, async ({ page }) => {
  test.setTimeout(240_000);
  const pages = [
    ['./?mode=perform&n=5&alg=pointer', (page) => clickQueensSquare(page, 'b1', 5)],
    ['./?page=knights&mode=perform&size=5x5&start=a5&method=warnsdorff', (page) => clickKnightSquare(page, 'b3', 5)],
  ];
  // The question, and the verdict of a wrong click, whatever the language.
  const question = page.locator('.predict-question');
  const refused = page.locator('.predict-verdict.wrong');
  for (const [index, [query, mistake]] of pages.entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(`${query}&lang=${lang}&theme=${theme}`);
      await expect(question).toBeVisible();
      await mistake(page);
      await expect(refused).toBeVisible();
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query}: ` })).toEqual([]);
    }
  }
  for (const [query, mistake] of pages) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(query);
    await expect(question).toBeVisible();
    await page.keyboard.press('f');
    await presenting(page);
    await mistake(page);
    await expect(refused).toBeVisible();
    expect(await axeViolations(page, { label: `${query} presenting: ` })).toEqual([]);
    // A shared link opened on a phone: nothing is wider than its screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(query);
    await expect(question).toBeVisible();
    await mistake(page);
    await expect(refused).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});
