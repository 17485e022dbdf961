//! Compiles the translations in `locales/` into the `i18n` module (leptos_i18n): every key is
//! checked at compile time, and a key missing from a language is a build error. Each file of
//! `locales/en/` is a namespace (`locales/<language>/<namespace>.json`, its keys read as
//! `namespace.key`): a page's words are a file of their own, found here without a list. The
//! generated `Locale` chooses among the browser's languages with the page's own matching, not
//! ICU's.

use leptos_i18n_parser::parse_locales::options::{Config, ParseOptions};
use leptos_i18n_parser::parse_locales::{parse_locales, ParsedLocales};
use std::error::Error;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?).join("i18n");
    let config = Config::new("en")?
        .add_namespaces(namespaces()?)?
        .add_locale("ru")?
        .add_locale("vi")?
        .add_locale("zh")?
        // Messages are rendered to strings at the edge (`td_string!`), not only in views.
        .parse_options(ParseOptions::new().interpolate_display(true));
    let translations = parse_locales(None, config)?;
    report(&translations);
    let module = out.join("mod.rs");
    std::fs::create_dir_all(&out)?;
    std::fs::write(&module, generate(&translations)?)?;
    choose_languages_without_icu(&module)
}

/// Tells cargo the translations' warnings and errors, and to run again when a language's file
/// changes (what `leptos_i18n_build` prints).
fn report(translations: &ParsedLocales) {
    for warning in translations.diag.warnings().iter() {
        println!("cargo::warning={warning}");
    }
    for error in translations.diag.errors().iter() {
        println!("cargo::error={error}");
    }
    for path in translations.tracked_files.iter().flatten() {
        println!("cargo::rerun-if-changed={path}");
    }
}

/// The `i18n` module's code, as `leptos_i18n_build` generates it (its default options: the
/// crate's own path, the keys documented, diagnostics reported by `report`).
fn generate(translations: &ParsedLocales) -> Result<String, Box<dyn Error>> {
    Ok(leptos_i18n_codegen::gen_code(translations, None, false, None, true)?.to_string())
}

/// The namespaces: the names of the files in `locales/en/`, sorted. A file added there reruns
/// the build.
fn namespaces() -> Result<Vec<String>, Box<dyn Error>> {
    println!("cargo::rerun-if-changed=locales/en");
    let mut names = Vec::new();
    for entry in std::fs::read_dir("locales/en")? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "json") {
            let stem = path.file_stem().and_then(|stem| stem.to_str());
            let name = stem.ok_or("locales/en: a file name that is not UTF-8")?;
            names.push(name.to_owned());
        }
    }
    names.sort();
    Ok(names)
}

/// The generated `Locale` matches the browser's languages by parsing them with ICU
/// (`icu_locale_core`, about 7 KB of the gzipped first load) in the default `find_locale`. The
/// page matches them itself by their first subtag (`language::from_preferences`),
/// so the generated implementation gets a `find_locale` that calls it. Fails the build if the
/// generated code no longer has the place this is written into (another leptos_i18n version).
fn choose_languages_without_icu(module: &std::path::Path) -> Result<(), Box<dyn Error>> {
    const ANCHOR: &str = "fn get_all () -> & 'static [Self]";
    const FIND_LOCALE: &str = "fn find_locale<T: AsRef<[u8]>>(accepted: &[T]) -> Self { \
        crate::language::from_preferences(accepted.iter().filter_map(|l| \
        core::str::from_utf8(l.as_ref()).ok())).unwrap_or_default() } ";
    let code = std::fs::read_to_string(module)?;
    if code.matches(ANCHOR).count() != 1 {
        return Err(
            format!("build.rs: `{ANCHOR}` is not once in the generated i18n module").into(),
        );
    }
    std::fs::write(
        module,
        code.replacen(ANCHOR, &format!("{FIND_LOCALE}{ANCHOR}"), 1),
    )?;
    Ok(())
}
