// Starts the app: scripts/split.sh writes this script into index.html, `async`, with the files of
// each build's first load written in below (the app's own, and in release builds the one for links
// to the knight's tour, whose page is in its first load). It fetches the first load of the page the
// address names at once, beside the page's style sheet, as preloads in the HTML would, and starts
// the app where a deferred script would run: once the page is parsed and its style sheet loaded.
// The page's Content-Security-Policy allows this script alone, by its hash
// (scripts/service-worker.sh).
const loads = __FIRST_LOADS__;
// The page as the app reads it (src/view/url.rs): the last `page=`, trimmed. Another page, or none,
// is the app's own build's, which shows every page and reports a bad one.
const page = new URLSearchParams(location.search).getAll('page').at(-1)?.trim();
const { js, wasm, loader } = Object.hasOwn(loads, page) ? loads[page] : loads.queens;
// The split's loader, which the app's script imports: fetched beside it, not once it is read (a
// failure is the app's script's, reported there).
import(loader).catch(() => {});
const bytes = fetch(wasm);
const glue = import(js);
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
