#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh). In every build: writes service-worker.js from
# src/service-worker.js, with the list of the build's files (their hashed names) and a version
# drawn from their contents. In release builds: adds the Content-Security-Policy to index.html
# (not in `trunk serve`'s debug builds, whose live-reload script is inline).
set -euo pipefail
cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"

# Scripts and wasm from this folder only, and the one inline script that starts the app (written
# by scripts/split.sh), by its hash: no other inline script, no eval; styles from files (the app
# sets colours through the CSSOM, which style-src allows); images for the exported PNG (blob:)
# and the favicon; workers from this folder.
start_hash=$(node - index.html <<'JS'
const fs = require('node:fs');
const scripts = [...fs.readFileSync(process.argv[2], 'utf8').matchAll(/<script type=module async>([\s\S]*?)<\/script>/g)];
if (scripts.length !== 1) {
  console.error(`service-worker.sh: index.html holds ${scripts.length} start scripts, not one`);
  process.exit(1);
}
console.log(require('node:crypto').createHash('sha256').update(scripts[0][1]).digest('base64'));
JS
)
CSP="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-$start_hash'; style-src 'self'; img-src 'self' blob: data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'"
if [ "${TRUNK_PROFILE:-}" = "release" ]; then
  # Right after the charset (written `<meta charset=utf-8>` once minified).
  sed -i -E "s#<meta charset=\"?utf-8\"? ?/?>#&<meta http-equiv=\"Content-Security-Policy\" content=\"$CSP\">#" index.html
  if ! grep -q 'http-equiv="Content-Security-Policy"' index.html; then
    echo "service-worker.sh: index.html has no charset meta to put the CSP after" >&2
    exit 1
  fi
fi

files=$(find . -type f ! -name service-worker.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(printf '%s\n' $files | xargs cat | sha256sum | cut -c1-16)
list="['./'$(printf ", './%s'" $files)]"
template="$TRUNK_SOURCE_DIR/src/service-worker.js"
for mark in __VERSION__ __FILES__; do
  if [ "$(grep -c "$mark" "$template")" -ne 1 ]; then
    echo "service-worker.sh: $template must hold $mark once" >&2
    exit 1
  fi
done
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|$list|" "$template" >service-worker.js
# Checked written in: a file name holding sed's "|" would garble the list, and a mark left over
# would make a worker that caches nothing.
if grep -q -e __VERSION__ -e __FILES__ service-worker.js || ! grep -qF "$list" service-worker.js; then
  echo "service-worker.sh: the list of files or the version was not written into service-worker.js" >&2
  exit 1
fi
