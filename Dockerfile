# One image for both services of docker-compose.yml (gateway and fakes).
# Not runnable on the development machines (no Docker engine there); kept for
# deployment and for anyone with Docker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PACT_DO_NOT_TRACK=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
# A production image: `--build-arg APP_ENV=production` leaves the QA badge out of the web build (web README "QA badge")
ARG APP_ENV=
RUN npm ci --no-audit --no-fund && APP_ENV="$APP_ENV" node --import tsx scripts/build.ts

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 8080 4010
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
