#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh): writes the size of the students' Python
# interpreter (python-worker_bg.wasm) into its worker's start script, python-loader.js, so that
# the page's progress bar knows the whole while it downloads, even from a host that sends it
# compressed (whose length is then the compressed one's).
set -euo pipefail
cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"
placeholder="const WASM_BYTES = null;"
if ! grep -qF -- "$placeholder" python-loader.js; then
  echo "python-size.sh: \"$placeholder\" not found in python-loader.js" >&2
  exit 1
fi
sed -i "s|$placeholder|const WASM_BYTES = $(stat -c %s python-worker_bg.wasm);|" python-loader.js
