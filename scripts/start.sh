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
# V8 flags (not allowed in NODE_OPTIONS, hence here): each 15.8 MB upload's 64 KB socket buffers set off a full mark-compact
# of the whole heap ("external memory pressure"); counted against V8's global limit they do not: 36-59 ms of CPU per
# upload instead of 90-156, 0 mark-compacts instead of 0.4-0.6; a 32 MB semi-space (Node's default here is 64) keeps
# resident memory near what it was. docs/performance.md, "V8 heap flags" (2026-11-29, LOADED).
exec node --external-memory-accounted-in-global-limit --max-semi-space-size=32 dist/main.js "$@"
