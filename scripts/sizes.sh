#!/usr/bin/env bash
# Prints the gzipped sizes (`gzip -9` of each file) of a release build in dist/: the first load,
# everything the page fetches before the list is usable (index.html, the files it links, and the
# files of the app's own build that its start script names: the glue, the wasm and the split's
# loader), the same for a link to the knight's tour (the files of the build for its links), then
# the whole of dist/. The budgets are checked in the browser by
# tests/e2e/specs/first-load.spec.js, which also counts the parts a link fetches.
set -euo pipefail
cd "$(dirname "$0")/../dist"

gz() { gzip -9c "$1" | wc -c; }
# The files a link to `page` fetches first: the page, what it links, and its build's first load.
first_load() { # page
  (echo index.html
    grep -oE 'href=("\./[^"]+"|\./[^ >]+)' index.html | sed -E 's/^href=//; s/"//g; s|^\./||'
    grep -oE "$1:\{[^}]*\}" index.html | grep -oE '"\./[^"]+"' | sed -E 's/"//g; s|^\./||') | sort -u
}
for page in queens knights; do
  files=$(first_load "$page")
  if ! grep -q _bg.wasm <<<"$files"; then
    echo "sizes.sh: index.html names no first load for $page" >&2
    exit 1
  fi
  total=0
  for file in $files; do
    size=$(gz "$file")
    total=$((total + size))
    printf '%9d  %s\n' "$size" "$file"
  done
  printf '%9d  first load of a link to the %s page\n' "$total" "$page"
done
all=0
for file in *; do all=$((all + $(gz "$file"))); done
printf '%9d  all of dist/\n' "$all"
