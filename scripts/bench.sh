#!/usr/bin/env bash
# Benchmarks (not tests): the native solvers against a plain C counter compiled in the same run,
# then the release build in headless Chromium. Installs whatever is missing first.
source "$(dirname "$0")/setup.sh"
ensure_test_tools
cd "$ROOT"
say "native: counting, random access, index builds; ratios to the C counters"
cargo bench --locked --bench native
say "release build"
release_build trunk build --release --offline
say "the page in headless Chromium"
node benches/page.mjs
say "counting in Web Workers vs the C counters (reads target/bench-c.json from the native bench)"
node benches/count-page.mjs
say "where the CPU goes while counting from navigation"
node benches/count-cpu.mjs
say "the knight's tour page on 1000 × 1000 vs the C port"
node benches/knights-page.mjs
say "try it: \"Can this still be finished?\", native then in the page"
cargo bench --locked --bench try_it
node benches/try-page.mjs
say "how the work grows: the chart of work against N from navigation, and counts' estimates against their times"
node benches/growth-page.mjs
say "the teaching views: the code and the search tree shown while playing at the top speed"
node benches/teach-page.mjs
say "min-conflicts for N = 10³ … 10⁶, native then in the page (reads target/bench-min-conflicts.json)"
cargo bench --locked --bench min_conflicts
node benches/min-conflicts-page.mjs
