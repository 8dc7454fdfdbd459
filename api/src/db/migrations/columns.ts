import type { ColumnDefinitionBuilder } from 'kysely';

/**
 * Column shapes the migrations share. Frozen with them: a migration run once must make the same
 * schema forever, so a shape here never changes; a migration that wants another one writes it.
 */

export type Dialect = 'sqlite' | 'postgres';

/** An auto-numbered primary key in either database. */
export const autoId = (dialect: Dialect) => (column: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/** A row that belongs to a school and goes with it when the school is deleted. */
export const schoolOwned = (column: ColumnDefinitionBuilder) => column.notNull().references('schools.id').onDelete('cascade');
