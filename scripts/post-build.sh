#!/usr/bin/env bash
# Trunk's post_build hook: the steps in order (hooks of one stage run in parallel): the wasm split,
# the interpreter's size in its start script, the Python editor's bundle, then the offline cache's
# list of files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/split.sh"
bash "$here/python-size.sh"
bash "$here/code-editor.sh"
bash "$here/service-worker.sh"
