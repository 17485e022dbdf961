#!/usr/bin/env bash
# Installs whatever is missing, then serves the app with live reload at the address it prints.
source "$(dirname "$0")/setup.sh"
ensure_build_tools
cd "$ROOT"
say "serving N-Queens Lab at http://127.0.0.1:8080/"
exec trunk serve --offline "$@"
