// Starts the app without an inline script, so the page's Content-Security-Policy needs no
// 'unsafe-inline'. Trunk writes the hashed names of the app's JavaScript and wasm into this
// script element's data attributes (Trunk.toml, pattern_script).
const script = document.querySelector('script[data-wasm]');
const { default: init } = await import(script.dataset.js);
const wasm = await init({ module_or_path: script.dataset.wasm });
// The size of the app's wasm memory, for the long-run benchmark (benches/soak.mjs): nothing else
// of the app is reachable from outside.
Object.defineProperty(globalThis, 'wasmMemoryBytes', { get: () => wasm.memory.buffer.byteLength });
