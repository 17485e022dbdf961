// The classroom: four languages, themes, presenter mode and clicker keys, fitting a projector and a
// phone, export, print, and working offline.
import { readFile } from 'node:fs/promises';
import { test, expect, controls, solve, axeViolations, looks, goOffline, presenting } from './fixtures.js';

const LANGUAGES = {
  en: { count: 'Number of placements = 92', notNumber: '“abc” is not a number', picker: 'Language', solve: 'Solve', menu: 'Menu', theme: 'Theme', share: 'Share', help: 'Keyboard shortcuts' },
  ru: { count: 'Количество расстановок = 92', notNumber: '«abc» — не число', picker: 'Язык', solve: 'Решить', menu: 'Меню', theme: 'Тема', share: 'Поделиться', help: 'Клавиши' },
  vi: { count: 'Số cách đặt = 92', notNumber: '“abc” không phải là số', picker: 'Ngôn ngữ', solve: 'Giải', menu: 'Menu', theme: 'Giao diện', share: 'Chia sẻ', help: 'Phím tắt' },
  zh: { count: '方案数 = 92', notNumber: '“abc”不是数字', picker: '语言', solve: '求解', menu: '菜单', theme: '主题', share: '分享', help: '键盘快捷键' },
};

/** A 390×844 touch phone. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const MODES = ['list', 'play', 'try', 'count', 'one'];

/** The address of a mode (N = 8), optionally in a language and a theme. */
function address(mode, { lang, theme } = {}) {
  const params = new URLSearchParams({ mode, n: '8' });
  if (lang) params.set('lang', lang);
  if (theme) params.set('theme', theme);
  return `./?${params}`;
}

/** Checks that `locator`'s box lies inside a `width` × `height` viewport (`what` names it). */
async function expectInside(locator, what, width, height) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(height + 0.5);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(width + 0.5);
}

/** The visible controls (links, buttons, fields, labels of choices, list options) under 44 px tall. */
function smallControls(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a, button, select, input:not([type=checkbox]):not([type=radio]), fieldset label, [role=option]')]
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
      .filter((e) => e.getBoundingClientRect().height < 43.5)
      .map((e) => `${e.tagName} ${e.textContent.trim().slice(0, 30)} ${e.getBoundingClientRect().height}`),
  );
}

/** Waits until the mode's main result is on screen. */
async function settled(page, mode) {
  const status = page.getByRole('status').first();
  if (mode === 'list') await expect(status).toHaveText(/92/);
  if (mode === 'count') await expect(page.locator('.count-result')).toHaveText(/92/, { timeout: 30_000 });
  if (mode === 'one') await expect(status).toHaveText(/8/);
  if (mode === 'play') await expect(page.locator('.timeline-total')).toHaveText(/\d/);
  if (mode === 'try') await expect(page.locator('.try-view .count').first()).toHaveText(/8/);
}

for (const [lang, words] of Object.entries(LANGUAGES)) {
  test(`the page speaks ${lang}: the count, a bad input, <html lang>`, async ({ page }) => {
    await page.goto(`./?n=8&lang=${lang}`);
    await expect(page.getByRole('status').first()).toHaveText(words.count);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.locator('#n-input').fill('abc');
    await page.getByRole('button', { name: words.solve, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(words.notNumber);
    await expect(page.getByRole('status').first()).toHaveText(words.count);
  });
}

test('the language picked is kept, written in the link, and names each language in itself', async ({ page }) => {
  await page.goto('./?n=8');
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker.getByRole('option')).toHaveText(['English', 'Русский', 'Tiếng Việt', '中文']);
  await picker.selectOption('ru');
  await expect(page.getByRole('status').first()).toHaveText(LANGUAGES.ru.count);
  await expect(page).toHaveURL(/lang=ru/);
  await page.goto('./?n=6');
  await expect(page.getByRole('status').first()).toHaveText('Количество расстановок = 4');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a Russian link never shows English on the way to its first screen', async ({ page }) => {
  // Every text the page shows while it loads, from the first paint on.
  await page.addInitScript(() => {
    window.seenTexts = new Set();
    new MutationObserver(() => window.seenTexts.add(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto('./?n=8&lang=ru');
  await expect(page.getByRole('status').first()).toHaveText('Количество расстановок = 92');
  const seen = await page.evaluate(() => [...window.seenTexts].join('\n'));
  expect(seen).toContain('Количество расстановок');
  for (const english of ['Number of placements', 'Solve', 'Language', 'Loading']) {
    expect(seen, english).not.toContain(english);
  }
});

test.describe('with the offline cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a language switch keeps the view and works offline', async ({ page, context }) => {
    await page.goto('./?n=10&p=5');
    await expect(controls(page).count).toHaveText('Number of placements = 724');
    await goOffline(page, context);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page.getByRole('status').first()).toHaveText('Количество расстановок = 724');
    await expect(page.getByRole('textbox', { name: 'N', exact: true })).toHaveValue('10');
    await expect(page.getByRole('listbox').getByRole('option', { selected: true })).toHaveText(/^5: /);
    await expect(page).toHaveURL(/n=10&p=5.*lang=ru/);
    await context.setOffline(false);
  });
});

test('the browser\'s language is used when the link and the past say nothing', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('./?n=8');
  await expect(page.getByRole('status').first()).toHaveText(LANGUAGES.zh.count);
  await context.close();
});

test('an unknown language or theme in a link is reported and replaced', async ({ page }) => {
  await page.goto('./?n=8&lang=xx&theme=neon');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The link\'s lang = “xx” is not one of en, ru, vi, zh; using English.');
  await expect(alert).toContainText('The link\'s theme = “neon” is not one of auto, light, dark, contrast');
  await expect(page.getByRole('status').first()).toHaveText(LANGUAGES.en.count);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('themes: chosen from the picker or the link, kept, and the system\'s by default', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('./?n=8');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('contrast');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await expect(page).toHaveURL(/theme=contrast/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(0, 0, 0)');
  await page.goto('./?n=8');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await page.goto('./?n=8&theme=light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('presenter mode enters and leaves full screen, and a clicker steps the player', { tag: '@full-browser' }, async ({ page }) => {
  await page.goto('./?mode=play&n=6');
  await expect(page.locator('.timeline-total')).toHaveText(/Total: [\d,]+ steps/);
  await page.getByRole('button', { name: 'Presenter mode' }).click();
  await presenting(page);
  expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Compare the algorithms' })).toBeHidden();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page.locator('.timeline-step')).toHaveText('Step 2');
  await page.keyboard.press('PageUp');
  await expect(page.locator('.timeline-step')).toHaveText('Step 1');
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).not.toHaveClass(/presenting/);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await page.keyboard.press('f');
  await presenting(page);
  // Presenter mode hides the toolbar but its Controls button, which brings the rest back.
  await expect(page.getByRole('button', { name: 'Leave presenter mode' })).toBeHidden();
  await page.getByRole('button', { name: 'Controls', exact: true }).click();
  await page.getByRole('button', { name: 'Leave presenter mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/presenting/);
});

test('presenter mode lets the board grow past its width cap on a tall screen', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 1400 });
  await page.goto('./?mode=play&n=8&step=10');
  await expect(page.locator('.timeline-total')).toHaveText(/Total: [\d,]+ steps/);
  const board = page.locator('.board-panel').first();
  // Outside presenter mode the board takes at most 62 % of the width, leaving room for panels.
  expect((await board.boundingBox()).width).toBeLessThanOrEqual(621);
  await page.keyboard.press('f');
  await presenting(page);
  await expect.poll(async () => (await board.boundingBox()).width).toBeGreaterThan(650);
});

for (const [width, height, least] of [[1280, 720, 560], [1920, 1080, 900]]) {
  test(`presenter mode at ${width}×${height} gives the board ${least} px and hides the form until C`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const pages = [
      ['./?mode=play&n=8&step=10', 'N', 'Step 11'],
      ['./?page=knights&size=8x8&start=a8&method=warnsdorff&step=5', 'Rows', 'Step 6'],
    ];
    for (const [query, field, next] of pages) {
      await page.goto(query);
      const end = page.getByRole('button', { name: 'To end', exact: true });
      await expect(end).toBeVisible();
      const board = page.getByRole('img', { name: /board/i }).first();
      const form = page.getByLabel(field, { exact: true });
      await expect(form).toBeVisible();
      await page.keyboard.press('f');
      await presenting(page);
      await expect(form).toBeHidden();
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
      await expect(page.getByRole('button', { name: /PNG/ }).first()).toBeHidden();
      await expect.poll(async () => (await board.boundingBox()).height, `${query}: board height`).toBeGreaterThanOrEqual(least);
      const inside = (locator, what) => expectInside(locator, `${query}: ${what}`, width, height);
      await inside(board, 'board');
      for (const name of ['Play', 'Step back', 'Step forward', 'To start', 'To end']) {
        await inside(page.getByRole('button', { name, exact: true }), name);
      }
      await inside(page.locator('.timeline-step'), 'step');
      const panelText = await page.locator('.player-side dd').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(panelText, `${query}: the panels' text`).toBeGreaterThanOrEqual(20);
      // C shows the hidden controls without leaving presenter mode; the Controls button hides them.
      await page.keyboard.press('c');
      await expect(form).toBeVisible();
      await presenting(page);
      await page.getByRole('button', { name: 'Controls', exact: true }).click();
      await expect(form).toBeHidden();
      await page.keyboard.press('PageDown');
      await expect(page.locator('.timeline-step')).toHaveText(next);
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).not.toHaveClass(/presenting/);
      await expect(form).toBeVisible();
      await expect(page.getByRole('button', { name: 'Controls', exact: true })).toBeHidden();
    }
  });
}

test('a clicker moves the list\'s selection; ? lists the page\'s shortcuts', async ({ page }) => {
  await page.goto('./?n=8');
  const c = controls(page);
  await expect(c.count).toHaveText('Number of placements = 92');
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/p=3&/);
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/p=2&/);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Previous or next placement (a presentation remote, anywhere)');
  await expect(help).not.toContainText('Play or pause');
  await expect(help).toContainText('In presenter mode: show or hide the controls it hides');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.goto('./?mode=play&n=6');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog')).toContainText('Play or pause');
});

for (const [width, height] of [[1280, 720], [1366, 768], [1920, 1080]]) {
  test(`at ${width}×${height} the board and its controls fit the screen in every mode`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const mode of MODES) {
      await page.goto(address(mode));
      await settled(page, mode);
      const inside = (locator, what) => expectInside(locator, `${mode}: ${what}`, width, height);
      await inside(page.locator('#n-input'), 'N');
      await inside(page.getByRole('button', { name: 'Solve' }), 'Solve');
      if (mode !== 'count') await inside(page.locator('.board, .scaled-board').first(), 'board');
      if (mode === 'play') {
        // The player's board gets the room first: it takes the height beside the buttons and panels.
        const board = await page.getByRole('img', { name: /board/i }).first().boundingBox();
        expect(board.height, 'play: board height').toBeGreaterThanOrEqual(0.6 * height);
      }
      if (mode === 'list') await inside(page.getByRole('listbox').getByRole('option', { selected: true }), 'current row');
      if (mode === 'play') {
        for (const name of ['Play', 'Step back', 'Step forward', 'To start', 'To end']) {
          await inside(page.getByRole('button', { name, exact: true }), name);
        }
        await inside(page.getByRole('slider', { name: 'Speed' }), 'speed');
      }
      if (mode === 'count') await inside(page.getByRole('button', { name: 'Cancel' }), 'Cancel');
      expect(await page.evaluate(() => document.scrollingElement.scrollHeight), `${mode}: page scrolls`).toBeLessThanOrEqual(height);
    }
  });
}

for (const [width, height] of [[1280, 720], [1366, 768]]) {
  test(`at ${width}×${height} the knight's tour board and its player fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const query of ['size=8x8&start=a8&method=warnsdorff&step=5', 'size=6x6&start=a6&method=seed&step=40', 'size=60x60&start=(1,60)&method=closed&step=100']) {
      await page.goto(`./?page=knights&${query}`);
      await expect(page.getByRole('button', { name: 'To end', exact: true })).toBeVisible();
      const inside = (locator, what) => expectInside(locator, `${query}: ${what}`, width, height);
      const board = page.getByRole('img', { name: /board/ }).first();
      await inside(board, 'board');
      // The board gets the room first: it takes the height beside the form, the buttons and panels.
      expect((await board.boundingBox()).height, `${query}: board height`).toBeGreaterThanOrEqual(0.6 * height);
      await inside(page.getByLabel('Rows', { exact: true }), 'Rows');
      await inside(page.getByRole('button', { name: 'Solve', exact: true }), 'Solve');
      for (const name of ['Play', 'Step back', 'Step forward', 'To start', 'To end']) {
        await inside(page.getByRole('button', { name, exact: true }), name);
      }
      await inside(page.getByRole('slider', { name: 'Speed' }), 'speed');
      expect(await page.evaluate(() => document.scrollingElement.scrollHeight), `${query}: page scrolls`).toBeLessThanOrEqual(height);
    }
  });
}

test('on a phone the knight\'s tour page does not scroll sideways and its controls are 44 px tall', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const query of ['size=8x8&start=a8&method=warnsdorff&step=5', 'size=60x60&start=(1,60)&method=closed&step=100']) {
    await page.goto(`./?page=knights&${query}`);
    await expect(page.getByRole('button', { name: 'To end', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement.scrollWidth), `${query}: scroll width`).toBeLessThanOrEqual(390);
    const board = await page.getByRole('img', { name: /board/ }).first().boundingBox();
    expect(board.width, `${query}: board width`).toBeGreaterThan(300);
    expect(board.x + board.width, `${query}: board right`).toBeLessThanOrEqual(390);
    const small = await smallControls(page);
    expect(small, `${query}: controls under 44 px`).toEqual([]);
  }
  await context.close();
});

test('on a phone nothing scrolls sideways, the board fits the width, controls are 44 px tall', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const mode of MODES) {
    await page.goto(address(mode));
    await settled(page, mode);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    expect(width, `${mode}: scroll width`).toBeLessThanOrEqual(390);
    if (mode !== 'count') {
      const board = await page.locator('.board, .scaled-board').first().boundingBox();
      expect(board.width, `${mode}: board width`).toBeGreaterThan(300);
      expect(board.x + board.width, `${mode}: board right`).toBeLessThanOrEqual(390);
    }
    const small = await smallControls(page);
    expect(small, `${mode}: controls under 44 px`).toEqual([]);
  }
  await context.close();
});

test('a shared link opened on a phone shows the board, the player\'s buttons and the step on the first screen, the form below', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const links = [
    ['./?mode=play&n=6&alg=flags&step=30', 'N', true],
    ['./?page=knights&size=6x6&start=a1&method=warnsdorff&step=20', 'Rows', true],
    ['./?n=8', 'N', false],
  ];
  for (const [query, field, player] of links) {
    await page.goto(query);
    const board = page.getByRole('img', { name: /board/i }).first();
    await expect(board).toBeVisible();
    await expectInside(board, `${query}: board`, 390, 844);
    if (player) {
      await expectInside(page.getByRole('button', { name: 'Step forward', exact: true }), `${query}: Step forward`, 390, 844);
      await expectInside(page.locator('.timeline-step'), `${query}: the step`, 390, 844);
    }
    const boardBox = await board.boundingBox();
    const formBox = await page.getByLabel(field, { exact: true }).boundingBox();
    expect(formBox.y, `${query}: the form is below the board`).toBeGreaterThan(boardBox.y + boardBox.height);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    expect(width, `${query}: scroll width`).toBeLessThanOrEqual(390);
  }
  await context.close();
});

test('on a phone the header is one line in every language, and its menu holds the language, the theme, Share and help', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  for (const [lang, words] of Object.entries(LANGUAGES)) {
    await page.goto(`./?mode=play&n=6&step=30&lang=${lang}`);
    const header = page.locator('header');
    const menu = page.getByRole('button', { name: words.menu, exact: true });
    const picker = page.getByRole('combobox', { name: words.picker });
    await expect(menu).toBeVisible();
    await expect(picker).toBeHidden();
    const rows = await header.evaluate((h) =>
      [h.querySelector('h1'), h.querySelector('nav'), h.querySelector('.menu-button')].map((e) => e.getBoundingClientRect().top),
    );
    expect(Math.max(...rows) - Math.min(...rows), `${lang}: the title, the pages and the menu in one row`).toBeLessThan(12);
    expect((await header.boundingBox()).height, `${lang}: the header's height`).toBeLessThanOrEqual(60);
    expect(await page.evaluate(() => document.scrollingElement.scrollWidth), `${lang}: scroll width`).toBeLessThanOrEqual(390);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(picker).toBeVisible();
    await expect(page.getByRole('combobox', { name: words.theme })).toBeVisible();
    await expect(page.getByRole('button', { name: words.share, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: words.help, exact: true })).toBeVisible();
    const small = await smallControls(page);
    expect(small, `${lang}: controls under 44 px with the menu open`).toEqual([]);
    await menu.click();
    await expect(picker).toBeHidden();
  }
  // A tap outside the menu closes it; so does Esc, which gives the focus back to the menu button.
  await page.goto('./?mode=play&n=6&step=30&lang=en');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const picker = page.getByRole('combobox', { name: 'Language' });
  await menu.tap();
  await expect(picker).toBeVisible();
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(picker).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.tap();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(menu).toBeFocused();
  // From the menu: a language is picked, and Share opens its dialog.
  await menu.click();
  await picker.selectOption('ru');
  await expect(page).toHaveURL(/lang=ru/);
  await page.getByRole('button', { name: 'Поделиться', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});

test('axe finds no violations in the phone layout, menu open, in every theme and language', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pages = ['./?mode=play&n=6&alg=flags&step=30', './?page=knights&size=6x6&start=a1&method=warnsdorff&step=20'];
  for (const [index, query] of pages.entries()) {
    for (const { theme, lang } of looks(index)) {
      const words = LANGUAGES[lang];
      await page.goto(`${query}&lang=${lang}&theme=${theme}`);
      await expect(page.locator('.timeline-total')).toHaveText(/\d/);
      await page.getByRole('button', { name: words.menu, exact: true }).click();
      await expect(page.getByRole('combobox', { name: words.picker })).toBeVisible();
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query} phone: ` })).toEqual([]);
    }
  }
  await context.close();
});

test('axe finds no violations in any mode, theme and language', async ({ page }) => {
  test.setTimeout(240_000);
  for (const [index, mode] of MODES.entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(address(mode, { lang, theme }));
      await settled(page, mode);
      expect(await axeViolations(page, { label: `${theme} ${lang} ${mode}: ` })).toEqual([]);
    }
  }
});

test('axe finds no violations in presenter mode, in every theme and language', async ({ page }) => {
  test.setTimeout(240_000);
  const pages = ['./?mode=play&n=8&step=10', './?page=knights&size=8x8&start=a8&method=warnsdorff&step=5'];
  for (const [index, query] of pages.entries()) {
    for (const { theme, lang } of looks(index)) {
      await page.goto(`${query}&lang=${lang}&theme=${theme}`);
      await expect(page.locator('.timeline-total')).toHaveText(/\d/);
      await page.keyboard.press('f');
      await presenting(page);
      expect(await axeViolations(page, { label: `${theme} ${lang} ${query} presenting: ` })).toEqual([]);
    }
  }
});

test('export: an SVG that parses, a PNG of the right size, CSV rows that are placements', async ({ page }) => {
  await page.goto('./?n=6&p=2');
  await expect(controls(page).count).toHaveText('Number of placements = 4');
  const save = async (name) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
    return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
  };
  const svg = await save('Board as SVG');
  expect(svg.name).toBe('queens-6-p2.svg');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    return { error: error?.textContent ?? null, root: doc.documentElement.localName, queens: doc.querySelectorAll('g > path').length, styled: doc.querySelector('rect[fill]') !== null, classes: doc.querySelectorAll('[class]').length };
  }, svg.body.toString('utf8'));
  expect(parsed).toEqual({ error: null, root: 'svg', queens: 6, styled: true, classes: 0 });
  const png = await save('Board as PNG');
  expect(png.name).toBe('queens-6-p2.png');
  expect(png.body.subarray(1, 4).toString()).toBe('PNG');
  expect([png.body.readUInt32BE(16), png.body.readUInt32BE(20)]).toEqual([1200, 1200]);
  const csv = await save('All placements (CSV)');
  expect(csv.name).toBe('queens-6-all.csv');
  const [header, ...rows] = csv.body.toString('utf8').trim().split('\n');
  expect(header).toBe('placement,x1,x2,x3,x4,x5,x6');
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    const [, ...columns] = row.split(',').map(Number);
    expect(new Set(columns).size).toBe(6);
    for (let i = 0; i < 6; i++) {
      for (let j = i + 1; j < 6; j++) expect(Math.abs(columns[i] - columns[j])).not.toBe(j - i);
    }
  }
  const one = await save('This placement (text)');
  expect(one.body.toString('utf8')).toBe('2: (3,1) (6,2) (2,3) (5,4) (1,5) (4,6)\n');
  await page.goto('./?n=13');
  await expect(page.getByRole('button', { name: 'All placements (CSV)' })).toHaveCount(0);
  await expect(page.getByText(/Every placement can be exported up to N = 12/)).toBeVisible();
});

test('printing shows the board and its caption, no controls', async ({ page }) => {
  await page.goto('./?n=8&p=3');
  await expect(controls(page).count).toHaveText('Number of placements = 92');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.board')).toBeVisible();
  await expect(page.getByText(/^Placement 3: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solve' })).toBeHidden();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
});

test.describe('the offline cache', () => {
  test.use({ serviceWorkers: 'allow' });

  // The offline cache's first fill fetches the whole site again: it waits for the first screen. The
  // page's `load` event comes before the app mounts, so waiting for that alone filled the cache
  // beside the mount (navigation → the list 354 ms instead of 273, `node benches/page.mjs`).
  test('the offline cache is set up once the first screen is shown, not while the app mounts', async ({ page }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        window.registeredWithRows = document.querySelectorAll('[role="listbox"] [role="option"]').length;
        return register.apply(this, args);
      };
    });
    await page.goto('./?n=8');
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.evaluate(() => window.registeredWithRows)).toBeGreaterThan(0);
  });

  test('after one visit the app opens and solves offline', async ({ page, context }) => {
    await page.goto('./?n=8');
    await expect(controls(page).count).toHaveText('Number of placements = 92');
    await goOffline(page, context);
    await page.goto('./?n=8');
    await solve(page, '10');
    await expect(controls(page).count).toHaveText('Number of placements = 724');
    await context.setOffline(false);
  });
});
