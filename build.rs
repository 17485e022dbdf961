//! Compiles the translations in `locales/` into the `i18n` module (leptos_i18n): every key is
//! checked at compile time, and a key missing from a language is a build error. In the split
//! release build, keeps the relocations in the app's linked wasm (scripts/split.sh needs them).

use leptos_i18n_build::{Config, ParseOptions, TranslationsInfos};
use std::error::Error;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo::rustc-link-arg-bin=nqueens-lab=--emit-relocs");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?).join("i18n");
    let config = Config::new("en")?
        .add_locale("ru")?
        .add_locale("vi")?
        .add_locale("zh")?
        // Messages are rendered to strings at the edge (`td_string!`), not only in views.
        .parse_options(ParseOptions::new().interpolate_display(true));
    let translations = TranslationsInfos::parse(config)?;
    translations.emit_diagnostics();
    translations.rerun_if_locales_changed();
    translations.generate_i18n_module(out)?;
    Ok(())
}
