// Where the CPU goes while the page counts from navigation: the CPU time of every Chromium thread
// (Linux only: read from /proc) between the address being opened and the result shown, the
// workers' threads apart from the rest. On a machine with as many cores as workers, the rest is
// time the workers cannot have.
//
// Run after a release build: `node benches/count-cpu.mjs` (BENCH_N=16, BENCH_RUNS=3,
// BENCH_WORKERS=2 and BENCH_TOP=3, the threads named beside the workers, to choose).
import { readFileSync, readdirSync } from 'node:fs';
import { withPage } from './browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4177);
const N = Number(process.env.BENCH_N ?? 16);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Every Chromium thread's CPU time so far, in ticks, by "pid/tid process-type:name". */
function chromiumThreads() {
  const threads = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('chrom')) continue;
      // Chromium rewrites its command line into one string, arguments separated by spaces.
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const type = args.match(/--type=(\S+)/)?.[1] ?? 'browser';
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        // After the name: state is field 3, utime and stime fields 14 and 15.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(`${pid}/${tid} ${type}:${name}`, Number(fields[11]) + Number(fields[12]));
      }
    } catch {
      // The process or thread ended meanwhile.
    }
  }
  return threads;
}

await withPage(PORT, async (browser, base) => {
  console.log(`N = ${N} on ${WORKERS} workers from navigation: CPU seconds of Chromium's threads`);
  console.log(['result at (s)', 'workers', 'the rest', 'the rest\'s largest'].join('  '));
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const before = chromiumThreads();
    await page.goto(`${base}?mode=count&n=${N}&workers=${WORKERS}`);
    await page.waitForFunction(() => document.body.textContent.includes('Number of placements ='),
      null, { timeout: 600_000, polling: 50 });
    const at = await page.evaluate(() => performance.now());
    const used = [...chromiumThreads()].map(([thread, ticks]) => [thread, (ticks - (before.get(thread) ?? 0)) / TICKS]);
    const workers = used.filter(([thread]) => thread.endsWith('DedicatedWorker'));
    const rest = used.filter(([thread]) => !thread.endsWith('DedicatedWorker')).sort((a, b) => b[1] - a[1]);
    const sum = (threads) => threads.reduce((total, [, seconds]) => total + seconds, 0).toFixed(2);
    const largest = rest.slice(0, Number(process.env.BENCH_TOP ?? 3)).map(([thread, seconds]) => `${thread} ${seconds.toFixed(2)}`).join(', ');
    console.log(`${(at / 1000).toFixed(2)}  ${sum(workers)}  ${sum(rest)}  ${largest}`);
    await page.close();
  }
});
