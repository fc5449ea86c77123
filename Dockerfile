# syntax=docker/dockerfile:1
# By Locals, For Locals: build the client, the server bundle and the empty-database template, then run
# on a slim image as an unprivileged user with only the packages the built server loads at run time.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/runtime: the runtime packages' package.json and lockfile (scripts/runtime-package.mjs).
RUN npm run build && node scripts/runtime-package.mjs

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Everything else is bundled into dist: about 66 MB of node_modules instead of 243 MB (docs/deploy.md).
COPY --from=build /app/dist/runtime/package.json /app/dist/runtime/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/dist/pglite-template ./dist/pglite-template
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server itself is PID 1: SIGTERM from `docker stop` reaches it directly and it shuts down cleanly.
# Operators' commands in the container: npm run backup | restore -- FILE | db:migrate | db:export -- FILE.
CMD ["node", "dist/node/server.js"]
