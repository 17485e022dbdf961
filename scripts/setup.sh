# Installs what the build and the tests need, each tool only when it is missing or of the wrong
# version, so a warm run costs seconds. Sourced by serve.sh and test.sh; not run on its own.
# docs/build.md's set-up table says why each step is done this way (Debian's wasm-opt corrupts the
# output; the wasm-bindgen CLI must match Cargo.lock; Trunk 0.22 needs a newer rustc).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132"
# Minifies the app's JavaScript (scripts/split.sh), from npm into $TOOLS.
TERSER_VERSION="5.51.4"
# The splitter's crate, patched (scripts/wasm-split.patch: nested parts, small chunks merged); its
# series must be that of the wasm_split_helpers in Cargo.lock.
WASM_SPLIT_VERSION="0.2.4"
# Tools that are not cargo binaries live here, outside the checkout, so fresh clones share them.
TOOLS="${NQL_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/nqueens-lab}"
# The splitter (patched, see ensure_wasm_split) first, before any wasm-split-cli in cargo's own bin.
export PATH="$TOOLS/wasm-split/bin:$TOOLS/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Runs a release build of the app ("$@": trunk build --release …) with its dependencies' source
# files named from their crate's folder, not from this machine's cargo home: the panic messages'
# file names are the same bytes on every machine, and the first load smaller (docs/benchmarks.md).
# Only the release build gets the flags: the lints' and the tests' wasm builds keep their own
# caches.
release_build() {
  local flags="" dir
  for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
    [ -d "$dir" ] && flags+=" --remap-path-prefix=$dir="
  done
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${flags# }" "$@"
}

# The wasm-bindgen version pinned in Cargo.lock: the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# The series (major.minor) of the wasm_split_helpers that Leptos brings (Cargo.lock): the splitter
# (scripts/split.sh) of the same series writes the format they read.
wasm_split_series() {
  awk '/^name = "wasm_split_helpers"$/ { getline; gsub(/version = |"/, ""); split($0, v, "."); print v[1] "." v[2]; exit }' "$ROOT/Cargo.lock"
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# Installs a tool's crate (cargo install's arguments) built to compile quickly rather than to run
# fastest: no link-time optimisation, 16 code units, opt-level $TOOL_OPT_LEVEL (1 unless set).
# Trunk's own profile asks for fat LTO in one code unit, which made its install the longest step of
# a cold run (11 minutes on two cores); what the tools do in a build takes them seconds.
install_tool() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL="${TOOL_OPT_LEVEL:-1}" cargo install "$@"
}

# Trunk unoptimised: it compiles in about half the time of opt-level 1, and a release build takes
# it as long (docs/benchmarks.md). The others stay at 1: wasm-bindgen and wasm-split rewrite the
# app's whole wasm in every build.
ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (a few minutes, once)"
    TOOL_OPT_LEVEL=0 install_tool trunk --version "$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  local version
  version="$(wasm_bindgen_version)"
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
    say "installing wasm-bindgen-cli $version (matches Cargo.lock)"
    # Not --locked: the registry cannot serve the CLI's locked webpki-roots. Without its default
    # TLS (rustls, ring): its test runner speaks plain HTTP to ChromeDriver on this machine, and
    # it compiles faster without it (docs/benchmarks.md).
    install_tool wasm-bindgen-cli --version "$version" --force --no-default-features
  fi
}

# The splitter with nested parts and small chunks merged (scripts/wasm-split.patch): the crate's
# source as published (vendored for a scratch package that depends on it), patched, installed into
# $TOOLS/wasm-split.
# Its stamp holds the version and the patch's hash, so a changed patch is installed again.
ensure_wasm_split() {
  local series stamp want work
  series="$(wasm_split_series)"
  if [ "$series" != "${WASM_SPLIT_VERSION%.*}" ]; then
    echo "Cargo.lock's wasm_split_helpers are ${series:-not there}: the splitter's patch is for wasm_split_cli_support $WASM_SPLIT_VERSION" >&2
    return 1
  fi
  stamp="$TOOLS/wasm-split/stamp"
  want="$WASM_SPLIT_VERSION $(sha256sum "$ROOT/scripts/wasm-split.patch" | cut -c1-64)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! [ -x "$TOOLS/wasm-split/bin/wasm-split-cli" ]; then
    say "installing wasm-split-cli $WASM_SPLIT_VERSION patched (a few minutes, once)"
    work="$(mktemp -d)"
    mkdir -p "$work/scratch/src"
    touch "$work/scratch/src/lib.rs"
    printf '[package]\nname = "scratch"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\nwasm_split_cli_support = "=%s"\n' \
      "$WASM_SPLIT_VERSION" >"$work/scratch/Cargo.toml"
    (cd "$work/scratch" && cargo vendor --versioned-dirs "$work/vendor" >/dev/null)
    patch -d "$work/vendor/wasm_split_cli_support-$WASM_SPLIT_VERSION" -p1 <"$ROOT/scripts/wasm-split.patch"
    install_tool --path "$work/vendor/wasm_split_cli_support-$WASM_SPLIT_VERSION" --root "$TOOLS/wasm-split" \
      --locked --features build-binary --force
    echo "$want" >"$stamp"
    rm -rf "$work"
  fi
}

ensure_terser() {
  if [ "$(terser --version 2>/dev/null)" != "terser $TERSER_VERSION" ]; then
    say "installing terser $TERSER_VERSION from npm into $TOOLS"
    mkdir -p "$TOOLS"
    npm install --prefix "$TOOLS" --no-audit --no-fund "terser@$TERSER_VERSION"
  fi
}

ensure_wasm_opt() {
  # Debian's binaryen (108) corrupts the output: use npm's, first on PATH.
  if ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION"; then
    say "installing wasm-opt from npm binaryen@$BINARYEN_VERSION into $TOOLS"
    mkdir -p "$TOOLS"
    npm install --prefix "$TOOLS" --no-audit --no-fund "binaryen@$BINARYEN_VERSION"
  fi
}

# Chromium for the benchmarks and the tests of the browser's own window, its headless shell for the
# other tests (tests/e2e/chromium.js, webdriver.json), ChromeDriver for the component tests.
ensure_chromium() {
  if ! [ -x /usr/bin/chromium ] || ! [ -x /usr/bin/chromium-headless-shell ] || ! [ -x /usr/bin/chromedriver ]; then
    say "installing Debian's chromium, chromium-headless-shell and chromium-driver"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium chromium-headless-shell chromium-driver
  fi
}

# `npm ci` in the folder $1 (for $2, said while installing) when its package-lock.json has changed
# since its last install.
ensure_npm_folder() {
  local dir="$1" stamp="$1/node_modules/.lock-stamp"
  if ! [ -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    say "installing $2"
    (cd "$dir" && npm ci --no-audit --no-fund)
    cp "$dir/package-lock.json" "$stamp"
  fi
}

ensure_e2e_packages() {
  ensure_npm_folder "$ROOT/tests/e2e" "the end-to-end test packages"
}

# The Python editor's packages (CodeMirror 6 and esbuild, which bundles it: scripts/code-editor.sh).
ensure_editor_packages() {
  ensure_npm_folder "$ROOT/src/code-editor" "the Python editor's packages"
}

# What building and serving the app needs.
ensure_build_tools() {
  ensure_wasm_target
  ensure_wasm_bindgen
  ensure_wasm_opt
  ensure_wasm_split
  ensure_terser
  ensure_editor_packages
  ensure_trunk
}

# What the whole test suite needs besides.
ensure_test_tools() {
  ensure_build_tools
  ensure_chromium
  ensure_e2e_packages
}
