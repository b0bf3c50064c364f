# gametools: the service in one image. Every role (api, worker, bots) runs from it; ROLES picks.
# Build: docker build -t gametools .   Run: docker run -p 3000:3000 -v gametools-data:/data gametools
# The build's steps live in scripts/container/build.sh, which CI also runs on a bare machine.
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}

WORKDIR /app
COPY . /app
# Shell form: the script needs its arguments and the environment of the build.
RUN DATA_DIR=/data APP_USER=gametools sh scripts/container/build.sh /app

# docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) .  (the image has no .git for /version to read)
ARG GIT_COMMIT=""
ENV NODE_ENV=production \
    GIT_COMMIT=${GIT_COMMIT} \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json \
    LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0

USER gametools
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "scripts/container/healthcheck.mjs"]

# tini is PID 1: it reaps the tools' child processes and passes SIGTERM to node, which stops cleanly itself
# (npm would not pass the signal on).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/main.js"]
