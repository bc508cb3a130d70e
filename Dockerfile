# The reference server, compiled, on Node 20. Built by compose.yaml, which runs two of it on one
# PostgreSQL behind HAProxy; the settings are environment variables (docs/guides/production.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source where no prebuilt binary can be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci --no-audit --no-fund
COPY . .
# The library the demo pages load (dist/), then the server (server/dist/).
RUN npm run build && npx tsc -b server
# Only what the server needs at run time stays in node_modules.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/README.md /app/custom-elements.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/server server
COPY --from=build --chown=node:node /app/dist dist
COPY --from=build --chown=node:node /app/demo demo
COPY --from=build --chown=node:node /app/docs docs
COPY --from=build --chown=node:node /app/bench/results bench/results
# The SQLite default's folder, for a container run without DATABASE_URL.
RUN mkdir data && chown node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/server/main.js"]
