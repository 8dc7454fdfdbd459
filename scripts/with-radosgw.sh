#!/usr/bin/env bash
# Runs a command with TEST_S3_ENDPOINT naming a throw-away S3 server: Ceph's RADOS Gateway over a
# one-node Ceph cluster (one monitor, one BlueStore OSD on a sparse file, no manager), made for
# this run in a temporary folder and removed after it: `bash scripts/with-radosgw.sh npx jest ...`.
# Needs Debian's radosgw, ceph-mon and ceph-osd packages (scripts/system-packages.mjs installs
# them); without them the run is skipped, as with-postgres.sh does. Up in about 15 s on 2 cores.
#
# Test settings, not a deployment's: authentication between Ceph's daemons is off (then every
# messenger mode must be plain crc, or the monitor and the OSD cannot talk), one copy of each
# object, and the gateway listens on loopback only.
set -euo pipefail

for command in ceph-mon ceph-osd radosgw radosgw-admin monmaptool; do
  if ! command -v "$command" >/dev/null; then
    echo "Ceph's RADOS Gateway is not installed (Debian: apt-get install radosgw ceph-mon ceph-osd): skipping the S3 run."
    exit 0
  fi
done

dir=$(mktemp -d)
port=${S3TEST_PORT:-57480}
mon_port=${S3TEST_MON_PORT:-53300}
fsid=$(cat /proc/sys/kernel/random/uuid)
mkdir -p "$dir"/{mon,osd,rgw,run,log}
cleanup() {
  for pid in "$dir"/run/*.pid; do [ -f "$pid" ] && kill -9 "$(cat "$pid")" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT

cat >"$dir/ceph.conf" <<CONF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
auth cluster required = none
auth service required = none
auth client required = none
ms cluster mode = crc
ms service mode = crc
ms client mode = crc
ms mon service mode = crc
ms mon cluster mode = crc
ms mon client mode = crc
ms bind ipv6 = false
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
run dir = $dir/run
log file = $dir/log/\$name.log
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
[mon]
mon data = $dir/mon/\$name
[osd]
osd data = $dir/osd/\$name
osd objectstore = bluestore
bluestore block path = $dir/osd/\$name/block.file
bluestore block size = 4294967296
bluestore block create = true
bluestore fsck on mkfs = false
osd memory target = 536870912
[client.rgw.test]
rgw frontends = beast endpoint=127.0.0.1:$port
rgw data = $dir/rgw
CONF

conf=(-c "$dir/ceph.conf")
started=$SECONDS
ceph-authtool --create-keyring "$dir/mon.keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --addv a "[v2:127.0.0.1:$mon_port]" --fsid "$fsid" "$dir/monmap" >/dev/null
ceph-mon "${conf[@]}" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/mon.keyring"
ceph-mon "${conf[@]}" -i a
osd=$(ceph "${conf[@]}" osd create)
mkdir -p "$dir/osd/osd.$osd"
ceph-osd "${conf[@]}" -i "$osd" --mkfs >/dev/null 2>&1
ceph-osd "${conf[@]}" -i "$osd"
ceph "${conf[@]}" osd crush add "osd.$osd" 1.0 host=localhost root=default >/dev/null 2>&1 || true
radosgw "${conf[@]}" -n client.rgw.test --rgw-init-timeout=90
for _ in $(seq 1 180); do
  curl -s -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.5
done
key=test-$RANDOM$RANDOM
secret=$(head -c 30 /dev/urandom | base64 | tr -d '/+=')
radosgw-admin "${conf[@]}" user create --uid=test --display-name=test --access-key="$key" --secret="$secret" >/dev/null

echo "RADOS Gateway $(radosgw --version | awk '{print $3}') on port $port (up in $((SECONDS - started)) s) for: $*"
TEST_S3_ENDPOINT="http://127.0.0.1:$port" TEST_S3_ACCESS_KEY_ID="$key" TEST_S3_SECRET_ACCESS_KEY="$secret" "$@"
