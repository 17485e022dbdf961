#!/usr/bin/env bash
# Trunk post-build hook: writes service-worker.js into the build from src/service-worker.js, with
# the list of the build's files (their hashed names) and a version drawn from their contents.
set -euo pipefail
cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"
files=$(find . -type f ! -name service-worker.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(printf '%s\n' $files | xargs cat | sha256sum | cut -c1-16)
list="['./'$(printf ", './%s'" $files)]"
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|$list|" "$TRUNK_SOURCE_DIR/src/service-worker.js" > service-worker.js
