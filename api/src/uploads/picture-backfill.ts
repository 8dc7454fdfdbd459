import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { picturesIn } from '@school/shared/contracts/page-values';
import { variantPath, variantWidths } from '@school/shared/contracts/picture-widths';
import type { Database } from '../db/schema.js';
import { writeVariant } from './reencode.js';

const exists = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;

export interface Backfilled {
  written: number;
  failed: number;
}

/**
 * Writes the narrower copies every stored picture should have and has not: pictures uploaded
 * before there were copies, or a rung added since. The pages' srcset names a picture's copies by
 * its width alone, so one that is missing would be a broken picture for the screens that pick
 * it; the start-up runs this before it serves. Each copy is written in uploads/.tmp and renamed
 * into place, so a crash never leaves a half-written copy under its name. Once every copy is
 * there, a start costs a stat per copy.
 */
export async function backfillVariants(db: Kysely<Database>, dataDir: string): Promise<Backfilled> {
  const rows = await db.selectFrom('school_documents').select('body').execute();
  const done: Backfilled = { written: 0, failed: 0 };
  const tempDir = path.join(dataDir, 'uploads', '.tmp');
  for (const row of rows) {
    let body: unknown;
    try {
      body = JSON.parse(row.body);
    } catch {
      continue; // an unreadable document names no picture
    }
    for (const picture of picturesIn(body)) {
      const source = path.join(dataDir, picture.path);
      if (picture.path.includes('..') || !(await exists(source))) continue;
      for (const width of variantWidths(picture)) {
        const target = path.join(dataDir, variantPath(picture.path, width));
        if (await exists(target)) continue;
        await mkdir(tempDir, { recursive: true });
        const temp = path.join(tempDir, `${randomUUID()}.webp`);
        try {
          await writeVariant(source, width, temp);
          await rename(temp, target);
          done.written++;
        } catch {
          // A stored picture that cannot be read, or a full disk: counted for the log, tried again next start.
          await rm(temp, { force: true });
          done.failed++;
        }
      }
    }
  }
  return done;
}
