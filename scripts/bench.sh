#!/usr/bin/env bash
# Benchmarks (not tests): the native solvers against a plain C counter, then the release build in
# headless Chromium. Installs whatever is missing first, like the test command.
source "$(dirname "$0")/setup.sh"
ensure_test_tools
cd "$ROOT"
trunk build --release --offline
node benches/page.mjs
