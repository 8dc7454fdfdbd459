# One image per app, built with --build-arg APP=<folder> TEMPLATE=<host|remote>: Node builds
# the app, then Debian's nginx (the very nginx the browser tests run, with its brotli
# modules) serves the build with deploy/nginx/*.
FROM node:20-bookworm AS build
WORKDIR /src
ARG APP
COPY . .
# Only the root's tools and the workspaces this app's build reads; --ignore-scripts skips
# compiling the API's native modules, which no front-end build needs.
RUN npm ci --ignore-scripts --include-workspace-root -w tooling -w shared -w "$APP" \
 && npm run build -w "$APP"

FROM debian:bookworm-slim
ARG APP
ARG TEMPLATE
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
    libnginx-mod-http-brotli-filter gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/*
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/templates/${TEMPLATE}.conf.template /etc/nginx/templates/
COPY deploy/nginx/render-templates.sh deploy/nginx/write-host-config.sh /usr/local/bin/
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
ENV NGINX_PORT=80 NGINX_ROOT=/usr/share/nginx/html HOST_CONFIG_DIR=/etc/school
EXPOSE 80
# Fills the template from the environment (and, on the host, writes config.json) at every
# start, so one image serves any school and any set of addresses.
CMD ["sh", "-c", "render-templates.sh && if [ -e /etc/nginx/conf.d/host.conf ]; then write-host-config.sh; fi && exec nginx -g 'daemon off;'"]
