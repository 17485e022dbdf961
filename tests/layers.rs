//! The layers, as the sources and the manifests hold them. The compiler keeps the crates apart
//! (solvers → jobs → view → words → the app's UI, and the students' Python beside jobs: a crate cannot import the one above it); these
//! tests keep the manifests from adding a dependency that would let a lower layer reach a higher
//! one or the browser, keep the UI's modules to the UI, and keep every import circle within one
//! folder.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each crate of the workspace: its folder and the workspace crates and outside libraries it may
/// depend on (its `[dependencies]`, any target).
const CRATES: &[(&str, &[&str])] = &[
    ("crates/solvers", &[]),
    (
        "crates/jobs",
        &["nqueens-solvers", "wasm-bindgen", "js-sys", "web-sys"],
    ),
    (
        "crates/student",
        &[
            "nqueens-solvers",
            "monty",
            "monty-types",
            "monty-alloc",
            "wasm-bindgen",
            "js-sys",
            "web-sys",
            "getrandom",
            "getrandom_04",
            "serde",
            "serde_json",
        ],
    ),
    (
        "crates/qr",
        &["qrcode", "wasm-bindgen", "js-sys", "web-sys"],
    ),
    (
        "crates/view",
        &[
            "nqueens-solvers",
            "nqueens-jobs",
            "form_urlencoded",
            "serde",
            "serde_json",
            "miniz_oxide",
            "base64",
        ],
    ),
    (
        "crates/words",
        &[
            "nqueens-solvers",
            "nqueens-jobs",
            "nqueens-view",
            "nqueens-student",
            "leptos",
            "leptos_i18n",
        ],
    ),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names of the dependencies a manifest declares in its `[dependencies]` tables (for any
/// target), not its dev- or build-dependencies.
fn dependencies(manifest: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut in_dependencies = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_dependencies = line.ends_with("dependencies]")
                && !line.contains("dev-dependencies")
                && !line.contains("build-dependencies");
            continue;
        }
        if in_dependencies && !line.starts_with('#') {
            if let Some((name, _)) = line.split_once('=') {
                names.insert(name.trim().to_owned());
            }
        }
    }
    names
}

#[test]
fn each_layer_depends_only_on_the_layers_under_it() {
    for (folder, allowed) in CRATES {
        let manifest = std::fs::read_to_string(root().join(folder).join("Cargo.toml"))
            .unwrap_or_else(|e| panic!("{folder}/Cargo.toml: {e}"));
        let found = dependencies(&manifest);
        assert!(
            !found.is_empty() || allowed.is_empty(),
            "{folder}: no dependency read"
        );
        let extra: Vec<&String> = found
            .iter()
            .filter(|name| !allowed.contains(&name.as_str()))
            .collect();
        assert!(extra.is_empty(), "{folder} depends on {extra:?}");
    }
}

#[test]
fn the_manifest_reader_sees_dependencies_of_every_target_only() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\na = \"1\"\n# b = 1\n\
        [dev-dependencies]\nc = \"1\"\n[target.'cfg(x)'.dependencies]\nd = { version = \"1\" }\n\
        [build-dependencies]\ne = \"1\"\n";
    assert_eq!(dependencies(manifest), ["a", "d"].map(str::to_owned).into());
}

/// A crate's modules (`a::b`, the crate's root being ``) and the modules each one's code (its
/// tests apart) names by a `crate::` or `super::` path.
struct Modules {
    imports: BTreeMap<String, BTreeSet<String>>,
}

impl Modules {
    fn read(src: &Path) -> Self {
        let mut files = Vec::new();
        collect(src, &mut files);
        let names: BTreeMap<String, PathBuf> = files
            .into_iter()
            .map(|file| (module_name(src, &file), file))
            .collect();
        let imports = names
            .iter()
            .map(|(name, file)| {
                let code = std::fs::read_to_string(file).unwrap_or_default();
                let named = paths(&code)
                    .into_iter()
                    .filter_map(|path| resolve(name, &path, &names))
                    .filter(|target| target != name && !name.starts_with(&format!("{target}::")))
                    .collect();
                (name.clone(), named)
            })
            .collect();
        Modules { imports }
    }

    /// The import circles: the strongly connected components of more than one module.
    fn circles(&self) -> Vec<Vec<String>> {
        let names: Vec<&String> = self.imports.keys().collect();
        let index: BTreeMap<&String, usize> =
            names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
        let edges: Vec<Vec<usize>> = names
            .iter()
            .map(|name| {
                self.imports[*name]
                    .iter()
                    .filter_map(|target| index.get(target).copied())
                    .collect()
            })
            .collect();
        strongly_connected(&edges)
            .into_iter()
            .filter(|component| component.len() > 1)
            .map(|component| component.into_iter().map(|i| names[i].clone()).collect())
            .collect()
    }
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// `ui/pages.rs` is `ui::pages`, `ui/player/mod.rs` is `ui::player`, `lib.rs` is ``.
fn module_name(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).unwrap_or(file).with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts.join("::")
}

/// The `crate::…` and `super::…` paths a file's code names, its comments and its `tests` module
/// left out.
fn paths(code: &str) -> Vec<String> {
    let code = code
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default();
    let mut found = Vec::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or_default();
        for start in ["crate::", "super::"] {
            let mut rest = line;
            while let Some(at) = rest.find(start) {
                let before = rest[..at].chars().next_back();
                let tail = &rest[at..];
                let end = tail
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .unwrap_or(tail.len());
                if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    found.push(tail[..end].trim_end_matches(':').to_owned());
                }
                rest = &tail[start.len()..];
            }
        }
    }
    found
}

/// The module that `path`, named in module `from`, leads into: the longest of its prefixes that
/// is a module of the crate.
fn resolve(from: &str, path: &str, modules: &BTreeMap<String, PathBuf>) -> Option<String> {
    let mut segments: Vec<&str> = path.split("::").collect();
    let mut base: Vec<&str> = if from.is_empty() {
        Vec::new()
    } else {
        from.split("::").collect()
    };
    match segments.first() {
        Some(&"crate") => {
            base.clear();
            segments.remove(0);
        }
        _ => {
            while segments.first() == Some(&"super") {
                segments.remove(0);
                base.pop();
            }
        }
    }
    base.extend(segments);
    (1..=base.len())
        .rev()
        .map(|k| base[..k].join("::"))
        .find(|name| modules.contains_key(name))
}

/// Tarjan's strongly connected components of a graph given by its edges.
fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        edges: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        components: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in &self.edges[v] {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(i) if self.on_stack[w] => self.low[v] = self.low[v].min(i),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                self.components.push(component);
            }
        }
    }
    let n = edges.len();
    let mut walk = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        components: Vec::new(),
    };
    for v in 0..n {
        if walk.index[v].is_none() {
            walk.visit(v);
        }
    }
    walk.components
}

/// The folder a module is in (its parent module).
fn folder(module: &str) -> &str {
    module.rsplit_once("::").map_or("", |(parent, _)| parent)
}

#[test]
fn nothing_outside_the_ui_imports_it() {
    let modules = Modules::read(&root().join("src"));
    let leaks: Vec<&String> = modules
        .imports
        .iter()
        .filter(|(name, targets)| {
            *name != "ui"
                && !name.starts_with("ui::")
                && !name.is_empty()
                && targets.iter().any(|t| t == "ui" || t.starts_with("ui::"))
        })
        .map(|(name, _)| name)
        .collect();
    assert!(leaks.is_empty(), "these modules import the UI: {leaks:?}");
}

#[test]
fn no_import_circle_crosses_the_app_s_layers() {
    // The app's own layers are its top-level modules (the UI, the workers' pool, the clock, the
    // style sheets).
    for circle in Modules::read(&root().join("src")).circles() {
        let layers: BTreeSet<&str> = circle
            .iter()
            .map(|m| m.split("::").next().unwrap_or_default())
            .collect();
        assert_eq!(
            layers.len(),
            1,
            "an import circle across layers: {circle:?}"
        );
    }
}

#[test]
fn every_import_circle_is_within_one_folder() {
    let mut sources: Vec<PathBuf> = vec![root().join("src")];
    sources.extend(
        CRATES
            .iter()
            .map(|(folder, _)| root().join(folder).join("src")),
    );
    for src in sources {
        let circles = Modules::read(&src).circles();
        for circle in circles {
            let folders: BTreeSet<&str> = circle.iter().map(|m| folder(m)).collect();
            assert_eq!(
                folders.len(),
                1,
                "{}: an import circle across folders: {circle:?}",
                src.display()
            );
        }
    }
}

#[test]
fn the_reader_finds_a_circle_and_its_folders() {
    let modules: BTreeMap<String, PathBuf> = ["", "a", "a::b", "c"]
        .map(|m| (m.to_owned(), PathBuf::new()))
        .into();
    assert_eq!(
        resolve("a::b", "super::super::c::Thing", &modules),
        Some("c".into())
    );
    assert_eq!(
        resolve("c", "crate::a::b::f", &modules),
        Some("a::b".into())
    );
    assert_eq!(
        paths("use crate::a::{b, c};\n// crate::x\nlet y = super::z::W; mycrate::q"),
        ["crate::a", "super::z::W"]
    );
    let circles = Modules {
        imports: [("a", vec!["c"]), ("a::b", vec![]), ("c", vec!["a", "a::b"])]
            .into_iter()
            .map(|(m, t)| (m.to_owned(), t.into_iter().map(str::to_owned).collect()))
            .collect(),
    }
    .circles();
    assert_eq!(circles, [vec!["c".to_owned(), "a".to_owned()]]);
    assert_eq!(folder("ui::lesson::bar"), "ui::lesson");
}
