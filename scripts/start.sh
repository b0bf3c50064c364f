#!/bin/sh
# Starts the service with jemalloc when the Debian package libjemalloc2 is installed. After a burst of large
# images libvips' worker threads leave glibc's per-thread arenas full (measured 480 MB resident a minute
# later); jemalloc with a short decay gives the pages back (about 240 MB). Without it, glibc is capped at
# two arenas. See `npm run bench abuse-memory`.
JEMALLOC=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2
if [ -z "$LD_PRELOAD" ] && [ -r "$JEMALLOC" ]; then
  export LD_PRELOAD="$JEMALLOC"
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
else
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
fi
# Compiled JavaScript, not the TypeScript through tsx (whose transform adds a defineProperty to every named closure
# made on the hot path; docs/performance.md): the first start of a checkout builds dist/ (about a second), later
# starts only check that it matches the sources (scripts/build.mjs --if-stale).
node scripts/build.mjs --if-stale || exit 1
# exec, here and in package.json's "start": npm signals the one process it started, and that process is node itself
# (no shell in between to die and leave node serving).
exec node dist/main.js "$@"
