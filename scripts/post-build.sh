#!/usr/bin/env bash
# Trunk's post_build hook: the steps in order (hooks of one stage run in parallel): the wasm split,
# the style sheets joined into one, then the offline cache's list of files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/split.sh"
(cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}" && node "$here/merge-css.mjs")
bash "$here/service-worker.sh"
