# Stand-in for the S3 service a provider brings (AWS S3, its own Ceph cluster, MinIO …), for
# `npm run test:stack` (deploy/stack/stand-ins.sh builds it): Ceph's RADOS Gateway over a
# one-node cluster from Debian's packages (one-node-ceph.sh), its data in a volume so objects
# outlive a restart. S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY name its one user's keys;
# S3_TLS_CERT and S3_TLS_KEY, a certificate to answer HTTPS with at 7443 too.
FROM school-stand-in/debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd \
 && rm -rf /var/lib/apt/lists/*
COPY one-node-ceph.sh /usr/local/bin/
ENV S3_LISTEN=0.0.0.0 S3_PORT=7480
VOLUME /var/lib/one-node-ceph
EXPOSE 7480 7443
HEALTHCHECK --interval=5s --timeout=5s --retries=60 CMD test -e /var/lib/one-node-ceph/run/ready
CMD ["one-node-ceph.sh", "/var/lib/one-node-ceph"]
