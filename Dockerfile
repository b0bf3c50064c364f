# gametools: the service in one image. Every role (api, worker, bots) runs from it; ROLES picks.
# Build: docker build -t gametools .   Run: docker run -p 3000:3000 -v gametools-data:/data gametools
# The build's steps live in scripts/container/build.sh, which CI also runs on a bare machine (.ci/container-check.sh).
#
# The base image is pinned to an exact Node.js 24 LTS release. To refresh it: take the newest 24.x tag from
# https://hub.docker.com/_/node (…-bookworm-slim), change NODE_IMAGE, and, to pin the content too, append the digest
# `docker buildx imagetools inspect node:<tag>` prints (node:<tag>@sha256:…). No digest is written here: none could
# be checked where this file was made (no container engine or registry access).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Debian packages and the service's user: rebuilt only when build.sh changes.
FROM ${NODE_IMAGE} AS base
WORKDIR /app
COPY scripts/container/build.sh /usr/local/lib/gametools/build.sh
RUN DATA_DIR=/data APP_USER=gametools sh /usr/local/lib/gametools/build.sh system

# Every dependency, from the lockfile alone: a change to the source reuses this layer.
FROM base AS deps
COPY package.json package-lock.json /app/
RUN sh /usr/local/lib/gametools/build.sh deps /app

FROM deps AS compiled
COPY . /app
RUN sh /usr/local/lib/gametools/build.sh compile /app

# Only what runs, again from the lockfile alone.
FROM base AS runtime-deps
COPY package.json package-lock.json /app/
RUN sh /usr/local/lib/gametools/build.sh runtime-deps /app

FROM base
COPY --from=runtime-deps /app/node_modules /app/node_modules
COPY . /app
COPY --from=compiled /app/dist /app/dist

# docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) .  (the image has no .git for /version to read)
ARG GIT_COMMIT=""
ENV NODE_ENV=production \
    GIT_COMMIT=${GIT_COMMIT} \
    LOG_FORMAT=json \
    LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0

USER gametools
VOLUME ["/data"]
EXPOSE 3000

# The image's own places: /data is the volume its user owns, 3000 the port it exposes, all addresses inside the
# container. They are set by the entrypoint (env), after the container's environment, so an --env-file or
# compose env_file (a copied .env.example with DATA_DIR=./data) cannot point them elsewhere.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["/usr/bin/env", "PORT=3000", "node", "scripts/container/healthcheck.mjs"]

# tini is PID 1: it reaps the tools' child processes and passes SIGTERM to node, which stops cleanly itself
# (npm would not pass the signal on); env execs node, so node is tini's child.
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/bin/env", "DATA_DIR=/data", "HOST=0.0.0.0", "PORT=3000"]
# The V8 flags scripts/start.sh gives node, for the same reason (the full collection each upload set off).
CMD ["node", "--external-memory-accounted-in-global-limit", "--max-semi-space-size=32", "dist/main.js"]
