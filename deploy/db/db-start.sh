#!/bin/sh
# Starts PostgreSQL as the official image does (its docker-entrypoint.sh: POSTGRES_DB,
# POSTGRES_USER, POSTGRES_PASSWORD on an empty data folder), with streaming replication allowed.
#
#   PRIMARY_HOST  the primary's name on the network (DB_HOST in .env). A service whose own name
#                 (DB_SERVICE) is another's starts, on an empty data folder, as a hot standby of
#                 it: a copy of the primary's data (pg_basebackup), then its stream. Once it
#                 holds data, what it is stays what its data folder says (a promoted standby is
#                 a primary).
#   WAL_ARCHIVE=s3  every finished WAL segment (at least one a minute) goes to the S3 bucket
#                 pgbackrest-env.sh names, a standby reads from there what the stream no longer has,
#                 and wal-archive-keeper.sh takes pgBackRest's backups.
set -eu
export PGDATA="${PGDATA:-/var/lib/postgresql/data}"
user=${POSTGRES_USER:-postgres}

# The password for the standby's connections, in a file rather than on a command line.
home=$(getent passwd postgres | cut -d: -f6)
export PGPASSFILE="$home/.pgpass"
printf '*:*:*:%s:%s\n' "$user" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" >"$home/.pgpass"
chown postgres:postgres "$home/.pgpass"
chmod 600 "$home/.pgpass"

primary=${PRIMARY_HOST:-}
[ "$primary" = "${DB_SERVICE:-}" ] && primary=""

set -- -c hba_file=/etc/school/pg_hba.conf -c wal_level=replica -c max_wal_senders=10 -c hot_standby=on \
  -c wal_keep_size=1GB
[ -n "$primary" ] && set -- "$@" -c "primary_conninfo=host=$primary user=$user application_name=${DB_SERVICE:-standby}"
if [ "${WAL_ARCHIVE:-}" = s3 ]; then
  . pgbackrest-env.sh
  set -- "$@" -c archive_mode=on -c 'archive_command=pgbackrest archive-push %p' -c archive_timeout=60 \
    -c 'restore_command=pgbackrest archive-get %f "%p"'
  # Apart from the server (not its child: the server would take its end for a crash), under the
  # container's init.
  (setsid wal-archive-keeper.sh </dev/null &)
elif [ -n "${WAL_ARCHIVE:-}" ]; then
  echo "db-start: WAL_ARCHIVE is s3 or empty, not '$WAL_ARCHIVE'" >&2
  exit 1
fi

if [ -n "$primary" ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  # Answering is not enough: a primary still replaying WAL (after a restore to a moment) forks
  # its history when it ends, and a copy taken before would be of the other branch.
  until [ "$(psql -h "$primary" -U "$user" -d postgres -w -tAc 'select not pg_is_in_recovery()' 2>/dev/null)" = t ]; do
    echo "db-start: waiting for the primary $primary"
    sleep 2
  done
  echo "db-start: copying the primary $primary's data"
  setpriv --reuid=postgres --regid=postgres --init-groups \
    pg_basebackup -h "$primary" -U "$user" -D "$PGDATA" --wal-method=stream --checkpoint=fast --no-password
  # A standby follows its primary to the end: a restore's target in the primary's settings
  # (pgBackRest writes it there) would make it stop there and promote itself.
  sed -i '/^recovery_target/d' "$PGDATA/postgresql.auto.conf"
  touch "$PGDATA/standby.signal"
  chown postgres:postgres "$PGDATA/standby.signal"
fi

exec docker-entrypoint.sh postgres "$@"
