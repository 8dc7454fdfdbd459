import { stat } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorageUse } from '@school/shared/contracts/storage';
import { placeThenWrite, readMultipart, removeFiles, schoolFolder, withCopies, type FileRule, type MultipartForm } from '../uploads/multipart-form.js';
import type { S3FileStore } from '../uploads/s3-file-store.js';
import type { MediaStore } from '../uploads/media-store.js';
import { HttpError } from './errors.js';
import { checkRoom, forgetUploads, mainFiles, ownedBy, recordUploads, storageUse, uploadOf, type Uploader, type UploadLimits } from '../uploads/ledger.js';

/** The media, owned by this plugin: routes receive, place and remove media through it. */
export interface Storage {
  /**
   * Reads a multipart form, streaming its files into the store's temporary folder; `ruleFor`
   * names each file field's rule. A form's first file is refused before a byte of it is stored
   * when the caller's school is full or the caller at the hour's upload rate (a form without
   * files always passes: a full school still edits its texts and deletes what it no longer needs).
   */
  receive(request: FastifyRequest, ruleFor: (field: string) => FileRule | null): Promise<MultipartForm>;
  /**
   * Stores received files (temp path → stored path), records them in the ledger as the
   * uploader's, then runs the write that names them. Refused first (413, 429) when they would
   * take the school over its quota or the user over the hour's rate.
   */
  place<T>(uploader: Uploader, moves: [tempPath: string, stored: string][], write: () => Promise<T>): Promise<T>;
  /** Whether the ledger says a stored file is this school's upload, in its `subfolder` (pages, staff, …), and it is there. */
  owns(schoolId: number, stored: string, subfolder: string): Promise<boolean>;
  /** Whether a stored file is there (a page may name only files that are). */
  has(stored: string): Promise<boolean>;
  /** A stored file's size in bytes; null when it is not there (a notice tells its attachments' sizes). */
  size(stored: string): Promise<number | null>;
  /**
   * Removes stored files no row names any more, only those the ledger says are this school's: a
   * path some save names that is another school's, or no one's, is left (the sweep takes what
   * no row names).
   */
  remove(schoolId: number, stored: (string | null | undefined)[]): Promise<void>;
  /** Removes a deleted school's folder with everything in it (its id is never another school's). */
  removeSchool(schoolId: number): Promise<void>;
  /** Where the files are: the sweep, the ready check and the start-up tasks reach them here. */
  files: MediaStore;
  /** What the school's uploads take, and its quota. */
  use(schoolId: number): Promise<StorageUse>;
}

/** Whose an upload of this request is: the caller's school and the caller. */
export function uploaderOf(request: FastifyRequest, schoolId: number): Uploader {
  return { schoolId, userId: request.principal?.userId ?? null };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Uploaded media: stored in a file store (DATA_DIR/uploads or a bucket) and served from the API
 * host without /api at their stored path (uploads/...). Names are generated and never reused, so
 * answers are cached for a year; range requests (206) let videos seek; a sandboxing CSP keeps a
 * file from acting as a page.
 */
export const storagePlugin = fp(async (app: FastifyInstance, { store, limits }: { store: MediaStore; limits: UploadLimits }) => {
  app.decorate<Storage>('storage', {
    files: store,
    receive(request, ruleFor) {
      const schoolId = request.principal?.schoolId ?? null;
      const admit = schoolId === null ? undefined : () => checkRoom(app.db, limits, uploaderOf(request, schoolId), 0);
      return readMultipart(request, store.tempDir, ruleFor, admit);
    },
    async place(uploader, moves, write) {
      const sizes = new Map(await Promise.all(moves.map(async ([tempPath, stored]) => [stored, (await stat(tempPath)).size] as const)));
      // A picture's narrower copies count in its bytes: the ledger has a row per upload.
      const files = mainFiles(moves.map(([, stored]) => stored)).map((file) => ({ path: file, bytes: withCopies(file).reduce((sum, each) => sum + (sizes.get(each) ?? 0), 0) }));
      if (files.length) await checkRoom(app.db, limits, uploader, files.reduce((sum, file) => sum + file.bytes, 0));
      return placeThenWrite(store, moves, async () => {
        await recordUploads(app.db, uploader, files);
        try {
          return await write();
        } catch (error) {
          await forgetUploads(app.db, files.map((file) => file.path)); // placeThenWrite then removes the files
          throw error;
        }
      });
    },
    async owns(schoolId, stored, subfolder) {
      if (!stored.startsWith(`${schoolFolder(schoolId)}/${subfolder}/`)) return false;
      const upload = uploadOf(stored);
      return (await ownedBy(app.db, schoolId, [upload])).has(upload) && (await app.storage.has(stored));
    },
    has: async (stored) => (await store.stat(stored)) !== null,
    size: async (stored) => (await store.stat(stored))?.bytes ?? null,
    async remove(schoolId, stored) {
      const own = [...(await ownedBy(app.db, schoolId, stored.filter((file): file is string => Boolean(file))))];
      if (!own.length) return;
      // The rows first: a crash between leaves files no row names, which the sweep removes.
      await forgetUploads(app.db, own);
      await removeFiles(store, own);
    },
    removeSchool: (schoolId) => store.removeUnder(`${schoolFolder(schoolId)}/`),
    use: (schoolId) => storageUse(app.db, limits, schoolId),
  });

  if (store.kind === 's3') serveFromBucket(app, store);
  else await serveFromFolder(app, store.uploadsDir);
});

/** The headers of every served file, wherever it is stored. */
function mediaHeaders(set: (name: string, value: string) => void, key: string) {
  set('Cache-Control', 'public, max-age=31536000, immutable');
  set('Content-Security-Policy', "default-src 'none'; sandbox");
  set('Cross-Origin-Resource-Policy', 'cross-origin');
  // A document opens in the browser's own viewer (inline) under the sandbox above, and is
  // saved under its name; the stored name is generated (storedPath), so it is plain ASCII.
  if (key.endsWith('.pdf')) set('Content-Disposition', inlineDisposition(path.basename(key)));
}

async function serveFromFolder(app: FastifyInstance, root: string) {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (res, filePath) => mediaHeaders((name, value) => res.setHeader(name, value), filePath),
  });
}

/**
 * GET and HEAD /uploads/… from the bucket, streamed: a range (206) and a browser's current copy
 * (304) as the folder's server answers them. In the stack the web tier reads the bucket itself;
 * this serves `npm start`, the tests and a deployment with no web tier of its own.
 */
function serveFromBucket(app: FastifyInstance, bucket: S3FileStore) {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    async handler(request, reply) {
      const key = `uploads/${request.params['*']}`;
      const opened = await bucket.open(key, { range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] });
      if (opened.status === 404) throw new HttpError(404, 'Not Found');
      if (opened.status === 416) throw new HttpError(416, 'Range Not Satisfiable');
      reply.status(opened.status).headers(opened.headers);
      mediaHeaders((name, value) => reply.header(name, value), key);
      if (request.method === 'HEAD') opened.body?.destroy();
      return reply.send(request.method === 'HEAD' ? null : opened.body);
    },
  });
}

/**
 * `inline` with the file's name as RFC 6266 gives it: an ASCII `filename` for old clients and
 * `filename*` (RFC 8187, UTF-8, percent-encoded) for the rest. Quotes, backslashes and control
 * characters never reach the header.
 */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
