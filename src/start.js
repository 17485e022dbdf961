// Starts the app without an inline script, so the page's Content-Security-Policy needs no
// 'unsafe-inline'. Trunk writes the hashed names of the app's JavaScript and wasm into this
// script element's data attributes (Trunk.toml, pattern_script).
const script = document.querySelector('script[data-wasm]');
const { default: init } = await import(script.dataset.js);
await init({ module_or_path: script.dataset.wasm });
