// Predict (predict=queen): the player asks where the next queen goes before it shows it; an
// answer clicked on the board or typed is graded against the search, with its reason.
import { test, expect, clickQueensSquare, presenting } from './fixtures.js';
import { questionParts, stepOf } from './questions.js';

/** The parts of the player and of its questions, found by role and name. */
function parts(page) {
  return {
    ...questionParts(page, /^Predict/),
    question: page.getByRole('region', { name: 'Predict' }).getByRole('group', { name: 'Where will the next queen go?' }),
  };
}

test('the switch asks where each queen goes: a right click, a wrong answer typed with its reason, and the score', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=10');
  const p = parts(page);
  await expect(p.question).toHaveCount(0);
  await p.switch.check();
  await expect(page).toHaveURL(/[?&]predict=queen(&|$)/);
  await expect(p.status).toHaveText('Score: 0 of 0');
  // A step forward asks first, and stays where it was.
  await p.forward.click();
  await expect(p.question).toBeVisible();
  expect(await stepOf(page)).toBe(0);
  // The first queen goes on a1: clicked on the board, it is right, and the step plays.
  await clickQueensSquare(page, 'a1', 6);
  await expect(p.status).toContainText('Right: the next queen goes on a1.');
  await expect(p.status).toContainText('Score: 1 of 1');
  await expect.poll(() => stepOf(page)).toBe(1);
  await expect(p.question).toHaveCount(0);
  // Playing stops before the next queen, at the queen just placed on a1.
  await p.play.click();
  await expect(p.question).toBeVisible();
  await expect(p.play).toBeVisible();
  const asked = await stepOf(page);
  await expect(p.board).toHaveAccessibleName(/queen on a1/i);
  // b2 typed: attacked along a diagonal; the answer is c2, and playing goes on to the next question.
  await p.answer.fill('b2');
  await p.answer.press('Enter');
  await expect(p.status).toContainText(
    'Not quite: b2 is attacked by the queen on a1 along a diagonal. The next queen goes on c2.');
  await expect(p.status).toContainText('Score: 1 of 2');
  await expect.poll(() => stepOf(page)).toBeGreaterThan(asked);
  await expect(p.question).toBeVisible();
  await expect(p.play).toBeVisible();
  // A name that is no square of the board is said so, and answers nothing.
  await p.answer.fill('z9');
  await p.answerButton.click();
  await expect(p.region.getByRole('alert')).toHaveText('“z9” is not a square of this board: type a name such as a1.');
  await expect(p.status).toContainText('Score: 1 of 2');
  // Step forward shows the answer (e3, after a1 and c2), and the next one goes on.
  const held = await stepOf(page);
  await p.forward.click();
  await expect(p.question).toContainText('The next queen goes on e3.');
  await expect(p.answer).toHaveCount(0);
  expect(await stepOf(page)).toBe(held);
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(held + 1);
  await expect(p.question).toHaveCount(0);
  await expect(p.status).toContainText('Score: 1 of 2');
  // Switched off, the player plays on without asking, and the address forgets it.
  await p.switch.uncheck();
  await expect(page).not.toHaveURL(/predict=/);
  await expect(p.status).toHaveCount(0);
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(held + 2);
});

test('a size typed or an algorithm chosen while a question is asked starts the new search, asking afresh', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&predict=queen');
  const p = parts(page);
  await p.forward.click();
  await clickQueensSquare(page, 'b1', 6);
  await expect(p.status).toContainText('Score: 0 of 1');
  await p.forward.click();
  await p.forward.click();
  await expect(p.question).toBeVisible();
  // N typed as a user does: the question goes, the board is the new one, and the score starts over.
  await page.getByLabel('N', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(p.board).toHaveAccessibleName(/^Step 0 on the 5 by 5 board/);
  await expect(p.question).toHaveCount(0);
  await expect(p.status).toHaveText('Score: 0 of 0');
  await p.forward.click();
  await expect(p.question).toBeVisible();
  await clickQueensSquare(page, 'a1', 5);
  await expect(p.status).toContainText('Right: the next queen goes on a1.');
  // Min-conflicts chosen from the menu: nothing to ask, and the player steps on.
  await page.getByRole('combobox', { name: /^Algorithm/ }).selectOption({ label: 'Min-conflicts: move a queen in conflict (app\'s own, C)' });
  await expect(p.region).toContainText('This algorithm is not asked about');
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(1);
  await expect(p.question).toHaveCount(0);
});

test('forward checking hides its free squares while asking, and the answer that empties a row says which', async ({ page }) => {
  await page.goto('./?mode=play&n=4&alg=forward&step=1&predict=queen');
  const p = parts(page);
  await expect(p.switch).toBeChecked();
  // The board's own marks (the legend draws one of each).
  const struck = p.board.locator('.mark.struck');
  await expect(struck).toHaveCount(1);
  await p.forward.click();
  await expect(p.question).toBeVisible();
  await expect(struck).toHaveCount(0);
  // After a1, a queen on c2 would leave row 3 with no free square: forward checking skips it.
  await clickQueensSquare(page, 'c2', 4);
  await expect(p.status).toContainText(
    'Not quite: a queen on c2 would leave row 3 with no free square. The next queen goes on d2.');
  // The right square is outlined and the guess crossed until the next question.
  await expect(p.board.locator('.mark.predict-answer')).toHaveCount(1);
  await expect(p.board.locator('.mark.predict-guess')).toHaveCount(1);
});

test('in presenter mode the question held is large and the board keeps its room', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=2&predict=queen');
  const p = questionParts(page, /^Predict/);
  await expect(p.switch).toBeChecked();
  await page.keyboard.press('f');
  await presenting(page);
  await page.keyboard.press('ArrowRight');
  const heading = p.question.getByRole('heading');
  await expect(heading).toBeInViewport();
  const size = await heading.evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  expect(size).toBeGreaterThanOrEqual(36);
  expect((await p.board.boundingBox()).width).toBeGreaterThan(500);
});

test('how many solutions, is the square tried safe, which line runs next: each asked in turn, answered and graded', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=10');
  const p = parts(page);
  const kind = (name) => p.region.getByRole('checkbox', { name, exact: true });
  const question = p.region.getByRole('group', { name: /\?$/ });
  // Steps forward until a question is asked (a question is asked before the step it is about).
  const onToQuestion = async () => {
    for (let i = 0; i < 5 && !(await question.isVisible()); i++) await p.forward.click();
    await expect(question).toBeVisible();
  };
  await p.switch.check();
  await kind('solutions').check();
  await kind('next queen').uncheck();
  await expect(page).toHaveURL(/[?&]predict=count(&|$)/);
  // At step 0: how many solutions N = 6 has. A word is no number; 3 is too few.
  await p.forward.click();
  await expect(question).toHaveAccessibleName('How many solutions will N = 6 have?');
  await p.answer.fill('many');
  await p.answer.press('Enter');
  await expect(p.region.getByRole('alert')).toHaveText('“many” is not a number: type one such as 92.');
  await p.answer.fill('3');
  await p.answer.press('Enter');
  await expect(p.status).toContainText('Not quite: 3 is too few. N = 6 has 4 solutions.');
  await expect.poll(() => stepOf(page)).toBe(1);
  // The square tried: a1, with no queen on the board, is safe.
  await kind('safe square').check();
  await kind('solutions').uncheck();
  await onToQuestion();
  await expect(question).toHaveAccessibleName('Is a1 safe? If not, which queen attacks it?');
  await p.region.getByRole('button', { name: 'Safe', exact: true }).click();
  await expect(p.status).toContainText('Right: a1 is safe: no queen on the board attacks it.');
  await expect(p.status).toContainText('Score: 1 of 2');
  // On to a2 tried: the queen on a1, clicked on the board, attacks it.
  await onToQuestion();
  await expect(question).toHaveAccessibleName('Is a2 safe? If not, which queen attacks it?');
  await clickQueensSquare(page, 'a1', 6);
  await expect(p.status).toContainText(/^Score: 2 of 3Right: a2 is attacked by the queen on a1 /);
  // b2: said safe, it is not.
  await onToQuestion();
  await expect(question).toHaveAccessibleName('Is b2 safe? If not, which queen attacks it?');
  await p.region.getByRole('button', { name: 'Safe', exact: true }).click();
  await expect(p.status).toContainText(/Not quite: it is not safe\. b2 is attacked by the queen on a1 /);
  // Which line runs next: asking it shows the program, whose lines become answers.
  await kind('next line').check();
  await kind('safe square').uncheck();
  await expect(page.getByRole('checkbox', { name: 'Code', exact: true })).toBeChecked();
  await onToQuestion();
  await expect(question).toHaveAccessibleName('Which line of the program runs next?');
  // Line 1 declares an array: no step runs it.
  await page.getByRole('button', { name: 'Answer: line 1', exact: true }).click();
  await expect(p.status).toContainText(/Not quite: line 1 is not the next\. Line \d+ runs next\./);
  const line = /Line (\d+) runs next/.exec(await p.status.textContent())[1];
  // The step plays: the line the verdict named is the program's current line.
  await expect(page.locator('.code-line[aria-current="step"]')).toHaveCount(1);
  const current = await page.locator('.code-line').evaluateAll(
    (lines) => lines.findIndex((l) => l.getAttribute('aria-current') === 'step') + 1);
  expect(current).toBe(Number(line));
  await expect(page.getByRole('button', { name: /^Answer: line/ })).toHaveCount(0);
});
