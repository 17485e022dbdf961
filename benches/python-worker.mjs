// The students' Python in the page: the Python worker (crates/student, Monty's interpreter) in
// headless Debian Chromium, against CPython running the same program on this machine.
//
// For a fresh page: the worker's start (its script and 3.9 MB of wasm fetched and compiled, from
// `new Worker` to its "Ready"), then each request's time from posting to the reply read:
// the whole search of N = 8 and N = 10 (crates/student/programs/search.py, its full trace), its
// grade (N = 1 to 10), the app's search over a correct `safe` (programs/safe.py) at N = 8, and
// N = 8 again, the worker's code compiled by then; then the knight's walk with Warnsdorff's rule
// written in Python (programs/rule.py) on 8 × 8 and on 12 × 12, the largest board the exercise takes.
// CPython runs the same programs with the board's functions as plain Python functions that note
// each call (best of BENCH_RUNS), so the ratio is the interpreter's and the trace's cost together.
//
// Run after a release build: `node benches/python-worker.mjs` (DIST=… to serve another folder,
// BENCH_RUNS=3 to choose; the worker's figures are the median of as many fresh pages).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT, median, withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4179);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const program = (name) => readFileSync(join(ROOT, 'crates/student/programs', name), 'utf8');
const SEARCH = program('search.py');
const SAFE = program('safe.py');
const RULE = program('rule.py');
/** The knight's rule's request on a board of `side` × `side`, from a1. */
const rule = (side) => ({ exercise: { Rule: { rows: side, cols: side, start: [0, 0] } }, n: 0, code: RULE });

/** The requests timed: a label, the request, and what its reply must hold. */
const REQUESTS = [
  ['search N = 8', { exercise: 'Search', n: 8, code: SEARCH }, (r) => r.Searched?.search.solutions.length === 92],
  ['search N = 10', { exercise: 'Search', n: 10, code: SEARCH }, (r) => r.Searched?.search.solutions.length === 724],
  ['grade N = 1..10', { exercise: 'Grade', n: 8, code: SEARCH }, (r) => r.Graded?.grade.length === 10],
  ['safe N = 8', { exercise: 'Safe', n: 8, code: SAFE }, (r) => r.Checked?.check.solutions === 92],
  ['search N = 8 again', { exercise: 'Search', n: 8, code: SEARCH }, (r) => r.Searched?.search.solutions.length === 92],
  ['rule 8x8', rule(8), (r) => r.Walked?.walk.squares.length === 64],
  ['rule 12x12', rule(12), (r) => r.Walked?.walk.squares.length > 1 && r.Walked.walk.mistake === null],
];

/** CPython's best time (ms) for the knight's rule `code` walked from a1 on `side` × `side`, as
 * the worker's driver walks it (the moves in the app's order, copies of them and of the visited
 * squares to \`choose\`). */
function timeCPythonRule(code, side) {
  const script = `
import sys, time
rows = cols = ${side}
JUMPS_APP = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)]
code = sys.stdin.read()
best = None
for _ in range(${RUNS}):
    env = {'rows': rows, 'cols': cols}
    exec(code, env)
    start = time.perf_counter()
    x, y = 0, 0
    visited = {(x, y)}
    for _ in range(rows * cols - 1):
        moves = [(x + dc, y - dr) for dr, dc in JUMPS_APP if 0 <= x + dc < cols and 0 <= y - dr < rows and (x + dc, y - dr) not in visited]
        if not moves:
            break
        x, y = env['choose'](x, y, list(moves), set(visited))
        visited.add((x, y))
    took = time.perf_counter() - start
    best = took if best is None else min(best, took)
print(best * 1000)
`;
  const out = execFileSync('python3', ['-c', script], { input: code, encoding: 'utf8' });
  return Number(out.trim());
}

/** CPython's best time (ms) for `code` on an `n`×`n` board, each board call noted in a list. */
function timeCPython(code, n, safe) {
  const driver = safe
    ? `
def _search(queens):
    row = len(queens)
    if row == n:
        calls.append(('solution',))
        return
    for col in range(n):
        ok = safe(list(queens), row, col)
        calls.append(('answer', row, col, ok))
        if ok:
            queens.append(col)
            _search(queens)
            queens.pop()
            calls.append(('remove', row, col))
_search([])
`
    : '';
  const script = `
import sys, time
n = ${n}
calls = []
def place(r, c): calls.append(('place', r, c))
def remove(r, c): calls.append(('remove', r, c))
def solution(): calls.append(('solution',))
code = sys.stdin.read()
best = None
for _ in range(${RUNS}):
    calls.clear()
    start = time.perf_counter()
    exec(code, {'n': n, 'calls': calls, 'place': place, 'remove': remove, 'solution': solution})
    took = time.perf_counter() - start
    best = took if best is None else min(best, took)
print(best * 1000)
`;
  const out = execFileSync('python3', ['-c', script], { input: code + driver, encoding: 'utf8' });
  return Number(out.trim());
}

/** In a fresh page: the worker's start and each request's time, in ms. */
async function timeWorker(browser, base) {
  const page = await browser.newPage();
  await page.goto(base);
  const times = await page.evaluate(async (requests) => {
    const start = performance.now();
    const worker = new Worker('./python-loader.js');
    const next = () => new Promise((resolve) => (worker.onmessage = (e) => resolve(JSON.parse(e.data))));
    // The start script says how much of the interpreter it has fetched, then that it listens.
    let ready = await next();
    while (ready?.Loading) ready = await next();
    if (ready !== 'Ready') throw new Error(`the worker said ${JSON.stringify(ready)}`);
    const out = { start: performance.now() - start };
    let run = 0;
    for (const [label, request] of requests) {
      run += 1;
      const posted = performance.now();
      worker.postMessage(JSON.stringify({ run, ...request }));
      const reply = await next();
      out[label] = { ms: performance.now() - posted, reply };
    }
    worker.terminate();
    return out;
  }, REQUESTS.map(([label, request]) => [label, request]));
  await page.close();
  for (const [label, , check] of REQUESTS) {
    if (!check(times[label].reply)) {
      throw new Error(`${label}: unexpected reply ${JSON.stringify(times[label].reply).slice(0, 300)}`);
    }
  }
  return times;
}

await withPage(PORT, async (browser, base) => {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timeWorker(browser, base));
  const cpython = {
    'search N = 8': timeCPython(SEARCH, 8, false),
    'search N = 8 again': timeCPython(SEARCH, 8, false),
    'search N = 10': timeCPython(SEARCH, 10, false),
    'safe N = 8': timeCPython(SAFE, 8, true),
    'rule 8x8': timeCPythonRule(RULE, 8),
    'rule 12x12': timeCPythonRule(RULE, 12),
  };
  const wasm = join(DIST, 'python-worker_bg.wasm');
  const gzipped = execFileSync('gzip', ['-9', '-c', wasm], { maxBuffer: 1 << 26 }).length;
  console.log(`Python worker: its wasm ${gzipped} bytes (gzip -9); ${RUNS} fresh pages (median), CPython best of ${RUNS}`);
  console.log(`${'what'.padEnd(20)} ${'worker ms'.padStart(10)} ${'CPython ms'.padStart(11)} ${'ratio'.padStart(7)}`);
  console.log(`${'start (to Ready)'.padEnd(20)} ${median(runs.map((r) => r.start)).toFixed(0).padStart(10)}`);
  for (const [label] of REQUESTS) {
    const ms = median(runs.map((r) => r[label].ms));
    const reference = cpython[label];
    const ratio = reference ? (ms / reference).toFixed(1) : '';
    console.log(`${label.padEnd(20)} ${ms.toFixed(0).padStart(10)} ${(reference?.toFixed(1) ?? '').padStart(11)} ${ratio.padStart(7)}`);
  }
});
