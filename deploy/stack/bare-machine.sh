#!/usr/bin/env bash
# Proves the README's two commands on a bare Debian machine: a new container of the Node
# stand-in (Debian bookworm with Node 20, npm, git, a compiler and python3, and nothing else),
# as root, clones this repository's HEAD and runs `npm ci && npm test`, which must install the
# system packages it needs by itself. Needs a running Docker engine and the stand-ins
# (deploy/stack/stand-ins.sh). About half an hour on 2 cores.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
# Chromium needs more shared memory than Docker's default 64 MB.
exec docker run --rm --shm-size=2g -e CI=true -v "$root/.git:/origin.git:ro" school-stand-in/node:20-bookworm \
  bash -euo pipefail -c 'git clone -q /origin.git /work/main && cd /work/main && git log -1 --oneline && npm ci && npm test'
