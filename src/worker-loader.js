// Starts a counting worker: loads wasm-bindgen's glue (no-modules build) and the worker's wasm,
// whose names Trunk leaves unhashed for workers (see crates/jobs/src/main.rs).
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
