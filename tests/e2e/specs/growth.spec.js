// How the work grows: each algorithm's work against N measured in the workers and charted, the
// knight's searches against the board, and a count that says before it starts when it cannot
// finish.
import { readFile } from 'node:fs/promises';
import { test, expect, axeViolations, chartCell, chooseLook, looks } from './fixtures.js';

/** The algorithms' short names, as the legend and the table write them. */
const POINTER = 'Pointer, IsStrike (C# article)';
const BITMASK = 'Bitmasks (app\'s own, C)';
const FORWARD = 'Forward checking (app\'s own, C)';
const MRV = 'MRV, fewest free first (app\'s own, C)';
const GENERATE = 'Generate and test (app\'s own, C)';
const PERMUTATIONS = 'Every permutation (app\'s own, C)';
/** The searches measured for N = 4…12: six programs at every N, generate and test up to N = 7,
 * the permutations up to N = 9 (beyond, brute force's work is computed, its checks not drawn). */
const CHECKS_POINTS = 6 * 9 + 4 + 6;

/** Waits until the whole chart of N = 4…`max` is in. */
async function measured(page, max = 12) {
  await expect(page.getByRole('status').filter({ hasText: `Measured: N = 4 to ${max}.` })).toBeVisible({ timeout: 60_000 });
}

test('the chart opens from the mode switch, has one line per algorithm, and its N = 8 value is the player\'s total', async ({ page }) => {
  await page.goto('./?n=8&lang=en');
  await page.getByRole('radio', { name: 'Growth', exact: true }).check();
  await expect(page).toHaveURL(/mode=growth/);
  // The chart takes no N: the N field is gone.
  await expect(page.getByRole('textbox', { name: 'N', exact: true })).toHaveCount(0);
  await measured(page);
  const chart = page.getByRole('group', { name: 'Conflict checks against N (log scale)' });
  await expect(chart).toBeVisible();
  for (const name of [GENERATE, PERMUTATIONS, POINTER, 'Flag arrays (Java article)', 'Column by column (C article)', BITMASK, FORWARD, MRV]) {
    await expect(chart.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(chart.locator('.chart-series:not(.chart-legend-box *)')).toHaveCount(8);
  // Nine points per line (brute force's checks only where it runs), each with its value in words
  // for hover and focus.
  await expect(chart.getByRole('img')).toHaveCount(CHECKS_POINTS);
  await chart.getByRole('img', { name: /^Bitmasks, lowest free bit first \(app's own, C\), N = 12: / }).focus();
  await expect(page.locator('.chart-readout').first()).toHaveText(/^Bitmasks, lowest free bit first \(app's own, C\), N = 12: [\d,]+$/);
  await expect(page.getByText(/^Conflict checks at N = 12: .+, \d[\d,.]*× as many as .+\.$/)).toBeVisible();
  // The steps of the C# program at N = 8 are the player's total.
  await page.getByRole('radio', { name: 'Steps', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Steps against N (log scale)' })).toBeVisible();
  const steps = await chartCell(page, POINTER, 8);
  await page.goto('./?mode=play&n=8&alg=pointer&lang=en');
  await expect(page.getByText(/^Total: [\d,]+ steps$/)).toBeVisible();
  await expect(page.getByText(/^Total: [\d,]+ steps$/)).toHaveText(`Total: ${steps} steps`);
});

test('a link opens the chart, another counter redraws it, and the numbers download as CSV', async ({ page }) => {
  await page.goto('./?mode=growth&lang=en');
  await measured(page);
  const line = page.locator('.growth .chart-series.s0 line.chart-line').first();
  const before = await line.getAttribute('y1');
  await page.getByRole('radio', { name: 'Queens placed', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Queens placed against N (log scale)' })).toBeVisible();
  await expect.poll(() => line.getAttribute('y1')).not.toBe(before);
  // Every backtracking program places the same queens: 2,056 at N = 8.
  expect(await chartCell(page, BITMASK, 8)).toBe('2,056');
  expect(await chartCell(page, POINTER, 8)).toBe('2,056');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'These numbers (CSV)', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('queens-growth-4-12.csv');
  const rows = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(rows[0]).toBe('n,algorithm,steps,conflict_checks,queens_placed,backtracks,solutions');
  expect(rows).toHaveLength(1 + CHECKS_POINTS);
  expect(rows).toContain('8,pointer,32944,350132,2056,2056,92');
  expect(rows).toContain('8,forward,2980,4380,1164,1724,92');
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Chart as SVG', exact: true }).click(),
  ]);
  const picture = await readFile(await svg.path(), 'utf8');
  expect(picture).toContain('Queens placed against N');
  expect(picture).toMatch(/height="667"/);
});

test('a larger N is measured on request with progress and Cancel, and what was measured stays', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?mode=growth&lang=en');
  await measured(page);
  await page.getByLabel('Largest N', { exact: true }).selectOption('14');
  await expect(page).toHaveURL(/max=14/);
  await expect(page.getByRole('status').filter({ hasText: 'Measuring N = 13 to 13…' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Measuring progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Measuring N = 14 to 14…' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Stopped/ })).toBeVisible();
  // N = 13 is in the table, N = 14 is not.
  expect(await chartCell(page, BITMASK, 13)).toMatch(/^[\d,]+$/);
  expect(await chartCell(page, BITMASK, 14)).toBe('');
});

test('a bad largest N in a link is reported and the default range is charted', async ({ page }) => {
  for (const bad of ['99', 'abc', '3']) {
    await page.goto(`./?mode=growth&max=${bad}&lang=en`);
    await expect(page.getByText(`The link's max = “${bad}” is not an N from 5 to 14; the chart ends at N = 12.`)).toBeVisible();
    await expect(page.getByLabel('Largest N', { exact: true })).toHaveValue('12');
  }
  await measured(page);
});

test('the knight\'s searches are charted against the board, the C program\'s order entering 3,242,065 squares on 8×8', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('./?page=knights&size=8x8&lang=en');
  const section = page.getByRole('region', { name: 'How the work grows with the board' });
  await section.getByRole('button', { name: 'Measure', exact: true }).click();
  // The button is replaced by the measurement's part: its focus goes to Cancel, not to the page.
  await expect(section.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  const chart = section.getByRole('group', { name: 'Squares entered until the first tour (log scale)' });
  await expect(chart).toBeVisible({ timeout: 60_000 });
  // Cancel, disabled once measured, hands the focus to Measure.
  await expect(section.getByRole('button', { name: 'Measure', exact: true })).toBeFocused();
  await expect(chart.getByRole('img')).toHaveCount(8);
  await expect(chart.getByRole('img', { name: "Backtracking (C program's order), 8×8: 3,242,065" })).toHaveCount(1);
  await expect(chart.getByRole('img', { name: "Backtracking (Warnsdorff's order), 8×8: 64" })).toHaveCount(1);
  await section.getByRole('radio', { name: 'Backtracks', exact: true }).check();
  await expect(section.getByRole('group', { name: 'Backtracks until the first tour (log scale)' })).toBeVisible();
  await expect(section.getByRole('img', { name: "Backtracking (Warnsdorff's order), 8×8: 0" })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'These numbers (CSV)', exact: true }).click(),
  ]);
  const rows = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(rows[0]).toBe('board,method,steps,squares_entered,backtracks,found_tour');
  expect(rows).toHaveLength(9);
  expect(rows).toContainEqual(expect.stringMatching(/^8x8,seed,\d+,3242065,3242001,1$/));
});

test('a count of N = 27 asks first with its estimate and the known value; Count anyway starts it, Cancel stops it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('./?mode=count&n=27&lang=en');
  const question = page.getByRole('group', { name: 'Count for that long?' });
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(question).toContainText(/Counting N = 27 would take about [\d,.^ ]+ years on \d+ workers?: an estimate from this device's count of N = 14\./);
  await expect(question).toContainText('Known value (OEIS A000170): 234,907,967,154,122,528');
  // Asked once: the question's heading, not the status line under it too; a screen reader says
  // it as it appears (it is inserted into a polite live region).
  await expect(page.getByText('Count for that long?')).toHaveCount(1);
  await expect(page.locator('[aria-live="polite"]').getByRole('group', { name: 'Count for that long?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true }).last()).toBeVisible();
  // Enter in the N field asks again; it does not start the count.
  await page.getByRole('textbox', { name: 'N', exact: true }).press('Enter');
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Counting progress' })).toHaveAttribute('aria-valuenow', '0');
  // The time chart shows the measured counts and the estimates.
  const chart = page.getByRole('group', { name: /^Time to count N on \d+ workers? \(log scale\)$/ });
  await expect(chart.getByRole('img', { name: /^Measured, N = 14: / })).toHaveCount(1);
  await expect(chart.getByRole('img', { name: /^Estimated, N = 27: about / })).toHaveCount(1);
  await question.getByRole('button', { name: 'Count anyway', exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Counting the placements of N = 27…' })).toBeVisible();
  const cancel = page.locator('.count-cancel');
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled at \d+%\.$/ })).toBeVisible();
});

test('a count under ten minutes starts at once; counted again on loaded workers, its time gives the chart\'s estimates', async ({ page }) => {
  await page.goto('./?mode=count&n=14&lang=en');
  await expect(page.getByText('Number of placements = 365,596')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Count for that long?' })).toHaveCount(0);
  const chart = page.getByRole('group', { name: /^Time to count N on \d+ workers? \(log scale\)$/ });
  const seconds = async (name) => Number(await chart.getByRole('img', { name }).getAttribute('data-value'));
  const measured14 = () => seconds(/^Measured, N = 14: /);
  const estimate15 = () => seconds(/^Estimated, N = 15: /);
  // One count timed gives the time per placement found: N = 15 has 2,279,184 placements to
  // N = 14's 365,596 (crates/solvers/src/queens/known-counts.tsv).
  const perPlacement = 2_279_184 / 365_596;
  const cold = await measured14();
  expect(cold).toBeGreaterThan(0);
  expect(await estimate15()).toBeCloseTo(cold * perPlacement, 9);
  // Counted again on the loaded workers, the count's own time replaces the first's (which
  // included the workers' start), whichever is longer (the two compared here once failed on a
  // loaded machine: benches/growth-page.mjs times the estimates), and the estimates follow it.
  expect(page.workers().length).toBeGreaterThan(0);
  const started = [];
  page.on('worker', (worker) => started.push(worker.url()));
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect.poll(measured14).not.toBe(cold);
  expect(started).toEqual([]);
  expect(await estimate15()).toBeCloseTo((await measured14()) * perPlacement, 9);
  await expect(chart.getByRole('img', { name: /^Estimated, N = 27: about / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: "Measure this device's speed" })).toHaveCount(0);
});

test('axe finds no violations in the chart of work, the count\'s question and the knight\'s chart, in every theme and language', async ({ page }) => {
  test.setTimeout(240_000);
  // Each view is made once (its charts measured in the workers), then audited in every theme and
  // every language (`looks`), chosen in the page's own pickers as a teacher would switch them; the
  // knight's chart, measured on a click, must still be there after each switch.
  const views = [
    {
      name: 'growth',
      address: './?mode=growth',
      shown: () => expect(page.locator('.growth .chart-point')).toHaveCount(CHECKS_POINTS, { timeout: 60_000 }),
    },
    {
      name: 'count',
      address: './?mode=count&n=27',
      shown: () => expect(page.locator('.count-question')).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'knights',
      address: './?page=knights&size=6x6',
      start: () => page.locator('.tour-growth button').first().click(),
      shown: () => expect(page.locator('.tour-growth .chart-point')).toHaveCount(8, { timeout: 60_000 }),
    },
  ];
  for (const [index, { name, address, start, shown }] of views.entries()) {
    await page.goto(`${address}&lang=en&theme=light`);
    await start?.();
    await shown();
    for (const look of looks(index)) {
      await chooseLook(page, look);
      await shown();
      expect(await axeViolations(page, { label: `${name} ${look.theme} ${look.lang}: ` })).toEqual([]);
    }
  }
});

for (const [width, height] of [[1280, 720], [1366, 768]]) {
  test(`at ${width}×${height} the chart of work, its counter choice and its legend are in view`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./?mode=growth&lang=en');
    await measured(page);
    for (const locator of [
      page.locator('.growth svg.chart'),
      page.getByRole('radio', { name: 'Conflict checks', exact: true }),
      page.getByLabel('Largest N', { exact: true }),
      page.locator('.growth .chart-legend').last(),
    ]) {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}

test('on a 390-px phone the chart of work fits the width and reads', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('./?mode=growth&lang=en');
  await measured(page);
  expect(await page.evaluate(() => document.scrollingElement.scrollWidth)).toBeLessThanOrEqual(390);
  const chart = await page.locator('.growth svg.chart').boundingBox();
  expect(chart.width).toBeGreaterThan(340);
  // The axis labels are at least 9 px high on the phone.
  const label = await page.locator('.growth .chart-tick').first().boundingBox();
  expect(label.height).toBeGreaterThanOrEqual(9);
  await context.close();
});

test('the chart\'s help has no Enter: it has no N to solve', async ({ page }) => {
  await page.goto('./?mode=growth&lang=en');
  await expect(page.getByRole('button', { name: 'Measure', exact: true })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Presenter mode');
  await expect(help).not.toContainText('Enter');
});

test('min-conflicts against N: near a hundred repairs from 10 to a million queens, as the one placement reports them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?mode=growth&lang=en');
  const section = page.getByRole('region', { name: 'Without backtracking: min-conflicts against N' });
  await section.getByRole('button', { name: 'Measure min-conflicts' }).click();
  await expect(section.getByRole('status')).toHaveText('Measured: N = 10 to 1,000,000, each from seed 2.', { timeout: 90_000 });
  await expect(section.getByRole('group', { name: 'Min-conflicts\' repairs and time against N (log scales)' })).toBeVisible();
  const rows = section.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  const numberIn = async (cell) => Number((await cell.textContent()).replace(/,/g, ''));
  const measured = [];
  for (let i = 0; i < 6; i++) {
    const cells = rows.nth(i).locator('td');
    measured.push({ start: await numberIn(cells.nth(0)), repairs: await numberIn(cells.nth(1)), ms: await numberIn(cells.nth(2)) });
  }
  expect(await rows.locator('th').allTextContents()).toEqual(['10', '100', '1,000', '10,000', '100,000', '1,000,000']);
  for (const { repairs, ms } of measured) {
    expect(repairs).toBeGreaterThanOrEqual(0);
    expect(repairs).toBeLessThan(1000);
    expect(Number.isFinite(ms)).toBe(true);
  }
  // The same seed's run in the one-placement mode reports the same start and repairs.
  const million = measured[5];
  await page.goto('./?mode=one&n=1000000&alg=min-conflicts&seed=2&lang=en');
  await expect(page.getByText(`Seed 2: the greedy start left ${million.start} queens in conflict, and ${million.repairs} repairs removed them.`, { exact: false })).toBeVisible({ timeout: 30_000 });
});
