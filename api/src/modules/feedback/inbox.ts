import type { Kysely, Selectable } from 'kysely';
import { FEEDBACK_PAGE_SIZE, type FeedbackInput, type FeedbackItem, type FeedbackListRequest, type FeedbackPage } from '@school/shared/contracts/feedback';
import type { Database, FeedbackTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../plugins/errors.js';
import { countSend } from './flood-limits.js';
import { newReference } from './reference.js';

/** Draws of a reference number before giving up: one in millions is taken, so a second draw is already rare. */
const REFERENCE_DRAWS = 5;

const toItem = (row: Selectable<FeedbackTable>): FeedbackItem => ({
  reference: row.reference,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.closed_at ? 'closed' : 'open',
  closedAt: row.closed_at,
});

/** A school's feedback: received from its visitors, read and closed by its admin. Every call names the school. */
export function feedbackInbox(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /**
     * Stores a visitor's feedback under a new reference number and answers it, once the send
     * is within the flood limits (else TooMuchFeedback); the count and the row are written in
     * one transaction, so a crash leaves neither or both.
     */
    async receive(schoolId: number, client: string, { name, email, message }: Omit<FeedbackInput, 'website'>): Promise<string> {
      for (let draw = 1; ; draw++) {
        const at = now();
        const reference = newReference(new Date(at));
        try {
          await db.transaction().execute(async (trx) => {
            await countSend(trx, schoolId, client, at);
            await trx
              .insertInto('feedback')
              .values({ reference, school_id: schoolId, name, email, message, received_at: new Date(at).toISOString(), closed_at: null })
              .execute();
          });
          return reference;
        } catch (error) {
          // Taken already: the whole transaction, its counts too, is tried again with a new number.
          if (isUniqueViolation(error) && draw < REFERENCE_DRAWS) continue;
          throw error;
        }
      }
    },

    /** A page of the school's feedback, newest first, with how many the filter holds and how many are open and closed. */
    async list(schoolId: number, { status, page }: FeedbackListRequest): Promise<FeedbackPage> {
      const school = db.selectFrom('feedback').where('school_id', '=', schoolId);
      let query = school;
      if (status === 'open') query = query.where('closed_at', 'is', null);
      if (status === 'closed') query = query.where('closed_at', 'is not', null);
      const [rows, counted] = await Promise.all([
        query
          .selectAll()
          .orderBy('received_at', 'desc')
          .orderBy('reference', 'desc')
          .limit(FEEDBACK_PAGE_SIZE)
          .offset((page - 1) * FEEDBACK_PAGE_SIZE)
          .execute(),
        school
          .select((eb) => [eb.fn.countAll<number | string>().as('all'), eb.fn.count<number | string>('closed_at').as('closed')])
          .executeTakeFirstOrThrow(),
      ]);
      const all = Number(counted.all);
      const closed = Number(counted.closed);
      const total = status === 'open' ? all - closed : status === 'closed' ? closed : all;
      return { items: rows.map(toItem), total, open: all - closed, closed, page, pageSize: FEEDBACK_PAGE_SIZE };
    },

    /**
     * Closes (or reopens) one of the school's feedback and answers it; undefined when the school
     * has none by that number. `also` (the audit log's entry) is given the feedback before and
     * after, in the change's transaction.
     */
    async setClosed(
      schoolId: number,
      reference: string,
      closed: boolean,
      also?: (trx: Kysely<Database>, before: FeedbackItem, after: FeedbackItem) => Promise<void>,
    ): Promise<FeedbackItem | undefined> {
      return db.transaction().execute(async (trx) => {
        const read = () => trx.selectFrom('feedback').selectAll().where('school_id', '=', schoolId).where('reference', '=', reference).executeTakeFirst();
        const before = await read();
        if (!before) return undefined;
        const mine = trx.updateTable('feedback').where('school_id', '=', schoolId).where('reference', '=', reference);
        // Closing a closed one keeps the time it was first closed.
        if (closed) await mine.set({ closed_at: new Date(now()).toISOString() }).where('closed_at', 'is', null).execute();
        else await mine.set({ closed_at: null }).execute();
        const after = toItem((await read())!);
        if (also) await also(trx, toItem(before), after);
        return after;
      });
    },
  };
}
