//! The page's texts in English, Russian, Vietnamese and Chinese: the `i18n` module that
//! leptos_i18n generates from `locales/<language>/<namespace>.json` at build time (see build.rs).
//! A key missing from a language is a build error.

// The generated module is named `i18n`, like this one: it is leptos_i18n's convention.
#![allow(clippy::module_inception)]

include!(concat!(env!("OUT_DIR"), "/i18n/mod.rs"));

pub use i18n::Locale;
