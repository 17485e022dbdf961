// Starts the Python worker (students' programs): loads wasm-bindgen's glue (no-modules build) and
// the interpreter's wasm, whose names Trunk leaves unhashed for workers (crates/student/src/main.rs).
// The wasm is some 4 MB: while it downloads, the page is told how much has come, as the worker's
// reply `Loading` (crates/student/src/protocol.rs), for its progress bar.
importScripts('./python-worker.js');

/** The wasm's size in bytes, written here by the build (scripts/python-size.sh). */
const WASM_BYTES = null;

/** Tells the page that `loaded` bytes of `total` (null: not known) have come. */
const tell = (loaded, total) => postMessage(JSON.stringify({ Loading: { loaded, total } }));

/** The interpreter's wasm, fetched with its progress told. */
async function fetchTold(url) {
  tell(0, WASM_BYTES);
  const response = await fetch(url);
  if (!response.ok || !response.body) {
    return response;
  }
  const reader = response.body.getReader();
  const chunks = [];
  let loaded = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    chunks.push(value);
    loaded += value.length;
    if (loaded - told >= 1 << 16) {
      told = loaded;
      tell(loaded, WASM_BYTES);
    }
  }
  tell(loaded, WASM_BYTES);
  return new Response(new Blob(chunks), { headers: { 'content-type': 'application/wasm' } });
}

wasm_bindgen({ module_or_path: fetchTold('./python-worker_bg.wasm') });
