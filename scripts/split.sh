#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh): splits the app's wasm into the first load and the
# parts loaded on first use (src/ui/chunks.rs, the `split` feature). Trunk has built and bound the
# wasm whole; this splits the linked wasm (its relocations kept, see build.rs) with
# wasm-split-cli, binds the first-load part with wasm-bindgen, optimises every part in release
# builds, gives each chunk a name drawn from its contents, puts them in place of Trunk's files,
# and writes the script that starts the app, with each part's files, into index.html.
#
# Which part nests in which, and which parts each view needs first, come from the table of parts
# (src/parts.rs, written as src/parts.json by its test): no page is named here.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"

js=$(ls nqueens-lab-*.js)
name=${js%.js}
profile=$([ "${TRUNK_PROFILE:-}" = release ] && echo release || echo debug)
# The linked wasm where cargo put it: cargo itself names its target folder (CARGO_TARGET_DIR,
# .cargo/config, a workspace's), not a guess.
target=$(cd "$TRUNK_SOURCE_DIR" && cargo metadata --format-version 1 --no-deps --offline |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).target_directory))')
linked="$target/wasm32-unknown-unknown/$profile/nqueens-lab.wasm"
if [ ! -f "$linked" ]; then
  echo "split.sh: no linked wasm at $linked" >&2
  exit 1
fi
table="$TRUNK_SOURCE_DIR/src/parts.json"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Replaces `from` by `to` in `file`, and fails if `from` is not there: a renamed file in the
# splitter's or the binder's output must stop the build, not leave a page that loads nothing.
replace() { # file from to
  if ! grep -qF -- "$2" "$1"; then
    echo "split.sh: \"$2\" not found in $1" >&2
    exit 1
  fi
  sed -i "s|$2|$3|g" "$1"
}

source "$here/split-settings.sh"
split_settings "$table"

# Eight hex digits of the file's hash: the split's loader names every chunk, and each name's digits
# do not compress.
content_name() { # file stem: prints stem-<hash of the file>
  echo "$2-$(sha256sum "$1" | cut -c1-8)"
}

work="$scratch/split"
mkdir "$work"
wasm-split-cli --target web --out-name "$name" "$linked" "$work"
# The build's parts are the table's, no more and no fewer: a part renamed must be renamed there.
node - "$table" "$work/__wasm_split_parts.json" <<'JS'
const [table, split] = process.argv.slice(2).map((file) => require(file));
const want = [...table.parts].sort();
const got = Object.keys(split).sort();
if (JSON.stringify(want) !== JSON.stringify(got)) {
  console.error(`split.sh: the build's parts (${got}) are not those of src/parts.rs (${want})`);
  process.exit(1);
}
JS
wasm-bindgen --target web --keep-lld-exports --no-demangle --no-typescript \
  --out-name "$name" --out-dir "$work/bound" "$work/$name.wasm"
rm "$work/$name.wasm"
mv "$work/bound/${name}_bg.wasm" "$work/bound/$name.js" "$work"
shopt -s nullglob
parts=("$work"/chunk_*.wasm "$work"/split_*.wasm)
shopt -u nullglob
# Release builds optimise every part for size, in place: the chunks at -Oz, the first load at -Os
# (fewer bytes at -Oz, but less repetitive ones: docs/build.md), the pages' own parts at -Os with
# their functions reordered (`p`: each page's part is in its links' first load, and gzips about
# 2 KB smaller so). scripts/optimise-wasm.mjs says with which options, and why; it keeps what it
# made in the target folder, and takes a part from there when the same bytes come again. Debug
# builds keep the parts as they are.
if [ "$profile" = release ]; then
  pages=",$WASM_SPLIT_MAIN_SHARED,"
  {
    for part in "${parts[@]}"; do
      page=$(basename "$part" .wasm)
      page=${page#split_}
      if [[ "$pages" == *",$page,"* ]]; then level=p; else level=z; fi
      printf '%s %s\n' "$level" "$part"
    done
    printf 's %s\n' "$work/${name}_bg.wasm"
  } | node "$here/optimise-wasm.mjs" "$target/wasm-opt-kept"
fi
# Each part under a name drawn from its contents, in the loader too.
for part in "${parts[@]}"; do
  base=$(basename "$part" .wasm)
  hashed=$(content_name "$part" "$base")
  replace "$work/__wasm_split.js" "\"./$base.wasm\"" "\"./$hashed.wasm\""
  mv "$part" "$hashed.wasm"
done
# Short names for the imports from the glue and the closures it calls, in the wasm and in the glue
# (scripts/shorten-names.mjs).
node "$here/shorten-names.mjs" "$work/${name}_bg.wasm" "$work/$name.js"
mv "$work/${name}_bg.wasm" "${name}_bg.wasm"
# The loader, minified like the app's JavaScript, then named after its contents.
if [ "$profile" = release ]; then
  terser "$work/__wasm_split.js" --module --compress --mangle --output "$work/split.min.js"
  mv "$work/split.min.js" "$work/__wasm_split.js"
fi
loader=$(content_name "$work/__wasm_split.js" split).js
mv "$work/__wasm_split.js" "$loader"
replace "$work/$name.js" "from \"./__wasm_split.js\"" "from \"./$loader\""
if [ "$profile" = release ]; then
  terser "$work/$name.js" --module --compress --mangle --output "$name.js"
else
  mv "$work/$name.js" "$name.js"
fi

# The script that starts the app, inline (src/start.js, with the first load's files and the table of
# the parts each view needs first written in), and `async` so that it runs as soon as it is read:
# it fetches the first load at once, and has the split's loader fetch and compile the parts of the
# view the address names beside it. The page's Content-Security-Policy allows it by its hash
# (scripts/service-worker.sh).
start="$scratch/start.js"
if [ "$(grep -c __LOADS__ "$TRUNK_SOURCE_DIR/src/start.js")" -ne 1 ]; then
  echo "split.sh: src/start.js must hold __LOADS__ once" >&2
  exit 1
fi
node - "$table" "./$name.js" "./${name}_bg.wasm" "./$loader" "$TRUNK_SOURCE_DIR/src/start.js" "$start" <<'JS'
const fs = require('node:fs');
const [tableFile, js, wasm, loader, source, out] = process.argv.slice(2);
const { views, lessons, lesson, sheets } = require(tableFile);
const loads = { js, wasm, loader, table: { views, lessons, lesson, sheets } };
fs.writeFileSync(out, fs.readFileSync(source, 'utf8').replace('__LOADS__', () => JSON.stringify(loads)));
JS
if [ "$profile" = release ]; then
  terser "$start" --module --compress --mangle --output "$start.min"
  mv "$start.min" "$start"
fi
node - index.html "$start" <<'JS'
const fs = require('node:fs');
const [html, script] = process.argv.slice(2);
const page = fs.readFileSync(html, 'utf8');
const code = fs.readFileSync(script, 'utf8').trim();
if (page.split('</head>').length !== 2 || code.includes('</script')) {
  console.error(`split.sh: ${html} must close its head once, and the start script must not close its element`);
  process.exit(1);
}
fs.writeFileSync(html, page.replace('</head>', () => `<script type=module async>${code}</script></head>`));
JS
# The workers' loaders, which Trunk copies as they are (its own minifier fails on them: "Failed to
# minify JS"), minified like the rest (classic scripts: no `--module`).
if [ "$profile" = release ]; then
  for script in worker-loader.js qr-loader.js; do
    terser "$script" --compress --mangle --output "$scratch/$script"
  done
  mv "$scratch/worker-loader.js" "$scratch/qr-loader.js" .
fi
