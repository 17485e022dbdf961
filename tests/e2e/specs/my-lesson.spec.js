// Lessons a teacher writes by using the app (the Lessons dialog's "My lesson"): views added as
// scenes, their words edited, the lesson given, exported as its file and opened again (chosen or
// dropped), a bad file reported scene by scene, a link that carries the lesson packed, and a
// lesson file on the site opened by its path (`?lesson=lessons/….json`).
import { readFile } from 'node:fs/promises';
import { test, expect, axeViolations, looks, pasteProgram, programIn } from './fixtures.js';

/** The Lessons dialog and its "My lesson" part, found by role and name. */
function dialog(page) {
  const box = page.getByRole('dialog', { name: 'Lessons' });
  const mine = box.getByRole('region', { name: 'My lesson' });
  return {
    box,
    mine,
    open: () => page.getByRole('button', { name: 'Lessons' }).click(),
    close: () => box.getByRole('button', { name: 'Close' }).click(),
    add: mine.getByRole('button', { name: 'Add this view to my lesson' }),
    status: mine.getByRole('status'),
    problems: mine.getByRole('alert'),
    title: mine.getByRole('textbox', { name: 'Title of the lesson' }),
    scene: (k) => mine.getByRole('group', { name: `Scene ${k}` }),
    give: mine.getByRole('button', { name: 'Give this lesson' }),
    export: mine.getByRole('button', { name: 'Export the lesson file' }),
    clear: mine.getByRole('button', { name: 'Clear my lesson' }),
    file: mine.getByLabel('Open a lesson file'),
    link: mine.getByRole('textbox', { name: 'Link to this lesson' }),
  };
}

/** The lesson's bar under the page. */
function bar(page) {
  const region = page.getByRole('region', { name: 'Lesson' });
  return { region, where: region.locator('.lesson-where'), caption: region.locator('.lesson-caption') };
}

/** Exports the lesson written and returns its file's text. */
async function exported(page, d) {
  const download = page.waitForEvent('download');
  await d.export.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lesson.json');
  return readFile(await file.path(), 'utf8');
}

/** Adds the view shown to the lesson written, as scene `k`. */
async function addView(d, k) {
  await d.open();
  await d.add.click();
  await expect(d.status).toHaveText(`The view is scene ${k}.`);
  await expect(d.scene(k)).toBeVisible();
  await d.close();
}

test('three views added, a narration edited, exported, cleared and opened again give the same lesson, which is given scene by scene', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const d = dialog(page);
  await page.goto('./?mode=play&n=4&alg=pointer&step=12');
  await expect(page.getByText('Step 12', { exact: true })).toBeVisible();
  await d.open();
  await expect(d.mine.getByText('No scenes yet.')).toBeVisible();
  await d.close();
  await addView(d, 1);
  // The player's own key moves on a step: the next view added is that step.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 13', { exact: true })).toBeVisible();
  await addView(d, 2);
  await page.goto('./?page=knights&size=6x6&start=a6&method=warnsdorff');
  await addView(d, 3);
  await d.open();
  await d.title.fill('Three views');
  await d.scene(2).getByRole('textbox', { name: 'Title' }).fill('One step on');
  await d.scene(2).getByRole('textbox', { name: 'Caption for the class' }).fill('The queen moves on.');
  await d.scene(2).getByRole('textbox', { name: 'Notes for the teacher' }).fill('Ask where it goes.');
  await d.scene(3).getByRole('textbox', { name: /^Question \(blank for none; what predict=/ }).fill('square');
  await expect(d.scene(1).getByRole('button', { name: 'Move scene 1 up' })).toBeDisabled();
  await expect(d.scene(3).getByRole('button', { name: 'Move scene 3 down' })).toBeDisabled();
  const file = await exported(page, d);
  const written = JSON.parse(file);
  expect(written.format).toBe('nqueens-lab-lesson');
  expect(written.title).toBe('Three views');
  const views = written.scenes.map((s) => s.view);
  expect(views[0]).toMatch(/^mode=play&n=4&alg=pointer&step=12(&|$)/);
  expect(views[1]).toMatch(/^mode=play&n=4&alg=pointer&step=13(&|$)/);
  expect(views[2]).toMatch(/^page=knights&size=6x6&start=a6&.*method=warnsdorff/);
  // The view alone: no language, theme or lesson.
  expect(views.join('&')).not.toMatch(/lang=|theme=|lesson=/);
  expect(written.scenes[1]).toMatchObject({ title: 'One step on', narration: 'The queen moves on.', notes: 'Ask where it goes.' });
  expect(written.scenes[2].question).toBe('square');
  // Kept in the browser as it is written: a reload keeps it.
  await page.reload();
  await d.open();
  await expect(d.scene(2).getByRole('textbox', { name: 'Caption for the class' })).toHaveValue('The queen moves on.');
  // Cleared (after asking), then the exported file opened again: the same lesson.
  page.once('dialog', (asked) => asked.accept());
  await d.clear.click();
  await expect(d.mine.getByText('No scenes yet.')).toBeVisible();
  await expect(d.title).toHaveValue('');
  await d.file.setInputFiles({ name: 'lesson.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(d.status).toHaveText('Opened “Three views”: 3 scenes.');
  await expect(d.problems).toHaveCount(0);
  await expect(d.scene(2).getByRole('textbox', { name: 'Caption for the class' })).toHaveValue('The queen moves on.');
  expect(await exported(page, d)).toBe(file);
  // Reordered, then put back.
  await d.scene(2).getByRole('button', { name: 'Move scene 2 down' }).click();
  await expect(d.scene(3).getByRole('textbox', { name: 'Title' })).toHaveValue('One step on');
  await d.scene(3).getByRole('button', { name: 'Move scene 3 up' }).click();
  await expect(d.scene(2).getByRole('textbox', { name: 'Title' })).toHaveValue('One step on');
  const link = await d.link.inputValue();
  expect(link).toMatch(/[?]lesson=z\.[\w-]+&scene=1&mode=play&n=4&alg=pointer&step=12(&|$)/);
  // Given: scene by scene with the clicker's key, the address following.
  await d.give.click();
  await expect(d.box).toBeHidden();
  const b = bar(page);
  await expect(b.where).toHaveText('Scene 1 of 3');
  await expect(page).toHaveURL(/[?]lesson=mine&scene=1&mode=play&n=4&alg=pointer&step=12/);
  await expect(page.getByText('Step 12', { exact: true })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(b.where).toHaveText('Scene 2 of 3');
  await expect(b.caption).toHaveText('One step on The queen moves on.');
  await expect(page.getByText('Step 13', { exact: true })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(b.where).toHaveText('Scene 3 of 3');
  await expect(page).toHaveURL(/page=knights.*predict=square/);
  await expect(page.getByRole('combobox', { name: 'Scenes' })).toContainText('3. Scene 3');
  await expect(page.locator('.lesson-contents optgroup')).toHaveAttribute('label', 'Three views');
  // The packed link alone carries the lesson, to a browser that never saw it.
  const student = await browser.newPage();
  await student.goto(link);
  const s = bar(student);
  await expect(s.where).toHaveText('Scene 1 of 3');
  await student.keyboard.press('PageDown');
  await expect(s.caption).toHaveText('One step on The queen moves on.');
  await expect(student).toHaveURL(/[?]lesson=z\.[\w-]+&scene=2&mode=play&n=4&alg=pointer&step=13/);
  await student.close();
});

test('a question with choices written for a scene is asked in the lesson, and the speaker view gives the notes and the answer', async ({ page, context }) => {
  const d = dialog(page);
  await page.goto('./?mode=play&n=6&alg=pointer');
  await addView(d, 1);
  await page.goto('./?n=6');
  await addView(d, 2);
  await d.open();
  const quiz = d.scene(1).getByRole('textbox', { name: 'Question with choices (blank for none)' });
  await expect(quiz).toHaveAccessibleDescription(/start the right one with \*/);
  await quiz.fill('How many placements has N = 6?\n1\n*4\n10');
  await d.scene(1).getByRole('textbox', { name: 'Notes for the teacher' }).fill('Let the class vote first.');
  const written = JSON.parse(await exported(page, d));
  expect(written.scenes[0].quiz).toEqual({ ask: 'How many placements has N = 6?', choices: ['1', '4', '10'], answer: 2 });
  expect(written.scenes[1]).not.toHaveProperty('quiz');
  await d.give.click();
  const b = bar(page);
  await expect(b.where).toHaveText('Scene 1 of 2');
  const asked = b.region.getByRole('group', { name: /How many placements has N = 6\?$/ });
  await asked.getByRole('button', { name: 'C 10' }).click();
  await expect(asked.getByRole('status')).toHaveText('Not quite: C, 10. The answer is B, 4.');
  // The speaker view reads the same lesson, kept in this browser.
  const opened = context.waitForEvent('page');
  await b.region.getByRole('button', { name: 'Speaker view' }).click();
  const speaker = await opened;
  await expect(speaker.getByRole('heading', { level: 1 })).toHaveText('1. Scene 1');
  await expect(speaker.locator('.speaker-notes')).toHaveText('Let the class vote first.');
  await expect(speaker.getByText('The answer: B, 4.')).toBeVisible();
  await expect(speaker.getByText('Next: 2. Scene 2')).toBeVisible();
  await speaker.getByRole('button', { name: /Next scene/ }).click();
  await expect(b.where).toHaveText('Scene 2 of 2');
  await expect(page).toHaveURL(/[?]lesson=mine&scene=2&n=6/);
  await expect(asked).toHaveCount(0);
  await expect(speaker.getByText('This is the last scene.')).toBeVisible();
  expect(await axeViolations(speaker, { label: 'speaker view of my lesson: ' })).toEqual([]);
  await speaker.close();
});

test('a bad lesson file is reported scene by scene and field by field, and the rest of it opens', async ({ page }) => {
  const d = dialog(page);
  await page.goto('./');
  await d.open();
  const bad = {
    format: 'nqueens-lab-lesson',
    version: 1,
    title: 'Half good',
    scenes: [
      { view: 'n=6', title: 'Six queens', narration: 'Four placements.' },
      { view: 'n=x', title: 'Bad N' },
      { view: 'n=5' },
      { view: 'page=knights&size=5x5', title: 'Asks', question: 'colour' },
    ],
  };
  await d.file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(d.status).toHaveText('Opened “Half good”: 2 scenes.');
  const said = d.problems.getByRole('listitem');
  await expect(said).toHaveText([
    /^Scene 2: “view” is not a view the app reads\. .*“x”.* The scene is left out\.$/,
    'Scene 3: “title” is missing or empty. The scene is left out.',
    'Scene 4: “question” names “colour”, which the scene’s page does not ask. The scene asks no question.',
  ]);
  await expect(d.scene(2).getByRole('textbox', { name: 'Title' })).toHaveValue('Asks');
  // A file that is no lesson opens nothing and leaves the lesson as it was.
  await d.file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Bring chalk.') });
  await expect(said).toHaveText([/^This is not a lesson file of N-Queens Lab/]);
  await expect(d.scene(2)).toBeVisible();
  // A file dropped on the dialog opens as one chosen.
  const good = JSON.stringify({ ...bad, title: 'Dropped', scenes: [bad.scenes[0]] });
  const dropped = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return data;
  }, good);
  await d.mine.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(d.status).toHaveText('Opened “Dropped”: 1 scenes.');
  await expect(d.problems).toHaveCount(0);
  await expect(d.scene(2)).toHaveCount(0);
});

test('a lesson file on the site opens by its path, with its scene, and a missing one is reported', async ({ page }) => {
  const file = {
    format: 'nqueens-lab-lesson',
    version: 1,
    title: 'From the course page',
    scenes: [
      { view: 'mode=play&n=5&alg=pointer&show=code', title: 'The code', narration: 'Read the line.', notes: 'Point at it.' },
      { view: 'page=knights&size=5x5&start=a1&method=seed&step=40', title: 'Forty steps', narration: 'The knight is stuck.', notes: 'Why?' },
    ],
  };
  await page.route('**/lessons/course.json', (route) => route.fulfill({ json: file }));
  await page.goto('./?lesson=lessons/course.json&scene=2');
  const b = bar(page);
  await expect(b.where).toHaveText('Scene 2 of 2');
  await expect(b.caption).toHaveText('Forty steps The knight is stuck.');
  // The link had no view of its own: the scene's is shown.
  await expect(page).toHaveURL(/[?]lesson=lessons%2Fcourse\.json&scene=2&page=knights&size=5x5&start=a1&.*method=seed&step=40/);
  await page.keyboard.press('PageUp');
  await expect(b.caption).toHaveText('The code Read the line.');
  await expect(page.locator('.lesson-contents optgroup')).toHaveAttribute('label', 'From the course page');
  // A scene the lesson does not have is reported, and its first shown.
  await page.goto('./?lesson=lessons/course.json&scene=9');
  await expect(b.where).toHaveText('Scene 1 of 2');
  await expect(page.getByText('The link\'s scene = “9” is not a scene of the lesson, which has 2; showing scene 1.')).toBeVisible();
  // A file the site does not have.
  page.allowConsole(/404/);
  await page.goto('./?lesson=lessons/none.json');
  await expect(b.region.getByRole('alert')).toHaveText('The lesson file “lessons/none.json” could not be fetched from this site; nothing was opened.');
});

test('axe finds no violations in the lesson editor in every theme and language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { theme, lang } of looks()) {
    await page.goto(`./?n=6&lang=${lang}&theme=${theme}`);
    await page.getByRole('button', { name: { en: 'Lessons', ru: 'Уроки', vi: 'Bài học', zh: '课程' }[lang] }).click();
    await page.locator('.my-lesson button').first().click();
    await expect(page.locator('.my-scene')).toHaveCount(1);
    expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('nqueens-lab.lesson'));
  }
});

test('a scene holds an exercise of write your own: its task and program, shown and not run until Run', async ({ page, browser }) => {
  const d = dialog(page);
  await page.goto('./?mode=code&task=search&n=6&lang=en');
  const program = (await readFile(new URL('../../../crates/student/programs/search.py', import.meta.url), 'utf8'))
    .replace('search([])', 'print("from the lesson")\nsearch([])');
  await pasteProgram(page, program);
  await addView(d, 1);
  await d.open();
  const written = JSON.parse(await exported(page, d));
  expect(written.scenes[0].view).toMatch(/^mode=code&n=6&task=search&code=[\w-]+$/);
  const link = await d.link.inputValue();
  // A browser that never saw the program: the scene's exercise and program, not run.
  const student = await browser.newPage();
  const workers = [];
  student.on('worker', (worker) => workers.push(worker.url()));
  await student.goto(link);
  await expect(bar(student).where).toHaveText('Scene 1 of 1');
  await expect(student.getByRole('radio', { name: 'Write the whole search' })).toBeChecked();
  await expect.poll(programIn(student)).toBe(program);
  await expect(student.locator('.write-result')).toHaveText('Press Run (Ctrl+Enter) to run it: a program never runs by itself.');
  expect(workers.filter((url) => url.includes('python'))).toEqual([]);
  await student.getByRole('button', { name: 'Run' }).click();
  await expect(student.locator('.write-result')).toContainText('Your search reported 4 solutions for N = 6.', { timeout: 30_000 });
  await expect(student.locator('.write-printed pre')).toHaveText('from the lesson');
  await student.close();
});
