import type { ApiConfig } from '../config.js';
import { folderStore, type FolderStore } from './file-store.js';
import { s3FileStore, type S3FileStore } from './s3-file-store.js';

/** The store the API's media are in, as configured (STORAGE): told apart by `kind`. */
export type MediaStore = FolderStore | S3FileStore;

/** The configured store, ready for writes: a new deployment's bucket is made at its first start. */
export async function openMediaStore(config: Pick<ApiConfig, 'dataDir' | 'storage'>): Promise<MediaStore> {
  const { storage } = config;
  if (storage.kind === 'local') return folderStore(config.dataDir);
  const bucket = s3FileStore(storage);
  await bucket.ensureBucket();
  return bucket;
}
