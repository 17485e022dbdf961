#!/usr/bin/env bash
# Prints the gzipped sizes (`gzip -9` of each file) of a release build in dist/: the first load,
# everything the page fetches before the list is usable (index.html, what it names, and the
# split's loader that the app's JavaScript imports), then the whole of dist/. The first-load
# budget is checked in the browser by tests/e2e/specs/first-load.spec.js.
set -euo pipefail
cd "$(dirname "$0")/../dist"

gz() { gzip -9c "$1" | wc -c; }
first=$( (echo index.html
  grep -oE '(href|src|data-js|data-wasm)=("\./[^"]+"|\./[^ >]+)' index.html | sed -E 's/^[a-z-]+=//; s/"//g; s|^\./||'
  ls split-*.js) | sort -u)
total=0
for file in $first; do
  size=$(gz "$file")
  total=$((total + size))
  printf '%9d  %s\n' "$size" "$file"
done
printf '%9d  first load\n' "$total"
all=0
for file in *; do all=$((all + $(gz "$file"))); done
printf '%9d  all of dist/\n' "$all"
