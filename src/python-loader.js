// Starts the Python worker (students' programs): loads wasm-bindgen's glue (no-modules build) and
// the interpreter's wasm, whose names Trunk leaves unhashed for workers (crates/student/src/main.rs).
importScripts('./python-worker.js');
wasm_bindgen({ module_or_path: './python-worker_bg.wasm' });
