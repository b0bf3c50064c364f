#!/usr/bin/env bash
# No container engine runs on CI, so the image is tried the nearest way: the Dockerfile's RUN steps
# (scripts/container/build.sh system, deps, compile, runtime-deps) run on this machine against a copy of the
# checkout, then the built copy starts as the image would (the image's user, DATA_DIR, `node dist/main.js`, and the
# variables of a copied .env.example under the ones the image's entrypoint fixes), answers the image's
# HEALTHCHECK, and stops on SIGTERM within the grace period. The Dockerfile's rules and compose.yaml's per-profile
# render are in `npm run lint` (lint:container).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
chmod 0755 "$work"
# What `COPY . /app` copies: the files git knows, less .dockerignore's (node_modules, dist, data are not tracked).
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$work"
mkdir -p "$work/app" && find "$work" -mindepth 1 -maxdepth 1 ! -name app -exec mv {} "$work/app/" \;
app="$work/app"
data="$work/data"
for step in system deps compile runtime-deps; do
  APP_USER=gametools DATA_DIR="$data" sh "$app/scripts/container/build.sh" "$step" "$app"
done
test -f "$app/dist/main.js"
if [ -d "$app/node_modules/typescript" ]; then echo "container-check: dev dependencies left in the image" >&2; exit 1; fi

port=$(node -e 's=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
cd "$app"
# What compose's env_file gives the container when .env is a copy of .env.example (its comments and blank lines
# dropped); the image's entrypoint then sets DATA_DIR, HOST and PORT over it, as the fixed ones below do here.
mapfile -t example < <(grep -E '^[A-Z0-9_]+=' .env.example)
# setpriv execs, so $! is node itself (runuser would stay the parent and take the signal).
setpriv --reuid gametools --regid gametools --init-groups env -i PATH="$PATH" HOME=/nonexistent NODE_ENV=production \
  LOG_FORMAT=json "${example[@]}" HOST=127.0.0.1 PORT="$port" DATA_DIR="$data" node dist/main.js > "$work/service.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if runuser -u gametools -- env PORT="$port" node scripts/container/healthcheck.mjs; then break; fi
  kill -0 "$pid" 2>/dev/null || { cat "$work/service.log"; echo "container-check: the service exited" >&2; exit 1; }
  sleep 0.5
done
runuser -u gametools -- env PORT="$port" node scripts/container/healthcheck.mjs || { cat "$work/service.log"; exit 1; }
# The data folder is the user's and the service wrote to it.
test -n "$(find "$data" -mindepth 1 -user gametools -print -quit)" || { echo "container-check: nothing written to DATA_DIR" >&2; exit 1; }
kill -TERM "$pid"
for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$pid" 2>/dev/null; then echo "container-check: still running 30 s after SIGTERM" >&2; exit 1; fi
wait "$pid" && code=0 || code=$?
pid=""
if [ "$code" -ne 0 ]; then cat "$work/service.log"; echo "container-check: exit code $code after SIGTERM" >&2; exit 1; fi
echo "container-check: built, healthy as user gametools, stopped on SIGTERM"
