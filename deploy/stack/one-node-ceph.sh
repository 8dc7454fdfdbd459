#!/usr/bin/env bash
# An S3 server on one machine: Ceph's RADOS Gateway over a one-node Ceph cluster (one monitor, one
# BlueStore OSD on a sparse file, no manager), from Debian's radosgw, ceph-mon and ceph-osd.
# Made in DIR on its first start, started again from it after (its objects survive a kill -9).
# Stays in the foreground until a signal or one daemon's end, and stops the three with it.
#
#   one-node-ceph.sh DIR
#   S3_PORT (7480), CEPH_MON_PORT (3300), S3_LISTEN (127.0.0.1): where it listens;
#   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the one user's keys, made when it is not there yet.
#   S3_TLS_CERT, S3_TLS_KEY: a certificate and its key to answer HTTPS with as well, at
#   S3_TLS_PORT (7443), for clients that speak nothing else (pgBackRest).
#   DIR/run/ready is there once the gateway answers and the user exists.
#
# For tests and the test stack (scripts/with-radosgw.sh, deploy/stack/radosgw.Dockerfile), not a
# deployment: authentication between the daemons is off (then every messenger mode must be plain
# crc, or the monitor and the OSD cannot talk), and each object is kept once.
set -euo pipefail
dir=${1:?usage: one-node-ceph.sh DIR}
port=${S3_PORT:-7480}
mon_port=${CEPH_MON_PORT:-3300}
listen=${S3_LISTEN:-127.0.0.1}
: "${S3_ACCESS_KEY_ID:?set S3_ACCESS_KEY_ID}" "${S3_SECRET_ACCESS_KEY:?set S3_SECRET_ACCESS_KEY}"
conf=(-c "$dir/ceph.conf")
frontend="endpoint=$listen:$port"
if [ -n "${S3_TLS_CERT:-}" ]; then
  frontend+=" ssl_endpoint=$listen:${S3_TLS_PORT:-7443} ssl_certificate=$S3_TLS_CERT ssl_private_key=${S3_TLS_KEY:?S3_TLS_CERT needs S3_TLS_KEY}"
fi
mkdir -p "$dir"/{mon,osd,rgw,run,log}
rm -f "$dir/run/ready"

if [ ! -e "$dir/mon/mon.a/store.db" ]; then
  fsid=$(cat /proc/sys/kernel/random/uuid)
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
public addr = 127.0.0.1
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
[client.rgw.one]
rgw data = $dir/rgw
CONF
  ceph-authtool --create-keyring "$dir/mon.keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  monmaptool --create --addv a "[v2:127.0.0.1:$mon_port]" --fsid "$fsid" "$dir/monmap" >/dev/null
  ceph-mon "${conf[@]}" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/mon.keyring"
  mkdir -p "$dir/osd/osd.0"
  fresh=yes
fi

pids=()
stop() {
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap 'stop; exit 0' TERM INT
trap stop EXIT

ceph-mon "${conf[@]}" -i a -f &
pids+=($!)
if [ -n "${fresh:-}" ]; then
  [ "$(ceph "${conf[@]}" osd create)" = 0 ] || { echo "one-node-ceph: the new cluster's OSD is not osd.0" >&2; exit 1; }
  ceph-osd "${conf[@]}" -i 0 --mkfs >"$dir/log/mkfs.log" 2>&1
  ceph "${conf[@]}" osd crush add osd.0 1.0 host=localhost root=default >/dev/null 2>&1
fi
ceph-osd "${conf[@]}" -i 0 -f 2>>"$dir/log/osd.start.log" &
pids+=($!)
# The frontends from this start's settings, not the first's.
radosgw "${conf[@]}" -n client.rgw.one --rgw-init-timeout=120 --rgw-frontends="beast $frontend" -f &
pids+=($!)

for _ in $(seq 1 240); do
  (exec 3<>"/dev/tcp/$listen/$port") 2>/dev/null && break
  sleep 0.5
done
if ! radosgw-admin "${conf[@]}" user info --uid=school >/dev/null 2>&1; then
  radosgw-admin "${conf[@]}" user create --uid=school --display-name=school --access-key="$S3_ACCESS_KEY_ID" --secret="$S3_SECRET_ACCESS_KEY" >/dev/null
fi
touch "$dir/run/ready"
echo "one-node-ceph: RADOS Gateway $(radosgw --version | awk '{print $3}') at http://$listen:$port"

# One daemon's end ends the rest: whoever runs this (a test, compose) sees the server gone.
wait -n
echo "one-node-ceph: a daemon stopped" >&2
exit 1
