#!/bin/sh
# Runs the compiled server (server/dist/main.js, or the main.js given as $1) IN THIS PROCESS'S
# PLACE (`exec`: the shell does not stay, the server keeps its process id and gets the
# signals itself), with the bounds on memory of server/README.md "Memory", third pass:
# - GLIBC_TUNABLES: at most 2 malloc arenas (V8's compiler threads each kept one of 64 MB),
#   and, on the embedded PGlite (no DATABASE_URL), blocks from 16 KiB up mapped and returned
#   to the system when freed: what V8's optimizing compiler works in while it tiers
#   pglite.wasm up left 40-80 MB in the arenas that glibc never gave back (with 128 KiB;
#   server/README.md "Memory", fourth pass). A server on PostgreSQL compiles no wasm and
#   would pay that bound at every socket read and compressed answer (blocks mapped and
#   faulted in afresh): 32 -> 38 orders/s without it, 131 -> 146 MB (server/README.md
#   "Memory", sixth pass). glibc reads it at exec only, hence this launcher; a
#   GLIBC_TUNABLES already set is kept.
# - V8: a young generation of 2 x 4 MB semi-spaces instead of 2 x 16 MB (more, shorter
#   scavenges); old space at most 1 GB, which also makes V8 let it grow only ~1.6 x what
#   survived a collection instead of 4 x (most of the heap after a load was garbage).
# No --enable-source-maps: node would parse and keep the source map of every module that has
# one (6.5 MB of heap); the server maps its own stack traces (server/src/logging/
# source-mapped-stacks.ts; server/README.md "Memory", fifth pass).
# SERVER_MEMORY_BOUNDS=off runs plain `node` instead. `npm start`, the server workspace's
# start, the bench and the server's process tests start the server through this file.
# NODE names the node binary (default: the one on PATH).
set -eu
here=$(dirname "$0")
main=${1:-"$here/../server/dist/main.js"}
node=${NODE:-node}

case ${SERVER_MEMORY_BOUNDS:-on} in
  off)
    exec "$node" "$main"
    ;;
  on) ;;
  *)
    echo "SERVER_MEMORY_BOUNDS must be on or off, not '$SERVER_MEMORY_BOUNDS'" >&2
    exit 2
    ;;
esac

if [ -n "${DATABASE_URL:-}" ]; then
  tunables=glibc.malloc.arena_max=2
else
  tunables=glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=16384:glibc.malloc.trim_threshold=131072
fi
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-$tunables}"
exec "$node" --max-semi-space-size=4 --max-old-space-size=1024 "$main"
