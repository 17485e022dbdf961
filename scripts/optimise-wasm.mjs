// Optimises the wasm parts of a release build in place (scripts/split.sh) as `wasm-opt` would, in
// one Node process with a thread per core, through the binaryen package of the `wasm-opt` on PATH
// (npm's binaryen, scripts/setup.sh). That `wasm-opt` is binaryen compiled to wasm, loaded afresh
// by every run: for the 230-odd parts of a build its start-up was most of the time (158 s against
// 16 s, two at a time on two cores), and the output is the same, byte for byte.
//
// Reads one part a line from standard input, `<level> <path>`, the level `z` or `s` (as
// `wasm-opt -Oz` or `-Os`) or `p` (as `-Os --reorder-functions`), and writes each as `wasm-opt
// <level> --low-memory-unused --strip-debug --strip-producers --strip-target-features` with the
// features below would:
// - --low-memory-unused lets the optimiser fold small added constants into load and store offsets,
//   which differ from an add only where the add would wrap round to an address under 1 KB: never a
//   pointer of Rust's, whose stack grows down towards 0 from 1 MB with the data above it. Measured
//   by the first-load test: 1.1 KB smaller gzipped.
// - --reorder-functions puts the functions most called first, those called as often in the order
//   of their names (binaryen's tie-break; the split's parts still have them): a generic's copies
//   side by side, which gzip finds alike. For a page's part (`p`), measured on the N-Queens page's
//   and the knight's tour's: 2.2 and 1.9 KB smaller gzipped than at -Oz; it makes most smaller
//   parts larger, and the first load 5.7 KB larger (its functions are called from every part).
// - --strip-target-features drops the features' custom section (148 bytes, about 125 gzipped, in
//   every one of the 200-odd files: the knight's tour page from a link fetches 74 of them); the
//   browser never reads it, and the optimiser is told the features here.
// Exits non-zero, naming the part, if any part fails.
//
// With a folder as its argument, it keeps each optimised part there, named by the hash of what
// made it (the part's bytes, its level, this script and binaryen's version), and takes a part
// from there when the same bytes come again: a build of unchanged sources (a warm CI run) spent
// about 25 of its 42 s of CPU optimising the same parts again, beside the native tests. Entries
// not used for two days are removed.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, threadId, workerData } from 'node:worker_threads';

if (isMainThread) {
  const parts = readFileSync(0, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, level, path] = line.match(/^([zsp]) (.+)$/) ?? [];
      if (!path) {
        throw new Error(`optimise-wasm: "${line}" is not "<z|s|p> <path>"`);
      }
      return { level, path, size: statSync(path).size };
    })
    // The largest first, so that the threads end at about the same time.
    .sort((a, b) => b.size - a.size);
  // The binaryen of the wasm-opt that set-up put first on PATH (node_modules/binaryen/bin/wasm-opt).
  const wasmOpt = realpathSync(execFileSync('bash', ['-c', 'command -v wasm-opt'], { encoding: 'utf8' }).trim());
  const binaryenDir = join(dirname(wasmOpt), '..');
  const binaryen = pathToFileURL(join(binaryenDir, 'index.js')).href;
  const kept = process.argv[2];
  const toDo = kept ? fromKept(parts, kept, binaryenDir) : parts;
  const threads = Math.max(1, Math.min(availableParallelism(), toDo.length));
  let next = 0;
  let failed = false;
  for (let t = 0; t < threads; t++) {
    const worker = new Worker(new URL(import.meta.url), { workerData: { binaryen } });
    const send = () => worker.postMessage(next < toDo.length && !failed ? toDo[next++] : null);
    worker.on('message', send);
    worker.on('error', (error) => {
      failed = true;
      console.error(`optimise-wasm: ${error.message}`);
      process.exitCode = 1;
    });
    send();
  }
} else {
  const { default: binaryen } = await import(workerData.binaryen);
  // -Oz is optimise level 2, shrink level 2; -Os the same with shrink level 1. As wasm-opt does
  // when it writes an optimised module, the stack IR is generated and optimised too.
  binaryen.setOptimizeLevel(2);
  binaryen.setLowMemoryUnused(true);
  binaryen.setDebugInfo(false);
  binaryen.setGenerateStackIR(true);
  binaryen.setOptimizeStackIR(true);
  const F = binaryen.Features;
  const features = F.BulkMemory | F.NontrappingFPToInt | F.SignExt | F.MutableGlobals | F.ReferenceTypes | F.Multivalue;
  parentPort.on('message', (part) => {
    if (part === null) {
      parentPort.close();
      return;
    }
    try {
      binaryen.setShrinkLevel(part.level === 'z' ? 2 : 1);
      const module = binaryen.readBinary(readFileSync(part.path));
      module.setFeatures(module.getFeatures() | features);
      // As wasm-opt, which refuses a module that does not validate.
      if (!module.validate()) {
        throw new Error('the module does not validate');
      }
      module.optimize();
      module.runPasses([
        ...(part.level === 'p' ? ['reorder-functions'] : []),
        'strip-debug', 'strip-producers', 'strip-target-features',
      ]);
      const optimised = module.emitBinary();
      module.dispose();
      writeFileSync(part.path, optimised);
      if (part.keep) {
        // Whole or not at all: another build may be reading the folder.
        const partial = `${part.keep}.${process.pid}.${threadId}`;
        writeFileSync(partial, optimised);
        renameSync(partial, part.keep);
      }
    } catch (error) {
      throw new Error(`${part.path}: ${error.message ?? error}`);
    }
    parentPort.postMessage('done');
  });
}

/** Puts in place every part of `parts` that `folder` keeps (touching its entry), prunes the
 * entries unused for two days, and returns the parts left to optimise, each with the path where
 * its result is to be kept. */
function fromKept(parts, folder, binaryenDir) {
  mkdirSync(folder, { recursive: true });
  const recipe = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(join(binaryenDir, 'package.json')))
    .digest();
  const now = new Date();
  const left = [];
  for (const part of parts) {
    const key = createHash('sha256').update(recipe).update(part.level).update(readFileSync(part.path)).digest('hex');
    const keep = join(folder, `${key}.wasm`);
    try {
      copyFileSync(keep, part.path);
    } catch {
      left.push({ ...part, keep });
      continue;
    }
    try {
      utimesSync(keep, now, now);
    } catch {
      // Removed by another build's pruning meanwhile: the part is in place all the same.
    }
  }
  const stale = now.getTime() - 2 * 24 * 3600 * 1000;
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    try {
      if (statSync(path).mtimeMs < stale) {
        unlinkSync(path);
      }
    } catch {
      // Removed by another build meanwhile.
    }
  }
  return left;
}
