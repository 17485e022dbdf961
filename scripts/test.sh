#!/usr/bin/env bash
# Installs whatever is missing (toolchain pieces, the browser, the e2e runner), then runs every
# check and test: formatting, lints, native tests, wasm tests in Chromium's headless shell, the release
# build, and the end-to-end tests against that build served from a sub-folder. The tools that take
# minutes to compile are installed while the native stages run, the release build runs beside the
# stages after it from the time those tools are in, and each phase's time is printed at the end.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"

export CHROMEDRIVER=/usr/bin/chromedriver
# A CI run builds once from a fresh clone: incremental caches would only take disk.
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL=0
fi
LOG="$(mktemp)"
TOOLS_LOG="$(mktemp)"
TIMES="$(mktemp)"
# The background set-up's own time, written by it.
TOOLS_TIME="$(mktemp)"
TOOLS_PID=""
# The release build's output while it runs beside the stages after it (`beside`).
BESIDE_LOG="$(mktemp)"
# Its own time, written by it when it ends.
BESIDE_TIME="$(mktemp)"
BESIDE_PID=""
# Stops process $1 and everything it started (a background job is a subshell: killing it alone
# would leave its cargo, rustc or trunk running on after the script).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null || true); do
    kill_tree "$child"
  done
  kill "$1" 2>/dev/null || true
}
# On the way out (a failed stage included), the background set-up and the release build stop too.
# (Under `set -e` a command that fails in the trap would be the script's exit status: none may.)
trap 'for pid in "$TOOLS_PID" "$BESIDE_PID"; do if [ -n "$pid" ]; then kill_tree "$pid"; fi; done; rm -f "$LOG" "$TOOLS_LOG" "$TIMES" "$TOOLS_TIME" "$BESIDE_LOG" "$BESIDE_TIME"' EXIT

# Runs one stage, echoing its output, keeping a copy for the tally at the end, and its time.
stage() {
  local name="$1" start=$SECONDS
  shift
  say "$name"
  "$@" 2>&1 | tee -a "$LOG"
  printf '%6d s  %s\n' $((SECONDS - start)) "$name" >>"$TIMES"
}

# Waits for the tools installed in the background (a child of this shell, so not in a pipeline),
# and shows what they printed; stops the script if they failed.
tools_ready() {
  local status=0
  wait "$TOOLS_PID" || status=$?
  tee -a "$LOG" <"$TOOLS_LOG"
  if [ "$status" -ne 0 ]; then
    echo "set-up failed (exit $status): see above" >&2
    exit "$status"
  fi
}

# Runs stage "$1" ("$2"…) in the background beside the stages that follow, its output kept apart
# until `joined`, which waits for it, shows its output, records its own time and how long it was
# waited for, and stops the script if it failed. Two builds side by side each leave a core idle in
# their long single-threaded steps (the app's crate compiled, the release build's link-time
# optimisation): the wasm tests' build and the release build, after a change to the app, take
# about a third less time side by side than one after the other (docs/benchmarks.md).
beside() {
  BESIDE_NAME="$1"
  shift
  (
    started=$(date +%s)
    status=0
    "$@" || status=$?
    echo $(($(date +%s) - started)) >"$BESIDE_TIME"
    exit "$status"
  ) >"$BESIDE_LOG" 2>&1 &
  BESIDE_PID=$!
}
joined() {
  local status=0 waited=$SECONDS took
  wait "$BESIDE_PID" || status=$?
  BESIDE_PID=""
  say "$BESIDE_NAME (run beside the stages above)"
  tee -a "$LOG" <"$BESIDE_LOG"
  # (Empty if the stage was killed before it could write its time.)
  took=$(cat "$BESIDE_TIME")
  printf '%6d s  %s, beside the stages above, of which %d s waited for after them\n' \
    "${took:-0}" "$BESIDE_NAME" $((SECONDS - waited)) >>"$TIMES"
  if [ "$status" -ne 0 ]; then
    echo "$BESIDE_NAME failed (exit $status): see above" >&2
    exit "$status"
  fi
}

# What the native stages need is quick to check; the rest (cargo installs of minutes, the browser,
# the e2e packages) goes on beside them, and is waited for before the first stage that needs it.
quick_tools() {
  ensure_wasm_target
  ensure_wasm_opt
  ensure_terser
}
stage "set-up (the wasm target, wasm-opt, terser)" quick_tools
(
  started=$(date +%s)
  ensure_wasm_bindgen
  ensure_wasm_split
  ensure_trunk
  ensure_editor_packages
  ensure_chromium
  ensure_e2e_packages
  echo $(($(date +%s) - started)) >"$TOOLS_TIME"
) >"$TOOLS_LOG" 2>&1 &
TOOLS_PID=$!

# Runs a cargo command ("$@") whose build is linted too: clippy's driver compiles the workspace's
# own crates (as `cargo clippy` has it check them), so each is compiled once, not once to lint and
# again to test, and the dependencies are not checked apart from their build (the two lint stages
# took 5 to 7 minutes of a run on two cores). Any warning, the compiler's or clippy's, fails it.
# Not for the release build: clippy's driver turns off the compiler's MIR optimisations.
linted() {
  RUSTC_WORKSPACE_WRAPPER="$(rustc --print sysroot)/bin/clippy-driver" \
    CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" "$@"
}

# Starts the release build beside the stages that follow, once: at the first call after the set-up
# in the background has ended, or with "$1" = wait, at once, waiting for it. With nothing to install
# (a warm run) that is after the format check, so the release build runs beside the native tests
# (their cargo locks `target/debug`, its `target/release`; the benchmarks' build, in
# `target/release` too, waits for it if it is still running); in a cold run, after the native
# stages.
# The build goes offline: what only the wasm builds use is fetched first, not by whichever of the
# two wasm builds (the release and the component tests') would get to it first.
release_started=""
start_release_build() {
  if [ -n "$release_started" ] || { [ "${1:-}" != wait ] && kill -0 "$TOOLS_PID" 2>/dev/null; }; then
    return 0
  fi
  release_started=1
  local waited=$SECONDS
  say "set-up in the background (wasm-bindgen, wasm-split, Trunk, Chromium, the e2e packages)"
  tools_ready
  printf '%6d s  set-up in the background, of which %d s waited for\n' \
    "$(cat "$TOOLS_TIME")" $((SECONDS - waited)) >>"$TIMES"
  stage "the wasm builds' crates, fetched" cargo fetch --locked --target wasm32-unknown-unknown
  beside "release build" release_build trunk build --release --offline
}

# The native tests, with their slow tier (the largest count and list, on every core) beside them:
# both run the same build (cargo holds its lock on `target/debug` while it builds, not while the
# tests run, so in a cold run the slow tier waits for the build), and the test programs, run one
# after another, leave a core idle part of the time (the figures: docs/benchmarks.md). The slow
# tier's output is shown after the native tests'; either one failing fails the stage, and the
# native tests failing stop the slow tier at once. (A subshell, so that its own traps stop the slow tier however it ends:
# a background job ignores the Ctrl-C that stops the rest.)
native_tests() (
  slow_log="$(mktemp)"
  linted cargo test --workspace --locked -- --ignored >"$slow_log" 2>&1 &
  slow_pid=$!
  trap 'kill_tree "$slow_pid"; rm -f "$slow_log"' EXIT
  trap 'exit 130' INT TERM
  linted cargo test --workspace --locked
  status=0
  wait "$slow_pid" || status=$?
  say "slow native tests (the largest count and list), run beside them"
  cat "$slow_log"
  exit "$status"
)

stage "format" cargo fmt --all -- --check
start_release_build
stage "native tests, linted as they build, and their slow tier beside them" native_tests
start_release_build
stage "the benchmarks, linted as they build" linted cargo test --workspace --benches --no-run --locked
start_release_build wait
stage "component tests' build (wasm), linted as it builds" linted cargo test --locked --target wasm32-unknown-unknown --test components --no-run
stage "lints (the workers' entry points, wasm)" cargo clippy -p nqueens-qr -p nqueens-jobs -p nqueens-student --bins --locked --target wasm32-unknown-unknown -- -D warnings
stage "component tests in Chromium's headless shell" linted cargo test --locked --target wasm32-unknown-unknown --test components
joined
stage "end-to-end tests in Chromium's headless shell (and Chromium)" bash -c "cd tests/e2e && npx playwright test"

say "time of each phase"
cat "$TIMES"
printf '%6d s  in all\n' "$SECONDS"
# One closing line for all the runners above (each stage has already failed the script if any
# of its tests failed).
passed=$(grep -Eo '(test result: ok\. [0-9]+ passed|^ +[0-9]+ passed)' "$LOG" | grep -Eo '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
failed=$(grep -Eo '[0-9]+ failed' "$LOG" | grep -Eo '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
echo "all: ${passed:-0} passed, ${failed:-0} failed"
