// Starts the Share dialog's QR worker: loads wasm-bindgen's glue (no-modules build) and the
// worker's wasm, whose names Trunk leaves unhashed for workers (see src/bin/qr.rs).
importScripts('./qr.js');
wasm_bindgen({ module_or_path: './qr_bg.wasm' });
