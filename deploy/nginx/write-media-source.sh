#!/bin/sh
# Writes media-source.conf beside nginx.conf, which the host's /uploads/ location includes: where
# the schools' stored files are read from, as the API stores them (STORAGE). Usage:
# write-media-source.sh [folder]   (default /etc/nginx)
#   empty or local: the media volume (MEDIA_DIR), whose uploads/ the API writes;
#   s3: the API's bucket (S3_ENDPOINT, S3_BUCKET), read without keys: the API lets anyone read
#       its uploads/ and nothing else (api/src/uploads/s3-file-store.ts), and the bucket answers a
#       missing file 403 (no one may list it), which is this site's 404.
set -eu
dir=${1:-/etc/nginx}
case "${STORAGE:-}" in
  s3)
    cat >"$dir/media-source.conf" <<CONF
proxy_pass ${S3_ENDPOINT:?STORAGE=s3 needs S3_ENDPOINT}/${S3_BUCKET:?STORAGE=s3 needs S3_BUCKET}/uploads/;
proxy_http_version 1.1;
proxy_set_header Connection "";
# Nothing of the visitor's reaches the bucket but the file asked for and its range.
proxy_set_header Cookie "";
proxy_set_header Authorization "";
proxy_hide_header x-amz-request-id;
proxy_hide_header x-amz-id-2;
proxy_hide_header x-rgw-object-type;
proxy_hide_header x-amz-storage-class;
proxy_intercept_errors on;
error_page 403 = @stored_file_missing;
CONF
    ;;
  '' | local)
    printf 'root %s;\n' "${MEDIA_DIR:?the API's media folder}" >"$dir/media-source.conf"
    ;;
  *)
    echo "write-media-source.sh: STORAGE must be empty, local or s3 (it is \"$STORAGE\")" >&2
    exit 1
    ;;
esac
