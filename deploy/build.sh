#!/bin/sh
# Builds the panel for production in the source tree this script is in: every dependency the
# build needs (npm ci), the web app and the server, then the development dependencies removed.
# The build is the one `npm start` checks (scripts/build-if-changed.mjs), which stamps it: on the
# pruned tree, `npm start`, `npm run backup` and `npm run restore` find it up to date.
# The image's build stage (Dockerfile) and the egg's installation (deploy/egg-painel-rp.json)
# both run it, and apps/server/test/packaging.test.ts runs it once on a fresh copy for both
# (docs/decisions/2026-12-05-packaging.md).
set -eu
cd "$(dirname "$0")/.."
npm ci --include=dev --no-audit --no-fund
node scripts/build-if-changed.mjs
npm prune --omit=dev --no-audit --no-fund
