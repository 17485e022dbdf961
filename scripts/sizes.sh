#!/usr/bin/env bash
# Prints the gzipped sizes (`gzip -9` of each file) of a release build in dist/, largest first, and
# the whole of dist/: what the offline cache fetches once. What a link fetches first (the first load
# and the parts of the view it names) is measured in the browser by
# tests/e2e/specs/first-load.spec.js, which holds it to its budgets.
set -euo pipefail
cd "$(dirname "$0")/../dist"
all=0
for file in *; do
  size=$(gzip -9c "$file" | wc -c)
  all=$((all + size))
  printf '%9d  %s\n' "$size" "$file"
done | sort -rn
for file in *; do all=$((all + $(gzip -9c "$file" | wc -c))); done
printf '%9d  all of dist/\n' "$all"
