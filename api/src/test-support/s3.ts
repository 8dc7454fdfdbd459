import type { S3Settings } from '../config';

/** The S3 server scripts/with-radosgw.sh started for this run, without a bucket; null when none was. */
export function s3TestSettings(): Omit<S3Settings, 'bucket'> | null {
  const { TEST_S3_ENDPOINT: endpoint, TEST_S3_ACCESS_KEY_ID: accessKeyId, TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!endpoint || !accessKeyId || !secretAccessKey) return null;
  return { endpoint, accessKeyId, secretAccessKey, region: 'us-east-1' };
}
