#!/bin/sh
# Starts PostgreSQL as the official image does: on an empty data folder, creates the cluster
# with POSTGRES_USER and POSTGRES_PASSWORD and the database POSTGRES_DB, then serves on all
# addresses with password authentication. As the official image's docker-entrypoint.sh (which
# name this one also has), `postgres -c name=value …` passes those settings to the server.
set -eu
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  user=${POSTGRES_USER:-postgres}
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    createdb -U "$user" "$db"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "postgres-entrypoint: initialised $PGDATA with database $db"
fi
[ "${1:-}" = postgres ] && shift
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
