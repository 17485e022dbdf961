// Inside slides and course pages: `&embed=1` shows the board and the player only, with a link to
// the whole page; it plays inside an iframe from 480×360 up; other values are reported and ignored.
import { test, expect, axeViolations, looks } from './fixtures.js';

/** Expects `locator`'s box inside `frame`'s box. */
async function expectInsideFrame(locator, frame, what) {
  const box = await locator.boundingBox();
  const outer = await frame.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

for (const [width, height] of [[480, 360], [800, 600]]) {
  test(`in a ${width}×${height} iframe the embed shows the board and the player, and plays`, async ({ page, baseURL }) => {
    const src = new URL('./?mode=play&n=6&step=3&embed=1', baseURL).href;
    await page.setContent(
      `<!doctype html><title>Course page</title><h1>Backtracking</h1>` +
        `<iframe src="${src}" width="${width}" height="${height}" title="N-Queens Lab"></iframe>`,
    );
    const iframe = page.locator('iframe');
    const frame = page.frameLocator('iframe');
    const board = frame.getByRole('img', { name: /board/i }).first();
    await expect(board).toBeVisible();
    await expect(frame.getByLabel('N', { exact: true })).toBeHidden();
    await expect(frame.getByRole('combobox', { name: 'Language' })).toBeHidden();
    await expectInsideFrame(board, iframe, 'board');
    expect((await board.boundingBox()).height, 'board height').toBeGreaterThanOrEqual(0.5 * height);
    for (const name of ['To start', 'Step back', 'Play', 'Step forward', 'To end']) {
      await expectInsideFrame(frame.getByRole('button', { name, exact: true }), iframe, name);
    }
    await frame.getByRole('button', { name: 'Step forward', exact: true }).click();
    await expect(frame.locator('.timeline-step')).toHaveText('Step 4');
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(frame.locator('.timeline-step')).not.toHaveText('Step 4');
    await frame.getByRole('button', { name: 'Pause', exact: true }).click();
    const link = frame.getByRole('link', { name: 'Open in N-Queens Lab' });
    await expectInsideFrame(link, iframe, 'link to the whole page');
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\?mode=play&n=6&alg=flags&step=\d+&speed=5&lang=en$/);
    expect(href).not.toContain('embed');
  });
}

test.describe('with the offline cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('framed in a course page, the count runs in the workers and the offline cache is set up', async ({ page, baseURL }) => {
    const src = new URL('./?mode=count&n=10&embed=1', baseURL).href;
    // The course page is served from a page of its own (a secure context, as a course site's is).
    const course = new URL('./course-page.html', baseURL).href;
    await page.route(course, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Course page</title><iframe src="${src}" width="640" height="480" title="N-Queens Lab"></iframe>`,
      }),
    );
    await page.goto(course);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.count-result')).toHaveText(/724/, { timeout: 30_000 });
    const inner = page.frames().find((f) => f !== page.mainFrame());
    await expect
      .poll(() => inner.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), 'an active service worker')
      .toBe(true);
  });
});

test('an embedded page has no axe violations, in every theme and language', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 480, height: 360 });
  for (const [index, query] of ['./?mode=play&n=6&step=3&embed=1', './?page=knights&size=6x6&start=a1&step=9&embed=1'].entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(`${query}&lang=${lang}&theme=${theme}`);
      await expect(page.locator('.embed-link')).toBeVisible();
      await expect(page.locator('.timeline-total')).toHaveText(/\d/);
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query}: ` })).toEqual([]);
    }
  }
});

for (const bad of ['2', 'yes']) {
  test(`embed=${bad} is reported and the whole page shown`, async ({ page }) => {
    await page.goto(`./?n=8&embed=${bad}`);
    await expect(page.getByRole('alert').or(page.locator('.message')).first()).toContainText(`embed = “${bad}” is not 1`);
    await expect(page.getByLabel('N', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in N-Queens Lab' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/embed/);
  });
}
