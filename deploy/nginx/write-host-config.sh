#!/bin/sh
# Writes the host's /config.json from the environment, so one host image serves any school
# and any set of remote addresses. An existing file is kept: it may be mounted, and
# scripts/release-remote.mjs switches remotes in it (delete it to start again from the
# environment). Usage: write-host-config.sh [folder]   (default $HOST_CONFIG_DIR)
#
# Beside it, at every start, the contract of the build this host serves (NGINX_ROOT's
# host-contract.json): scripts/release-remote.mjs refuses a remote's release that does not fit
# it, and so does the API before it registers one (HOST_CONTRACT_FILE; it mounts this folder read
# only); a new host image may share other versions than the last.
set -eu
dir=${1:-$HOST_CONFIG_DIR}
file="$dir/config.json"
mkdir -p "$dir"
cp "${NGINX_ROOT:?the host's build to serve}/host-contract.json" "$dir/host-contract.json.tmp"
mv "$dir/host-contract.json.tmp" "$dir/host-contract.json"
[ -e "$file" ] && exit 0

for name in API_URL SCHOOL_CODE REMOTE_CONTENT_URL REMOTE_SCHOOL_ADMIN_URL REMOTE_PROVIDER_ADMIN_URL \
  PASSWORD_CIPHER_KEY PASSWORD_CIPHER_IV; do
  eval "value=\${$name:-}"
  [ -n "$value" ] || { echo "The host's config.json needs $name in the environment" >&2; exit 1; }
  case $value in *'"'* | *'\'*) echo "$name may not contain quotes or backslashes" >&2; exit 1 ;; esac
done
timeout=""
[ -n "${REMOTE_TIMEOUT_MS:-}" ] && timeout=", \"REMOTE_TIMEOUT_MS\": $((REMOTE_TIMEOUT_MS))"

cat >"$file.tmp" <<JSON
{
  "API_URL": "$API_URL",
  "SchoolCode": "$SCHOOL_CODE",
  "remotes": {
    "content": "$REMOTE_CONTENT_URL",
    "schoolAdmin": "$REMOTE_SCHOOL_ADMIN_URL",
    "providerAdmin": "$REMOTE_PROVIDER_ADMIN_URL"
  },
  "PASSWORD_CIPHER": { "key": "$PASSWORD_CIPHER_KEY", "iv": "$PASSWORD_CIPHER_IV" }$timeout
}
JSON
mv "$file.tmp" "$file"
