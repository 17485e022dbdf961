#!/usr/bin/env bash
# Trunk post-build step (scripts/post-build.sh): bundles the Python editor of Write your own
# (src/code-editor/editor.js, CodeMirror 6 from its package-lock.json, installed by
# scripts/setup.sh) into one script of the build, code-editor.js, which the page loads when the
# editor first shows (src/ui/queens/write/editor.rs), minified in release builds; and puts its
# look, src/code-editor/editor.css, beside it as code-editor.css (the editor links it inside its
# shadow root).
set -euo pipefail
cd "${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"
source="$TRUNK_SOURCE_DIR/src/code-editor"
minify=$([ "${TRUNK_PROFILE:-}" = release ] && echo --minify || true)
"$source/node_modules/.bin/esbuild" "$source/editor.js" --bundle --format=esm --target=es2022 \
  --log-level=warning $minify --outfile=code-editor.js
cp "$source/editor.css" code-editor.css
