// The step-by-step player: controls, keyboard, links, the state panel, the log and the comparison.
import { test, expect, controls, axeViolations } from './fixtures.js';

/** The player's parts, found by role and name. */
function player(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  return {
    board: controls(page).board,
    counters: page.getByRole('region', { name: 'Counters' }),
    state: page.getByRole('region', { name: 'Algorithm state' }),
    log: page.getByRole('region', { name: 'Solutions found' }),
    timeline: page.getByRole('slider', { name: 'Timeline' }),
    speed: page.getByRole('slider', { name: /^Speed/ }),
    algorithm: page.getByRole('combobox', { name: /^Algorithm/ }),
    play: button('Play'),
    pause: button('Pause'),
    forward: button('Step forward'),
    back: button('Step back'),
    start: button('To start'),
    end: button('To end'),
    previousSolution: button('Previous solution'),
    nextSolution: button('Next solution'),
  };
}

/** The counter `label`'s value, as shown. */
function counter(page, label) {
  return player(page).counters.locator(`dt:text-is("${label}") + dd`);
}

/** The step shown, from the timeline. */
async function stepOf(page) {
  return Number(await player(page).timeline.inputValue());
}

/** Everything that shows a frame: the board's description, the counters and the state panel. */
async function snapshot(page) {
  const p = player(page);
  return {
    board: await p.board.getAttribute('aria-label'),
    counters: await p.counters.innerText(),
    state: await p.state.innerText(),
  };
}

/** Waits until the search's total is known. */
async function totalKnown(page) {
  await expect(page.getByText(/^Total: [\d,]+ steps$/)).toBeVisible();
}

test('Play advances, Pause stops, and the address follows when paused', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=100');
  const p = player(page);
  await expect(p.board).toHaveAccessibleName(/^Step 0 on the 6 by 6 board\. The search has not started\. No queens\.$/);
  await p.play.click();
  await expect(p.pause).toBeVisible();
  await expect.poll(() => stepOf(page)).toBeGreaterThan(10);
  await p.pause.click();
  await expect(p.play).toBeVisible();
  const stopped = await stepOf(page);
  await page.waitForTimeout(400);
  expect(await stepOf(page)).toBe(stopped);
  await expect(page).toHaveURL(new RegExp(`step=${stopped}&speed=100&lang=en$`));
  await expect(counter(page, 'Steps')).toHaveText(String(stopped));
});

test('typing N while the player plays is not overwritten by its steps', async ({ page }) => {
  await page.goto('./?mode=play&n=8');
  const p = player(page);
  const field = controls(page).field;
  await p.play.click();
  await field.fill('12');
  // The player publishes its step every 500 ms: wait for two publications after the typing.
  const published = await stepOf(page);
  await expect.poll(() => stepOf(page), { timeout: 5_000 }).toBeGreaterThan(published);
  await page.waitForTimeout(1_100);
  await expect(field).toHaveValue('12');
  // Enter then solves the typed N.
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]n=12&/);
});

test('Step back restores the previous frame exactly', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=pointer&step=37&speed=5');
  const p = player(page);
  await expect(p.board).toHaveAccessibleName(/^Step 37 /);
  const before = await snapshot(page);
  await p.forward.click();
  await expect(p.board).toHaveAccessibleName(/^Step 38 /);
  expect(await snapshot(page)).not.toEqual(before);
  await p.back.click();
  await expect(p.board).toHaveAccessibleName(/^Step 37 /);
  expect(await snapshot(page)).toEqual(before);
  await expect(page).toHaveURL(/step=37&/);
});

test('a link to step k shows the frame reached by k steps with the keyboard', async ({ page }) => {
  await page.goto('./?mode=play&n=5&alg=columns&step=0&speed=5');
  const p = player(page);
  await expect(p.board).toHaveAccessibleName(/^Step 0 /);
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
  await expect(p.board).toHaveAccessibleName(/^Step 25 /);
  await expect(page).toHaveURL(/alg=columns&step=25&/);
  const stepped = await snapshot(page);
  await page.goto('./?mode=play&n=5&alg=columns&step=25&speed=5');
  await expect(p.board).toHaveAccessibleName(/^Step 25 /);
  expect(await snapshot(page)).toEqual(stepped);
  await expect(p.state).toContainText('a[1..N]');
});

test('keyboard: Space plays and pauses, arrows step, Home and End, + and − change the speed', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=0.33');
  const p = player(page);
  await expect(p.board).toHaveAccessibleName(/^Step 0 /);
  // Space on a focused button plays (it does not also press the button).
  await p.forward.focus();
  await page.keyboard.press('Space');
  await expect(p.pause).toBeVisible();
  expect(await stepOf(page)).toBe(0);
  await page.keyboard.press('Space');
  await expect(p.play).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(p.board).toHaveAccessibleName(/^Step 1 on the 6 by 6 board\. Trying a1\. No queens\.$/);
  await totalKnown(page);
  await page.keyboard.press('End');
  const total = Number((await page.getByText(/^Total: [\d,]+ steps$/).innerText()).replace(/\D/g, ''));
  await expect.poll(() => stepOf(page)).toBe(total);
  await expect(counter(page, 'Solutions found')).toHaveText('4');
  await page.keyboard.press('Home');
  await expect(p.board).toHaveAccessibleName(/^Step 0 /);
  await expect(page.getByText('1 step every 3 s')).toBeVisible();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(page.getByText('1 step/s', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/speed=1&lang=en$/);
  await page.keyboard.press('-');
  await expect(page.getByText('1 step every 2 s')).toBeVisible();
  // Keys typed in the N field are the field's own.
  await controls(page).field.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(p.board).toHaveAccessibleName(/^Step 0 /);
});

test('the speed and the help read right: − + slower or faster, 1 step/s, 10,000 steps/s', async ({ page }) => {
  await page.goto('./?mode=play&n=6&speed=10000');
  await expect(player(page).speed).toHaveAttribute('aria-valuetext', '10,000 steps/s');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const row = page.getByRole('dialog').getByRole('row', { name: /Slower or faster/ });
  await expect(row.getByRole('cell').first()).toHaveText('− +');
  await page.keyboard.press('Escape');
  // In Russian: the number agrees with its noun, the state panel and the help speak Russian.
  await page.goto('./?mode=play&n=6&alg=flags&step=4&speed=3&lang=ru');
  await expect(page.getByRole('slider', { name: /^Скорость/ })).toHaveAttribute('aria-valuetext', '3 шага/с');
  const state = page.locator('section.state-panel');
  await expect(state).toContainText('NQueen(1..i)');
  await expect(state).not.toContainText(' of ');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toContainText('Пробел');
  await expect(page.getByRole('dialog')).not.toContainText('Space');
});

test('after Enter in the N field the page\'s keys work at once', async ({ page }) => {
  await page.goto('./?mode=play&n=8&speed=0.33');
  const p = player(page);
  const field = controls(page).field;
  await field.fill('6');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]n=6&/);
  await expect(field).not.toBeFocused();
  // The new search's board first, as a person sees it (a key sent in the same task as Enter is
  // the next test's).
  await expect(p.board).toHaveAccessibleName(/^Step 0 on the 6 by 6 board/);
  await page.keyboard.press('PageDown');
  await expect(p.board).toHaveAccessibleName(/^Step 1 on the 6 by 6 board/);
  await page.keyboard.press('Space');
  await expect(p.pause).toBeVisible();
  await page.keyboard.press('Space');
  await expect(field).toHaveValue('6');
});

test('a key pressed in the same moment as Enter steps the new search, not the one it replaces', async ({ page }) => {
  await page.goto('./?mode=play&n=8&step=5&speed=0.33');
  const p = player(page);
  await expect(p.board).toHaveAccessibleName(/^Step 5 on the 8 by 8 board/);
  await controls(page).field.fill('6');
  // Enter and PageDown in one task: the key comes before the page's effects have run.
  await page.evaluate(() => {
    document.querySelector('form.n-form').requestSubmit();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }));
  });
  await expect(p.board).toHaveAccessibleName(/^Step 1 on the 6 by 6 board/);
  await expect(page).toHaveURL(/[?&]n=6&.*step=1&/);
});

test('the choice of algorithm changes the counters', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=5');
  const p = player(page);
  await totalKnown(page);
  await p.end.click();
  await expect(counter(page, 'Solutions found')).toHaveText('4');
  const flags = await p.counters.innerText();
  await expect(p.state).toContainText('c1 (1 = free)');
  await p.algorithm.selectOption('pointer');
  await expect(page).toHaveURL(/alg=pointer&step=0&/);
  await expect(p.state).toContainText('M[1..N]');
  await totalKnown(page);
  await p.end.click();
  await expect(counter(page, 'Solutions found')).toHaveText('4');
  expect(await p.counters.innerText()).not.toEqual(flags);
  await p.algorithm.selectOption('bitmask');
  await expect(p.state).toContainText('free');
});

test('found solutions are logged in the C# program\'s format and a click goes to them', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=5');
  const p = player(page);
  await expect(p.log).toContainText('No solution found yet.');
  await p.nextSolution.click();
  await expect(p.board).toHaveAccessibleName(/Solution 1 found: \(2,1\) \(4,2\) \(6,3\) \(1,4\) \(3,5\) \(5,6\)\./);
  await totalKnown(page);
  await p.end.click();
  await expect(p.log).toContainText('Solutions found: 4.');
  const entries = p.log.getByRole('button');
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toHaveText('4: (5,1) (3,2) (1,3) (6,4) (4,5) (2,6)');
  await p.log.getByRole('button', { name: /^2: / }).click();
  await expect(p.board).toHaveAccessibleName(/Solution 2 found: \(3,1\) \(6,2\) \(2,3\) \(5,4\) \(1,5\) \(4,6\)\. Queens on c1, f2, b3, e4, a5, d6\.$/);
  await expect(p.log).toContainText('Solutions found: 2.');
  await p.previousSolution.click();
  await expect(p.board).toHaveAccessibleName(/Solution 1 found/);
});

test('the comparison runs every algorithm to its end', async ({ page }) => {
  await page.goto('./?mode=play&n=7&alg=flags&step=0&speed=5');
  await page.getByRole('button', { name: 'Compare all algorithms' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('cell', { name: 'done' })).toHaveCount(8);
  const checks = async (name) => {
    const row = table.getByRole('row', { name: new RegExp(name) });
    const cells = await row.getByRole('cell').allInnerTexts();
    return { checks: Number(cells[1].replace(/,/g, '')), solutions: cells[4] };
  };
  const pointer = await checks('pointer');
  const flags = await checks('flag arrays');
  const bitmask = await checks('Bitmasks');
  expect(pointer.solutions).toBe('40');
  expect(flags.solutions).toBe('40');
  expect(pointer.checks).toBeGreaterThan(flags.checks);
  expect(flags.checks).toBeGreaterThanOrEqual(bitmask.checks);
  // What a step is, since the bitmasks take far fewer of them for as many queens.
  await expect(page.getByText(/^A step is one thing the player shows: .* The bitmask algorithm takes no step for an attacked square/)).toBeVisible();
});

test('a bad link is reported; a step past the end is clamped to the end', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=dfs&step=99999999&speed=7');
  const message = controls(page).message;
  await expect(message).toContainText('alg = “dfs” is not one of');
  await expect(message).toContainText('speed = “7”');
  await expect(message).toContainText(/The link asks for step 99,999,999, but this search has only [\d,]+ steps; showing step [\d,]+\./);
  const p = player(page);
  await expect(counter(page, 'Solutions found')).toHaveText('4');
  await expect(page).toHaveURL(/\?mode=play&n=6&alg=flags&step=\d+&speed=5&lang=en$/);
  await page.goto('./?mode=play&n=6&alg=flags&step=abc');
  await expect(message).toContainText('step = “abc” is not a step number');
  await expect(p.board).toHaveAccessibleName(/^Step 0 /);
});

test('a long search stays responsive while its total is computed', async ({ page }) => {
  await page.goto('./?mode=play&n=14&alg=pointer&step=0&speed=10000');
  const p = player(page);
  await expect(page.getByText(/^Total: computing… [\d,]+ steps so far$/)).toBeVisible();
  await p.end.click();
  await expect(page.getByText('Going to the end…')).toBeVisible();
  // The page still answers while it scans.
  await p.start.click();
  await p.forward.click();
  await expect(p.board).toHaveAccessibleName(/^Step 1 /);
  await p.play.click();
  await expect.poll(() => stepOf(page)).toBeGreaterThan(1000);
  await p.pause.click();
  // A search too long to wait for can be stopped where it stands, and continued.
  await p.end.click();
  await expect(page.getByText('Going to the end…')).toBeVisible();
  await page.getByRole('button', { name: 'Stop the search' }).click();
  const stopped = page.getByText(/^Search stopped after [\d,]+ steps$/);
  await expect(stopped).toBeVisible();
  await expect(page.getByText('Going to the end…')).toBeHidden();
  const at = await stopped.innerText();
  await page.waitForTimeout(500);
  await expect(stopped).toHaveText(at);
  // What was scanned stays playable.
  await p.forward.click();
  await expect(p.board).toHaveAccessibleName(/^Step [\d,]+ /);
  // To the end of a stopped search: its last step scanned.
  await p.end.click();
  await expect(page.getByText('Going to the end…')).toBeHidden();
  await expect(p.timeline).toHaveValue(String(Number((await stopped.innerText()).replace(/\D/g, ''))));
  await page.getByRole('button', { name: 'Continue the search' }).click();
  await expect(page.getByText(/^Total: computing… [\d,]+ steps so far$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop the search' })).toBeVisible();
});

test('the player has no axe-core violations', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=flags&step=40&speed=5');
  await expect(player(page).board).toHaveAccessibleName(/^Step 40 /);
  await page.getByRole('button', { name: 'Compare all algorithms' }).click();
  await expect(page.getByRole('cell', { name: 'done' })).toHaveCount(8);
  expect(await axeViolations(page)).toEqual([]);
});
