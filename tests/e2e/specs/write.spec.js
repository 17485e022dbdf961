// Write your own: a student types Python into the editor, runs it (the interpreter loads in its
// own worker on first use), and reads what it did, its first wrong answer or mistake with its
// line, its grade, and the board where it ended.
import { readFileSync } from 'node:fs';
import { test, expect, axeViolations, goOffline, looks, pasteProgram, presenting, programIn } from './fixtures.js';

/** A program of crates/student/programs, as the tests of the interpreter run it. */
const program = (name) => readFileSync(new URL(`../../../crates/student/programs/${name}`, import.meta.url), 'utf8');

/** The editor, found by its label. */
const editor = (page) => page.getByRole('textbox', { name: 'Your program (Python)' });

/** The results, as the page says them. */
const result = (page) => page.locator('.write-result');

/** Replaces the editor's text with `code`, as a person pasting it. */
const typeCode = pasteProgram;

/** The board's text alternative (it names the queens where the run ended). */
const boardText = (page) => page.locator('.write-view svg.board');

test('a safe() missing one diagonal names its first wrong square and the queen that attacks it', async ({ page }) => {
  await page.goto('./?mode=code&n=8&lang=en');
  await expect(page.getByRole('radio', { name: 'Write safe()' })).toBeChecked();
  await typeCode(page, program('safe.py').replace('abs(c - col) == row - r', 'c - col == row - r'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText(
    'safe([0], 1, 1) returned True, but the queen on a1 attacks b2 along a diagonal',
    { timeout: 30_000 },
  );
  await expect(boardText(page)).toHaveAttribute('aria-label', /queens on a1/);
  await expect(page.locator('.write-mark')).toHaveCount(1);
});

test('a correct safe() gives the app\'s own search, and Ctrl+Enter runs it', async ({ page }) => {
  await page.goto('./?mode=code&n=8&lang=en');
  await typeCode(page, program('safe.py'));
  await editor(page).press('Control+Enter');
  await expect(result(page)).toHaveText(
    'Every answer of safe() was right: the search found 92 solutions, exactly as the app\'s own search.',
    { timeout: 30_000 },
  );
  // The results are the exercise's: the other exercise has not run, and has nothing to play.
  await page.getByRole('radio', { name: 'Write the whole search' }).check();
  await expect(result(page)).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  await expect(page.getByRole('button', { name: /step by step$/ })).toBeHidden();
});

test('a whole search gives 92 at N = 8, its grade, and that it makes the app\'s moves', async ({ page }) => {
  await page.goto('./?mode=code&n=8&lang=en');
  await page.getByRole('radio', { name: 'Write the whole search' }).check();
  await expect(page).toHaveURL(/task=search/);
  await typeCode(page, `${program('search.py')}print('done', n)\n`);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('Your search reported 92 solutions for N = 8.', { timeout: 30_000 });
  await expect(result(page)).toContainText('Your search makes the same moves as the app\'s flag-array program, step for step.');
  await expect(result(page)).toContainText('Passed: the right solutions, each once, for every N from 1 to 10.', { timeout: 30_000 });
  await expect(page.locator('.write-printed pre')).toHaveText('done 8');
  // The code travels in the address, and a change of N is a change of the board the next run uses.
  await expect(page).toHaveURL(/code=/);
  await page.getByRole('textbox', { name: 'N', exact: true }).fill('6');
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('Your search reported 4 solutions for N = 6.', { timeout: 30_000 });
});

test('a whole search plays step by step in the player, with its tree and the line of each step marked in the program', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=4&lang=en');
  await typeCode(page, program('search.py'));
  const replay = page.getByRole('button', { name: 'Play your search step by step' });
  await expect(replay).toBeHidden();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('Your search reported 2 solutions for N = 4.', { timeout: 30_000 });
  await replay.click();
  const region = page.getByRole('region', { name: 'Your search, step by step' });
  await expect(region).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await page.getByRole('checkbox', { name: 'Code', exact: true }).check();
  const code = page.getByRole('list', { name: 'Your program (Python)' });
  await expect(code.getByRole('listitem')).toHaveCount(program('search.py').split('\n').length - 1);
  const current = code.locator('[aria-current="step"]');
  await expect(current).toHaveCount(0);
  const forward = page.getByRole('button', { name: 'Step forward', exact: true });
  await forward.click();
  // Step 1: the program's place(row, col), line 14, puts a queen on a1.
  await expect(current).toHaveText(/^\s*place\(row, col\)$/);
  await expect(page.locator('.code-values')).toHaveText('Line 14');
  await expect(page.getByRole('region', { name: 'What this step did' })).toContainText('a1');
  // Step 2 puts a queen on c2, by the same line (its own ok() makes no move); step 3 takes it
  // back, line 18: no square of row 3 is free.
  await forward.click();
  await expect(page.getByRole('region', { name: 'What this step did' })).toContainText('c2');
  await forward.click();
  await expect(current).toHaveText(/^\s*remove\(row, col\)$/);
  await expect(page.locator('.code-values')).toHaveText('Line 18');
  // Its search tree, grown as far as the player has gone: a1, then c2, taken back.
  await page.getByRole('checkbox', { name: 'Search tree', exact: true }).check();
  const tree = page.getByRole('tree', { name: 'Search tree' });
  await expect(tree.getByRole('treeitem', { name: 'c2', exact: true })).toBeVisible();
  await expect(page.locator('.tree-summary')).toHaveText('Path: a1. Nodes: 2, cut branches: 0, solutions: 0.');
  expect(await axeViolations(page, { label: 'the student\'s search played: ' })).toEqual([]);
  await page.getByRole('button', { name: 'Back to your program' }).click();
  await expect.poll(programIn(page)).toBe(program('search.py'));
  await expect(result(page)).toContainText('Your search reported 2 solutions for N = 4.');
});

test('the app\'s search over a student\'s safe() plays step by step, with the app\'s program and tree', async ({ page }) => {
  await page.goto('./?mode=code&task=safe&n=4&lang=en');
  await typeCode(page, program('safe.py'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('the search found 2 solutions', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Play the search with your safe() step by step' }).click();
  await expect(page.getByRole('region', { name: 'The search with your safe(), step by step' })).toBeVisible();
  const forward = page.getByRole('button', { name: 'Step forward', exact: true });
  // Step 1 tries a1, step 2 places a queen there.
  await forward.click();
  await forward.click();
  await expect(page.getByRole('region', { name: 'What this step did' })).toContainText('a1');
  await page.getByRole('checkbox', { name: 'Code', exact: true }).check();
  await expect(page.getByRole('heading', { name: 'Code being run (Java article)' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Code being run/ }).locator('[aria-current="step"]')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Search tree', exact: true }).check();
  await expect(page.getByRole('tree', { name: 'Search tree' }).getByRole('treeitem', { name: 'a1', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to your program' }).click();
  await expect.poll(programIn(page)).toBe(program('safe.py'));
});

test('a queen put on an attacked square is reported at its step and line', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=4&lang=en');
  await typeCode(page, 'place(0, 0)\nplace(1, 2)\nplace(2, 1)\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText(
    'Step 3: place(2, 1) puts a queen on b3, but the queen on c2 attacks it along an anti-diagonal (line 3)',
    { timeout: 30_000 },
  );
});

test('an endless loop is stopped after 5 s, and the page answers meanwhile', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=4&lang=en');
  await typeCode(page, 'x = 0\nwhile True:\n    x += 1\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toHaveText('Running your program…', { timeout: 30_000 });
  // The page answers a click while the program runs: the help opens and closes.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await expect(result(page)).toContainText('Stopped after 5 s: does the loop on line 2 never end?', { timeout: 30_000 });
});

test.describe('the interpreter', () => {
  // What the page itself fetches: the offline cache's service worker would fetch the whole site.
  test.use({ serviceWorkers: 'block' });

  test('is fetched on the first Run, with a progress bar until it has come', async ({ page }) => {
    // The interpreter's wasm, held back until the bar has been read.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    let fetched = 0;
    await page.context().route(/\/python-worker_bg\.wasm$/, async (route) => {
      fetched += 1;
      await held;
      await route.continue();
    });
    await page.goto('./?mode=code&n=4&lang=en');
    await typeCode(page, program('safe.py'));
    expect(fetched).toBe(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Run' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading Python…' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    // The whole's size is the build's (scripts/python-size.sh), known before any byte comes.
    await expect(result(page)).toHaveText(/^Loading Python… 0\.0 of [1-9]\.\d MB$/);
    // The start script tells before it fetches: the request follows.
    await expect.poll(() => fetched).toBe(1);
    release();
    await expect(result(page)).toContainText('the search found 2 solutions', { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('with the offline cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the editor and the interpreter work offline', async ({ page, context }) => {
    await page.goto('./?n=8&lang=en');
    await goOffline(page, context);
    await page.goto('./?mode=code&task=search&n=6&lang=en');
    await typeCode(page, program('search.py'));
    await expect(page.locator('python-editor .cm-lineNumbers')).toBeVisible();
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(result(page)).toContainText('Your search reported 4 solutions for N = 6.', { timeout: 30_000 });
    await context.setOffline(false);
  });
});

test('Stop ends a run at once, and the next run starts a new worker', async ({ page }) => {
  await page.goto('./?mode=code&n=4&lang=en');
  await typeCode(page, 'def safe(queens, row, col):\n    while True:\n        pass\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(result(page)).toHaveText('Stopped.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
  await typeCode(page, program('safe.py'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('the search found 2 solutions', { timeout: 30_000 });
});

test('a syntax error shows its line, marked in the editor, and Reset brings the starter back', async ({ page }) => {
  await page.goto('./?mode=code&n=8&lang=en');
  // A click on the label goes to the text box, as a label's does.
  await page.getByText('Your program (Python)', { exact: true }).click();
  await expect(editor(page)).toBeFocused();
  const starter = await programIn(page)();
  expect(starter).toContain('def safe(queens, row, col):');
  await typeCode(page, 'x = 1\ndef safe(queens, row, col)\n    return True\n');
  const marked = page.locator('python-editor .cm-lintRange-error');
  await expect(marked).toHaveCount(0);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText(/^SyntaxError on line 2, column \d+: /, { timeout: 30_000 });
  // Marked on line 2 of the editor, with a mark beside its number.
  await expect(marked).toHaveCount(1);
  await expect(page.locator('python-editor .cm-line').nth(1).locator('.cm-lintRange-error')).toHaveCount(1);
  await expect(page.locator('python-editor .cm-lint-marker-error')).toHaveCount(1);
  // Typing makes it another program: the mark of the one that ran goes.
  await editor(page).press('Control+End');
  await editor(page).pressSequentially('#');
  await expect(marked).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset to the starter' }).click();
  await expect.poll(programIn(page)).toBe(starter);
});

test('the editor numbers its lines, colours Python, and Tab and Shift+Tab indent and dedent', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=4&lang=en');
  await typeCode(page, 'def f():\nreturn 1\n');
  const numbers = page.locator('python-editor .cm-lineNumbers .cm-gutterElement:visible');
  await expect(numbers).toHaveText(['1', '2', '3']);
  // Python's colours: the keywords are marked, and drawn bold in the theme's accent.
  const keywords = page.locator('python-editor .tok-keyword');
  await expect(keywords).toHaveText(['def', 'return']);
  await expect(keywords.first()).toHaveCSS('font-weight', '700');
  await editor(page).press('Control+Home');
  await editor(page).press('ArrowDown');
  await editor(page).press('Tab');
  await expect.poll(programIn(page)).toBe('def f():\n    return 1\n');
  await editor(page).press('Shift+Tab');
  await expect.poll(programIn(page)).toBe('def f():\nreturn 1\n');
  // Escape, then Tab, leaves the editor for the next control, as CodeMirror's keyboard users do.
  await editor(page).press('Tab');
  await editor(page).press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
});

test('keys typed in the editor are the program\'s, not the page\'s shortcuts', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=4&lang=en');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // f is presenter mode's key and ? the help's, elsewhere on the page.
  await editor(page).pressSequentially('f = 1 ?');
  await expect.poll(programIn(page)).toBe('f = 1 ?');
  await expect(page.locator('html')).not.toHaveClass(/presenting/);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
});

test('presenter mode shows the program and Run, and the rest with Controls', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=8&lang=en');
  await expect(editor(page)).toBeVisible();
  await page.keyboard.press('f');
  await presenting(page);
  await expect(editor(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as .py' })).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Write safe()' })).toBeHidden();
  // The program in large type.
  await expect(page.locator('python-editor .cm-scroller')).toHaveCSS('font-size', '25px');
  await page.getByRole('button', { name: 'Controls', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save as .py' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Write safe()' })).toBeVisible();
});

test('the program typed is kept in the browser for each exercise until Reset', async ({ page }) => {
  await page.goto('./?mode=code&n=8&lang=en');
  const starter = await programIn(page)();
  await typeCode(page, '# mine\n' + starter);
  await page.getByRole('radio', { name: 'Write the whole search' }).check();
  await expect.poll(programIn(page)).toMatch(/def search\(queens\):/);
  await page.getByRole('radio', { name: 'Write safe()' }).check();
  await expect.poll(programIn(page)).toMatch(/^# mine\n/);
  await page.goto('./?mode=code&n=8&lang=en');
  await expect.poll(programIn(page)).toMatch(/^# mine\n/);
  await page.getByRole('button', { name: 'Reset to the starter' }).click();
  await expect.poll(programIn(page)).toBe(starter);
  await page.goto('./?mode=code&n=8&lang=en');
  await expect.poll(programIn(page)).toBe(starter);
});

test('a program is saved as a .py file and opened from one, as if typed', async ({ page }) => {
  await page.goto('./?mode=code&task=search&n=6&lang=en');
  const mine = program('search.py');
  await typeCode(page, mine);
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as .py' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('queens-search.py');
  expect(readFileSync(await saved.path(), 'utf8')).toBe(mine);
  await page.getByRole('button', { name: 'Reset to the starter' }).click();
  await expect.poll(programIn(page)).not.toBe(mine);
  await page.getByLabel('Open a .py file').setInputFiles({
    name: 'mine.py',
    mimeType: 'text/x-python',
    buffer: Buffer.from(mine),
  });
  await expect.poll(programIn(page)).toBe(mine);
  await expect(page).toHaveURL(/code=/);
  // A file too long to be a program here is refused, said, and changes nothing.
  const address = page.url();
  await page.getByLabel('Open a .py file').setInputFiles({
    name: 'big.py',
    mimeType: 'text/x-python',
    buffer: Buffer.from('x = 1\n'.repeat(4_000)),
  });
  await expect(result(page)).toContainText('This file is not a program to open here: a program is text of at most 20,000 bytes. Your program is unchanged.');
  await expect.poll(programIn(page)).toBe(mine);
  expect(page.url()).toBe(address);
  // Nor does pasting make a program longer than that: the editor refuses the edit.
  await typeCode(page, '#'.repeat(20_001));
  await expect.poll(programIn(page)).toBe(mine);
  expect(page.url()).toBe(address);
  // Opened, not run: it runs when Run is pressed. Typing clears the refusal.
  await editor(page).press('End');
  await editor(page).pressSequentially(' ');
  await editor(page).press('Backspace');
  await expect(result(page)).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('Your search reported 4 solutions for N = 6.', { timeout: 30_000 });
});

test('code in a link is shown, and does not run until Run is pressed', async ({ page }) => {
  // A worker the page starts is the Python worker: none may start before Run.
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('./?mode=code&n=8&lang=en');
  await typeCode(page, 'def safe(queens, row, col):\n    print("ran")\n    return True\n');
  // The address follows the typing once it settles.
  await expect(page).toHaveURL(/code=/);
  const link = page.url();
  const other = await page.context().newPage();
  other.on('worker', (worker) => workers.push(worker.url()));
  await other.goto(link);
  await expect.poll(programIn(other)).toMatch(/print\("ran"\)/);
  await expect(result(other)).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  await other.waitForTimeout(500);
  expect(workers.filter((url) => url.includes('python'))).toEqual([]);
  await other.getByRole('button', { name: 'Run' }).click();
  await expect(other.locator('.write-printed pre')).toContainText('ran', { timeout: 30_000 });
  expect(workers.filter((url) => url.includes('python'))).toHaveLength(1);
});

test('write your own passes axe in three themes and four languages', async ({ page }) => {
  for (const { theme, lang } of looks()) {
    await page.goto(`./?mode=code&n=6&lang=${lang}&theme=${theme}`);
    // The editor's text box, named in the language shown.
    await expect(page.locator('python-editor').getByRole('textbox')).toBeVisible();
    expect(await axeViolations(page, { label: `${theme} ${lang}: `, styleSheets: false })).toEqual([]);
  }
});
