import { rmdir, stat } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { placeThenWrite, readMultipart, removeFiles, type FileRule, type MultipartForm } from '../uploads/multipart-form.js';

/** The uploads folder, owned by this plugin: routes receive, place and remove media through it. */
export interface Storage {
  /** Reads a multipart form, streaming its files into uploads/.tmp; `ruleFor` names each file field's rule. */
  receive(request: FastifyRequest, ruleFor: (field: string) => FileRule | null): Promise<MultipartForm>;
  /** Moves received files into place (temp path → stored path), then runs the write that names them. */
  place<T>(moves: [tempPath: string, stored: string][], write: () => Promise<T>): Promise<T>;
  /** Whether a stored file is there (a page may name only files that are). */
  has(stored: string): Promise<boolean>;
  /** A stored file's size in bytes; null when it is not there (a notice tells its attachments' sizes). */
  size(stored: string): Promise<number | null>;
  /** Removes stored files no row names any more, then the given folders (deepest first) if left empty. */
  remove(stored: (string | null | undefined)[], folders?: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Uploaded media: stored under DATA_DIR/uploads and served from the API host without /api at
 * their stored relative path (uploads/...). Names are generated and never reused, so answers
 * are cached for a year; range requests (206) let videos seek; a sandboxing CSP keeps a file
 * from acting as a page.
 */
export const storagePlugin = fp(async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
  const root = path.join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });

  app.decorate<Storage>('storage', {
    receive: (request, ruleFor) => readMultipart(request, root, ruleFor),
    place: (moves, write) => placeThenWrite(dataDir, moves, write),
    has: async (stored) => stored.startsWith('uploads/') && !stored.includes('..') && (await stat(path.join(dataDir, stored)).catch(() => null))?.isFile() === true,
    async size(stored) {
      if (!stored.startsWith('uploads/') || stored.includes('..')) return null;
      const stats = await stat(path.join(dataDir, stored)).catch(() => null);
      return stats?.isFile() ? stats.size : null;
    },
    async remove(stored, folders = []) {
      await removeFiles(dataDir, stored);
      const inside = folders.filter((folder) => folder.startsWith('uploads/'));
      const deepestFirst = [...new Set(inside)].sort((a, b) => b.split('/').length - a.split('/').length);
      for (const folder of deepestFirst) await rmdir(path.join(dataDir, folder)).catch(() => undefined);
    },
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
});
