// Starts the app: scripts/split.sh writes this script into index.html, `async`, with the first
// load's files and the table of which parts each view needs first (src/parts.json, made from
// src/parts.rs) written in below. It fetches the first load at once, beside the page's style
// sheet, and has the split's loader fetch and compile the parts of the view the address names
// beside it (each part's loader's `prefetch`, scripts/wasm-split.patch), which the loader then
// takes when the app asks for them. It starts the app where a deferred script would run: once the page is parsed and its
// style sheet loaded. The page's Content-Security-Policy allows this script alone, by its hash
// (scripts/service-worker.sh).
const { js, wasm, loader, table } = __LOADS__;
const bytes = fetch(wasm);
const glue = import(js);
// A property of the table's own (a name from the address may be `__proto__`).
const own = (object, key) => (object && key !== undefined && Object.hasOwn(object, key) ? object[key] : undefined);
// A parameter as the app reads it (src/view/params.rs): the last of its name, trimmed.
const query = new URLSearchParams(location.search);
const param = (key) => query.getAll(key).at(-1)?.trim();
// The parts the view needs first (src/parts.rs): a built-in lesson's scene where the address names
// no view of its own, else its page's and its mode's; in a lesson, its bar too.
const page = own(table.views, param('page') ?? '');
const view = own(page, param('mode') ?? '') ?? own(page, '') ?? [];
const scenes = own(table.lessons, param('lesson'));
const scene = scenes && !query.has('page') && !query.has('mode') ? own(scenes, Number(param('scene') ?? 1) - 1) : undefined;
const needed = [...(query.has('lesson') ? table.lesson : []), ...(scene ?? view)];
// The split's loader, which the app's script imports: fetched beside it, not once it is read (a
// failure is the app's script's, reported there).
import(loader).then((parts) => needed.forEach((part) => parts[`__wasm_split_load_${part}`]?.prefetch?.()), () => {});
// The parts' style sheets, linked now (the app takes a sheet linked here, marked once settled:
// src/ui/part_sheets.rs).
for (const file of new Set(needed.flatMap((part) => own(table.sheets, part) ?? []))) {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: file });
  const settled = () => link.setAttribute('data-settled', '');
  link.addEventListener('load', settled, { once: true });
  link.addEventListener('error', settled, { once: true });
  document.head.append(link);
}
const sheet = document.querySelector('link[rel=stylesheet]');
const styled = new Promise((loaded) => {
  if (!sheet || sheet.sheet) return loaded();
  sheet.addEventListener('load', loaded, { once: true });
  sheet.addEventListener('error', loaded, { once: true });
});
const parsed = new Promise((done) => {
  if (document.readyState !== 'loading') return done();
  document.addEventListener('DOMContentLoaded', done, { once: true });
});
await Promise.all([styled, parsed]);
const { default: init } = await glue;
const app = await init({ module_or_path: bytes });
// The size of the app's wasm memory, for the long-run benchmark (benches/soak.mjs): nothing else
// of the app is reachable from outside.
Object.defineProperty(globalThis, 'wasmMemoryBytes', { get: () => app.memory.buffer.byteLength });
