# syntax=docker/dockerfile:1
# The panel's production image: built from source in a first stage by the same script the egg's
# installation runs (deploy/build.sh), then run as the unprivileged `node` user with only what the
# built app needs. No container runtime runs where this is developed: the scripts it runs are
# tested directly and apps/server/test/packaging.test.ts replays the runtime stage's COPY, ENV,
# CMD and HEALTHCHECK on a fresh build (docs/decisions/2026-12-05-packaging.md).

# The PostgreSQL major version compose.yaml runs: pg_dump refuses a server newer than itself.
ARG PG_MAJOR=17

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm sh deploy/build.sh

FROM node:20-bookworm-slim
ARG PG_MAJOR
# pg_dump and pg_restore for backups of PostgreSQL, from PostgreSQL's own Debian repository
# (PGDG), in the server's major version; the folders the volumes mount, the app's user's.
RUN set -eux; \
    apt-get update; \
    apt-get install -y --no-install-recommends ca-certificates curl; \
    install -d /usr/share/postgresql-common/pgdg; \
    curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
      https://www.postgresql.org/media/keys/ACCC4CF8.asc; \
    . /etc/os-release; \
    echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt ${VERSION_CODENAME}-pgdg main" \
      > /etc/apt/sources.list.d/pgdg.list; \
    apt-get update; \
    apt-get install -y --no-install-recommends "postgresql-client-${PG_MAJOR}"; \
    apt-get purge -y --auto-remove curl; \
    rm -rf /var/lib/apt/lists/*; \
    install -d -o node -g node /data /backups

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups \
    PATH=/usr/lib/postgresql/${PG_MAJOR}/bin:$PATH
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/start.sh ./apps/server/start.sh
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/deploy/healthcheck.mjs ./deploy/healthcheck.mjs

USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "deploy/healthcheck.mjs"]
# start.sh: NODE_ENV=production, the memory settings and `exec node`, so the panel gets the
# stop signal (run with an init, as compose.yaml's `init: true` or `docker run --init`).
CMD ["sh", "apps/server/start.sh"]
