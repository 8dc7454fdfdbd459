import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DRAFT_MESSAGES, type DraftChange, type DraftState, type RecordDraftChange } from '@school/shared/contracts/drafts';
import { NOTICE_MESSAGES } from '@school/shared/contracts/notices';
import type { Database } from '../../db/schema.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { removeDroppedFiles } from '../notices/attachment-files.js';
import { noticeWrites } from '../notices/audited-writes.js';
import { publishPage } from '../pages/publish.js';
import { applySave, type SchoolRecordSaves } from '../school-record-saves.js';
import type { SchoolRecords } from '../school-records.js';
import { fingerprint, formOf, recordKinds } from './record-kinds.js';
import { draftRepository, type StoredDraft } from './repository.js';

/**
 * Publishes a draft through the same write a direct save takes (decision 013): a page as its next
 * version, a notice added or replaced and published, a record added or changed, each in one
 * transaction with the draft's removal and an audit entry of the publishing that names the
 * draft's author. The draft must
 * still be in one of `from` states (a publisher publishes a submitted draft; with approval off,
 * submitting publishes whatever state it was in), else 409: someone else published or sent it
 * back meanwhile. A change based on what is no longer current answers 409 too, and the draft
 * stays, for its author to bring up to date.
 */
export async function publishDraft(app: FastifyInstance, request: FastifyRequest, schoolId: number, draft: StoredDraft, from: readonly DraftState[]): Promise<void> {
  const drafts = draftRepository(app.db);
  const { row, change } = draft;
  const now = () => new Date().toISOString();

  const finish = async (trx: Kysely<Database>) => {
    if (!(await drafts.remove(trx, row.id, from))) throw new HttpError(409, DRAFT_MESSAGES.notSubmitted);
    await recordAudit(trx, request, { action: 'publish', entity: 'draft', entityId: row.id, schoolId, before: draftAudit(draft) });
  };

  if (change.type === 'page') {
    const { kind, content } = change.page;
    const outcome = await publishPage(app, request, { schoolId, kind, content, baseVersion: Number(row.base), also: finish });
    if ('conflict' in outcome) throw new HttpError(409, DRAFT_MESSAGES.pageChanged);
    return;
  }
  if (change.type === 'notice') return publishNotice(app, request, schoolId, change, row.base, finish, now());
  await publishRecord(app, request, schoolId, change, row.base, finish);
}

/**
 * A record's draft goes through the record's own save with its form, as the publisher's: the
 * record as it was when the draft was written (else 409), its files already in place.
 */
async function publishRecord(app: FastifyInstance, request: FastifyRequest, schoolId: number, change: RecordDraftChange, base: string | null, finish: (trx: Kysely<Database>) => Promise<void>) {
  const { records, saves } = recordKinds(app)[change.type] as unknown as { records: SchoolRecords<unknown, unknown>; saves: SchoolRecordSaves<unknown, unknown> };
  if (change.recordId !== null) {
    const previous = await records.repository.own(schoolId, change.recordId);
    if (!previous) throw new HttpError(409, DRAFT_MESSAGES.recordGone);
    if (fingerprint(previous) !== base) throw new HttpError(409, DRAFT_MESSAGES.recordChanged);
  }
  const planned = await saves.plan(formOf(change), schoolId, change.recordId === null ? 'add' : 'update', request, finish);
  await applySave(app, request, schoolId, saves, planned);
}

async function publishNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  schoolId: number,
  change: Extract<DraftChange, { type: 'notice' }>,
  readAt: string | null,
  finish: (trx: Kysely<Database>) => Promise<void>,
  now: string,
): Promise<void> {
  const { noticeId, notice } = change;
  const dropped = await uniquely(NOTICE_MESSAGES.numberTaken, () =>
    app.db.transaction().execute(async (trx) => {
      const writes = noticeWrites(app, trx);
      let before: Awaited<ReturnType<typeof writes.update>>['before'] | undefined;
      let after;
      if (noticeId === null) {
        after = await writes.add(request, schoolId, notice, now);
      } else {
        ({ before, after } = await writes.update(request, schoolId, noticeId, notice, now, readAt ?? undefined).catch(asDraftConflict));
      }
      if (after.status !== 'published') await writes.publish(request, schoolId, after.id, now);
      await finish(trx);
      return before ? { before: before.attachments, after: after.attachments } : undefined;
    }),
  );
  if (dropped) await removeDroppedFiles(app, schoolId, dropped.before, dropped.after);
}

/** A notice deleted or changed since its draft was written: the draft's own words for it. */
function asDraftConflict(error: unknown): never {
  if (error instanceof HttpError && error.message === NOTICE_MESSAGES.notFound) throw new HttpError(409, DRAFT_MESSAGES.noticeGone);
  if (error instanceof HttpError && error.message === NOTICE_MESSAGES.changedMeanwhile) throw new HttpError(409, DRAFT_MESSAGES.noticeChanged);
  throw error;
}

/** A draft as the audit log keeps it: what it changes, its state and author, and the change itself. */
export function draftAudit({ row, change }: StoredDraft) {
  return { state: row.state, comment: row.comment, authorId: row.author_id, authorRole: row.author_role, change };
}
