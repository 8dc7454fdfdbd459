import { S3Client } from '@aws-sdk/client-s3';

/** How a Node process reaches an S3 server (the API's file store, the renderer's and the mirrors' pages): never in a browser. */
export interface S3Server {
  /** The server's origin (http://radosgw:7480); buckets are addressed by path under it. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The one client to an S3-compatible server, as every part of the platform needs it. */
export function s3Client({ endpoint, region, accessKeyId, secretAccessKey }: S3Server): S3Client {
  return new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    // Buckets by path (endpoint/bucket/key): a self-hosted server has no wildcard DNS for buckets.
    forcePathStyle: true,
    // The SDK's default checksums (CRC32 trailers on every upload) are newer than many
    // S3-compatible servers, Ceph 16's gateway among them; only the operations that must carry
    // one (DeleteObjects) do.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
