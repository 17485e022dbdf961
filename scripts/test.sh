#!/usr/bin/env bash
# Installs whatever is missing (toolchain pieces, the browser, the e2e runner), then runs every
# check and test: formatting, lints, native tests, wasm tests in headless Chromium, the release
# build, and the end-to-end tests against that build served from a sub-folder.
source "$(dirname "$0")/setup.sh"
ensure_test_tools
cd "$ROOT"

export CHROMEDRIVER=/usr/bin/chromedriver
# A CI run builds once from a fresh clone: incremental caches would only take disk.
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL=0
fi
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT

# Runs one stage, echoing its output and keeping a copy for the tally at the end.
stage() {
  say "$1"
  shift
  "$@" 2>&1 | tee -a "$LOG"
}

stage "format" cargo fmt --all -- --check
stage "lints (native)" cargo clippy --workspace --all-targets --locked -- -D warnings
stage "lints (wasm)" cargo clippy --lib --bins --test components --locked --target wasm32-unknown-unknown --features split -- -D warnings
stage "lints (the QR worker, wasm)" cargo clippy -p nqueens-qr --bins --locked --target wasm32-unknown-unknown -- -D warnings
stage "native tests" cargo test --workspace --locked
stage "slow native tests (counts of N = 16 and 17)" cargo test --workspace --locked -- --ignored
stage "component tests in headless Chromium" cargo test --locked --target wasm32-unknown-unknown --test components
stage "release build" trunk build --release --offline
stage "end-to-end tests in headless Chromium" bash -c "cd tests/e2e && npx playwright test"

# One closing line for all the runners above (each stage has already failed the script if any
# of its tests failed).
passed=$(grep -Eo '(test result: ok\. [0-9]+ passed|^ +[0-9]+ passed)' "$LOG" | grep -Eo '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
failed=$(grep -Eo '[0-9]+ failed' "$LOG" | grep -Eo '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
echo "all: ${passed:-0} passed, ${failed:-0} failed"
