import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../uploads/file-store.js';
import type { LinkState } from './outside.js';
import { hostOf, type ProbeResult } from './link-prober.js';
import { pdfHasText } from './pdf-text.js';

/** A long list asked for in parts: one query's parameters stay well within both databases' limits. */
const chunks = (items: readonly string[], size = 500): string[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * What the checks learnt outside a school's data, kept across schools and nights (migration
 * 025): each outside link's answers, and whether each stored PDF has text.
 */
export function outsideStore(db: Kysely<Database>) {
  return {
    async links(urls: readonly string[]): Promise<Map<string, LinkState & { checkedAt: string; failedNight: string | null }>> {
      const rows = (await Promise.all(chunks(urls).map((chunk) => db.selectFrom('health_links').selectAll().where('url', 'in', chunk).execute()))).flat();
      return new Map(rows.map((row) => [row.url, { ok: row.ok === 1, answer: row.answer, failedNights: row.failed_nights, checkedAt: row.checked_at, failedNight: row.failed_night }]));
    },
    /**
     * Keeps what links answered. A failure counts once a night (`night`, its number): a link
     * that fails on two nights in a row is broken. One that answers is in order again at once.
     * Outside the night (a publish, "Check now") a failure is kept and counts no night.
     */
    async saveLinks(results: readonly ProbeResult[], night: number | null, now: string): Promise<void> {
      if (results.length === 0) return;
      const before = await this.links(results.map((result) => result.url));
      await db.transaction().execute(async (trx) => {
        for (const result of results) {
          const known = before.get(result.url);
          const counted = !result.ok && night !== null && known?.failedNight !== String(night);
          const failedNights = result.ok ? 0 : (known?.failedNights ?? 0) + (counted ? 1 : 0);
          const failedNight = result.ok ? null : counted ? String(night) : (known?.failedNight ?? null);
          const values = { checked_at: now, answer: result.answer, ok: result.ok ? 1 : 0, failed_nights: failedNights, failed_night: failedNight };
          await trx
            .insertInto('health_links')
            .values({ url: result.url, host: hostOf(result.url), ...values })
            .onConflict((conflict) => conflict.column('url').doUpdateSet(values))
            .execute();
        }
      });
    },
    /**
     * Whether each PDF has text: a stored file never changes, so each is read once, here, the
     * first time a check meets it. A file not there (or unreadable) is left out.
     */
    async pdfTexts(paths: readonly string[], files: FileStore, now: string): Promise<Map<string, boolean>> {
      const texts = new Map<string, boolean>();
      if (paths.length === 0) return texts;
      const rows = (await Promise.all(chunks(paths).map((chunk) => db.selectFrom('health_files').selectAll().where('path', 'in', chunk).execute()))).flat();
      for (const row of rows) texts.set(row.path, row.has_text === 1);
      for (const path of paths.filter((path) => !texts.has(path))) {
        const bytes = await files.read(path);
        const hasText = bytes ? await pdfHasText(bytes) : null;
        if (hasText === null) continue;
        texts.set(path, hasText);
        await db
          .insertInto('health_files')
          .values({ path, has_text: hasText ? 1 : 0, checked_at: now })
          .onConflict((conflict) => conflict.column('path').doNothing())
          .execute();
      }
      return texts;
    },
  };
}

