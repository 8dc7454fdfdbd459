# The API: esbuild bundles it in a Node image with a compiler (better-sqlite3 compiles on
# install), and the runtime image holds the bundle, its production dependencies and the
# seed media.
FROM node:20-bookworm AS build
WORKDIR /src
COPY . .
RUN npm ci --include-workspace-root -w shared -w api \
 && npm run build -w api \
 && npm ci --omit=dev -w api \
 && mkdir -p api/node_modules

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
# npm keeps a package here when its version differs from the one hoisted to the root (the
# folder is made above so this step holds when nothing is kept there).
COPY --from=build /src/api/node_modules ./api/node_modules
COPY --from=build /src/api/dist ./api/dist
COPY --from=build /src/api/seed/media ./api/seed/media
COPY api/package.json ./api/
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data
# A new named volume takes this folder's owner, so the unprivileged user can write to it.
RUN mkdir /data && chown node:node /data
VOLUME /data
EXPOSE 4000
USER node
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
