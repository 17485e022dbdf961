// The knight's tour page: reached from the header, the form, the verdicts with their theorems,
// the shared player over each method, the SVG board's numbers and path, the canvas for large
// boards, and links that restore the view.
import { test, expect, axeViolations, looks } from './fixtures.js';

/** The page's parts, found by role and name. */
function knights(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  return {
    rows: page.getByLabel('Rows', { exact: true }),
    cols: page.getByLabel('Columns', { exact: true }),
    start: page.getByLabel('Start square', { exact: true }),
    solve: button('Solve'),
    method: page.getByRole('combobox', { name: 'Method' }),
    // The verdict is the page's first status line (the count panel's is the second).
    verdict: page.getByRole('status').first(),
    board: page.getByRole('img', { name: /board/ }),
    counters: page.getByRole('region', { name: 'Counters' }),
    timeline: page.getByRole('slider', { name: 'Timeline' }),
    forward: button('Step forward'),
    back: button('Step back'),
    end: button('To end'),
    play: button('Play'),
  };
}

/** The counter `label`'s value, as shown (digits only). */
async function counter(page, label) {
  const text = await knights(page).counters.locator(`dt:text-is("${label}") + dd`).innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The numbered squares on the SVG board: [number, column, row] sorted by number. */
async function numbered(page) {
  const cells = await page.locator('svg.knights-board text.k-number').evaluateAll((texts) =>
    texts.map((t) => [
      Number(t.textContent),
      Math.floor(Number(t.getAttribute('x'))),
      Math.floor(Number(t.getAttribute('y'))),
    ]),
  );
  return cells.sort((a, b) => a[0] - b[0]);
}

/** Whether the numbered squares make a knight's path over `squares` distinct squares. */
function isKnightsPath(cells, squares) {
  if (cells.length !== squares) return false;
  const seen = new Set(cells.map(([, x, y]) => `${x},${y}`));
  if (seen.size !== squares) return false;
  return cells.every(([n, x, y], i) => {
    if (i === 0) return n === 1;
    const [, px, py] = cells[i - 1];
    const dx = Math.abs(x - px);
    const dy = Math.abs(y - py);
    return n === i + 1 && ((dx === 1 && dy === 2) || (dx === 2 && dy === 1));
  });
}

test('the header leads to the page and back; the address names it', async ({ page }) => {
  await page.goto('./');
  const tab = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: "Knight's tour" });
  await tab.click();
  await expect(page).toHaveURL(/page=knights&size=8x8&start=a8&tour=open&method=warnsdorff/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(knights(page).verdict).toHaveText(/A tour exists from a8/);
  await expect(knights(page).board).toHaveAttribute('aria-label', /8×8 board, 0 of 64 squares visited/);
  await page.getByRole('link', { name: 'N-Queens' }).click();
  await expect(page.getByLabel('N', { exact: true })).toHaveValue('8');
  await page.goBack();
  await expect(knights(page).rows).toHaveValue('8');
});

test('browsing the list after a visit to the knight\'s tour adds no history entry: Back returns to the tour', async ({ page }) => {
  await page.goto('./?page=knights');
  const k = knights(page);
  await k.rows.fill('6');
  await k.cols.fill('6');
  await k.solve.click();
  await expect(page).toHaveURL(/page=knights&size=6x6/);
  await page.getByRole('link', { name: 'N-Queens' }).click();
  const list = page.getByRole('listbox', { name: 'Placements' });
  await list.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toHaveText(/^4: /);
  await expect(page).toHaveURL(/\?n=8&p=4&lang=en$/);
  await page.goBack();
  await expect(page).toHaveURL(/page=knights&size=6x6/);
  await expect(k.rows).toHaveValue('6');
});

test('boards without a tour say so and why, at once, with nothing to play', async ({ page }) => {
  await page.goto('./?page=knights');
  const k = knights(page);
  await k.rows.fill('4');
  await k.cols.fill('4');
  await k.solve.click();
  await expect(k.verdict).toHaveText(/No tour at all on 4×4.*open-tour theorem/);
  await expect(k.play).toBeHidden();
  await k.rows.fill('5');
  await k.cols.fill('5');
  await k.start.fill('b5');
  await k.start.press('Enter');
  await expect(k.verdict).toHaveText(/No open tour from this square: the board has 25 squares/);
  await k.start.fill('a5');
  await k.solve.click();
  await expect(k.verdict).toHaveText(/A tour exists from a5/);
  await expect(k.play).toBeVisible();
  await page.getByRole('radio', { name: 'Closed' }).check();
  await expect(k.verdict).toHaveText(/No closed tour: the board has 25 squares.*Schwenk 1991/);
  await expect(page).toHaveURL(/size=5x5&start=a5&tour=closed&method=closed/);
});

test('Warnsdorff\'s rule plays a whole tour, numbered move by move, that is a knight\'s path', async ({ page }) => {
  await page.goto('./?page=knights&size=6x7&start=c3&tour=open&method=warnsdorff&step=0&speed=5');
  const k = knights(page);
  await k.forward.click();
  await expect(k.board).toHaveAttribute('aria-label', /1 of 42 squares visited; the knight is on c3/);
  expect(await numbered(page)).toEqual([[1, 2, 3]]);
  await k.forward.click();
  await expect(page.getByRole('region', { name: /Ratings/ })).toContainText(/\d/);
  await k.end.click();
  await expect(k.board).toHaveAttribute('aria-label', /42 of 42 squares visited/);
  expect(await counter(page, 'Squares visited')).toBe(42);
  // 42 squares take 41 moves: the start is not a move.
  expect(await counter(page, 'Moves')).toBe(41);
  expect(isKnightsPath(await numbered(page), 42)).toBe(true);
  await k.back.click();
  await expect(k.board).toHaveAttribute('aria-label', /42 of 42/);
  await k.back.click();
  await expect(k.board).toHaveAttribute('aria-label', /41 of 42/);
});

test('the C program\'s backtracking shows its variables and backtracks; Warnsdorff order finds a tour with none', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a8&tour=open&method=seed&step=300&speed=5');
  const state = page.getByRole('region', { name: "The C program's variables" });
  await expect(state).toContainText('move_num');
  await expect(state).toContainText('row[], col[]');
  expect(await counter(page, 'Backtracks')).toBeGreaterThan(0);
  await knights(page).method.selectOption({ label: "Backtracking (Warnsdorff's order)" });
  await expect(page).toHaveURL(/method=backtrack&step=0/);
  await knights(page).end.click();
  await expect(knights(page).board).toHaveAttribute('aria-label', /64 of 64 squares visited/);
  expect(await counter(page, 'Backtracks')).toBe(0);
  expect(isKnightsPath(await numbered(page), 64)).toBe(true);
});

test('the legend names every mark the board draws, the dead end\'s red × included', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a8&method=seed&step=300');
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  await expect(legend).toContainText('A dead end: no square left to go to');
  await expect(legend).toContainText('A square given up (backtrack)');
});

test('after Enter in the start field the page\'s keys work at once', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff&step=0&speed=0.33');
  const k = knights(page);
  await k.start.fill('c3');
  await k.start.press('Enter');
  await expect(page).toHaveURL(/start=c3/);
  await expect(k.start).not.toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(k.board).toHaveAttribute('aria-label', /1 of 36 squares visited; the knight is on c3/);
  await expect(k.start).toHaveValue('c3');
});

test('every step of Warnsdorff\'s rule changes the board: the ratings appear, then the move', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a8&method=warnsdorff&step=0&speed=0.33');
  const k = knights(page);
  const svg = page.locator('svg.knights-board');
  const rated = svg.locator('.k-candidate');
  let previous = await svg.innerHTML();
  for (let step = 1; step <= 6; step++) {
    await k.forward.click();
    await expect.poll(() => svg.innerHTML()).not.toBe(previous);
    previous = await svg.innerHTML();
    // Even steps rate the candidates; odd ones move to the best of them.
    if (step % 2 === 0) {
      expect(await rated.count()).toBeGreaterThan(0);
    } else {
      await expect(rated).toHaveCount(0);
    }
  }
});

test('squares have letter names on boards of any width: a…z, then aa, ab…', async ({ page }) => {
  await page.goto('./?page=knights&size=50x50&start=a1&method=warnsdorff&step=0');
  const k = knights(page);
  await expect(page.getByRole('alert').filter({ hasText: 'link' })).toHaveCount(0);
  await expect(k.start).toHaveValue('a1');
  await k.forward.click();
  await expect(k.board).toHaveAttribute('aria-label', /the knight is on a1\b/);
  await k.start.fill('ab50');
  await k.start.press('Enter');
  await expect(page).toHaveURL(/start=ab50/);
  // A bad start in a link falls back to the top-left square, named as this board names it.
  await page.goto('./?page=knights&size=50x50&start=zz1');
  await expect(page.getByRole('alert').filter({ hasText: 'link' })).toContainText('starting from a50');
  // a1 stays a1 when the board grows past 26 files.
  await page.goto('./?page=knights&size=26x26&start=a1');
  await k.rows.fill('27');
  await k.cols.fill('27');
  await k.cols.press('Enter');
  await expect(page).toHaveURL(/size=27x27&start=a1\b/);
  await expect(k.start).toHaveValue('a1');
});

test('the methods are named after their programs, in full', async ({ page }) => {
  for (const [width, height] of [[1280, 720], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.goto('./?page=knights&size=8x8&start=a8&method=seed&step=10');
    const method = knights(page).method;
    await expect(method.locator('option:checked')).toHaveText("Backtracking (C program's order)");
    // The menu is wide enough for its longest name: the text, its padding and the arrow.
    const fits = await method.evaluate((select) => {
      const probe = document.createElement('span');
      const style = getComputedStyle(select);
      const { fontFamily, fontSize, fontWeight } = style;
      Object.assign(probe.style, { fontFamily, fontSize, fontWeight, whiteSpace: 'pre', position: 'absolute' });
      probe.textContent = select.selectedOptions[0].text;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      // The arrow takes about 20 px.
      return text + padding + 20 <= select.getBoundingClientRect().width;
    });
    expect(fits, `method menu at ${width}×${height}`).toBe(true);
    await expect(page.getByRole('region', { name: "The C program's variables" })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/seed/i);
  }
});

test('the C program\'s order on a large board is called hopeless before it starts, and Stop sits beside the text', async ({ page }) => {
  await page.goto('./?page=knights&size=50x50&start=a50&method=seed&step=0');
  const k = knights(page);
  await expect(k.verdict).toHaveText(/A tour exists/);
  await expect(page.getByText(/fixed move order is hopeless/)).toBeVisible();
  // Not on 8 × 8, where it finishes, nor for Warnsdorff's order.
  await page.goto('./?page=knights&size=8x8&start=a8&method=seed&step=0');
  await expect(k.verdict).toHaveText(/A tour exists/);
  await expect(page.getByText(/hopeless/)).toHaveCount(0);
  await page.goto('./?page=knights&size=50x50&start=a50&method=backtrack&step=0');
  await expect(k.verdict).toHaveText(/A tour exists/);
  await expect(page.getByText(/hopeless/)).toHaveCount(0);
  // While the search's total is computed, its Stop button covers no text.
  for (const [width, height] of [[1280, 720], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.goto('./?page=knights&size=50x50&start=a50&method=seed&step=0');
    const stop = page.getByRole('button', { name: /^Stop/ });
    await expect(stop).toBeVisible();
    const button = await stop.boundingBox();
    for (const part of ['.timeline-step', '.timeline-total']) {
      const text = await page.locator(part).boundingBox();
      const apart = button.x >= text.x + text.width || text.x >= button.x + button.width
        || button.y >= text.y + text.height || text.y >= button.y + button.height;
      expect(apart, `${part} at ${width}×${height}`).toBe(true);
    }
  }
});

test('a click on a square makes it the start', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff');
  // Row 2 from the top, column 4 from the left: d4 on a 6×6 board.
  await page.locator('svg.knights-board .k-squares rect').nth(2 * 6 + 3).click();
  await expect(knights(page).start).toHaveValue('d4');
  await expect(page).toHaveURL(/start=d4/);
  await expect(knights(page).verdict).toHaveText(/A tour exists from d4/);
});

test('while a step is shown, a tap on a square asks before starting again from it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('./?page=knights&size=6x6&start=a1&method=warnsdorff&step=20');
  await expect(page.locator('.timeline-step')).toHaveText('Step 20');
  const square = page.locator('svg.knights-board .k-squares rect').nth(2 * 6 + 3);
  // Declined: the shared step stays.
  const questions = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    dialog.dismiss();
  });
  await square.tap();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toBe('Start the tour again from d4? The player is at step 20.');
  await expect(page.locator('.timeline-step')).toHaveText('Step 20');
  await expect(page).toHaveURL(/start=a1&.*step=20/);
  // Accepted: the tour starts again from the square.
  page.once('dialog', (dialog) => dialog.accept());
  await square.tap();
  await expect(page).toHaveURL(/start=d4/);
  await expect(page.locator('.timeline-step')).toHaveText('Step 0');
  // At step 0 nothing is lost, and nothing is asked.
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = true;
    dialog.dismiss();
  });
  await page.locator('svg.knights-board .k-squares rect').nth(0).tap();
  await expect(page).toHaveURL(/start=a6/);
  expect(asked).toBe(false);
  await context.close();
});

test('a closed tour on a large board is drawn on a canvas and ends a move from its start', async ({ page }) => {
  await page.goto('./?page=knights&size=200x201&start=(1,200)&tour=closed&method=closed&step=0&speed=5');
  const k = knights(page);
  await expect(k.verdict).toHaveText(/A tour exists from a200/);
  await k.end.click();
  await expect(page.getByRole('img', { name: /200×201 board, 40,200 of 40,200 squares visited/ })).toBeVisible();
  await expect(page.getByText(/Tour complete|closed/).first()).toBeVisible();
  const coloured = await page.locator('.k-canvas canvas').evaluate((canvas) => {
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 2] > data[i] + 60) count += 1;
    return count;
  });
  expect(coloured).toBeGreaterThan(1000);
});

test('a link restores the whole view, and bad parameters are reported', async ({ page }) => {
  await page.goto('./?page=knights&size=7x9&start=c3&tour=open&method=backtrack&step=10&speed=2');
  const k = knights(page);
  await expect(k.rows).toHaveValue('7');
  await expect(k.cols).toHaveValue('9');
  await expect(k.start).toHaveValue('c3');
  await expect(k.method).toHaveValue('backtrack');
  await expect(k.timeline).toHaveValue('10');
  await page.goto('./?page=knights&size=0x9&start=zz&method=fast');
  const link = page.getByRole('alert').filter({ hasText: 'The link' });
  await expect(link).toContainText('size = “0x9”');
  await expect(link).toContainText('start = “zz”');
  await expect(link).toContainText('method = “fast”');
  await k.rows.fill('1001');
  await k.solve.click();
  const typed = page.getByRole('alert').filter({ hasText: 'Rows and columns' });
  await expect(typed).toContainText('from 1 to 1,000; “1001” is not');
});

test('the page speaks the reader\'s language', async ({ page }) => {
  await page.goto('./?page=knights&size=3x3&lang=ru');
  await expect(knights(page).verdict).toHaveText(/Обхода нет: на доске 3×3/);
  await expect(page.getByRole('link', { name: 'Обход конём' })).toHaveAttribute('aria-current', 'page');
});

test('bad fields give a message, keep the last good board, and the page keeps working', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff&step=3');
  const k = knights(page);
  const typed = page.getByRole('alert').filter({ hasText: /Rows and columns|not a square/ });
  await expect(k.board).toHaveAttribute('aria-label', /6×6 board, 2 of 36 squares visited/);
  const shown = await k.board.getAttribute('aria-label');
  for (const [rows, cols, start] of [['0', '6', 'a6'], ['−1', '6', 'a6'], ['1e9', '6', 'a6'], ['abc', '6', 'a6'], ['6', '<script>', 'a6'], ['6', '6', 'z9'], ['6', '6', '<script>alert(1)</script>']]) {
    await k.rows.fill(rows);
    await k.cols.fill(cols);
    await k.start.fill(start);
    await k.solve.click();
    await expect(typed).not.toBeEmpty();
    await expect(k.board).toHaveAttribute('aria-label', shown);
    await expect(page).toHaveURL(/size=6x6&start=a6&tour=open&method=warnsdorff&step=3/);
  }
  await k.rows.fill('5');
  await k.cols.fill('6');
  await k.start.fill('a5');
  await k.solve.click();
  await expect(typed).toHaveCount(0);
  await expect(k.verdict).toHaveText(/A tour exists from a5/);
});

test('a size typed across the large-board limit swaps the SVG for the canvas, and back', async ({ page }) => {
  await page.goto('./?page=knights&size=8x8&start=a1&method=warnsdorff');
  const k = knights(page);
  const canvas = page.locator('.k-canvas canvas');
  await expect(page.locator('svg.knights-board')).toBeVisible();
  await k.rows.fill('40');
  await k.cols.fill('40');
  await k.solve.click();
  await expect(k.verdict).toHaveText(/A tour exists/);
  await k.end.click();
  await expect(page.getByRole('img', { name: /40×40 board, 1,600 of 1,600 squares visited/ })).toBeVisible();
  await expect(canvas).toBeVisible();
  await expect(page.locator('svg.knights-board')).toHaveCount(0);
  await k.rows.fill('8');
  await k.cols.fill('8');
  await k.solve.click();
  await k.end.click();
  await expect(page.getByRole('img', { name: /8×8 board, 64 of 64 squares visited/ })).toBeVisible();
  await expect(canvas).toHaveCount(0);
  expect(isKnightsPath(await numbered(page), 64)).toBe(true);
});

test('Warnsdorff\'s rule tours 1000 × 1000 and the canvas draws it', async ({ page }) => {
  await page.goto('./?page=knights&size=1000x1000&start=(1,1000)&tour=open&method=warnsdorff&step=0&speed=5');
  await knights(page).end.click();
  await expect(page.getByRole('img', { name: /1,000,000 of 1,000,000 squares visited/ })).toBeVisible({ timeout: 60_000 });
  expect(await counter(page, 'Squares visited')).toBe(1_000_000);
  // A pixel per square. The top-left one is the start, in the first band's blue; every square
  // of the 23 later bands has another colour: about 23/24 of the million, none if nothing drew.
  const drawn = await page.locator('.k-canvas canvas').evaluate((canvas) => {
    // Read through a copy: the page reads its canvas once already, and a second read of the same
    // canvas makes Chromium warn.
    const copy = document.createElement('canvas');
    [copy.width, copy.height] = [canvas.width, canvas.height];
    const context = copy.getContext('2d', { willReadFrequently: true });
    context.drawImage(canvas, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    const [r, g, b] = data;
    let other = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] !== r || data[i + 1] !== g || data[i + 2] !== b) other += 1;
    return { width: canvas.width, height: canvas.height, start: [r, g, b], other };
  });
  expect([drawn.width, drawn.height]).toEqual([1000, 1000]);
  expect(drawn.start[2]).toBeGreaterThan(drawn.start[0] + 60);
  expect(drawn.other).toBeGreaterThan(900_000);
});

test('the help lists the knight\'s tour page\'s own keys', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff');
  await expect(knights(page).verdict).toHaveText(/A tour exists/);
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Play or pause');
  await expect(help).toContainText('Solve for the board and start typed (in the form)');
  await expect(help).not.toContainText('Solve for the N typed');
});

test('in the knight\'s try mode the help lists the board\'s keys, not the player\'s', async ({ page }) => {
  await page.goto('./?page=knights&mode=try&size=6x6&path=a1,b3&lang=en');
  await expect(page.getByText('2 of 36 squares visited')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Place or remove a queen, or move the knight, on the cursor\'s square');
  await expect(help).toContainText('Undo, redo');
  await expect(help).not.toContainText('Play or pause');
});

test('printing the knight\'s tour shows the board, not the form', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff&step=7');
  await expect(knights(page).board).toHaveAttribute('aria-label', /4 of 36 squares visited/);
  await page.emulateMedia({ media: 'print' });
  await expect(knights(page).board).toBeVisible();
  await expect(knights(page).rows).toBeHidden();
  await expect(knights(page).method).toBeHidden();
  await expect(knights(page).play).toBeHidden();
});

for (const [index, [name, query]] of [
  ['a search', 'size=6x6&start=a6&method=seed&step=40'],
  ['Warnsdorff\'s rule', 'size=8x8&start=a8&method=warnsdorff&step=9'],
  ['no tour', 'size=4x4&start=a4&method=warnsdorff'],
  ['a canvas', 'size=60x60&start=(1,60)&method=closed&step=100'],
].entries()) {
  test(`the page has no axe-core violations in every theme and language: ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const { theme, lang } of looks(index)) {
      await page.goto(`./?page=knights&${query}&theme=${theme}&lang=${lang}`);
      await expect(page.getByRole('status').first()).not.toBeEmpty();
      expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
    }
  });
}

test('counting 5 × 5 finds 304 tours from a corner and 1,728 from every square, as published', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&start=a5&method=warnsdorff');
  const panel = page.getByRole('region', { name: 'Count the tours' });
  await panel.getByRole('button', { name: 'From a5' }).click();
  const result = panel.getByRole('status');
  await expect(result).toHaveText(/^304 directed open tours from a5, 0 of them closed; counted in .*Known: 304 open, 0 closed\.$/);
  await panel.getByRole('button', { name: 'From every square' }).click();
  await expect(result).toHaveText(/^1,728 directed open tours from every square, 0 of them closed;.*Known: 1,728 open/, { timeout: 30_000 });
  // Another start clears the result.
  await page.getByLabel('Start square', { exact: true }).fill('c3');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'From c3' })).toBeVisible();
  await expect(result).toHaveText('');
  await page.getByLabel('Rows', { exact: true }).fill('8');
  await page.getByLabel('Columns', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  // Beyond 36 squares the panel says why it does not count, with the published numbers.
  await expect(panel.getByRole('button', { name: 'From every square' })).toHaveCount(0);
  await expect(panel).toContainText('Counting every tour is offered up to 36 squares (6×6): this board has 64');
  await expect(panel).toContainText('19,591,828,170,979,904 directed open tours from every square, 1,698,222,644,548,096 of them closed');
});

test('counting 6 × 6 runs in the workers: 19,724 closed tours from a corner, and Cancel stops a count from every square', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff');
  const panel = page.getByRole('region', { name: 'Count the tours' });
  const result = panel.getByRole('status');
  await panel.getByRole('button', { name: 'From a6' }).click();
  await expect(result).toHaveText(/^524,486 directed open tours from a6, 19,724 of them closed; counted in .*Known: — open, 19,724 closed\.$/, { timeout: 60_000 });
  await panel.getByRole('button', { name: 'From every square' }).click();
  await expect(result).toHaveText(/^Counting… [1-9]\d* %\. Elapsed: .* Remaining: .* Workers: \d+$/, { timeout: 30_000 });
  await expect(panel.getByRole('progressbar')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(result).toHaveText('');
  await expect(panel.getByRole('button', { name: 'From every square' })).toBeEnabled();
  // Nothing of the cancelled count arrives later.
  await page.waitForTimeout(1500);
  await expect(result).toHaveText('');
});

test('Play makes the move numbers appear one at a time, along a knight\'s path', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=a6&tour=open&method=warnsdorff&step=0&speed=20');
  const k = knights(page);
  await expect(k.board).toHaveAttribute('aria-label', /0 of 36 squares visited/);
  expect(await numbered(page)).toEqual([]);
  await k.play.click();
  // At 20 steps a second (a move and, before it, its ratings), the numbers come a few at a time.
  const seen = [];
  await expect.poll(async () => {
    seen.push((await numbered(page)).length);
    return seen.at(-1);
  }, { intervals: [100] }).toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  expect(seen.some((n) => n > 0 && n < 4), `numbers seen: ${seen}`).toBe(true);
  const cells = await numbered(page);
  // A prefix of a tour: numbered 1, 2, 3… each a knight's move from the one before.
  expect(isKnightsPath(cells, cells.length)).toBe(true);
  expect(cells.length).toBeLessThan(36);
});

test('a link to a step shows the same board as stepping there', async ({ page }) => {
  await page.goto('./?page=knights&size=6x6&start=c4&tour=open&method=backtrack&step=0&speed=5');
  const k = knights(page);
  for (let i = 0; i < 15; i += 1) await k.forward.click();
  await expect(k.timeline).toHaveValue('15');
  await expect(page).toHaveURL(/step=15&/);
  const stepped = { cells: await numbered(page), label: await k.board.getAttribute('aria-label'), url: page.url() };
  await page.goto('./?page=knights&size=6x6&start=c4&tour=open&method=backtrack&step=15&speed=5');
  await expect(k.timeline).toHaveValue('15');
  expect(await numbered(page)).toEqual(stepped.cells);
  await expect(k.board).toHaveAttribute('aria-label', stepped.label);
  expect(page.url()).toBe(stepped.url);
});

for (const [query, words] of [
  ['size=-1x8', 'size = “-1x8”'],
  ['size=1e9x8', 'size = “1e9x8”'],
  ['size=abc', 'size = “abc”'],
  ['size=%3Cscript%3Ealert(1)%3C/script%3E', 'size = “<script>alert(1)'],
  ['size=8x8&start=i9', 'start = “i9”'],
  ['size=8x8&start=(0,3)', 'start = “(0,3)”'],
  ['step=-1', 'step = “-1”'],
  ['step=1e9', 'step = “1e9”'],
  ['speed=9000', 'speed = “9000”'],
  ['tour=closed&method=seed', 'closed tour by method = “seed”'],
  ['tour=open&method=closed', 'open tour by the construction'],
]) {
  test(`a bad link (${query}) is reported and the page keeps working`, async ({ page }) => {
    await page.goto(`./?page=knights&${query}`);
    await expect(page.getByRole('alert').filter({ hasText: 'link' })).toContainText(words);
    const k = knights(page);
    await expect(k.verdict).toHaveText(/A tour exists/);
    await k.forward.click();
    await expect(k.board).toHaveAttribute('aria-label', /1 of \d+ squares visited/);
  });
}

test('the tour\'s moves download as CSV, each a knight\'s move', async ({ page }) => {
  // The rule's tour is known before it is played: step 0 downloads all of it.
  await page.goto('./?page=knights&size=5x6&start=a5&tour=open&method=warnsdorff&step=0');
  await expect(knights(page).board).toHaveAttribute('aria-label', /0 of 30 squares visited/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'This tour (CSV)', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('knights-5x6-warnsdorff-tour.csv');
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('move,row,column,square');
  const moves = lines.slice(1).map((line) => line.split(','));
  expect(moves).toHaveLength(30);
  expect(new Set(moves.map(([, r, c]) => `${r},${c}`)).size).toBe(30);
  expect(moves[0].slice(1)).toEqual(['1', '1', 'a5']);
  moves.forEach(([n, r, c], i) => {
    expect(Number(n)).toBe(i + 1);
    expect(Number(r)).toBeGreaterThanOrEqual(1);
    expect(Number(r)).toBeLessThanOrEqual(5);
    expect(Number(c)).toBeLessThanOrEqual(6);
    if (i > 0) {
      const [dr, dc] = [Math.abs(r - moves[i - 1][1]), Math.abs(c - moves[i - 1][2])];
      expect(dr * dc).toBe(2);
    }
  });
  // A search's tour is not known before it ends: the path on the board, so named.
  await page.goto('./?page=knights&size=8x8&start=a8&method=seed&step=40');
  const visited = Number((await knights(page).board.getAttribute('aria-label')).match(/(\d+) of 64 squares/)[1]);
  const [partial] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'This tour (CSV)', exact: true }).click(),
  ]);
  expect(partial.suggestedFilename()).toBe('knights-8x8-seed-step40-path.csv');
  const rows = (await readFile(await partial.path(), 'utf8')).trim().split('\n');
  expect(rows).toHaveLength(visited + 1);
  expect(visited).toBeGreaterThan(1);
});
