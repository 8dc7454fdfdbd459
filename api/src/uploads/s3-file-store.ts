import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutBucketPolicyCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { deleteObjects, notThere, s3Client } from '@school/shared/s3-client';
import type { S3Settings } from '../config.js';
import { EXTENSION } from './file-type.js';
import { isStoredKey, type FileStore, type StoredFile } from './file-store.js';

/** What a served file's answer carries over from the bucket (GET /uploads/… in this store). */
export interface OpenedFile {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

export interface S3FileStore extends FileStore {
  readonly kind: 's3';
  /** A stored file for an answer: its bytes (a range of them), or 304 when the browser's copy is current. */
  open(key: string, request: { range?: string; ifNoneMatch?: string }): Promise<OpenedFile>;
  /**
   * Makes the bucket when it is not there yet (a new deployment), and lets anyone read its
   * uploads/ (and nothing else: no listing, no writes), as the site serves them to anyone: the
   * web tier reads them without keys.
   */
  ensureBucket(): Promise<void>;
}

const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSION).map(([type, extension]) => [extension, type]));
const contentType = (key: string) => TYPE_OF_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';


export function s3FileStore(settings: S3Settings, tempDir = path.join(os.tmpdir(), 'school-uploads')): S3FileStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  async function statOf(key: string): Promise<StoredFile | null> {
    if (!isStoredKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, bytes: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  }

  async function list(prefix: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) files.push({ key: object.Key, bytes: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 });
      }
    }
    return files;
  }

  const remove = (keys: string[]) => deleteObjects(client, Bucket, [...new Set(keys.filter(isStoredKey))]);

  return {
    kind: 's3',
    tempDir,
    async put(key, from) {
      if (!isStoredKey(key)) throw new Error(`Not a stored path: ${key}`);
      // One PUT with its length: the gateway stores the object whole or not at all.
      const { size } = await stat(from);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(from), ContentLength: size, ContentType: contentType(key) }));
      await rm(from, { force: true });
    },
    stat: statOf,
    remove,
    async removeUnder(prefix) {
      if (!isStoredKey(prefix.replace(/\/$/, ''))) throw new Error(`Not a stored folder: ${prefix}`);
      await remove((await list(prefix)).map((file) => file.key));
    },
    list,
    async probe() {
      // A left-over probe (a crash between the two) is no row's file: the uploads sweep removes it.
      const Key = `uploads/.ready-${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ready' }));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async read(key) {
      if (!isStoredKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    async open(key, { range, ifNoneMatch }) {
      if (!isStoredKey(key) || key.startsWith('uploads/.')) return { status: 404, headers: {}, body: null };
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }));
        const headers: Record<string, string> = { 'content-type': contentType(key), 'accept-ranges': 'bytes' };
        if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
        if (object.ContentRange) headers['content-range'] = object.ContentRange;
        if (object.ETag) headers.etag = object.ETag;
        if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
        return { status: object.ContentRange ? 206 : 200, headers, body: object.Body as Readable };
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 304) return { status: 304, headers: {}, body: null };
        if (status === 416) return { status: 416, headers: {}, body: null };
        if (notThere(error)) return { status: 404, headers: {}, body: null };
        throw error;
      }
    },
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!notThere(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket })).catch((created: unknown) => {
          // Another replica made it meanwhile.
          if (!(created instanceof S3ServiceException && created.name === 'BucketAlreadyOwnedByYou')) throw created;
        });
      }
      const Policy = JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Sid: 'StoredFilesArePublic', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${Bucket}/uploads/*` }],
      });
      await client.send(new PutBucketPolicyCommand({ Bucket, Policy }));
    },
  };
}
