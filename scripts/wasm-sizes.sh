#!/usr/bin/env bash
# What fills the first load's wasm: after `trunk build --release`, splits the linked wasm again as
# scripts/split.sh does, but optimises the first-load part with its function names kept, and
# prints twiggy's measure of it by crate (and by module of the app's own), then its largest
# functions. Sizes are of the optimised wasm before gzip (twiggy cannot tell a function's share
# of the gzipped file); the last line gives the gzipped size of the same part without names, as
# the build ships it. Installs twiggy if it is missing. Usage: scripts/wasm-sizes.sh [functions]
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
if ! command -v twiggy >/dev/null; then
  say "installing twiggy (about 2 minutes, once)"
  cargo install twiggy --version 0.8.0 --locked
fi
linked="$(cargo metadata --format-version 1 --no-deps --offline |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).target_directory))')/wasm32-unknown-unknown/release/nqueens-lab.wasm"
if [ ! -f "$linked" ]; then
  echo "wasm-sizes.sh: no release build at $linked: run trunk build --release first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Split as scripts/split.sh splits the build.
source "$ROOT/scripts/split-settings.sh"
split_settings "$ROOT/src/parts.json"
wasm-split-cli --target web --out-name app "$linked" "$work/split" >/dev/null
wasm-bindgen --target web --keep-lld-exports --no-demangle --no-typescript --out-name app \
  --out-dir "$work/bound" "$work/split/app.wasm"
features=(--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue)
# As scripts/split.sh optimises the first load, once with the names kept (-g) for twiggy.
wasm-opt -Os -g --low-memory-unused "${features[@]}" "$work/bound/app_bg.wasm" -o "$work/named.wasm"
wasm-opt -Os --low-memory-unused --strip-debug --strip-producers --strip-target-features "${features[@]}" \
  "$work/bound/app_bg.wasm" -o "$work/shipped.wasm"
twiggy top -n 1000000 --format csv "$work/named.wasm" >"$work/top.csv"
node - "$work/top.csv" "${1:-25}" <<'EOF'
// Groups twiggy's items by crate (the app's own by module), and lists the largest functions.
const fs = require('node:fs');
const [file, shown] = process.argv.slice(2);
const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map((line) => {
  const at = line.search(/,\d+,[\d.]+,/);
  return { name: line.slice(0, at).replace(/^"|"$/g, '').replace(/""/g, '"'), bytes: Number(line.slice(at + 1).split(',')[0]) };
}).filter((r) => !/subsection|^custom section/.test(r.name));
const group = (name) => {
  if (name.startsWith('data segment')) return '(static data)';
  if (/^(elem|table|import|export|type)\b/.test(name)) return '(tables, imports, exports, types)';
  // `<T as tachys::…>::f` is the trait's crate's code for a type parameter.
  const bare = name.replace(/^[<&*]+/, '').replace(/^(dyn|mut|const) /, '').replace(/^[A-Z]\w* as /, '');
  const own = bare.match(/^nqueens_lab::(ui|worker)::([a-z_]+)/) ?? bare.match(/^nqueens_(lab|view|words)::([a-z_]+)/);
  if (own) return own.slice(1).join('::').replace(/::undefined$/, '') + ' (the app)';
  const krate = bare.match(/^([A-Za-z_][A-Za-z0-9_]*)/)?.[1] ?? '(other)';
  return ['core', 'alloc', 'std'].includes(krate) ? 'core, alloc, std' : krate;
};
const by = new Map();
for (const r of rows) by.set(group(r.name), (by.get(group(r.name)) ?? 0) + r.bytes);
const total = rows.reduce((s, r) => s + r.bytes, 0);
const line = (bytes, what) => console.log(`${String(bytes).padStart(9)}  ${(100 * bytes / total).toFixed(1).padStart(5)} %  ${what}`);
console.log('by crate (the app\'s own by module), bytes before gzip:');
[...by].sort((a, b) => b[1] - a[1]).slice(0, Number(shown)).forEach(([what, bytes]) => line(bytes, what));
line(total, 'in all');
console.log(`\nthe ${shown} largest functions and data segments:`);
rows.sort((a, b) => b.bytes - a.bytes).slice(0, Number(shown)).forEach((r) => line(r.bytes, r.name.slice(0, 110)));
EOF
printf '\n%9d  the first-load wasm as shipped, gzip -9\n' "$(gzip -9c "$work/shipped.wasm" | wc -c)"
