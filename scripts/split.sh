#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh): splits the app's wasm into the first load and the
# chunks loaded on first use (src/ui/chunks.rs, the `split` feature). Trunk has built and bound the
# wasm whole; this splits the linked wasm (its relocations kept, see build.rs) with
# wasm-split-cli, binds the first-load part with wasm-bindgen, optimises every part in release
# builds, gives each chunk a name drawn from its contents, and puts them in place of Trunk's files.
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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

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
# scripts/wasm-split.patch). The knight's tour page from a link fetched 151 such chunks.
export WASM_SPLIT_NESTED="knights_page=knights_try,knights_code,knights_predict,knights_canvas,knights_tree,knights_versus,knights_counter,knights_growth;queens_player=queens_code,queens_tree,queens_versus,queens_predict"
# The chunks of fewer than this many bytes (code and data, before optimisation) become one chunk,
# loaded by every part that needed any of them (the patched splitter again). The N-Queens counter
# loaded 74 chunks, 54 of them under 300 bytes gzipped, each a request and a module to
# instantiate. Merged, the build has 49 chunks instead of 204; the first load (a smaller loader) is
# 2.9 KB smaller and the knight's tour page from a link 3.7 KB smaller.
# Measured on 2026-12-06 with 256, 512, 1024, 2048 and 8192 bytes: 512 gave the smallest link.
export WASM_SPLIT_MERGE_BELOW=512
wasm-split-cli --target web --out-name "$name" "$linked" "$work"
# Every part named there is one the app has: a part renamed must be renamed there too.
for part in $(tr ';=,' '   ' <<<"$WASM_SPLIT_NESTED"); do
  if ! grep -q "__wasm_split_load_$part\b" "$work/__wasm_split.js"; then
    echo "split.sh: WASM_SPLIT_NESTED names $part, which is no part of the app" >&2
    exit 1
  fi
done
wasm-bindgen --target web --keep-lld-exports --no-demangle --no-typescript \
  --out-name "$name" --out-dir "$work/bound" "$work/$name.wasm"
rm "$work/$name.wasm"
mv "$work/bound/${name}_bg.wasm" "$work/bound/$name.js" "$work"

# Eight hex digits of the file's hash: the split's loader names every chunk, and each name's digits
# do not compress (16 digits cost the first load about 750 bytes more, gzipped).
content_name() { # file stem: prints stem-<hash of the file>
  echo "$2-$(sha256sum "$1" | cut -c1-8)"
}
# The app's build has parts (src/ui/chunks.rs): a splitter that wrote none, or wrote them under
# other names, must stop the build, not ship a first load that carries every part or none.
shopt -s nullglob
parts=("$work"/chunk_*.wasm "$work"/split_*.wasm)
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
loader=$(content_name "$work/__wasm_split.js" split)
mv "$work/__wasm_split.js" "$loader.js"
replace "$work/$name.js" "from \"./__wasm_split.js\"" "from \"./$loader.js\""
# The app's script imports the loader, and the app starts once both are in: preloaded beside it, the
# loader is fetched at once instead of once the app's script is read (a round trip later on a
# network; on this machine's loopback it was fetched 20 to 40 ms after the wasm, whose compiling
# hid it: the time to the first list did not change).
replace index.html "</head>" "<link rel=modulepreload href=./$loader.js></head>"
if [ "$profile" = release ]; then
  terser "$work/$name.js" --module --compress --mangle --output "$js"
else
  mv "$work/$name.js" "$js"
fi
# The scripts Trunk copies as they are (its own minifier fails on them: "Failed to minify JS"),
# minified like the rest: start.js is in every first load (the workers' loaders are classic
# scripts: no `--module`).
if [ "$profile" = release ]; then
  terser start.js --module --compress --mangle --output "$work/start.js"
  for script in worker-loader.js qr-loader.js; do
    terser "$script" --compress --mangle --output "$work/$script"
  done
  mv "$work/start.js" "$work/worker-loader.js" "$work/qr-loader.js" .
fi
