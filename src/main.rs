//! The page's entry point: mounts the app, nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    nqueens_lab::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("N-Queens Lab runs in the browser: build it with `trunk build` or `trunk serve`.");
}
