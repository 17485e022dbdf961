// The teaching views of the shared player: the step in words, the code being run and the search
// tree, on both pages, in step with the player and the address.
import { test, expect, axeViolations, looks, presenting } from './fixtures.js';

/** The teaching views and the player's parts, found by role and name. */
function views(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  return {
    words: page.getByRole('region', { name: 'What this step did' }),
    code: page.getByRole('list', { name: /^Code being run/ }),
    tree: page.getByRole('tree', { name: 'Search tree' }),
    codeSwitch: page.getByRole('checkbox', { name: 'Code', exact: true }),
    treeSwitch: page.getByRole('checkbox', { name: 'Search tree', exact: true }),
    timeline: page.getByRole('slider', { name: 'Timeline' }),
    forward: button('Step forward'),
    back: button('Step back'),
    play: button('Play'),
    board: page.getByRole('img', { name: /board/ }).first(),
  };
}

/** The highlighted line of the code, as shown. */
function currentLine(page) {
  return views(page).code.locator('[aria-current="step"]');
}

/** The panes are styled (the player shows only once its style sheets have loaded). */
async function panesStyled(page) {
  await expect(page.locator('.code-lines')).toHaveCSS('list-style-type', 'none');
}

/** The step shown, from the timeline. */
async function stepOf(page) {
  return Number(await views(page).timeline.inputValue());
}

test('the code pane highlights the line of each step, another after Step forward and the same after Step back', async ({ page }) => {
  await page.goto('./?mode=play&n=6&alg=pointer&step=3&show=code&lang=en');
  const v = views(page);
  await expect(v.code).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Code being run (C# article)' })).toBeVisible();
  // Step 3 tries b1: `M[p]++`, with p = 2, M[p] = 1.
  await expect(currentLine(page)).toHaveText(/^\s*M\[p\]\+\+;/);
  await expect(page.locator('.code-values')).toHaveText(/^Line 5: p = 2, M\[p\] = 1$/);
  const before = await currentLine(page).innerText();
  await v.forward.click();
  // Step 4: b1 is attacked, found by `Strike`.
  await expect(currentLine(page)).toHaveText(/Strike\(M, p\)/);
  await expect(page.locator('.code-values')).toContainText('IsStrike(M[1], 1, M[p], p) → true: the queen on a1 along its column');
  expect(await currentLine(page).innerText()).not.toEqual(before);
  await v.back.click();
  await expect(currentLine(page)).toHaveText(before);
  await expect(currentLine(page)).toHaveCount(1);
});

test('each algorithm shows its own program, its comments in the reader\'s language', async ({ page }) => {
  // Each program says where it comes from: an article's, in its language, or the app's own.
  for (const [alg, origin, line] of [['flags', 'Java article', 'x[i] = j;'], ['columns', 'C article', 'print(a);'], ['bitmask', 'app\'s own, C', 'queen[row] = bit;']]) {
    await page.goto(`./?mode=play&n=5&alg=${alg}&step=0&show=code&lang=en`);
    await expect(page.getByRole('heading', { name: `Code being run (${origin})` })).toBeVisible();
    await expect(views(page).code.getByText(line, { exact: true })).toHaveCount(1);
    await expect(page.locator('.code-values')).toHaveText('Step 0: nothing has run yet.');
  }
  await page.goto('./?mode=play&n=5&alg=flags&step=2&show=code&lang=ru');
  await expect(page.getByRole('heading', { name: 'Выполняемый код (статья, Java)' })).toBeVisible();
  await expect(page.getByText('// столбец и обе диагонали свободны?')).toBeVisible();
});

test('the words line says what the step did, "attacked" on a conflict, and sums the search up at its end', async ({ page }) => {
  await page.goto('./?mode=play&n=4&alg=pointer&step=4&lang=en');
  const v = views(page);
  await expect(v.words.locator('p')).toHaveText('Trying a2: attacked by the queen on a1 along its column');
  await v.forward.click();
  await expect(v.words.locator('p')).toHaveText('Trying b2');
  await expect(v.words.locator('p')).toHaveAttribute('aria-live', 'polite');
  await page.goto('./?mode=play&n=4&alg=flags&step=99999&lang=en');
  await expect(v.words.locator('p')).toHaveText(/^Search finished: 2 solutions; queens placed: 16, conflict checks: \d+, backtracks: 16\.$/);
  await page.goto('./?mode=play&n=6&alg=flags&step=0&speed=20&lang=en');
  await v.play.click();
  await expect(v.words.locator('p')).toHaveAttribute('aria-live', 'off');
});

test('clicking a tree node, or Enter on it, moves the player to its first step and the address follows', async ({ page }) => {
  await page.goto('./?mode=play&n=4&alg=flags&step=60&show=tree&lang=en');
  const v = views(page);
  await expect(v.tree).toBeVisible();
  // N = 4 is listed whole: the root, and a1 (placed at step 2) first under it.
  const items = v.tree.getByRole('treeitem');
  await expect(items.first()).toHaveText('Empty board');
  // The keyboard: from the current node to the top (the root), down to a1, down to the cut branch
  // under it, and Enter seeks there: the step that found a2 attacked.
  await v.tree.locator('[aria-current="step"]').focus();
  await page.keyboard.press('Home');
  await expect(v.tree.locator(':focus')).toHaveText('Empty board');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(v.tree.locator(':focus')).toHaveText('a2 ✗ attacked by a1');
  await expect(v.tree.locator(':focus')).toHaveAttribute('aria-level', '3');
  await page.keyboard.press('Enter');
  await expect.poll(() => stepOf(page)).toBe(4);
  await expect(page).toHaveURL(/[?&]step=4(&|$)/);
  await expect(v.tree.locator(':focus')).toHaveText('a2 ✗ attacked by a1');
  // A click on a1 seeks to the step that placed it.
  await v.tree.getByRole('treeitem', { name: 'a1', exact: true }).click();
  await expect.poll(() => stepOf(page)).toBe(2);
  await expect(page).toHaveURL(/[?&]step=2(&|$)/);
  await expect(v.tree.getByRole('treeitem', { name: 'a1', exact: true })).toHaveAttribute('aria-current', 'step');
  await v.forward.click();
  await v.forward.click();
  // A step back moves the tree with the player.
  await v.back.click();
  await expect(v.tree.getByRole('treeitem', { name: /a2 ✗/ })).toHaveCount(0);
  await expect(page.locator('.tree-summary')).toHaveText('Path: a1. Nodes: 1, cut branches: 0, solutions: 0.');
});

test('the tree counts what the search did, marks solutions and folds a large tree round the path', async ({ page }) => {
  await page.goto('./?mode=play&n=4&alg=flags&step=99999&show=tree&lang=en');
  const v = views(page);
  await expect(page.locator('.tree-summary')).toHaveText(/Nodes: 16, cut branches: 44, solutions: 2\.$/);
  await expect(page.locator('.tree-profile')).toHaveText('Nodes at each depth, from the root: 1, 4, 6, 4, 2.');
  await expect(v.tree.getByRole('treeitem', { name: /★ solution$/ })).toHaveCount(2);
  await expect(v.tree.getByRole('treeitem')).toHaveCount(61);
  await page.goto('./?mode=play&n=8&alg=pointer&step=20000&show=tree&lang=en');
  await expect(page.locator('.tree-summary')).toHaveText(/Nodes: [\d,]+, cut branches: [\d,]+, solutions: \d+\.$/);
  const rows = await v.tree.getByRole('treeitem').count();
  expect(rows).toBeLessThan(40);
  await expect(v.tree.getByRole('treeitem', { name: /^\d+ finished: / }).first()).toBeVisible();
});

test('the tree of eight queens, played to its end, has Knuth\'s profile level by level', async ({ page }) => {
  // Knuth, TAOCP 7.2.2: 1, 8, 42, 140, 344, 568, 550, 312, 92 partial placements by depth.
  await page.goto('./?mode=play&n=8&alg=flags&step=2&show=tree&lang=en');
  const profile = page.locator('.tree-profile');
  await expect(profile).toHaveText('Nodes at each depth, from the root: 1, 1.');
  await page.getByRole('button', { name: 'To end' }).click();
  await expect(profile).toHaveText('Nodes at each depth, from the root: 1, 8, 42, 140, 344, 568, 550, 312, 92.', { timeout: 30_000 });
});

test('a link with the views on restores them, the switches write the address, and the choice is remembered', async ({ page }) => {
  await page.goto('./?mode=play&n=6&show=code,tree&lang=en');
  const v = views(page);
  await expect(v.codeSwitch).toBeChecked();
  await expect(v.treeSwitch).toBeChecked();
  await expect(v.code).toBeVisible();
  await expect(v.tree).toBeVisible();
  await v.codeSwitch.uncheck();
  await expect(v.code).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]show=tree(&|$)/);
  await page.goto('./?mode=play&n=6&lang=en');
  await expect(v.treeSwitch).toBeChecked();
  await expect(v.codeSwitch).not.toBeChecked();
  await expect(v.tree).toBeVisible();
  // Space switches a focused switch (and does not play).
  await v.codeSwitch.focus();
  await page.keyboard.press(' ');
  await expect(v.codeSwitch).toBeChecked();
  await expect(v.code).toBeVisible();
  await expect(v.play).toBeVisible();
});

test('a returning visitor keeps choices stored under the older key names, moved once to the one prefix', async ({ page }) => {
  // What an earlier version stored: the teaching views under their own key.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('nqueens-lab-show', 'code');
    }
  });
  await page.goto('./?mode=play&n=6&lang=en');
  const v = views(page);
  await expect(v.codeSwitch).toBeChecked();
  await expect(v.code).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toContain('nqueens-lab.show');
  expect(keys).not.toContain('nqueens-lab-show');
  expect(keys.every((key) => key.startsWith('nqueens-lab.'))).toBe(true);
});

test('an unknown view in show= is reported and ignored', async ({ page }) => {
  await page.goto('./?mode=play&n=6&show=code,graph&lang=en');
  await expect(page.getByRole('alert')).toContainText('show = “graph”');
  await expect(views(page).code).toBeVisible();
  await expect(views(page).tree).toHaveCount(0);
});

test('the compare table gives each algorithm\'s tree size', async ({ page }) => {
  await page.goto('./?mode=play&n=6&lang=en');
  await page.getByRole('button', { name: 'Compare all algorithms', exact: true }).click();
  const table = page.locator('.compare-table');
  await expect(table.getByRole('cell', { name: 'done', exact: true })).toHaveCount(8, { timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Cut branches' })).toBeVisible();
  await expect(page.getByText("The search tree's nodes are the queens placed; its cut branches are the squares found attacked.")).toBeVisible();
  // Cells: steps, checks, queens placed (the tree's nodes), backtracks, solutions, cut branches.
  const flags = table.getByRole('row', { name: /flag arrays/ });
  await expect(flags.getByRole('cell').nth(2)).toHaveText('152');
  await expect(flags.getByRole('cell').nth(5)).toHaveText('742');
  const bitmask = table.getByRole('row', { name: /^Bitmasks/ });
  await expect(bitmask.getByRole('cell').nth(2)).toHaveText('152');
  await expect(bitmask.getByRole('cell').nth(5)).toHaveText('0');
});

test('the knight\'s tour has its C program, its words and its tree of moves up to 6×6', async ({ page }) => {
  await page.goto('./?page=knights&size=5x5&method=seed&step=30&show=code,tree&lang=en');
  const v = views(page);
  await expect(page.getByRole('heading', { name: 'Code being run (C article)' })).toBeVisible();
  await expect(v.code.getByText('void addknight(void) {', { exact: true })).toHaveCount(1);
  await expect(currentLine(page)).toHaveCount(1);
  await expect(v.tree).toBeVisible();
  await expect(page.locator('.tree-summary')).toHaveText(/^Path: (… → )?[a-e]\d( → [a-e]\d)*\. Nodes: \d+, cut branches: 0, solutions: 0\.$/);
  await page.goto('./?page=knights&size=5x5&method=seed&step=99999&show=tree&lang=en');
  await expect(v.words.locator('p')).toHaveText(/^Tour complete: 25 squares, 24 moves, (open|closed)\.$/);
  await expect(v.tree.getByRole('treeitem', { name: /★ solution/ })).toHaveCount(1);
  await page.goto('./?page=knights&size=8x8&method=seed&step=100&show=code,tree&lang=en');
  await expect(page.locator('.tree-summary')).toContainText('The tree is drawn for boards up to 6×6');
  await expect(v.tree.getByRole('treeitem')).toHaveCount(0);
  await page.goto('./?page=knights&size=8x8&method=closed&show=code&lang=en');
  await expect(page.locator('.code-values')).toHaveText(/^A construction builds its tour without a search/);
});

test('with both views on, N = 14 plays at the top speed and a far step shows the path only', async ({ page }) => {
  await page.goto('./?mode=play&n=14&alg=pointer&speed=10000&show=code,tree&lang=en');
  const v = views(page);
  await v.play.click();
  await expect.poll(() => stepOf(page), { timeout: 10_000 }).toBeGreaterThan(5_000);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  expect(await v.tree.getByRole('treeitem').count()).toBeLessThan(60);
  await expect(currentLine(page)).toHaveCount(1);
  await page.goto('./?mode=play&n=14&alg=pointer&step=300000&show=code,tree&lang=en');
  await expect(page.locator('.tree-summary')).toContainText(/The tree is drawn up to step [\d,]+ \(its first 50,000 entries\)/, { timeout: 30_000 });
  await expect(currentLine(page)).toHaveCount(1);
});

for (const [width, height] of [[1280, 720], [1366, 768]]) {
  test(`at ${width}×${height} the board, the code's current line and the player's buttons are in view`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const query of ['?mode=play&n=8&alg=pointer&step=40&show=code,tree', '?page=knights&size=6x6&method=backtrack&step=20&show=code,tree']) {
      await page.goto(`./${query}&lang=en`);
      const v = views(page);
      await expect(currentLine(page)).toHaveCount(1);
      await panesStyled(page);
      for (const [what, locator] of [['board', page.locator('.board-frame')], ['current line', currentLine(page)], ['Play', v.play], ['Step forward', v.forward], ['code heading', page.locator('#code-heading')], ['tree heading', page.locator('#tree-heading')]]) {
        const box = await locator.boundingBox();
        expect(box, `${query} ${what}`).not.toBeNull();
        expect(box.y, `${query} ${what} top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${query} ${what} bottom`).toBeLessThanOrEqual(height + 0.5);
        expect(box.x + box.width, `${query} ${what} right`).toBeLessThanOrEqual(width + 0.5);
      }
      // With both panes open the board still takes more than half the height.
      const board = await page.locator('.board-frame').boundingBox();
      expect(board.height, `${query} board height`).toBeGreaterThanOrEqual(0.55 * height);
    }
  });
}

test('in presenter mode the code is at least 20 px monospace', async ({ page }) => {
  await page.goto('./?mode=play&n=8&step=10&show=code,tree&lang=en');
  await page.getByRole('button', { name: 'Presenter mode' }).click();
  await presenting(page);
  await expect(currentLine(page)).toBeVisible();
  await panesStyled(page);
  await expect(currentLine(page)).toHaveCSS('font-size', '20px');
  const style = await currentLine(page).evaluate((e) => {
    const s = getComputedStyle(e);
    return { size: parseFloat(s.fontSize), family: s.fontFamily };
  });
  expect(style.size).toBeGreaterThanOrEqual(20);
  expect(style.family).toMatch(/monospace/);
});

test('axe finds no violations with both views on, in every theme and language, on both pages', async ({ page }) => {
  test.setTimeout(300_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=play&n=5&alg=pointer&step=30&show=code,tree&lang=${lang}&theme=${theme}`);
    await expect(page.locator('.code-line[aria-current="step"]')).toHaveCount(1);
    await expect(page.locator('.search-tree [role="treeitem"]').first()).toBeVisible();
    await panesStyled(page);
    expect(await axeViolations(page, { label: `queens ${theme} ${lang}: ` })).toEqual([]);
    await page.goto(`./?page=knights&size=5x5&method=backtrack&step=12&show=code,tree&lang=${lang}&theme=${theme}`);
    await expect(page.locator('.code-line[aria-current="step"]')).toHaveCount(1);
    expect(await axeViolations(page, { label: `knights ${theme} ${lang}: ` })).toEqual([]);
  }
});
