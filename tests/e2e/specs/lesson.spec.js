// Built-in lessons (`?lesson=queens`, `?lesson=knights`): scenes of the app with a caption under
// the board, moved through with a clicker's PageDown/PageUp, the buttons or the table of contents;
// the address holds the lesson and the scene, and Esc leaves the lesson keeping the view.
import { test, expect, axeViolations, looks, goOffline, solve, controls, presenting } from './fixtures.js';

/** The lesson's bar and its parts, found by role and name. */
function lesson(page) {
  const bar = page.getByRole('region', { name: 'Lesson' });
  return {
    bar,
    where: bar.locator('.lesson-where'),
    caption: bar.locator('.lesson-caption'),
    previous: bar.getByRole('button', { name: /Previous scene/ }),
    next: bar.getByRole('button', { name: /Next scene/ }),
    contents: bar.getByRole('combobox', { name: 'Scenes' }),
    notes: bar.getByRole('button', { name: 'Notes for the teacher' }),
    leave: bar.getByRole('button', { name: 'Leave the lesson' }),
    forms: bar.getByRole('button', { name: 'Show the form' }),
  };
}

/** The address's parameter `key`. */
function param(page, key) {
  return new URL(page.url()).searchParams.get(key);
}

test('a lesson opens at scene 1, and PageDown, PageUp, the buttons and the contents move through it', async ({ page }) => {
  await page.goto('./?lesson=queens');
  const l = lesson(page);
  await expect(l.where).toHaveText('Scene 1 of 12');
  await expect(l.caption).toContainText('The puzzle');
  await expect(l.caption).toContainText('Four are placed already.');
  await expect(page).toHaveURL(/\?lesson=queens&scene=1&mode=try&n=8&q=a1%2Ce2%2Ch3%2Cf4/);
  await expect(l.previous).toBeDisabled();
  // The teacher's notes are not the class's: shown on asking.
  const notes = page.locator('#lesson-notes');
  await expect(notes).toBeHidden();
  await l.notes.click();
  await expect(notes).toContainText('that is backtracking');
  await page.keyboard.press('PageDown');
  await expect(l.where).toHaveText('Scene 2 of 12');
  await expect(l.caption).toContainText('Brute force: try everything');
  await expect(page).toHaveURL(/\?lesson=queens&scene=2&mode=play&n=4&alg=generate/);
  await page.keyboard.press('PageUp');
  await expect(l.where).toHaveText('Scene 1 of 12');
  await l.next.click();
  await expect(l.where).toHaveText('Scene 2 of 12');
  // Back returns to the scene before.
  await page.goBack();
  await expect(l.where).toHaveText('Scene 1 of 12');
  await expect(page).toHaveURL(/scene=1&mode=try/);
  await l.contents.selectOption({ label: '5. The search tree' });
  await expect(l.where).toHaveText('Scene 5 of 12');
  await expect(page.getByRole('checkbox', { name: 'Search tree' })).toBeChecked();
  expect(param(page, 'step')).toBe('30');
});

test('inside a scene the player keeps its keys, and PageDown moves to the next scene, not the next step', async ({ page }) => {
  await page.goto('./?lesson=queens&scene=4');
  const l = lesson(page);
  await expect(l.caption).toContainText('Backtracking');
  await expect(page.getByText('Step 12', { exact: true })).toBeVisible();
  // The page's form is folded away in a lesson, and comes back on asking.
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' });
  await expect(algorithm).toBeHidden();
  await l.forms.click();
  await expect(l.forms).toHaveAttribute('aria-pressed', 'true');
  await expect(algorithm).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => param(page, 'step')).toBe('13');
  expect(param(page, 'scene')).toBe('4');
  // A link taken now opens the view as it is, in its scene.
  const shared = page.url();
  await page.keyboard.press('PageDown');
  await expect(l.where).toHaveText('Scene 5 of 12');
  expect(param(page, 'step')).toBe('30');
  await page.goto(shared);
  await expect(l.where).toHaveText('Scene 4 of 12');
  await expect(page.getByText('Step 13', { exact: true })).toBeVisible();
  // Esc leaves the lesson and keeps the view.
  await page.keyboard.press('Escape');
  await expect(l.bar).toHaveCount(0);
  await expect(page).toHaveURL(/\?mode=play&n=4&alg=pointer&step=13/);
  expect(param(page, 'lesson')).toBeNull();
  await expect(page.getByText('Step 13', { exact: true })).toBeVisible();
});

test('inside a scene, N or a board size typed in the form shown again solves, and the lesson stays', async ({ page }) => {
  await page.goto('./?lesson=queens&scene=12');
  const l = lesson(page);
  await expect(l.where).toHaveText('Scene 12 of 12');
  await l.forms.click();
  await solve(page, '6', { withEnter: true });
  await expect(controls(page).board.first()).toHaveAccessibleName(/^6 by 6 board with 6 queens on /);
  expect(param(page, 'scene')).toBe('12');
  expect(param(page, 'n')).toBe('6');
  await expect(l.where).toHaveText('Scene 12 of 12');
  // The knight's scene 5 (8 × 8, Warnsdorff's rule), then 6 × 6 typed: the board is drawn at its
  // new size, in the same scene.
  await page.keyboard.press('Escape');
  await page.goto('./?lesson=knights&scene=5');
  await expect(l.where).toHaveText('Scene 5 of 8');
  await l.forms.click();
  await page.getByLabel('Rows', { exact: true }).fill('6');
  await page.getByLabel('Columns', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page).toHaveURL(/[?]lesson=knights&scene=5&page=knights&size=6x6/);
  await expect(page.getByRole('img', { name: /^The 6×6 board, 0 of 36 squares visited/ })).toBeVisible();
  await expect(page.locator('svg.knights-board')).toBeVisible();
  await expect(l.where).toHaveText('Scene 5 of 8');
});

test('a lesson embedded in a course page shows its caption and moves on', async ({ page, baseURL }) => {
  const src = new URL('./?lesson=queens&scene=4&embed=1', baseURL).href;
  await page.setContent(
    `<!doctype html><title>Course page</title><h1>Backtracking</h1>` +
      `<iframe src="${src}" width="800" height="600" title="N-Queens Lab"></iframe>`,
  );
  const frame = page.frameLocator('iframe');
  const bar = frame.getByRole('region', { name: 'Lesson' });
  await expect(bar.locator('.lesson-caption')).toContainText('Backtracking');
  await expect(frame.getByRole('img', { name: /board/i }).first()).toBeVisible();
  await bar.getByRole('button', { name: /Next scene/ }).click();
  await expect(bar.locator('.lesson-where')).toHaveText('Scene 5 of 12');
  await expect(frame.getByRole('checkbox', { name: 'Search tree' })).toBeChecked();
  const inside = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
  await expect.poll(inside).toMatch(/[?]lesson=queens&scene=5&.*embed=1/);
});

test('every scene of both lessons opens with its caption and no message', async ({ page }) => {
  test.setTimeout(120_000);
  const l = lesson(page);
  for (const [name, title, count] of [['queens', 'Eight queens', 12], ['knights', 'The knight\'s tour', 8]]) {
    await page.goto('./');
    await page.getByRole('button', { name: 'Lessons' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lessons' });
    await expect(dialog).toContainText(`${count} scenes: `);
    await dialog.getByRole('button', { name: title }).click();
    await expect(dialog).toBeHidden();
    for (let scene = 1; scene <= count; scene += 1) {
      await expect(l.where).toHaveText(`Scene ${scene} of ${count}`);
      await expect(l.contents.locator('optgroup')).toHaveAttribute('label', title);
      await expect(page).toHaveURL(new RegExp(`\\?lesson=${name}&scene=${scene}(&|$)`));
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('Loading');
      expect((await l.caption.textContent()).length).toBeGreaterThan(40);
      if (scene < count) await page.keyboard.press('PageDown');
    }
    await expect(l.next).toBeDisabled();
    await page.keyboard.press('PageDown');
    await expect(l.where).toHaveText(`Scene ${count} of ${count}`);
  }
  // Leaving the lesson keeps the view (the large closed tour).
  await l.leave.click();
  await expect(l.bar).toHaveCount(0);
  await expect(page).toHaveURL(/\?page=knights&size=40x40/);
});

test('a bad lesson or scene in a link is reported and the rest of the link is shown', async ({ page }) => {
  await page.goto('./?lesson=chess&n=6');
  await expect(page.getByRole('alert')).toContainText(
    'The link\'s lesson = “chess” is not one of queens, knights; showing the view without a lesson.');
  await expect(lesson(page).bar).toHaveCount(0);
  await expect(page.getByRole('status').first()).toHaveText('Number of placements = 4');
  await page.goto('./?lesson=knights&scene=40');
  await expect(page.getByRole('alert')).toContainText(
    'The link\'s scene = “40” is not a scene of the lesson, which has 8; showing scene 1.');
  await expect(lesson(page).where).toHaveText('Scene 1 of 8');
});

test('the help lists the lesson\'s keys, and PageUp/PageDown are not the player\'s there', async ({ page }) => {
  await page.goto('./?lesson=knights&scene=2');
  await expect(lesson(page).where).toHaveText('Scene 2 of 8');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help.getByRole('row', { name: /previous or next scene/ })).toContainText('PageUp PageDown');
  await expect(help.getByRole('row', { name: /leave it, keeping the view/ })).toContainText('Esc');
  await expect(help.getByRole('row', { name: /the speaker view/ })).toContainText('V');
  await expect(help.getByRole('row', { name: /One step back or forward/ })).toHaveText(/^← →/);
});

test('presenter mode shows the caption only, the clicker still moves, and a phone keeps the bar in view', { tag: '@full-browser' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?lesson=queens&scene=4');
  const l = lesson(page);
  await expect(l.caption).toContainText('Backtracking');
  await page.keyboard.press('f');
  await presenting(page);
  await expect(l.next).toBeHidden();
  await expect(l.caption).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(l.caption).toContainText('The search tree');
  const board = await page.locator('.board-panel svg').first().boundingBox();
  expect(board.height).toBeGreaterThan(350);
  expect(await axeViolations(page, { label: 'presenting: ' })).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./?lesson=knights&scene=5');
  await expect(l.caption).toContainText('Warnsdorff\'s rule');
  await expect(l.caption).toBeInViewport();
  await expect(l.next).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await l.next.click();
  await expect(page).toHaveURL(/[?]lesson=knights&scene=6&/);
});

test('a scene\'s question with choices is answered by a click, told right or not quite, and asked afresh when the scene comes back', async ({ page }) => {
  await page.goto('./?lesson=queens&scene=2');
  const l = lesson(page);
  const quiz = l.bar.getByRole('group', { name: /^Question for the class: How many of the 256 boards/ });
  const verdict = quiz.getByRole('status');
  await expect(quiz.getByRole('button')).toHaveText(['A None', 'B 2', 'C 16', 'D 24']);
  await expect(verdict).toHaveText('');
  await quiz.getByRole('button', { name: 'D 24' }).click();
  await expect(verdict).toHaveText('Not quite: D, 24. The answer is B, 2.');
  await expect(quiz.getByRole('button', { name: 'D 24' })).toHaveAttribute('aria-pressed', 'true');
  await expect(quiz.getByRole('button', { name: 'B 2' })).toHaveClass(/right/);
  await quiz.getByRole('button', { name: 'B 2' }).click();
  await expect(verdict).toHaveText('Right: B, 2.');
  // The next scene asks nothing; back again, the question is asked afresh.
  await page.keyboard.press('PageDown');
  await expect(l.caption).toContainText('One queen per column');
  await expect(quiz).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(verdict).toHaveText('');
  await expect(quiz.getByRole('button', { name: 'B 2' })).not.toHaveClass(/right/);
  // The knight's lesson asks at its fifth scene, in the language of the page.
  await page.goto('./?lesson=knights&scene=5&lang=ru');
  const asked = page.getByRole('group', { name: /^Вопрос классу: Как часто/ });
  await asked.getByRole('button', { name: 'A Никогда' }).click();
  await expect(asked.getByRole('status')).toHaveText('Верно: A, Никогда.');
});

test('on a phone a swipe across the lesson\'s bar turns the scene; a tap or a mouse\'s drag does not', async ({ browser, page }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await phone.goto('./?lesson=queens&scene=4');
  const l = lesson(phone);
  await expect(l.caption).toContainText('Backtracking');
  const touch = await context.newCDPSession(phone);
  const swipe = async (from, to) => {
    const box = await l.caption.boundingBox();
    const y = box.y + box.height / 2;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (const part of [1, 2, 3]) {
      const x = from + ((to - from) * part) / 3;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + part }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(330, 60);
  await expect(phone).toHaveURL(/[?]lesson=queens&scene=5&/);
  await expect(l.caption).toContainText('The search tree');
  await swipe(60, 330);
  await expect(phone).toHaveURL(/[?]lesson=queens&scene=4&/);
  await expect(l.caption).toContainText('Backtracking');
  // A short touch is a tap, not a swipe.
  await swipe(200, 190);
  await l.caption.tap();
  await expect(l.caption).toContainText('Backtracking');
  await context.close();
  // A mouse's drag across the caption selects its words, and stays in the scene.
  await page.goto('./?lesson=queens&scene=4');
  const desk = lesson(page);
  const box = await desk.caption.boundingBox();
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/[?]lesson=queens&scene=4&/);
  await expect(desk.caption).toContainText('Backtracking');
});

test('axe finds no violations in a lesson in every theme and language', async ({ page }) => {
  test.setTimeout(180_000);
  // Each scene asks a question with choices: a wrong one (queens) and a right one chosen.
  for (const [index, [query, choice]] of [['./?lesson=queens&scene=2', 3], ['./?lesson=knights&scene=5', 0]].entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(`${query}&lang=${lang}&theme=${theme}`);
      await expect(page.locator('.lesson-caption')).not.toBeEmpty();
      await page.locator('.lesson-nav button[aria-controls]').click();
      await page.locator('.lesson-quiz button').nth(choice).click();
      await expect(page.locator('.lesson-quiz [role="status"]')).not.toBeEmpty();
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query}: ` })).toEqual([]);
    }
  }
});

test.describe('with the offline cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit a lesson opens offline', async ({ page, context }) => {
    await page.goto('./?lesson=knights&scene=2');
    await expect(lesson(page).where).toHaveText('Scene 2 of 8');
    await goOffline(page, context);
    await page.goto('./?lesson=queens&scene=3');
    await expect(lesson(page).caption).toContainText('One queen per column');
    await page.keyboard.press('PageDown');
    await expect(lesson(page).caption).toContainText('Backtracking');
    await context.setOffline(false);
  });
});

test('the speaker view opens in a second window with the notes, and a move in either window moves both', async ({ page, context }) => {
  await page.goto('./?lesson=queens&scene=2');
  const l = lesson(page);
  await expect(l.where).toHaveText('Scene 2 of 12');
  const opened = context.waitForEvent('page');
  await l.bar.getByRole('button', { name: 'Speaker view' }).click();
  const speaker = await opened;
  await expect(speaker.getByRole('heading', { level: 1 })).toHaveText('2. Brute force: try everything');
  await expect(speaker.locator('.speaker-notes')).toContainText('Ask: where is the waste?');
  await expect(speaker.getByText('Next: 3. One queen per column')).toBeVisible();
  await expect(speaker.getByRole('timer')).toHaveText(/^00:0\d$/);
  // The class's window shows no notes; the speaker view shows no board.
  await expect(page.locator('#lesson-notes')).toBeHidden();
  await expect(speaker.getByRole('img')).toHaveCount(0);
  // A move in the speaker view moves the class's window…
  await speaker.getByRole('button', { name: /Next scene/ }).click();
  await expect(l.where).toHaveText('Scene 3 of 12');
  await expect(page).toHaveURL(/[?]lesson=queens&scene=3&mode=play&n=4&alg=permutations/);
  // …and a clicker's PageDown in the class's window moves the speaker view.
  await page.keyboard.press('PageDown');
  await expect(speaker.getByRole('heading', { level: 1 })).toHaveText('4. Backtracking');
  await speaker.getByRole('navigation', { name: 'Scenes' }).getByRole('button', { name: '12. 92 placements, 12 shapes' }).click();
  await expect(l.where).toHaveText('Scene 12 of 12');
  await expect(speaker.getByText('This is the last scene.')).toBeVisible();
  expect(await axeViolations(speaker, { label: 'speaker view: ' })).toEqual([]);
  await speaker.close();
});
