# syntax=docker/dockerfile:1
# The marketplace server and its operator CLI, for a PostgreSQL server (DATABASE_URL).
# docker-compose.yml runs it; README "Running several instances" explains the shape.

FROM node:24-bookworm-slim AS base
WORKDIR /app

# The workspace manifests alone, so the dependency layers below are reused until one of them changes.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY adapters/memory/package.json adapters/memory/
COPY adapters/mikro-orm/package.json adapters/mikro-orm/
COPY adapters/crypto/package.json adapters/crypto/
COPY adapters/geo/package.json adapters/geo/
COPY adapters/media/package.json adapters/media/
COPY adapters/demo-payments/package.json adapters/demo-payments/
COPY adapters/stripe/package.json adapters/stripe/
COPY adapters/mail/package.json adapters/mail/
COPY apps/web-common/package.json apps/web-common/
COPY apps/http/package.json apps/http/
COPY apps/storefront/package.json apps/storefront/
COPY apps/business-portal/package.json apps/business-portal/
COPY apps/cli/package.json apps/cli/
COPY tests/package.json tests/

# Everything built: the TypeScript projects (dist/) and both web apps (dist-web/).
FROM base AS build
COPY --from=manifests /app ./
# --ignore-scripts: the root's `prepare` (tsc -b) needs the sources, copied after this layer.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The server's and the CLI's projects with those they reference (not the tests); vite compiles the web apps.
RUN npx tsc -b apps/http apps/cli && npm run build:web

# The runtime: production dependencies of the server and the CLI only (no web app or test
# dependency: the web apps are static files by then), the built JavaScript, the web apps' files.
FROM base AS runtime
ENV NODE_ENV=production
COPY --from=manifests /app ./
# The server and the CLI import the other workspaces as @marketplace/* packages: npm links
# node_modules/@marketplace/<name> to each workspace folder, whose package.json exports dist/*.js.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @marketplace/http -w @marketplace/cli \
  && npm cache clean --force
COPY --from=build /app/core/dist core/dist
COPY --from=build /app/adapters/memory/dist adapters/memory/dist
COPY --from=build /app/adapters/mikro-orm/dist adapters/mikro-orm/dist
COPY --from=build /app/adapters/crypto/dist adapters/crypto/dist
COPY --from=build /app/adapters/geo/dist adapters/geo/dist
COPY --from=build /app/adapters/media/dist adapters/media/dist
COPY --from=build /app/adapters/demo-payments/dist adapters/demo-payments/dist
COPY --from=build /app/adapters/stripe/dist adapters/stripe/dist
COPY --from=build /app/adapters/mail/dist adapters/mail/dist
COPY --from=build /app/apps/http/dist apps/http/dist
COPY --from=build /app/apps/cli/dist apps/cli/dist
COPY --from=build /app/apps/storefront/dist-web apps/storefront/dist-web
COPY --from=build /app/apps/business-portal/dist-web apps/business-portal/dist-web
USER node
EXPOSE 3000
# Liveness only: readiness (/readyz, the database answers) is the orchestrator's check.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/http/dist/main.js"]
