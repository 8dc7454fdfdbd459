import { DeleteObjectsCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

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

/** S3 answers "not there" as 404, named NotFound (HEAD) or NoSuchKey (GET). */
export const notThere = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/** Removes objects, a batch a request; one not there is no failure, one the server kept is. */
export async function deleteObjects(client: S3Client, Bucket: string, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
    const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
    if (failed.length) throw new Error(`The bucket kept ${failed.length} file(s): ${failed[0]!.Key} (${failed[0]!.Code})`);
  }
}
