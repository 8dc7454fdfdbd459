# pgBackRest's settings for the database's S3 repository, sourced by db-start.sh (for
# PostgreSQL's archive_command and restore_command, which run pgbackrest itself: its backup checks
# that they do) and by wal-archive. pgBackRest reads its options from PGBACKREST_* variables, set
# here from .env's:
#
#   WAL_ARCHIVE_ENDPOINT  the S3 server over HTTPS (pgBackRest speaks nothing else), as
#                         https://name[:port]; default S3_ENDPOINT
#   WAL_ARCHIVE_BUCKET    default S3_BUCKET (the archive is under WAL_ARCHIVE_PATH, /pgbackrest,
#                         which the bucket's public uploads/ does not include)
#   WAL_ARCHIVE_ACCESS_KEY_ID, WAL_ARCHIVE_SECRET_ACCESS_KEY, WAL_ARCHIVE_REGION: default S3_*'s
#   WAL_ARCHIVE_PASSPHRASE  the archive's encryption key (AES-256): without it nothing in the
#                         bucket can be read back, so keep it beside the backups' other secrets
#   WAL_ARCHIVE_CA_FILE   an authority to trust for the S3 server besides the system's
#   WAL_ARCHIVE_KEEP_FULL full backups kept (default 2), with the WAL that reaches from them
fail() {
  echo "wal-archive: $1" >&2
  exit 2
}
endpoint=${WAL_ARCHIVE_ENDPOINT:-${S3_ENDPOINT:-}}
case "$endpoint" in
  https://*) ;;
  *) fail "WAL_ARCHIVE_ENDPOINT (or S3_ENDPOINT) must be the S3 server's https:// origin, not '$endpoint'" ;;
esac
address=${endpoint#https://}
address=${address%%/*}
export PGBACKREST_REPO1_S3_ENDPOINT="${address%%:*}"
case "$address" in *:*) export PGBACKREST_REPO1_STORAGE_PORT="${address##*:}" ;; esac
export PGBACKREST_REPO1_TYPE=s3 PGBACKREST_REPO1_S3_URI_STYLE=path
export PGBACKREST_REPO1_S3_BUCKET="${WAL_ARCHIVE_BUCKET:-${S3_BUCKET:?set WAL_ARCHIVE_BUCKET or S3_BUCKET}}"
export PGBACKREST_REPO1_PATH="${WAL_ARCHIVE_PATH:-/pgbackrest}"
export PGBACKREST_REPO1_S3_REGION="${WAL_ARCHIVE_REGION:-${S3_REGION:-us-east-1}}"
export PGBACKREST_REPO1_S3_KEY="${WAL_ARCHIVE_ACCESS_KEY_ID:-${S3_ACCESS_KEY_ID:?set WAL_ARCHIVE_ACCESS_KEY_ID or S3_ACCESS_KEY_ID}}"
export PGBACKREST_REPO1_S3_KEY_SECRET="${WAL_ARCHIVE_SECRET_ACCESS_KEY:-${S3_SECRET_ACCESS_KEY:?set WAL_ARCHIVE_SECRET_ACCESS_KEY or S3_SECRET_ACCESS_KEY}}"
export PGBACKREST_REPO1_CIPHER_TYPE=aes-256-cbc
export PGBACKREST_REPO1_CIPHER_PASS="${WAL_ARCHIVE_PASSPHRASE:?set WAL_ARCHIVE_PASSPHRASE}"
export PGBACKREST_REPO1_RETENTION_FULL="${WAL_ARCHIVE_KEEP_FULL:-2}"
[ -n "${WAL_ARCHIVE_CA_FILE:-}" ] && export PGBACKREST_REPO1_STORAGE_CA_FILE="$WAL_ARCHIVE_CA_FILE"
export PGBACKREST_PG1_PATH="${PGDATA:-/var/lib/postgresql/data}" PGBACKREST_PG1_SOCKET_PATH=/var/run/postgresql
export PGBACKREST_PG1_USER="${POSTGRES_USER:-postgres}"
# The container's output only, warnings and errors (each archived segment would say so); a
# backup starts at once, not at the next checkpoint.
export PGBACKREST_LOG_LEVEL_FILE=off PGBACKREST_LOG_LEVEL_CONSOLE=warn PGBACKREST_START_FAST=y
export PGBACKREST_STANZA=school

