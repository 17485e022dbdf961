// The knight's questions (predict=square,deadend,back): before the knight moves the player asks
// where it goes, whether it is stuck, and where it goes back to; an answer clicked, typed or
// chosen is graded against the search, with its reason.
import { test, expect, clickKnightSquare } from './fixtures.js';
import { questionParts, stepOf } from './questions.js';

/** The parts of the knight's player and of its questions, found by role and name. */
function parts(page) {
  return {
    ...questionParts(page, 'Predict: ask me before the knight moves'),
    ratings: page.locator('.knights-board .k-candidate'),
  };
}

test('where the knight goes next: the ratings are hidden until it is answered, a wrong click says why, the score counts', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&start=a5&method=backtrack&step=0&speed=10');
  const p = parts(page);
  await expect(p.question).toHaveCount(0);
  await p.switch.check();
  await expect(page).toHaveURL(/[?&]predict=square%2Cdeadend%2Cback(&|$)/);
  await p.kind('dead end').uncheck();
  await p.kind('way back').uncheck();
  await expect(page).toHaveURL(/[?&]predict=square(&|$)/);
  // The knight enters a5; the next step forward asks before the ratings are shown.
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(1);
  await p.forward.click();
  await expect(p.question).toHaveAccessibleName('Where will the knight go next?');
  await expect(p.ratings).toHaveCount(0);
  expect(await stepOf(page)).toBe(1);
  // b3 ties with c4, and the tie goes to c4: the knight's board answers, and does not restart.
  await clickKnightSquare(page, 'b3', 5);
  await expect(p.status).toContainText(
    /Not quite: b3 ties with c4 at \d onward moves, and the tie goes to c4\. The knight goes to c4 next\./);
  await expect(p.status).toContainText('Score: 0 of 1');
  await expect(page).toHaveURL(/[?&]start=a5(&|$)/);
  // The step plays: the ratings the rule chose by are shown.
  await expect.poll(() => stepOf(page)).toBe(2);
  await expect(p.ratings).toHaveCount(2);
  // The knight goes to c4; asked again there, a square that is no knight's move away is told so.
  await p.forward.click();
  await p.forward.click();
  await expect(p.question).toBeVisible();
  await expect(p.ratings).toHaveCount(0);
  await p.answer.fill('c3');
  await p.answer.press('Enter');
  await expect(p.status).toContainText('Not quite: c3 is not a knight\'s move from c4.');
  await expect(p.status).toContainText('Score: 0 of 2');
  // Playing stops at the next question; Step forward shows its answer, and the knight goes there.
  await p.play.click();
  await expect(p.question).toBeVisible();
  await expect(p.play).toBeVisible();
  const held = await stepOf(page);
  await p.forward.click();
  await expect(p.question).toContainText(/The knight goes to [a-e][1-5] next\. Play or Step forward goes on\./);
  await expect(p.answer).toHaveCount(0);
  expect(await stepOf(page)).toBe(held);
  const square = /The knight goes to ([a-e][1-5]) next/.exec(await p.question.textContent())[1];
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(held + 1);
  await expect(p.ratings).not.toHaveCount(0);
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(held + 2);
  await expect(p.board).toHaveAccessibleName(new RegExp(`on ${square}\\b`));
});

test('is the knight stuck, and where does it go back to: yes or no, and a square on its path', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&start=a5&method=seed&step=0&speed=10&predict=deadend');
  const p = parts(page);
  await expect(p.switch).toBeChecked();
  await p.forward.click();
  await p.forward.click();
  await expect(p.question).toHaveAccessibleName('Is the knight at a dead end?');
  await p.choice('Yes, a dead end').click();
  await expect(p.status).toContainText(
    'Not quite: from a5 the knight can still go to c4, b3. Not a dead end: the knight can go on from a5.');
  await p.forward.click();
  await expect(p.question).toBeVisible();
  await p.choice('No, it can go on').click();
  await expect(p.status).toContainText('Right. Not a dead end');
  await expect(p.status).toContainText('Score: 1 of 2');
  // Where back: asked at the first dead end, which the board marks.
  await page.goto('./?page=knights&size=5x5&start=a5&method=seed&step=0&speed=10&predict=back');
  await p.play.click();
  await expect(p.question).toHaveAccessibleName('Where does the knight go back to?');
  await expect(page.locator('.knights-board .k-dead-end')).toHaveCount(1);
  const stuck = /on ([a-e][1-5])/.exec(await p.board.getAttribute('aria-label'))[1];
  // The square it is stuck on has nothing left to try: the search gives it up too.
  await p.answer.fill(stuck);
  await p.answer.press('Enter');
  await expect(p.status).toContainText(
    new RegExp(`Not quite: every move from ${stuck} has been tried, so the search gives it up too\\. The knight goes back to [a-e][1-5] and moves on from there\\.`));
});

test('the kinds changed while a question is held: it becomes the kind still asked there, or is let go', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&start=a5&method=seed&step=1&speed=10&predict=square,deadend,back');
  const p = parts(page);
  await p.forward.click();
  await expect(p.question).toHaveAccessibleName('Where will the knight go next?');
  await expect(p.choice('Nowhere: a dead end')).toBeVisible();
  await p.kind('next square').uncheck();
  await expect(p.question).toHaveAccessibleName('Is the knight at a dead end?');
  // "Way back" is asked at dead ends only: the question is let go, and the player goes on.
  await p.kind('dead end').uncheck();
  await expect(p.question).toHaveCount(0);
  await p.forward.click();
  await expect.poll(() => stepOf(page)).toBe(2);
});
