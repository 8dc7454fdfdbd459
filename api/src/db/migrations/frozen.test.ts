import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Migrations are frozen code: once run somewhere they must do the same forever, so none may
 * load application code that changes with the product (migration 005 once filled the search
 * index with the search module of the day). A migration imports only kysely, Node's built-ins
 * and its siblings here, which are frozen with it; what it needs of the application it copies.
 */
const folder = __dirname;
const migrationFiles = readdirSync(folder).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));

/** Every module a file names: static and type-only imports, re-exports, import() and require(). */
const importsOf = (name: string) => ts.preProcessFile(readFileSync(join(folder, name), 'utf8'), true, true).importedFiles.map((file) => file.fileName);

const allowed = (specifier: string) => specifier === 'kysely' || specifier.startsWith('node:') || /^\.\/[^/]+$/.test(specifier);

test('the folder holds the migrations this test reads', () => {
  expect(migrationFiles).toEqual(expect.arrayContaining(['004-feedback.ts', '005-search.ts', '014-upload-ledger.ts']));
  expect(importsOf('005-search.ts')).toEqual(['kysely', './005-search-fill.js', './columns.js', './table.js', './transaction.js']);
});

test('no migration imports anything but kysely, node: built-ins and its siblings', () => {
  const outside = migrationFiles.flatMap((name) => importsOf(name).filter((specifier) => !allowed(specifier)).map((specifier) => `${name} imports ${specifier}`));
  expect(outside).toEqual([]);
});

test('the list of migrations, which holds the first three, imports only kysely and the migrations', () => {
  const named = ts.preProcessFile(readFileSync(join(folder, '../migrations.ts'), 'utf8'), true, true).importedFiles.map((file) => file.fileName);
  expect(named.filter((specifier) => specifier !== 'kysely' && !/^\.\/migrations\/[^/]+$/.test(specifier))).toEqual([]);
});
