#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh): splits the app's wasm into the first load and the
# chunks loaded on first use (src/ui/chunks.rs, the `split` feature). Trunk has built and bound the
# wasm whole; this splits the linked wasm (its relocations kept, see build.rs) with
# wasm-split-cli, binds the first-load part with wasm-bindgen, optimises every part in release
# builds, gives each chunk a name drawn from its contents, and puts them in place of Trunk's files.
# Release builds then build and split the app a second time for links to the knight's tour (its
# page in that build's first load), and the script that starts the app, written into index.html,
# fetches the build for the page the address names.
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
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Replaces `from` by `to` in `file`, and fails if `from` is not there: a renamed file in the
# splitter's or the binder's output must stop the build, not leave a page that loads nothing.
replace() { # file from to
  if ! grep -qF -- "$2" "$1"; then
    echo "split.sh: \"$2\" not found in $1" >&2
    exit 1
  fi
  sed -i "s|$2|$3|" "$1"
}

# The parts that only another part's code loads, by parent (src/ui/knights/mod.rs and its
# modules, src/ui/queens/play/): the code a child shares with its parent goes into the parent's
# module, not into chunks of their own that the parent fetches beside it (the patched splitter,
# scripts/wasm-split.patch). The knight's tour page from a link fetched 151 such chunks. The build
# for links to the knight's tour has its page in the first load: its parts have no parent there.
queens_player_nested="queens_player=queens_code,queens_tree,queens_versus,queens_predict"
knights_page_nested="knights_page=knights_try,knights_code,knights_predict,knights_canvas,knights_tree,knights_versus,knights_counter,knights_growth"
# The chunks of fewer than this many bytes (code and data, before optimisation) become one chunk,
# loaded by every part that needed any of them (the patched splitter again). The N-Queens counter
# loaded 74 chunks, 54 of them under 300 bytes gzipped, each a request and a module to
# instantiate. Merged, the build has 49 chunks instead of 204; the first load (a smaller loader) is
# 2.9 KB smaller and the knight's tour page from a link 3.7 KB smaller.
# Measured on 2026-12-06 with 256, 512, 1024, 2048 and 8192 bytes: 512 gave the smallest link.
export WASM_SPLIT_MERGE_BELOW=512

# Eight hex digits of the file's hash: the split's loader names every chunk, and each name's digits
# do not compress (16 digits cost the first load about 750 bytes more, gzipped).
content_name() { # file stem: prints stem-<hash of the file>
  echo "$2-$(sha256sum "$1" | cut -c1-8)"
}

# Splits one linked build of the app into its first load (`<name>_bg.wasm` and its glue
# `<name>.js`), its parts and chunks and their loader, all put in the staging folder; sets
# `loader` to the loader's file name. Two builds share a chunk's file when its bytes are the same.
split_build() { # linked-wasm name nested-parts
  local linked=$1 name=$2 work="$scratch/$2" part base hashed
  mkdir "$work"
  WASM_SPLIT_NESTED=$3 wasm-split-cli --target web --out-name "$name" "$linked" "$work"
  # Every part named there is one the app has: a part renamed must be renamed there too.
  for part in $(tr ';=,' '   ' <<<"$3"); do
    if ! grep -q "__wasm_split_load_$part\b" "$work/__wasm_split.js"; then
      echo "split.sh: the nested parts of $name name $part, which is no part of that build" >&2
      exit 1
    fi
  done
  wasm-bindgen --target web --keep-lld-exports --no-demangle --no-typescript \
    --out-name "$name" --out-dir "$work/bound" "$work/$name.wasm"
  rm "$work/$name.wasm"
  mv "$work/bound/${name}_bg.wasm" "$work/bound/$name.js" "$work"
  # The app's build has parts (src/ui/chunks.rs): a splitter that wrote none, or wrote them under
  # other names, must stop the build, not ship a first load that carries every part or none.
  shopt -s nullglob
  local parts=("$work"/chunk_*.wasm "$work"/split_*.wasm)
  shopt -u nullglob
  if [ "${#parts[@]}" -eq 0 ]; then
    echo "split.sh: wasm-split-cli wrote no chunk_*.wasm or split_*.wasm in $work" >&2
    ls "$work" >&2
    exit 1
  fi
  # Release builds optimise every part for size, in place: the chunks at -Oz, the first load at -Os,
  # measured 0.5 KB smaller gzipped than -Oz (which gives fewer bytes, but less repetitive ones).
  # scripts/optimise-wasm.mjs says with which options, and why; it keeps what it made in the target
  # folder, and takes a part from there when the same bytes come again. Debug builds keep the parts
  # as they are.
  if [ "$profile" = release ]; then
    {
      printf 'z %s\n' "${parts[@]}"
      printf 's %s\n' "$work/${name}_bg.wasm"
    } | node "$here/optimise-wasm.mjs" "$target/wasm-opt-kept"
  fi
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
  # The loader, minified like the app's JavaScript (1.2 KB less, gzipped: it has a function per chunk
  # and per part), then named after its contents.
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
}

# The app's own build: the N-Queens page in the first load.
split_build "$linked" "$name" "$knights_page_nested;$queens_player_nested"
first_loads="queens:{js:'./$name.js',wasm:'./${name}_bg.wasm',loader:'./$loader'}"
# Release builds also build the app for links to the knight's tour (the `knights_link` feature):
# its page in the first load, the N-Queens page a part. With the N-Queens page in its first load, a
# link to the knight's tour fetched 402,568 bytes gzipped; 350,000 is its goal (docs/benchmarks.md).
# Trunk's build has just fetched every crate, so this one needs no network.
# Cargo puts it where Trunk's build was; Trunk's build is put back (a new file, not written into
# the one cargo links to its own), for scripts/wasm-sizes.sh.
if [ "$profile" = release ]; then
  cp "$linked" "$scratch/queens.wasm"
  (cd "$TRUNK_SOURCE_DIR" && cargo build --release --locked --offline \
    --target wasm32-unknown-unknown --bin nqueens-lab --features knights_link)
  cp "$linked" "$scratch/knights.wasm"
  rm "$linked"
  cp "$scratch/queens.wasm" "$linked"
  knights_name="nqueens-lab-knights-$(sha256sum "$scratch/knights.wasm" | cut -c1-16)"
  split_build "$scratch/knights.wasm" "$knights_name" "$queens_player_nested"
  first_loads+=",knights:{js:'./$knights_name.js',wasm:'./${knights_name}_bg.wasm',loader:'./$loader'}"
fi

# The script that starts the app, inline (src/start.js, with each build's files written in), and
# `async` so that it runs as soon as it is read: it fetches the first load of the build for the page
# the address names at once, as the HTML's preloads did (a deferred script would wait for the page's
# style sheet first). The page's Content-Security-Policy allows it by its hash
# (scripts/service-worker.sh).
start="$scratch/start.js"
if [ "$(grep -c __FIRST_LOADS__ "$TRUNK_SOURCE_DIR/src/start.js")" -ne 1 ]; then
  echo "split.sh: src/start.js must hold __FIRST_LOADS__ once" >&2
  exit 1
fi
sed "s|__FIRST_LOADS__|{$first_loads}|" "$TRUNK_SOURCE_DIR/src/start.js" >"$start"
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
