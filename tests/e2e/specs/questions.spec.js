// The player's questions and the search performed, as both pages share them (one kit,
// src/ui/player/predict and perform.rs): a search not asked about, a bad predict= reported, the
// question under the board on a phone, the result a student copies, and axe with a question held.
import { test, expect, axeViolations, looks, clickKnightSquare } from './fixtures.js';
import { questionParts } from './questions.js';

/** Each page: its switch, a search asked about, one not asked about, its answer, and how its
 * search reads in a result. */
const PAGES = [
  {
    name: 'N-Queens',
    switchName: /^Predict/,
    asked: 'mode=play&n=6&alg=flags&step=2&predict=queen',
    notAsked: 'mode=play&n=6&alg=min-conflicts&predict=queen',
    notAskedWords: 'This algorithm is not asked about',
    badPredict: ['mode=play&n=6&alg=flags&predict=queen,lines', '“lines”'],
    answer: async (p) => {
      await p.answer.fill('c2');
      await p.answer.press('Enter');
    },
    right: 'Right: the next queen goes on c2.',
    performed: 'mode=perform&n=4&alg=pointer',
    search: /N = 4, .+/,
    size: 4,
    firstAction: 'a1',
  },
  {
    name: 'knight\'s tour',
    switchName: 'Predict: ask me before the knight moves',
    asked: 'page=knights&size=5x5&start=a5&method=warnsdorff&step=1&predict=square,deadend,back',
    notAsked: 'page=knights&size=6x6&start=a6&method=closed&predict=square',
    notAskedWords: 'The questions chosen are not asked here',
    badPredict: ['page=knights&size=5x5&start=a5&method=seed&predict=square,sideways,queen', '“sideways,queen”'],
    answer: (p, page) => clickKnightSquare(page, 'c4', 5),
    right: 'Right. The knight goes to c4 next.',
    performed: 'page=knights&mode=perform&size=5x5&start=a5&method=warnsdorff',
    search: /knight's tour, 5×5 from a5, .+/,
    size: 5,
    firstAction: 'c4',
  },
];

for (const pg of PAGES) {
  test(`${pg.name}: a search not asked about says so, and a question the page does not ask is reported`, async ({ page }) => {
    await page.goto(`./?${pg.notAsked}`);
    const p = questionParts(page, pg.switchName);
    await expect(p.region).toContainText(pg.notAskedWords);
    await p.forward.click();
    await expect(p.question).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue('1');
    const [query, named] = pg.badPredict;
    await page.goto(`./?${query}`);
    await expect(page.getByRole('alert').first()).toContainText(`predict = ${named} names no question the player asks`);
    await expect(p.switch).toBeChecked();
  });

  test(`${pg.name}: on a 390×844 phone the question sits under the board, both on the first screen, and is answered there`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./?${pg.asked}`);
    const p = questionParts(page, pg.switchName);
    await expect(p.switch).toBeChecked();
    await p.forward.click();
    await expect(p.question).toBeInViewport({ ratio: 1 });
    await expect(p.board).toBeInViewport({ ratio: 1 });
    const [board, question] = [await p.board.boundingBox(), await p.question.boundingBox()];
    expect(question.y).toBeGreaterThanOrEqual(board.y + board.height);
    await pg.answer(p, page);
    await expect(p.status).toContainText(pg.right);
  });

  test(`${pg.name}: Copy result puts the predictions' score and the search performed's on the clipboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`./?${pg.asked}`);
    const p = questionParts(page, pg.switchName);
    await expect(p.switch).toBeChecked();
    await expect(p.copy).toHaveCount(0);
    await p.forward.click();
    await pg.answer(p, page);
    await expect(p.status).toContainText('Score: 1 of 1');
    await page.getByRole('button', { name: 'To end', exact: true }).click();
    await expect(p.status).toContainText('The search has ended. Score: 1 of 1.');
    await p.copy.click();
    await expect(p.region.getByText('Copied to the clipboard.')).toBeVisible();
    const predicted = await page.evaluate(() => navigator.clipboard.readText());
    expect(predicted).toMatch(new RegExp(`^N-Queens Lab, predictions: ${pg.asked.startsWith('page=knights') ? "knight's tour, 5×5 from a5, .+" : 'N = 6, .+'}: 1 of 1 right \\(\\d{4}-\\d\\d-\\d\\d\\)\\.$`));
    await page.goto(`./?${pg.performed}`);
    await expect(p.turn).toBeVisible();
    await p.answer.fill(pg.firstAction);
    await p.answer.press('Enter');
    await expect(p.status).toContainText('Right.');
    await p.copy.click();
    await expect(p.region.getByText('Copied to the clipboard.')).toBeVisible();
    const performed = await page.evaluate(() => navigator.clipboard.readText());
    expect(performed).toMatch(new RegExp(`^N-Queens Lab, “You be the algorithm”: ${pg.search.source}: 1 steps done, 0 mistakes, 0 shown \\(\\d{4}-\\d\\d-\\d\\d\\)\\.$`));
  });

  test(`${pg.name}: axe finds no violations with a question asked, in every theme and language`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const { theme, lang } of looks()) {
      await page.goto(`./?${pg.asked}&lang=${lang}&theme=${theme}`);
      // The keys are the player's once its switch shows it started (the names are the language's).
      await expect(page.locator('.predict-switch input').first()).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.predict-question')).toBeVisible();
      expect(await axeViolations(page, { label: `${theme} ${lang}: ` })).toEqual([]);
    }
  });
}
