// Starts the app: scripts/split.sh writes this script into index.html, with the files of each build's
// first load written in below (the app's own, and in release builds the one for links to the
// knight's tour, whose page is in its first load). It fetches the first load of the page the address
// names at once, beside the page's style sheet, as preloads in the HTML would. The page's
// Content-Security-Policy allows this script alone, by its hash (scripts/service-worker.sh).
const loads = __FIRST_LOADS__;
const { js, wasm, loader } = loads[new URLSearchParams(location.search).get('page')] ?? loads.queens;
// The split's loader, which the app's script imports: fetched beside it, not once it is read.
import(loader);
const bytes = fetch(wasm);
const { default: init } = await import(js);
const app = await init({ module_or_path: bytes });
// The size of the app's wasm memory, for the long-run benchmark (benches/soak.mjs): nothing else
// of the app is reachable from outside.
Object.defineProperty(globalThis, 'wasmMemoryBytes', { get: () => app.memory.buffer.byteLength });
