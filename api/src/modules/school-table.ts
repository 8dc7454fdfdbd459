import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, Flag } from '../db/schema.js';
import { indexRow, unindexRow } from './search/search-index.js';

/** The tables whose rows belong to one school and hold its media: staff, alumni and events. */
export type SchoolTable = 'staff' | 'alumni' | 'activities';
export type SchoolRow<T extends SchoolTable> = Selectable<Database[T]>;

/** What a write does besides, in its transaction (the audit log's entry), given the row written. */
export type Also<Row> = (trx: Kysely<Database>, row: Row) => Promise<void>;

/** What the queries below touch, whatever the table: the same columns in all three. */
type Shared = { id: number; school_id: number; active: Flag } & Record<string, unknown>;

/**
 * The column each table keeps its rows' last write in (ISO 8601): the public list's "Last
 * updated" comes from it (GET /Site/LastChanged, with the audit log's deletions). Events had
 * theirs from the start; staff and alumni since migration 013.
 */
const CHANGED_AT = { staff: 'changed_at', alumni: 'changed_at', activities: 'last_modified_date' } as const satisfies Record<SchoolTable, string>;

/** When a school's rows of a table were last written (the newest stamp), or null when none says. */
export async function newestWrite(database: Kysely<Database>, table: SchoolTable, schoolId: number): Promise<string | null> {
  const db = database as unknown as Kysely<{ rows: Shared }>;
  const column = CHANGED_AT[table];
  const row = await db
    .selectFrom(table as unknown as 'rows')
    .select((eb) => eb.fn.max<string | null>(column).as('newest'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.newest ?? null;
}

/**
 * The SQL the three tables share; each module's repository.ts names its table, its media
 * columns and its order. A row is found only with its school's id, so another school's row is
 * not found either; an update writes only if the row's media are still those the save read.
 * Each insert, update and delete is one transaction with what goes with it: the search entries
 * of a table the site search finds (`search`: its kind there), and the caller's `also` (the
 * audit log's entry), so a crash leaves the row, its entries and its record all or none. Every
 * insert and update stamps the row's last write (CHANGED_AT).
 */
export function schoolTable<T extends SchoolTable>(
  database: Kysely<Database>,
  table: T,
  { media, newestFirst = false, search }: { media: readonly (keyof SchoolRow<T> & string)[]; newestFirst?: boolean; search?: 'staff' | 'event' },
) {
  // One body of SQL for three tables: Kysely cannot check the columns of a table named by a type
  // parameter, so the queries see one table of the shared columns and the answers are typed here.
  const db = database as unknown as Kysely<{ rows: Shared }>;
  const rows = table as unknown as 'rows';
  const mediaColumns: readonly string[] = media;
  const stamped = <V>(values: V): V => ({ ...values, [CHANGED_AT[table]]: new Date().toISOString() });
  type Row = SchoolRow<T>;
  /** A write, the search entries it changes and the caller's `also`, all or nothing. */
  const indexed = <R>(
    write: (trx: Kysely<{ rows: Shared }>) => Promise<R>,
    reindex: (trx: Kysely<Database>, result: R) => Promise<void>,
    also?: (trx: Kysely<Database>, result: R) => Promise<void>,
  ) =>
    database.transaction().execute(async (trx) => {
      const result = await write(trx as unknown as Kysely<{ rows: Shared }>);
      await reindex(trx, result);
      if (also) await also(trx, result);
      return result;
    });
  const reindexRow = async (trx: Kysely<Database>, row: Shared | undefined) => {
    // The staff and events tables are the sources' rows of those kinds (search/sources.ts).
    if (search && row) await indexRow(trx, search, row as never);
  };
  return {
    list(schoolId: number, onlyActive: boolean): Promise<Row[]> {
      const query = db
        .selectFrom(rows)
        .selectAll()
        .where('school_id', '=', schoolId)
        .$if(onlyActive, (active) => active.where('active', '=', 1));
      const ordered = newestFirst ? query.orderBy('activity_date', 'desc').orderBy('id', 'desc') : query.orderBy('id');
      return ordered.execute() as Promise<Row[]>;
    },
    own(schoolId: number, id: number): Promise<Row | undefined> {
      return db.selectFrom(rows).selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst() as Promise<Row | undefined>;
    },
    insert(values: Insertable<Database[T]>, also?: Also<Row>): Promise<Row> {
      return indexed(
        (trx) => trx.insertInto(rows).values(stamped(values) as Shared).returningAll().executeTakeFirstOrThrow() as Promise<Shared>,
        reindexRow,
        also && ((trx, row) => also(trx, row as unknown as Row)),
      ) as Promise<Row>;
    },
    /** Undefined when the row's media changed meanwhile (another save replaced them): nothing is written then, `also` neither. */
    update(previous: Row, values: Updateable<Database[T]>, also?: Also<Row>): Promise<Row | undefined> {
      const before = previous as unknown as Shared;
      return indexed(
        (trx) =>
          trx
            .updateTable(rows)
            .set(stamped(values) as Partial<Shared>)
            .where('id', '=', before.id)
            .where((eb) => eb.and(mediaColumns.map((column) => (before[column] === null ? eb(column, 'is', null) : eb(column, '=', before[column])))))
            .returningAll()
            .executeTakeFirst() as Promise<Shared | undefined>,
        reindexRow,
        also && (async (trx, row) => (row ? also(trx, row as unknown as Row) : undefined)),
      ) as Promise<Row | undefined>;
    },
    /** The stored media a row names (what deleting it leaves unused). */
    mediaOf(row: Row): (string | null)[] {
      return media.map((column) => row[column] as string | null);
    },
    /** `also` runs when the row was there to delete. */
    async delete(id: number, also?: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
      await indexed(
        (trx) => trx.deleteFrom(rows).where('id', '=', id).returning('school_id').executeTakeFirst(),
        async (trx, deleted) => {
          if (search && deleted) await unindexRow(trx, deleted.school_id, search, String(id));
        },
        also && (async (trx, deleted) => (deleted ? also(trx) : undefined)),
      );
    },
  };
}
