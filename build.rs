//! In the split release build, keeps the relocations in the app's linked wasm: scripts/split.sh
//! splits it into its first load and its parts, and needs them.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo::rustc-link-arg-bin=nqueens-lab=--emit-relocs");
    }
}
