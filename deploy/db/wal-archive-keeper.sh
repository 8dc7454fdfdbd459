#!/bin/sh
# pgBackRest's backups of the primary (db-start.sh starts this with WAL_ARCHIVE=s3): once the
# server answers, the stanza (the archive's place in the bucket) is made if it is not there (or
# moved on to this database, if it was another's), a full backup is taken if this database has
# none, and then one every night at BACKUP_TIME (in TZ): full on Sundays, else the difference
# since the last full. A point-in-time restore starts from the newest backup before its target
# and replays the archived WAL from there. On a standby it waits: a promoted standby is the
# primary, and takes them over.
backup_time=${BACKUP_TIME:-02:00}
say() { echo "wal-archive-keeper: $*"; }
primary() {
  [ "$(psql -h /var/run/postgresql -U "${POSTGRES_USER:-postgres}" -d postgres -tAc 'select not pg_is_in_recovery()' 2>/dev/null)" = t ]
}
until primary; do sleep 5; done
full=""
until wal-archive stanza-create; do
  # Another database's archive is there: this one is new (a dump restored on a new machine).
  # Its history goes on from here beside the old one's, which is kept.
  if wal-archive stanza-upgrade --log-level-console=info; then
    full="a new database under the archive"
    break
  fi
  say "the archive's stanza could not be made (is the bucket there?); trying again in 15 s"
  sleep 15
done
wal-archive info --output=json | grep -q '"label"' || full="no backup in the archive yet"
if [ -n "$full" ]; then
  say "$full: taking a full backup"
  wal-archive backup --type=full --log-level-console=info || say "the first full backup failed; trying again at $backup_time"
fi
while :; do
  now=$(date +%s)
  next=$(date -d "$backup_time" +%s)
  [ "$next" -le "$now" ] && next=$(date -d "tomorrow $backup_time" +%s)
  sleep $((next - now))
  primary || continue
  if [ "$(date +%u)" = 7 ]; then type=full; else type=diff; fi
  wal-archive backup --type=$type --log-level-console=info || say "tonight's $type backup failed"
done
