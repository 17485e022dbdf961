// Starts the app without an inline script, so the page's Content-Security-Policy needs no
// 'unsafe-inline'. Trunk writes the hashed names of the app's JavaScript and wasm into this
// script element's data attributes (Trunk.toml, pattern_script).
const script = document.querySelector('script[data-wasm]');
// The wasm compiles while its JavaScript glue is imported (the preload has fetched both). A host
// that serves wasm without its MIME type fails the compile: the glue then fetches it again and
// falls back on its own.
const compiled = WebAssembly.compileStreaming(fetch(script.dataset.wasm)).catch(() => script.dataset.wasm);
const { default: init } = await import(script.dataset.js);
const wasm = await init({ module_or_path: await compiled });
// The size of the app's wasm memory, for the long-run benchmark (benches/soak.mjs): nothing else
// of the app is reachable from outside.
Object.defineProperty(globalThis, 'wasmMemoryBytes', { get: () => wasm.memory.buffer.byteLength });
