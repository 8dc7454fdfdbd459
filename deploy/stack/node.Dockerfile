# Stand-ins for node:20-bookworm-slim and node:20-bookworm (deploy/stack/stand-ins.sh builds
# them; the context holds node.tgz and npm.tgz from the npm registry).
FROM school-stand-in/debian:bookworm-slim AS slim
COPY node.tgz npm.tgz /tmp/
RUN tar -xzf /tmp/node.tgz -C /usr/local --strip-components=1 package/bin/node package/include \
 && mkdir -p /usr/local/lib/node_modules/npm \
 && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && rm /tmp/node.tgz /tmp/npm.tgz \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]

# As the official image: a compiler and python3 for native modules. node-gyp builds against
# the headers shipped beside Node, since nodejs.org (where it would fetch them) is not reached.
FROM slim AS full
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential python3 git \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
