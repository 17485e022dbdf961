# The splitter's settings (the patched splitter, scripts/wasm-split.patch), from the table of parts
# (src/parts.json, made from src/parts.rs): sourced by scripts/split.sh, which splits the build, and
# scripts/wasm-sizes.sh, which measures it. No page is named here.
#
# WASM_SPLIT_NESTED: the parts that only another part's code loads, by parent
# ("parent=child,child;…"), whose code shared with the parent goes into the parent's module, not
# into chunks of their own that the parent fetches beside it; the splitter fails the build if a
# nested part is loaded by other code than its parent's. WASM_SPLIT_MAIN_SHARED: the pages, whose
# common code goes into the first load. WASM_SPLIT_MERGE_BELOW: the chunks of fewer than this many
# bytes (code and data, before optimisation) that no page loads become one chunk, as the chunks
# each page loads become one (docs/build.md).
split_settings() { # parts.json
  export WASM_SPLIT_NESTED WASM_SPLIT_MAIN_SHARED WASM_SPLIT_MERGE_BELOW=512
  WASM_SPLIT_NESTED=$(node -e 'const t = require(process.argv[1]); console.log(Object.entries(t.nested).map(([p, c]) => `${p}=${c.join(",")}`).join(";"))' "$1")
  WASM_SPLIT_MAIN_SHARED=$(node -e 'console.log(require(process.argv[1]).pages.join(","))' "$1")
}
