// The list of placements: N in the address, every placement listed beside the board, the count,
// the keyboard, and links with bad parameters.
import { test, expect, controls, solve, presenting } from './fixtures.js';

const FIRST_OF_8 = '(1,1) (5,2) (8,3) (6,4) (3,5) (7,6) (2,7) (4,8)';

test('opens on N = 8 solved, with the C# program\'s first placement selected', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await expect(c.field).toHaveValue('8');
  await expect(c.solve).toBeVisible();
  await expect(c.count).toHaveText('Number of placements = 92');
  const selected = c.list.getByRole('option', { selected: true });
  await expect(selected).toHaveText(`1: ${FIRST_OF_8}`);
  await expect(c.board).toHaveAccessibleName(
    '8 by 8 board with 8 queens on a1, e2, h3, f4, c5, g6, b7, d8',
  );
  await expect(page.locator('svg.board .queen')).toHaveCount(8);
  await expect(page).toHaveURL(/\?n=8&p=1&lang=en$/);
});

test('rows show their number and the C# program\'s coordinates, in lexicographic order', async ({ page }) => {
  await page.goto('./');
  const options = controls(page).list.getByRole('option');
  await expect(options.nth(0)).toHaveText(`1: ${FIRST_OF_8}`);
  await expect(options.nth(1)).toHaveText('2: (1,1) (6,2) (8,3) (3,4) (7,5) (4,6) (2,7) (5,8)');
  await expect(options.nth(2)).toHaveText('3: (1,1) (7,2) (4,3) (6,4) (8,5) (2,6) (5,7) (3,8)');
  // A legend ties the list's (x,y) to the board's square names.
  await expect(page.getByText('(x,y) is (column,row), each counted from 1: (5,2) is the square e2 on the board.')).toBeVisible();
});

test('the keyboard moves the selection through the whole list and the board follows', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  const selected = c.list.getByRole('option', { selected: true });
  await c.list.focus();
  await page.keyboard.press('ArrowDown');
  await expect(selected).toHaveText(/^2: /);
  await expect(c.board).toHaveAccessibleName(/queens on a1, f2, h3, c4, g5, d6, b7, e8$/);
  await page.keyboard.press('ArrowUp');
  await expect(selected).toHaveText(/^1: /);
  await page.keyboard.press('End');
  await expect(selected).toHaveText('92: (8,1) (4,2) (1,3) (3,4) (6,5) (2,6) (7,7) (5,8)');
  await expect(c.board).toHaveAccessibleName(/queens on h1, d2, a3, c4, f5, b6, g7, e8$/);
  await expect(page).toHaveURL(/\?n=8&p=92&lang=en$/);
  // A page is the rows that fit in the list, less one kept in sight.
  await page.keyboard.press('PageUp');
  await expect(selected).toHaveText(new RegExp(`^${92 - (await pageOf(c.list))}: `));
  await page.keyboard.press('Home');
  await expect(selected).toHaveText(/^1: /);
  await page.keyboard.press('PageDown');
  await expect(selected).toHaveText(new RegExp(`^${1 + (await pageOf(c.list))}: `));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await expect(selected).toHaveText(/^1: /);
});

/** The rows a Page Up or Down moves in `list` as it is now: those that fit, less one. */
async function pageOf(list) {
  const fit = await list.evaluate((el) => {
    const row = el.querySelector('[role=option]');
    return Math.floor(el.clientHeight / row.getBoundingClientRect().height);
  });
  return Math.max(fit, 2) - 1;
}

test('a page of rows follows the list\'s height when presenter mode changes it', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  const selected = c.list.getByRole('option', { selected: true });
  await expect(selected).toHaveText(/^1: /);
  const normal = await pageOf(c.list);
  await page.getByRole('button', { name: 'Presenter mode' }).click();
  await presenting(page);
  // Presenter mode gives the list another height in the same window: otherwise this test would
  // not tell a page measured as it is from one measured once and kept.
  await expect.poll(() => pageOf(c.list)).not.toBe(normal);
  const presenter = await pageOf(c.list);
  // The list hears of its new height from a ResizeObserver, whose notes come in the frame after
  // the layout that changed it: a key pressed in the same frame (as a test can, on a loaded
  // machine, and a person cannot) still pages by the old height. Two frames later it has them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await c.list.focus();
  await page.keyboard.press('PageDown');
  await expect(selected).toHaveText(new RegExp(`^${1 + presenter}: `));
});

test('clicking a row selects it', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await c.list.getByRole('option', { name: /^4: / }).click();
  await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^4: \(1,1\) \(7,2\) \(5,3\)/);
  await expect(c.board).toHaveAccessibleName(/queens on a1, g2, e3, h4, b5, d6, f7, c8$/);
  await expect(page).toHaveURL(/\?n=8&p=4&lang=en$/);
});

test('the address holds N and the placement', async ({ page }) => {
  await page.goto('./?n=6');
  const c = controls(page);
  await expect(c.count).toHaveText('Number of placements = 4');
  await expect(c.list.getByRole('option')).toHaveCount(4);
  await page.goto('./?n=6&p=3');
  await expect(c.list.getByRole('option', { selected: true })).toHaveText('3: (4,1) (1,2) (5,3) (2,4) (6,5) (3,6)');
  await expect(c.board).toHaveAccessibleName('6 by 6 board with 6 queens on d1, a2, e3, b4, f5, c6');
  await expect(c.message).toBeEmpty();
});

test('solving pushes a history entry; Back and Forward switch N', async ({ page }) => {
  await page.goto('./?n=6&p=2');
  const c = controls(page);
  await solve(page, '5', { withEnter: true });
  await expect(c.count).toHaveText('Number of placements = 10');
  await expect(page).toHaveURL(/\?n=5&p=1&lang=en$/);
  await c.list.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?n=5&p=3&lang=en$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?n=6&p=2&lang=en$/);
  await expect(c.count).toHaveText('Number of placements = 4');
  await expect(c.field).toHaveValue('6');
  await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^2: /);
  await page.goForward();
  await expect(c.count).toHaveText('Number of placements = 10');
  await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^3: /);
});

test('N = 1, 2 and 3', async ({ page }) => {
  await page.goto('./');
  const c = controls(page);
  await solve(page, '2');
  await expect(c.count).toHaveText('Number of placements = 0');
  await expect(page.getByText(/2×2 board/)).toBeVisible();
  await expect(c.list.getByRole('option')).toHaveCount(0);
  await expect(c.board).toHaveAccessibleName('Empty 2 by 2 board');
  await solve(page, '3');
  await expect(c.count).toHaveText('Number of placements = 0');
  await expect(page.getByText(/3×3 board/)).toBeVisible();
  await solve(page, '1');
  await expect(c.count).toHaveText('Number of placements = 1');
  await expect(c.list.getByRole('option')).toHaveText(['1: (1,1)']);
  await expect(c.board).toHaveAccessibleName('1 by 1 board with 1 queens on a1');
});

const BAD_INPUTS = [
  ['', /Enter N/],
  ['0', /too small/],
  ['-3', /too small/],
  ['2.5', /not a whole number/],
  ['abc', /not a number/],
  ['99999999999999999999', /too large: listing goes up to N = 17\.$/],
  ['٨', /not a number/],
  ['<script>alert(1)</script>', /not a number/],
  ['18', /too large: listing goes up to N = 17\. Choose “Count only”, which goes up to N = 27\./],
];

for (const [text, expected] of BAD_INPUTS) {
  test(`typing ${JSON.stringify(text)} shows a message and keeps the last result`, async ({ page }) => {
    await page.goto('./?n=6&p=2');
    const c = controls(page);
    await expect(c.count).toHaveText('Number of placements = 4');
    await solve(page, text, { withEnter: true });
    await expect(c.message).toHaveText(expected);
    await expect(c.field).toHaveAttribute('aria-invalid', 'true');
    await expect(c.count).toHaveText('Number of placements = 4');
    await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^2: /);
    await expect(page).toHaveURL(/\?n=6&p=2&lang=en$/);
    // The page still works afterwards, and the message goes away.
    await solve(page, '4');
    await expect(c.count).toHaveText('Number of placements = 2');
    await expect(c.message).toBeEmpty();
  });
}

const BAD_LINKS = [
  ['?n=abc', /n: .*not a number.*Showing N = 8/],
  ['?n=-3', /too small/],
  ['?n=2.5', /not a whole number/],
  ['?n=%3Cscript%3E', /not a number/],
  ['?n=99999999999999999999', /too large/],
  ['?n=8&p=0', /not a placement number/],
  ['?n=8&p=x', /not a placement number/],
];

for (const [query, expected] of BAD_LINKS) {
  test(`a link with ${query} opens with a message and a sensible default`, async ({ page }) => {
    await page.goto(`./${query}`);
    const c = controls(page);
    await expect(c.message).toHaveText(expected);
    await expect(c.count).toHaveText('Number of placements = 92');
    await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^1: /);
    await expect(page).toHaveURL(/\?n=8&p=1&lang=en$/);
  });
}

test('a link past the last placement is reported and clamped', async ({ page }) => {
  await page.goto('./?n=6&p=99');
  const c = controls(page);
  await expect(c.message).toHaveText(/placement 99, but there are only 4/);
  await expect(c.list.getByRole('option', { selected: true })).toHaveText(/^4: /);
  await expect(page).toHaveURL(/\?n=6&p=4&lang=en$/);
});
