// What the specs of the player's questions and of the search performed share: the parts of the
// questions' region, found by role and name, and the step shown, read from the page.

/** The parts of a page's questions (its switch named `switchName`) and of its player. */
export function questionParts(page, switchName) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  const region = page.getByRole('region', { name: 'Predict' });
  return {
    region,
    switch: page.getByRole('checkbox', { name: switchName }),
    perform: page.getByRole('checkbox', { name: /^You be the algorithm/ }),
    kind: (name) => region.getByRole('checkbox', { name }),
    // The question held: the group named by its question (the kinds asked are a group too).
    question: region.getByRole('group', { name: /\?$/ }),
    turn: region.getByRole('group', { name: /^Your turn/ }),
    answer: region.getByRole('textbox', { name: 'Your answer' }),
    answerButton: region.getByRole('button', { name: 'Answer', exact: true }),
    choice: (name) => region.getByRole('button', { name, exact: true }),
    status: region.getByRole('status'),
    copy: region.getByRole('button', { name: 'Copy result' }),
    timeline: page.getByRole('slider', { name: 'Timeline' }),
    play: button('Play'),
    pause: button('Pause'),
    forward: button('Step forward'),
    board: page.getByRole('img', { name: /board/i }).first(),
  };
}

/** The step shown, from the player's timeline. */
export async function stepOf(page) {
  return Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());
}

/** The N-Queens steps counted so far, from the counters beside the board (the player's own
 * timeline is hidden while the student performs the search). */
export async function stepsCounted(page) {
  const counters = page.getByRole('region', { name: 'Counters' });
  const steps = counters.locator('dt', { hasText: /^Steps$/ }).locator('xpath=following-sibling::dd[1]');
  return Number((await steps.innerText()).replace(/\D/g, ''));
}
