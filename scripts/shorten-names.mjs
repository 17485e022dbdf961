// Gives short names to the app's wasm imports from its JavaScript glue and to the glue's calls into
// the wasm's closures, in the wasm and in the glue (scripts/split.sh, after wasm-bindgen).
// wasm-bindgen names each import after the browser API it calls with 16 hex digits of a hash
// (`__wbg_readyState_b303739a7da72e05`), their module after the glue's file
// (`./nqueens-lab-<hash>_bg.js`), and each closure's entry after its mangled Rust symbol
// (`_ZN12wasm_bindgen7convert8closures1_6invoke17h…E`): each name is written in the wasm and again
// in the glue, and the digits do not compress. Short names took 2.7 KB from the first load's wasm
// and 3.3 KB from its glue, gzipped (2026-12-06, docs/benchmarks.md). Fails if a name is not found
// in the glue as expected, so that a change in wasm-bindgen's output stops the build rather than
// ship a page that cannot start. Usage: node scripts/shorten-names.mjs <wasm> <glue.js>
import { readFileSync, writeFileSync } from 'node:fs';

const [wasmPath, gluePath] = process.argv.slice(2);
const wasm = readFileSync(wasmPath);
let glue = readFileSync(gluePath, 'utf8');

/** Reads an unsigned LEB128 at `at`: [value, the offset after it]. */
function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** An unsigned LEB128. */
function leb(value) {
  const bytes = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    bytes.push(byte);
  } while (value);
  return bytes;
}

/** A wasm name: its length, then its UTF-8 bytes. */
function name(text) {
  const bytes = Buffer.from(text, 'utf8');
  return [...leb(bytes.length), ...bytes];
}

/** The offset after an import's description of kind `kind`, which starts at `at`. */
function skipDescription(kind, at) {
  const limits = (from) => {
    const flags = wasm[from];
    const [, afterMin] = readLeb(wasm, from + 1);
    return flags & 1 ? readLeb(wasm, afterMin)[1] : afterMin;
  };
  switch (kind) {
    case 0: // a function: its type's index
      return readLeb(wasm, at)[1];
    case 1: // a table: its element type, then its limits
      return limits(at + 1);
    case 2: // a memory: its limits
      return limits(at);
    case 3: // a global: its value type and mutability
      return at + 2;
    case 4: // a tag: its attribute and its type's index
      return readLeb(wasm, at + 1)[1];
    default:
      throw new Error(`shorten-names: unknown import kind ${kind} in ${wasmPath}`);
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The `index`-th short name: a, b, …, Z, aa, ba, … */
function shortName(index) {
  let text = '';
  do {
    text += LETTERS[index % LETTERS.length];
    index = Math.floor(index / LETTERS.length);
  } while (index);
  return text;
}

/** The closures' entries, `_ZN…`, renamed `_Z<short name>`: the glue calls them by name. Only names
 * of letters, digits and `_` (a mangled name with `$` or `.` in it keeps its name): they are found in
 * the glue as whole words. */
const closures = new Map();
/** The export section whose contents run from `body` to `end`, with the closures' entries renamed. */
function shortenExports(body, end) {
  let [count, p] = readLeb(wasm, body);
  const exports = [...leb(count)];
  for (let i = 0; i < count; i++) {
    const [length, at] = readLeb(wasm, p);
    const field = wasm.toString('utf8', at, at + length);
    const [, afterIndex] = readLeb(wasm, at + length + 1);
    let shortened = field;
    if (/^_ZN\w+$/.test(field)) {
      shortened = `_Z${shortName(closures.size)}`;
      closures.set(field, shortened);
    }
    exports.push(...name(shortened), ...wasm.subarray(at + length, afterIndex));
    p = afterIndex;
  }
  if (p !== end) throw new Error(`shorten-names: ${wasmPath}'s export section does not end where it says`);
  return [7, ...leb(exports.length), ...exports];
}

const sections = [wasm.subarray(0, 8)];
const renamed = new Map();
let glueModule = null;
for (let at = 8; at < wasm.length; ) {
  const id = wasm[at];
  const [size, body] = readLeb(wasm, at + 1);
  const end = body + size;
  if (id === 7) {
    sections.push(Buffer.from(shortenExports(body, end)));
    at = end;
    continue;
  }
  if (id !== 2) {
    sections.push(wasm.subarray(at, end));
    at = end;
    continue;
  }
  let [count, p] = readLeb(wasm, body);
  const imports = [...leb(count)];
  for (let i = 0; i < count; i++) {
    const [moduleLength, moduleAt] = readLeb(wasm, p);
    const module = wasm.toString('utf8', moduleAt, moduleAt + moduleLength);
    const [fieldLength, fieldAt] = readLeb(wasm, moduleAt + moduleLength);
    const field = wasm.toString('utf8', fieldAt, fieldAt + fieldLength);
    const kind = wasm[fieldAt + fieldLength];
    const end = skipDescription(kind, fieldAt + fieldLength + 1);
    const description = wasm.subarray(fieldAt + fieldLength, end);
    // Only the glue's imports: wasm-bindgen's own module of the glue's file name.
    if (/^\.\/.*_bg\.js$/.test(module)) {
      glueModule = module;
      if (!renamed.has(field)) renamed.set(field, shortName(renamed.size));
      imports.push(...name('a'), ...name(renamed.get(field)), ...description);
    } else {
      imports.push(...name(module), ...name(field), ...description);
    }
    p = end;
  }
  sections.push(Buffer.from([2, ...leb(imports.length), ...imports]));
  at = end;
}
if (!glueModule) {
  throw new Error(`shorten-names: ${wasmPath} imports nothing from its glue`);
}

/** Replaces `from` by `to` in the glue, where it is found exactly once. */
function replaceOnce(from, to) {
  const parts = glue.split(from);
  if (parts.length !== 2) {
    throw new Error(`shorten-names: ${from} is in ${gluePath} ${parts.length - 1} times, not once`);
  }
  glue = parts.join(to);
}
for (const [from, to] of renamed) {
  // A key of the import object: `name: function(…)`.
  replaceOnce(`${from}: function`, `${to}: function`);
}
replaceOnce(`"${glueModule}": import0`, '"a": import0');
for (const [from, to] of closures) {
  // Its wrapper's name and the call in it (`wasm._ZN…(`), and wherever the wrapper is passed.
  const whole = new RegExp(String.raw`\b${from}\b`, 'g');
  if (new RegExp(String.raw`\b${to}\b`).test(glue) || !glue.includes(`wasm.${from}(`)) {
    throw new Error(`shorten-names: ${gluePath} has ${to} already, or does not call wasm.${from}`);
  }
  glue = glue.replace(whole, to);
  if (new RegExp(String.raw`\b${from}\b`).test(glue)) {
    throw new Error(`shorten-names: ${from} is still in ${gluePath}`);
  }
}
writeFileSync(wasmPath, Buffer.concat(sections));
writeFileSync(gluePath, glue);
