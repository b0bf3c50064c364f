#!/usr/bin/env bash
# Prints a folder holding a Node.js of the supported LTS line (24) for PATH, installing it from the npm registry
# (the `node` package carries the official binary) when this machine's node is older. Source-free: the caller does
# `PATH="$(bash .ci/ensure-node.sh):$PATH"`.
set -euo pipefail
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$want" ]; then
  dirname "$(command -v node)"
  exit 0
fi
prefix="${GAMETOOLS_NODE_PREFIX:-/opt/gametools-node$want}"
if [ ! -x "$prefix/node_modules/node/bin/node" ]; then
  npm install --prefix "$prefix" --no-audit --no-fund --no-save "node@$want" >&2
fi
"$prefix/node_modules/node/bin/node" --version >&2
echo "$prefix/node_modules/node/bin"
