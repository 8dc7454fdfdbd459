#!/usr/bin/env bash
# Runs a command with TEST_S3_ENDPOINT naming a throw-away S3 server: Ceph's RADOS Gateway over a
# one-node cluster (deploy/stack/one-node-ceph.sh), made for this run in a temporary folder and
# removed after it: `bash scripts/with-radosgw.sh npx jest ...`. Needs Debian's radosgw, ceph-mon
# and ceph-osd (scripts/system-packages.mjs installs them); without them the run is skipped, as
# with-postgres.sh does. Up in about 15 s on 2 cores.
set -euo pipefail

for command in ceph-mon ceph-osd radosgw radosgw-admin monmaptool; do
  if ! command -v "$command" >/dev/null; then
    echo "Ceph's RADOS Gateway is not installed (Debian: apt-get install radosgw ceph-mon ceph-osd): skipping the S3 run."
    exit 0
  fi
done

dir=$(mktemp -d)
export S3_PORT=${S3TEST_PORT:-57480} CEPH_MON_PORT=${S3TEST_MON_PORT:-53300}
export S3_ACCESS_KEY_ID="test-$RANDOM$RANDOM" S3_SECRET_ACCESS_KEY="$(head -c 30 /dev/urandom | base64 | tr -d '/+=')"
started=$SECONDS
bash "$(dirname "$0")/../deploy/stack/one-node-ceph.sh" "$dir" >"$dir.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$dir" "$dir.log"' EXIT
until [ -e "$dir/run/ready" ]; do
  if ! kill -0 "$server" 2>/dev/null || [ $((SECONDS - started)) -gt 180 ]; then
    echo "The S3 server did not start:" >&2
    tail -n 20 "$dir.log" >&2
    exit 1
  fi
  sleep 0.5
done

echo "RADOS Gateway on port $S3_PORT (up in $((SECONDS - started)) s) for: $*"
TEST_S3_ENDPOINT="http://127.0.0.1:$S3_PORT" TEST_S3_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" TEST_S3_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" "$@"
