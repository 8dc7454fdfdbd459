#!/bin/sh
# Starts Caddy with the host names its Caddyfile routes by, taken from the public origins
# (scheme://name[:port]) docker-compose.yml passes, so each address is written once, in .env.
set -eu
host_of() {
  rest=${1#*://}
  rest=${rest%%/*}
  echo "${rest%%:*}"
}
API_HOST=$(host_of "$API_ORIGIN")
CONTENT_HOST=$(host_of "$CONTENT_ORIGIN")
SCHOOL_ADMIN_HOST=$(host_of "$SCHOOL_ADMIN_ORIGIN")
PROVIDER_ADMIN_HOST=$(host_of "$PROVIDER_ADMIN_ORIGIN")
# Redirects keep a published HTTPS port other than 443 (a test stack's).
HTTPS_PORT_SUFFIX=""
[ "${HTTPS_PORT:-443}" = 443 ] || HTTPS_PORT_SUFFIX=":$HTTPS_PORT"
export API_HOST CONTENT_HOST SCHOOL_ADMIN_HOST PROVIDER_ADMIN_HOST HTTPS_PORT_SUFFIX
mkdir -p /etc/caddy/acme.d
exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile
