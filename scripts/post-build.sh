#!/usr/bin/env bash
# Trunk's post_build hook: the two steps in order (hooks of one stage run in parallel).
set -euo pipefail
here="$(dirname "$0")"
bash "$here/split.sh"
bash "$here/service-worker.sh"
