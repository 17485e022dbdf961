// "Can this still be finished?" timed in the page (headless Chromium, the release build): from
// the click to the answer on the page, for 8 queens with 2 to 7 placed (every such prefix of
// every placement, and random positions; answered on the page), for N = 16 with 4 placed
// (random positions, counted in the Web Workers), and for the knight on 8 × 8 with walks of 20
// to 50 moves (half at random, half by fewest onward moves; searched in a worker within its
// move budget). Prints the slowest case of each beside the figure the page aims at.
// Usage: node benches/try-page.mjs   (after `trunk build --release`)
import { withPage } from './browser.mjs';

const PORT = 4196;

/** A small deterministic generator (xorshift32), so every run tries the same cases. */
function generator(seed) {
  let x = seed;
  return (n) => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

const file = (x) => String.fromCharCode(96 + x);

/** Every placement of `n` queens, as 1-based columns rank by rank. */
function placements(n) {
  const all = [];
  const place = (columns) => {
    if (columns.length === n) return void all.push([...columns]);
    for (let x = 1; x <= n; x++) {
      const y = columns.length;
      if (columns.every((c, r) => c !== x && Math.abs(c - x) !== y - r)) place([...columns, x]);
    }
  };
  place([]);
  return all;
}

/** `count` random positions of `queens` queens on `n` × `n`, none attacking another. */
function randomPositions(random, n, queens, count) {
  const out = [];
  while (out.length < count) {
    const placed = [];
    for (let k = 0; k < queens; k++) {
      const free = [];
      for (let y = 1; y <= n; y++) for (let x = 1; x <= n; x++) {
        if (placed.every(([a, b]) => a !== x && b !== y && Math.abs(a - x) !== Math.abs(b - y))) free.push([x, y]);
      }
      if (!free.length) break;
      placed.push(free[random(free.length)]);
    }
    if (placed.length === queens) out.push(placed.map(([x, y]) => `${file(x)}${y}`).join(','));
  }
  return out;
}

/** `count` walks of 20 to 50 moves on 8 × 8 from random squares; every other one by fewest
 * onward moves. */
function randomWalks(random, count) {
  const jumps = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
  const out = [];
  while (out.length < count) {
    const guided = out.length % 2 === 1;
    const path = [[random(8), random(8)]];
    const seen = (s) => path.some(([a, b]) => a === s[0] && b === s[1]);
    const next = ([x, y]) => jumps.map(([dx, dy]) => [x + dx, y + dy])
      .filter(([a, b]) => a >= 0 && a < 8 && b >= 0 && b < 8 && !seen([a, b]));
    const moves = 20 + random(31);
    for (let k = 0; k < moves; k++) {
      let options = next(path[path.length - 1]);
      if (!options.length) break;
      if (guided) {
        const fewest = Math.min(...options.map((s) => next(s).length));
        options = options.filter((s) => next(s).length === fewest);
      }
      path.push(options[random(options.length)]);
    }
    if (path.length === moves + 1) out.push(path.map(([x, y]) => `${file(x + 1)}${y + 1}`).join(','));
  }
  return out;
}

/** Milliseconds from the click on "Can this still be finished?" to the answer, for each query
 * (shown through the page's own history, as Back would), timed in the page. */
async function timeAnswers(page, base, queries) {
  await page.goto(`${base}${queries[0]}`);
  await page.getByRole('button', { name: 'Can this still be finished?' }).waitFor();
  return page.evaluate(async (queries) => {
    const times = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const button = () => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Can this still be finished?');
    const answer = () => document.querySelector('.try-answer')?.textContent.trim() ?? '';
    for (const query of queries) {
      history.pushState(null, '', query);
      dispatchEvent(new PopStateEvent('popstate'));
      await frame();
      while (!button() || button().disabled || answer() !== '') await frame();
      const start = performance.now();
      button().click();
      while (!/^(Yes|No|Not known)/.test(answer())) {
        await new Promise((r) => setTimeout(r, 1));
        if (performance.now() - start > 60_000) throw new Error(`no answer for ${query}`);
      }
      times.push({ query, ms: performance.now() - start, answer: answer() });
    }
    return times;
  }, queries);
}

/** Prints the slowest of `times` beside `aim` milliseconds. */
function report(what, times, aim) {
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const answers = {};
  for (const { answer } of times) {
    const kind = answer.split(':')[0];
    answers[kind] = (answers[kind] ?? 0) + 1;
  }
  console.log(`${what}: ${times.length} cases, slowest ${slowest.ms.toFixed(1)} ms (${(slowest.ms / aim).toFixed(2)}× the aim of ${aim} ms) for ${slowest.query}; answers ${JSON.stringify(answers)}`);
}

const random = generator(0x9e3779b9);
await withPage(PORT, async (browser, base) => {
  const page = await browser.newPage();
  const prefixes = placements(8).flatMap((p) => [2, 3, 4, 5, 6, 7].map((k) => p.slice(0, k).map((x, y) => `${file(x)}${y + 1}`).join(',')));
  const randoms = [2, 3, 4, 5, 6, 7].flatMap((k) => randomPositions(random, 8, k, 20));
  const eight = [...prefixes, ...randoms];
  const queens8 = await timeAnswers(page, base, eight.map((q) => `?mode=try&n=8&q=${q}&lang=en`));
  report('queens N = 8, 2–7 placed (on the page)', queens8, 100);
  const sixteen = ['c10,h12,a13,k16', ...randomPositions(random, 16, 4, 29)];
  const queens16 = await timeAnswers(page, base, sixteen.map((q) => `?mode=try&n=16&q=${q}&lang=en`));
  report('queens N = 16, 4 placed (in the workers)', queens16, 2000);
  const walks = randomWalks(random, 30);
  const knight = await timeAnswers(page, base, walks.map((p) => `?page=knights&mode=try&size=8x8&path=${p}&lang=en`));
  report('knight 8 × 8, walks of 20–50 moves (in a worker)', knight, 2000);
});
