// The Share dialog: the view's address (sub-folder, language and step included), its QR code
// (drawn by a worker started when the dialog opens), a Copy button that puts it on the clipboard,
// and the code that embeds the view in another page.
import jsqr from 'jsqr';
import { test, expect, axeViolations, presenting } from './fixtures.js';

const jsQR = jsqr.default ?? jsqr;

/** The Share dialog's QR code, drawn on a canvas in the page (8 pixels a module), read by jsQR. */
async function decodeQr(dialog) {
  const qr = dialog.getByRole('img', { name: 'QR code of the address' });
  await expect(qr).toBeVisible();
  const { side, pixels } = await qr.evaluate(async (element) => {
    const svg = element.querySelector('svg');
    const side = svg.viewBox.baseVal.width * 8;
    const markup = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, side, side);
    URL.revokeObjectURL(url);
    return { side, pixels: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels), side, side)?.data;
}

for (const query of ['./?mode=play&n=6&alg=flags&step=30', './?page=knights&size=6x6&start=a1&method=warnsdorff&step=20']) {
  test(`Share on ${query}: the address, its QR code, Copy, and the embed code`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(query);
    await expect(page).toHaveURL(/step=(30|20)&.*lang=en$/);
    expect(requested.filter((url) => /\/qr/.test(url)), 'the QR worker before the dialog opens').toEqual([]);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view' });
    await expect(dialog).toBeVisible();
    const address = page.url();
    expect(address).toContain('/nested/lab/?');
    await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue(address);
    expect(await decodeQr(dialog)).toBe(address);
    expect(requested.some((url) => url.endsWith('/qr_bg.wasm')), 'the QR worker\'s wasm').toBe(true);
    const embed = dialog.getByLabel('Embed in a web page (HTML)');
    await expect(embed).toHaveValue(/^<iframe src="[^"]*\/nested\/lab\/\?[^"]*embed=1" width="640" height="480" title="N-Queens Lab"><\/iframe>$/);
    const src = (await embed.inputValue()).match(/src="([^"]*)"/)[1];
    expect(src).toBe(`${address}&embed=1`);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(await axeViolations(page, { label: `${query} share: ` })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('S opens Share, in presenter mode too, with the QR code the screen\'s height; Esc closes it first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?mode=play&n=8&step=12');
  // The app has written the whole view into the address: it is running.
  await expect(page).toHaveURL(/step=12&.*lang=en$/);
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue(page.url());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('f');
  await presenting(page);
  await page.keyboard.press('s');
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue(page.url());
  // In presenter mode the QR code takes the screen's height, to be scanned from the back row.
  const qr = dialog.getByRole('img', { name: 'QR code of the address' });
  await expect.poll(async () => (await qr.boundingBox())?.height ?? 0, 'the QR code\'s height').toBeGreaterThanOrEqual(0.9 * 720);
  expect(await decodeQr(dialog)).toBe(page.url());
  // A page key pressed while the dialog is open is the dialog's: F does not leave presenter mode.
  await page.keyboard.press('f');
  await presenting(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('while a dialog is open the player\'s and the list\'s keys do nothing', async ({ page }) => {
  await page.goto('./?mode=play&n=8&step=12');
  await expect(page).toHaveURL(/step=12&.*lang=en$/);
  for (const key of ['s', '?']) {
    await page.keyboard.press(key);
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const pressed of ['ArrowRight', 'PageDown', 'End', 'Space']) await page.keyboard.press(pressed);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.timeline-step')).toHaveText('Step 12');
    await expect(page).toHaveURL(/step=12&/);
  }
  await page.goto('./?n=8&p=3');
  await expect(page).toHaveURL(/p=3&.*lang=en$/);
  await page.keyboard.press('?');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/p=3&/);
});
