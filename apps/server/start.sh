#!/bin/sh
# The compiled server as `npm start` runs it, from the root (after scripts/build-if-changed.mjs)
# or from this package: no npm process in between (docs/performance.md#start-time).
# glibc's allocator is kept to two arenas and V8's old space capped
# (docs/performance.md#memory); DEMO_MODE defaults to auto
# (docs/decisions/2026-11-23-explicit-demo-mode.md).
cd "$(dirname "$0")" || exit 1
NODE_ENV=production DEMO_MODE=${DEMO_MODE:-auto} MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768 \
  exec node --max-old-space-size=384 dist/main.js
