#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming a throw-away PostgreSQL cluster, made for this
# run in a temporary folder and removed after it: `bash scripts/with-postgres.sh npx jest ...`.
# Needs Debian's postgresql package (.ci/run installs it); without it the run is skipped.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install postgresql): skipping the PostgreSQL run."
  exit 0
fi

dir=$(mktemp -d)
port=${PGTEST_PORT:-55432}
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root; Debian's package brings the postgres user.
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
# fsync off: a test cluster lives for one run; durability is the crash test's business (SQLite).
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
trap '"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$dir"' EXIT

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port for: $*"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
