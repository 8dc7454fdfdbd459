# Stand-in for the official caddy:2 image (deploy/stack/stand-ins.sh builds it): Debian's
# caddy package, with the official image's paths (/etc/caddy/Caddyfile; certificates in /data,
# settings in /config) and a wget (the official image has busybox's) for the health check.
FROM school-stand-in/debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends caddy wget ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data /config /etc/caddy
ENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
