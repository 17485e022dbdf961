// The Share dialog: the view's address (sub-folder, language and step included), a Copy button
// that puts it on the clipboard, and the code that embeds the view in another page.
import { test, expect, axeViolations } from './fixtures.js';

for (const query of ['./?mode=play&n=6&alg=flags&step=30', './?page=knights&size=6x6&start=a1&method=warnsdorff&step=20']) {
  test(`Share on ${query}: the address, Copy, and the embed code`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(query);
    await expect(page).toHaveURL(/step=(30|20)&.*lang=en$/);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view' });
    await expect(dialog).toBeVisible();
    const address = page.url();
    expect(address).toContain('/nested/lab/?');
    await expect(dialog.getByLabel('Address')).toHaveValue(address);
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

test('S opens Share, in presenter mode too; Esc closes it first', async ({ page }) => {
  await page.goto('./?mode=play&n=8&step=12');
  // The app has written the whole view into the address: it is running.
  await expect(page).toHaveURL(/step=12&.*lang=en$/);
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await expect(dialog.getByLabel('Address')).toHaveValue(page.url());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('f');
  await expect(page.locator('html')).toHaveClass(/presenting/);
  await page.keyboard.press('s');
  await expect(dialog.getByLabel('Address')).toHaveValue(page.url());
  // A page key pressed while the dialog is open is the dialog's: F does not leave presenter mode.
  await page.keyboard.press('f');
  await expect(page.locator('html')).toHaveClass(/presenting/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
