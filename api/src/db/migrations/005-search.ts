import { sql, type Kysely, type Migration } from 'kysely';
import { fillSearchIndex } from './005-search-fill.js';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { createTable, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * The site search's index (modules/search): search_entries holds each record's words as the
 * API cut them (contracts/search.ts), and the engine indexes those words as they are. On
 * PostgreSQL a generated tsvector of them with a GIN index; on SQLite an FTS5 table over them
 * (its `ascii` tokenizer splits only at the spaces between them and keeps every other
 * character, Devanagari marks included), kept by triggers, which fire for the rows a school's
 * deletion takes with it too. The index is filled from what the database holds already.
 */
export function search(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await createTable(
      db,
      'search_entries',
      [['id', 'integer', autoId(dialect)], ['school_id', 'integer', schoolOwned], ...requiredColumns('text', ['kind', 'ref', 'lang', 'title', 'body', 'route', 'words'])],
      { ifNotExists: true },
    );
    await db.schema.createIndex('search_entries_record').ifNotExists().on('search_entries').columns(['school_id', 'kind', 'ref']).execute();

    if (dialect === 'postgres') {
      // array_to_tsvector takes the words as lexemes, untouched: no parser, no dictionary.
      await sql`alter table search_entries add column if not exists document tsvector
        generated always as (array_to_tsvector(string_to_array(words, ' '))) stored`.execute(db);
      await sql`create index if not exists search_entries_document on search_entries using gin (document)`.execute(db);
    } else {
      await sql`create virtual table if not exists search_fts using fts5(words, content='search_entries', content_rowid='id', tokenize='ascii')`.execute(db);
      await sql`create trigger if not exists search_entries_added after insert on search_entries begin
        insert into search_fts(rowid, words) values (new.id, new.words);
      end`.execute(db);
      await sql`create trigger if not exists search_entries_removed after delete on search_entries begin
        insert into search_fts(search_fts, rowid, words) values ('delete', old.id, old.words);
      end`.execute(db);
      await sql`create trigger if not exists search_entries_changed after update on search_entries begin
        insert into search_fts(search_fts, rowid, words) values ('delete', old.id, old.words);
        insert into search_fts(rowid, words) values (new.id, new.words);
      end`.execute(db);
    }
    // The index is filled as the search module did on this migration's day (005-search-fill.ts).
    await fillSearchIndex(db);
  };

  return {
    // In one transaction: a crash leaves the index whole or not there at all. Each statement may
    // run again (if not exists) should the process die between the commit and the migrator's
    // record of it.
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`drop table if exists search_fts`.execute(db);
      await sql`drop table if exists search_entries`.execute(db);
    },
  };
}
