# Let's Encrypt's test ACME server, from Debian's pebble package, for `npm run test:stack`
# (deploy/stack/stand-ins.sh builds it): the stack's entry point gets real certificates from
# it, offline. Its own HTTPS certificate and key are mounted at /etc/pebble/tls by the run.
FROM school-stand-in/debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends pebble \
 && rm -rf /var/lib/apt/lists/*
COPY pebble-config.json /etc/pebble/pebble-config.json
# Challenges are taken as passed (the test names resolve nowhere but in the test browser), and
# no good nonce is refused at random: what is tested is the entry point's side.
ENV PEBBLE_VA_ALWAYS_VALID=1 PEBBLE_WFE_NONCEREJECT=0
EXPOSE 14000 15000
CMD ["pebble", "-config", "/etc/pebble/pebble-config.json"]
