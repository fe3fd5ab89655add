import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import { LOOKUP_LISTS, type LookupField, type LookupList, type TLookupFieldName, type TLookupKey } from '@lab/domain';
import { users } from './users';

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const baseColumns = () => ({
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Filled below; references between lists resolve lazily through it.
const tables: Partial<Record<string, LookupTable>> = {};

function refTarget(ref: string): AnyPgColumn {
  if (ref === 'users') return users.id;
  const t = tables[ref];
  if (!t) throw new Error(`lookup reference to unknown list ${ref}`);
  return t.id;
}

function column(f: LookupField): PgColumnBuilderBase {
  const col = toSnake(f.name);
  switch (f.kind) {
    case 'boolean':
      return boolean(col).notNull().default(false);
    case 'integer':
      return integer(col);
    case 'money':
      return numeric(col, { precision: 12, scale: 2 });
    case 'date':
      return date(col, { mode: 'string' });
    case 'multienum':
      return jsonb(col)
        .$type<string[]>()
        .notNull()
        .default(sql`'[]'::jsonb`);
    case 'ref':
      return integer(col).references(() => refTarget(f.ref));
    default:
      return text(col);
  }
}

/** The table of one registry entry: code, name, active, timestamps, its own fields and the search indexes. */
export function buildLookupTable(list: LookupList) {
  const extra: Record<string, PgColumnBuilderBase> = {};
  for (const f of list.fields) extra[f.name] = column(f);
  return pgTable(list.table, { ...baseColumns(), ...(extra as Record<string, never>) }, (t) => [
    uniqueIndex(`${list.table}_code_uq`).on(sql`lower(${t.code})`),
    index(`${list.table}_code_prefix`).on(t.code.op('text_pattern_ops')),
    index(`${list.table}_name_trgm`).using('gin', t.name.op('gin_trgm_ops')),
    index(`${list.table}_active`).on(t.active),
  ]);
}

export type LookupTable = ReturnType<typeof buildLookupTable>;

for (const list of LOOKUP_LISTS) tables[list.key] = buildLookupTable(list);

/**
 * One table per lookup list of the registry, keyed by the list's key: a key of the registry names its table
 * (`lookupTables.probelots`), any other string may name none.
 */
export const lookupTables = tables as { readonly [K in TLookupKey]: LookupTable } & {
  readonly [key: string]: LookupTable | undefined;
};

/** Every column of a list's table by name, its own fields included. */
export function lookupTableColumns(table: LookupTable): Record<string, AnyPgColumn | undefined> {
  // The own columns are built from the registry at run time: their names are not in the table's static type.
  return getTableColumns(table) as unknown as Record<string, AnyPgColumn | undefined>;
}

/** A list's own column by its registry field name (`lookupColumn('pathologists', 'userId')`). */
export function lookupColumn<K extends TLookupKey>(key: K, field: TLookupFieldName<K>): AnyPgColumn {
  const col = lookupTableColumns(lookupTables[key])[field];
  if (!col) throw new Error(`lookup list ${key} has no field ${field}`);
  return col;
}

/**
 * The values of an update that links a list's record to a user (or unlinks it: null), for the lists whose registry
 * declares `userId` (pathologists, providers, patients).
 */
export function userLinkValues(userId: number | null): PgUpdateSetSource<LookupTable> {
  // `userId` is an own column (built from the registry at run time), absent from the table's static type.
  return { userId, updatedAt: new Date() } as never;
}
