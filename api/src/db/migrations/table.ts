import type { ColumnDefinitionBuilder, Kysely, SchemaModule } from 'kysely';

/**
 * A table made from a list of its columns, for the migrations. Frozen with them: a migration run
 * once must make the same schema forever, so what this sends for a given list never changes
 * (statements.test.ts holds every migration's statements); a migration that needs more writes it.
 */

export type Shape = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
export type Column = [name: string, type: 'text' | 'integer', shape?: Shape];

/** A column that must hold a value. */
export const required: Shape = (column) => column.notNull();

/** A column that names a user and goes with the user's account. */
export const userOwned: Shape = (column) => column.notNull().references('users.id').onDelete('cascade');

/** Columns of one type that must each hold a value, in this order. */
export const requiredColumns = (type: Column[1], names: string[]): Column[] => names.map((name) => [name, type, required]);

type Constraint = [name: string, columns: string[]];

export interface TableOptions {
  /** "if not exists": for a migration whose steps may meet what a start that died half-way left. */
  ifNotExists?: boolean;
  primaryKey?: Constraint;
  unique?: Constraint;
  /** Each as [name, columns, the table referred to, its columns]. */
  foreignKeys?: [...Constraint, table: string, columns: string[]][];
}

/** Creates the table with these columns in this order, then its constraints in the order above. */
export async function createTable(db: { schema: SchemaModule }, name: string, columns: Column[], options: TableOptions = {}): Promise<void> {
  let builder = db.schema.createTable(name);
  if (options.ifNotExists) builder = builder.ifNotExists();
  for (const [column, type, shape] of columns) builder = builder.addColumn(column, type, shape ?? ((c) => c));
  // The builder types its columns as it adds them; a loop cannot, so the names go unchecked here.
  if (options.primaryKey) builder = builder.addPrimaryKeyConstraint(options.primaryKey[0], options.primaryKey[1] as never[]);
  if (options.unique) builder = builder.addUniqueConstraint(options.unique[0], options.unique[1] as never[]);
  for (const [key, own, table, theirs] of options.foreignKeys ?? []) builder = builder.addForeignKeyConstraint(key, own as never[], table, theirs);
  await builder.execute();
}

/**
 * Adds a column to a table that has not got it yet. SQLite runs migrations outside a transaction:
 * a start that died after the change but before the migrator's record of it finds the column there.
 */
export async function addColumnOnce(db: Kysely<unknown>, table: string, column: string, type: Column[1], shape: Shape = (c) => c): Promise<void> {
  const found = (await db.introspection.getTables()).find((each) => each.name === table);
  if (found?.columns.some((each) => each.name === column)) return;
  await db.schema.alterTable(table).addColumn(column, type, shape).execute();
}
