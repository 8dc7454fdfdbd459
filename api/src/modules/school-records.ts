import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import { ownSchool } from '../plugins/auth.js';
import type { ListKind } from '../plugins/list-cache.js';
import { recordAudit } from './audit/audit-log.js';
import { activeRowsOnly, ActiveFilter, found, Id, schoolCodeOf } from './common.js';
import { routeOptions } from './route-options.js';
import { schoolRecordSaves, type SchoolRecordSaves } from './school-record-saves.js';
import { publicSchoolByCode } from '../plugins/tenancy.js';

/** What the calls below need of a repository (school-table.ts has it). */
interface Repository<Row> {
  list(schoolId: number, onlyActive: boolean): Promise<Row[]>;
  own(schoolId: number, id: number): Promise<Row | undefined>;
  mediaOf(row: Row): (string | null)[];
  delete(id: number, also?: (trx: Kysely<Database>) => Promise<void>): Promise<void>;
}

/** A school's own records of one kind (staff, alumni, events) as the spec's calls name them. */
export interface SchoolRecords<Row, Answer> {
  /** The calls' path: `${path}/GetAll`, `/GetById`, `/Delete`. */
  path: string;
  /** The audit log's name for the kind ('staff', 'alumnus', 'event'). */
  entity: string;
  tag: string;
  cache: ListKind;
  /** The body fields with the school code (GetAll) and the record's id, spelt as the spec spells them. */
  codeField: string;
  idField: string;
  /** What GetById accepts besides the id. */
  byIdFields?: z.ZodRawShape;
  answer: z.ZodType<Answer>;
  /** A row as the calls answer it; `schoolCode` is asked for only by an answer that names it. */
  toAnswer(row: Row, schoolCode: () => Promise<string>): Answer | Promise<Answer>;
  repository: Repository<Row>;
  summaries: { list: string; byId: string; delete: string };
  notFound: string;
  deleted: string;
}

/**
 * GetAll (public, cached), GetById and Delete (the caller's own school only), the same for
 * staff, alumni and events. Returns the lookup of a record of the caller's school, which the
 * module's Add and Update use too.
 */
export function schoolRecordRoutes<Row, Answer>(app: FastifyInstance, records: SchoolRecords<Row, Answer>) {
  // Generic over the record, so the handlers' types come from SchoolRecords, not the provider.
  const routes = app;
  const { path, tag, cache, codeField, idField, repository, summaries } = records;
  const route = routeOptions(tag);
  const list = z.array(records.answer);

  const own = ownRecord(records);
  const idOf = (body: unknown) => (body as Record<string, number>)[idField]!;

  routes.post(
    `${path}/GetAll`,
    route('public', {
      summary: summaries.list,
      body: z.strictObject({ active: ActiveFilter, [codeField]: z.string().min(1) }),
      // The answer is the cached JSON text, sent as it is; the schema is what that text holds.
      answers: { 200: list },
    }),
    async (request, reply) => {
      const { active, [codeField]: code } = request.body as { active?: boolean } & Record<string, string>;
      const onlyActive = await activeRowsOnly(app.db, request, code!, active);
      const { json } = await app.listCache.get(cache, `${code!.trim()}|${onlyActive}`, list, async () => {
        const school = await publicSchoolByCode(app.db, code!);
        const schoolCode = async () => school.school_code;
        return Promise.all((await repository.list(school.id, onlyActive)).map((row) => records.toAnswer(row, schoolCode)));
      });
      // A string is sent as it is, not serialized again: the cache's text is the answer.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  routes.post(
    `${path}/GetById`,
    route('school', { summary: summaries.byId, body: z.strictObject({ [idField]: Id, ...records.byIdFields }), answers: { 200: records.answer } }),
    async (request) => {
      const schoolId = ownSchool(request);
      return records.toAnswer(await own(schoolId, idOf(request.body)), () => schoolCodeOf(app.db, schoolId));
    },
  );

  routes.post(
    `${path}/Delete`,
    route('school-publish', { summary: summaries.delete, body: z.strictObject({ [idField]: Id }), answers: { 200: MessageSchema } }),
    async (request) => {
      const id = idOf(request.body);
      const schoolId = ownSchool(request);
      const row = await own(schoolId, id);
      const before = await records.toAnswer(row, () => schoolCodeOf(app.db, schoolId));
      await repository.delete(id, (trx) => recordAudit(trx, request, { action: 'delete', entity: records.entity, entityId: id, schoolId, before }));
      await app.storage.remove(schoolId, repository.mediaOf(row));
      await app.listCache.invalidate(cache);
      return { message: records.deleted };
    },
  );

  return own;
}

/**
 * A record kind's routes (staff, alumni, events): its reads and Delete (schoolRecordRoutes), then
 * its Add and Update (school-record-saves.ts), from the kind's calls and saves.
 */
export const recordKindRoutes =
  <Row, Answer, Saved>(kindOf: (app: FastifyInstance) => { records: SchoolRecords<Row, Answer>; saves: SchoolRecordSaves<Row, Saved> }) =>
  async (app: FastifyInstance) => {
    const { records, saves } = kindOf(app);
    schoolRecordRoutes(app, records);
    schoolRecordSaves(app, saves);
  };

/** A record of the caller's school by its id; 404 in the kind's own words for any other. */
export const ownRecord =
  <Row>({ repository, notFound }: Pick<SchoolRecords<Row, unknown>, 'repository' | 'notFound'>) =>
  (schoolId: number, id: number) =>
    found(repository.own(schoolId, id), notFound);

/**
 * The audit log's entry of an Add or Update of a school's record, for the write's `also` (in its
 * transaction): 'create' with the record after, or 'update' with the record before and after,
 * each as the record's contract answers it; then `also`, when given (a draft's publishing).
 */
export function auditedSave<Row extends { id: number }, Answer>(
  request: FastifyRequest,
  entity: string,
  schoolId: number,
  previous: Row | null,
  toAnswer: (row: Row) => Answer | Promise<Answer>,
  also?: (trx: Kysely<Database>) => Promise<void>,
): (trx: Kysely<Database>, row: Row) => Promise<void> {
  return async (trx, row) => {
    await recordAudit(trx, request, {
      action: previous ? 'update' : 'create',
      entity,
      entityId: row.id,
      schoolId,
      before: previous ? await toAnswer(previous) : undefined,
      after: await toAnswer(row),
    });
    if (also) await also(trx);
  };
}
