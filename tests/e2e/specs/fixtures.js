// Shared test set-up: every test fails if the page throws or the wasm panics.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
});

export { expect };

/** The N field, the Solve button, the message region, the count, the list and the board. */
export function controls(page) {
  return {
    field: page.getByLabel('N', { exact: true }),
    solve: page.getByRole('button', { name: 'Solve' }),
    message: page.getByRole('alert'),
    count: page.getByRole('status'),
    list: page.getByRole('listbox', { name: 'Placements' }),
    board: page.getByRole('img', { name: /board/ }),
  };
}

/** Types `text` into the N field and solves with Enter or the button. */
export async function solve(page, text, { withEnter = false } = {}) {
  const { field, solve: button } = controls(page);
  await field.fill(text);
  if (withEnter) await field.press('Enter');
  else await button.click();
}
