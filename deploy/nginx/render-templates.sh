#!/bin/sh
# Renders each nginx template into conf.d, filling its upper-case names in ${…} from the
# environment and leaving nginx's own $variables alone. A name left unset stops the start:
# an empty origin in the CSP would fail quietly, in the visitors' browsers.
# Usage: render-templates.sh [template dir] [output dir]
set -eu
# The CSP sources of the scripts the host's pages carry inline, as its build wrote them beside
# them (tooling/inline-script-hash-plugin.mjs): each build has its own.
if [ -z "${INLINE_SCRIPT_HASHES:-}" ] && [ -e "${NGINX_ROOT:-}/inline-scripts.csp" ]; then
  INLINE_SCRIPT_HASHES=$(cat "$NGINX_ROOT/inline-scripts.csp")
  export INLINE_SCRIPT_HASHES
fi
templates=${1:-/etc/nginx/templates}
out=${2:-/etc/nginx/conf.d}
for template in "$templates"/*.template; do
  names=$(grep -o '\${[A-Z_][A-Z0-9_]*}' "$template" | sort -u | tr -d '${}')
  for name in $names; do
    eval "value=\${$name:-}"
    [ -n "$value" ] || { echo "$template needs $name in the environment" >&2; exit 1; }
  done
  envsubst "$(printf '${%s} ' $names)" <"$template" >"$out/$(basename "$template" .template)"
done
