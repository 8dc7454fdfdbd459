import { randomUUID } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file as a store lists it. */
export interface StoredFile {
  /** Its stored path ("uploads/school.3/staff/….webp"), as rows name it. */
  key: string;
  bytes: number;
  modifiedMs: number;
}

/**
 * Where media live once placed. A key is a stored path relative to DATA_DIR ("uploads/…"), the
 * same in every store, so no row changes when a provider moves its files from a folder to a
 * bucket. Two stores: a folder on this machine (`npm start`, one-machine stacks) and an S3 bucket
 * (s3-file-store.ts), which several API replicas share. Received files wait on this node's disk
 * (`tempDir`) while they are checked and re-encoded; `put` is the one step that stores them.
 */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** Where this node keeps received files until they are placed or refused. */
  readonly tempDir: string;
  /** Stores the local file `from` as `key`, readable by anyone who may read media; `from` is gone after. */
  put(key: string, from: string): Promise<void>;
  /** A stored file's size and time; null when it is not there. */
  stat(key: string): Promise<StoredFile | null>;
  /** A stored file's bytes (the site-health checks read PDFs); null when it is not there. */
  read(key: string): Promise<Buffer | null>;
  /** Removes stored files; one that is not there is no error. */
  remove(keys: string[]): Promise<void>;
  /** Removes every stored file whose key starts with `prefix` (a folder: it ends with "/"). */
  removeUnder(prefix: string): Promise<void>;
  /** Every stored file whose key starts with `prefix`, the temporary files not among them. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Writes and removes a small file: whether the store takes writes now (GET /api/ready). */
  probe(): Promise<void>;
}

/** Only ever a stored path inside the uploads folder: no row, form or test reaches past it. */
export function isStoredKey(key: string): boolean {
  return key.startsWith('uploads/') && !key.split('/').some((part) => part === '..' || part === '.' || part === '') && !key.includes('\\');
}

const TEMP = 'uploads/.tmp';

export interface FolderStore extends FileStore {
  readonly kind: 'folder';
  /** DATA_DIR/uploads: the API serves it, and a web server beside it may. */
  readonly uploadsDir: string;
}

/**
 * The uploads folder under DATA_DIR. Received files wait in uploads/.tmp, on the same file system,
 * so placing one is a rename: a stored file is there whole or not at all.
 */
export function folderStore(dataDir: string): FolderStore {
  const at = (key: string) => path.join(dataDir, key);
  const tempDir = at(TEMP);
  async function statOf(key: string): Promise<StoredFile | null> {
    if (!isStoredKey(key)) return null;
    const stats = await lstat(at(key)).catch(() => null);
    return stats?.isFile() ? { key, bytes: stats.size, modifiedMs: stats.mtimeMs } : null;
  }

  return {
    kind: 'folder',
    tempDir,
    uploadsDir: at('uploads'),
    async put(key, from) {
      if (!isStoredKey(key)) throw new Error(`Not a stored path: ${key}`);
      await mkdir(path.dirname(at(key)), { recursive: true });
      // Received as only the API's (0600); placed, it is public: the web server reads it from the media folder.
      await chmod(from, 0o644);
      await rename(from, at(key));
    },
    stat: statOf,
    async read(key) {
      return (await statOf(key)) ? readFile(at(key)).catch(() => null) : null;
    },
    async remove(keys) {
      await Promise.all(keys.filter(isStoredKey).map((key) => rm(at(key), { force: true })));
    },
    async removeUnder(prefix) {
      if (!isStoredKey(prefix.replace(/\/$/, ''))) throw new Error(`Not a stored folder: ${prefix}`);
      await rm(at(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      const base = at(prefix.slice(0, prefix.lastIndexOf('/') + 1));
      const entries = await readdir(base, { withFileTypes: true, recursive: true }).catch(() => []);
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.startsWith(`${TEMP}/`));
      const files = await Promise.all(keys.map(statOf));
      return files.filter((file): file is StoredFile => file !== null);
    },
    async probe() {
      // A left-over probe (a crash between the two) is no row's file: the uploads sweep removes it.
      const probe = at(`uploads/.ready-${randomUUID()}`);
      await mkdir(path.dirname(probe), { recursive: true });
      await writeFile(probe, 'ready');
      await rm(probe);
    },
  };
}
