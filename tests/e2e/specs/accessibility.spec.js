// An axe-core audit of the page: names, roles, contrast.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, controls } from './fixtures.js';

test('the page has no axe-core violations', async ({ page }) => {
  await page.goto('./');
  await expect(controls(page).count).toHaveText('Number of placements = 92');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
