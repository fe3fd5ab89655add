import { and, asc, count, desc, eq, ilike, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  expiryField,
  parseSort,
  type LookupField,
  type LookupList,
  type TLookupItem,
  type TLookupListQuery,
} from '@lab/domain';
import type { Executor, Tx } from '../../db/client';
import { lookupTableColumns, lookupTables, type LookupTable } from '../../db/schema/lookups';
import { users } from '../../db/schema/users';
import { conflict, fieldError } from '../../lib/http-error';
import { likeEscape } from '../../lib/like';
import { changeEvents, writeAudit, type AuditActor } from '../../plugins/audit';

/**
 * The label a reference shows: "code — name" for a lookup entry, the name for a user. Drizzle leaves
 * columns unqualified in a single-table select, so the correlated subquery qualifies both sides itself.
 */
function refLabel(ref: string, outerTable: string, column: AnyPgColumn): SQL<string | null> {
  const outer = sql`${sql.identifier(outerTable)}.${sql.identifier(column.name)}`;
  if (ref === 'users') return sql<string | null>`(select r.name from ${users} r where r.id = ${outer})`;
  const target = lookupTables[ref]!;
  return sql<string | null>`(select r.code || ' — ' || r.name from ${target} r where r.id = ${outer})`;
}

/** The audit entity of a list's entries: `lookup:<key>`. */
/** From how many new rows an import builds the name's search index after the rows rather than with them. */
export const BULK_LOAD_ROWS = 5_000;

const lookupEntity = (key: string) => `lookup:${key}`;

export type LookupInput = Record<string, unknown> & { code: string; name: string; active?: boolean };

/** A value as the database column takes it (money is numeric, sent as text). */
function toColumnValue(f: LookupField, v: unknown): unknown {
  if (v === undefined) return undefined;
  if (f.kind === 'money' && v !== null) return String(v);
  if (f.kind === 'boolean') return v ?? false;
  if (f.kind === 'multienum') return v ?? [];
  return v;
}

/** Reads and writes of one lookup list, generic over the registry entry (no per-list code). */
export class LookupRepository {
  readonly table: LookupTable;
  readonly columns: Record<string, AnyPgColumn>;
  readonly entity: string;

  constructor(
    readonly def: LookupList,
    table?: LookupTable,
  ) {
    this.table = table ?? lookupTables[def.key]!;
    this.columns = lookupTableColumns(this.table) as Record<string, AnyPgColumn>;
    this.entity = lookupEntity(def.key);
  }

  private selection() {
    const sel: Record<string, AnyPgColumn | SQL> = { ...this.columns };
    for (const f of this.def.fields) {
      if (f.kind === 'ref') sel[`${f.name}Label`] = refLabel(f.ref, this.def.table, this.columns[f.name]!);
    }
    const expiry = expiryField(this.def);
    if (expiry) sel.expired = sql<boolean>`coalesce(${this.columns[expiry.name]!} < current_date, false)`;
    return sel;
  }

  toItem(row: Record<string, unknown>): TLookupItem {
    const out: Record<string, unknown> = { ...row };
    for (const [k, v] of Object.entries(out)) if (v instanceof Date) out[k] = v.toISOString();
    for (const f of this.def.fields) {
      if (f.kind === 'money' && out[f.name] !== null && out[f.name] !== undefined) out[f.name] = Number(out[f.name]);
    }
    return out as TLookupItem;
  }

  private searchCondition(q: string): SQL {
    const text = likeEscape(q.trim());
    // Case-sensitive prefixes can use the code's text_pattern_ops index (codes are mostly upper case);
    // the name is matched anywhere through its trigram index.
    const prefixes = [...new Set([text, text.toUpperCase(), text.toLowerCase()])].map((p) =>
      like(this.table.code, `${p}%`),
    );
    // Every word must appear in the name, in any order ("breast malignant" finds "Malignant neoplasm of breast").
    const words = text.split(/\s+/).filter(Boolean);
    return or(...prefixes, and(...words.map((w) => ilike(this.table.name, `%${w}%`))))!;
  }

  private query(q: Omit<TLookupListQuery, 'page' | 'pageSize'>) {
    const where: SQL[] = [];
    if (q.q) where.push(this.searchCondition(q.q));
    if (q.active !== undefined) where.push(eq(this.table.active, q.active));
    const cond = where.length ? and(...where) : undefined;
    const sort = parseSort(q.sort);
    const sortCol = sort && this.columns[sort.field] ? this.columns[sort.field]! : null;
    const order: SQL[] = [];
    // With a search, codes that start with the text come first.
    if (q.q && !sortCol)
      order.push(sql`case when ${this.table.code} ilike ${`${likeEscape(q.q.trim())}%`} then 0 else 1 end`);
    if (sortCol) order.push(sort!.desc ? desc(sortCol) : asc(sortCol));
    order.push(asc(this.table.code), asc(this.table.id));
    return { cond, order };
  }

  async list(ex: Executor, q: TLookupListQuery): Promise<{ data: TLookupItem[]; total: number }> {
    const { cond, order } = this.query(q);
    const [rows, [total]] = await Promise.all([
      ex
        .select(this.selection())
        .from(this.table)
        .where(cond)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      ex.select({ n: count() }).from(this.table).where(cond),
    ]);
    return { data: rows.map((r) => this.toItem(r)), total: total?.n ?? 0 };
  }

  /** Every entry matching the filter (CSV export), refs as codes (users as emails). */
  async listAll(ex: Executor, q: Omit<TLookupListQuery, 'page' | 'pageSize'>): Promise<Record<string, unknown>[]> {
    const { cond, order } = this.query(q);
    const sel: Record<string, AnyPgColumn | SQL> = { ...this.columns };
    for (const f of this.def.fields) {
      if (f.kind !== 'ref') continue;
      const outer = sql`${sql.identifier(this.def.table)}.${sql.identifier(this.columns[f.name]!.name)}`;
      sel[f.name] =
        f.ref === 'users'
          ? sql`(select r.email from ${users} r where r.id = ${outer})`
          : sql`(select r.code from ${lookupTables[f.ref]!} r where r.id = ${outer})`;
    }
    const rows = await ex
      .select(sel)
      .from(this.table)
      .where(cond)
      .orderBy(...order);
    return rows.map((r) => this.toItem(r));
  }

  async get(ex: Executor, id: number): Promise<TLookupItem | null> {
    const [row] = await ex.select(this.selection()).from(this.table).where(eq(this.table.id, id)).limit(1);
    return row ? this.toItem(row) : null;
  }

  /** The stored row (no labels), for audit comparisons. */
  private async raw(ex: Executor, id: number): Promise<Record<string, unknown> | null> {
    const [row] = await ex.select().from(this.table).where(eq(this.table.id, id)).limit(1);
    return row ? this.toItem(row as Record<string, unknown>) : null;
  }

  /** 409 naming `code` when another entry has the same code (case-insensitive). */
  async assertCodeFree(ex: Executor, code: string, exceptId?: number): Promise<void> {
    const same = sql`lower(${this.table.code}) = lower(${code})`;
    const [dup] = await ex
      .select({ id: this.table.id })
      .from(this.table)
      .where(exceptId ? and(same, ne(this.table.id, exceptId)) : same)
      .limit(1);
    if (dup) {
      const msg = `${code} already exists`;
      throw conflict(`code: ${msg}`, { code: msg });
    }
  }

  /** 400 naming the field when a reference points at no entry. */
  async assertRefsExist(ex: Executor, input: Record<string, unknown>): Promise<void> {
    for (const f of this.def.fields) {
      const v = input[f.name];
      if (f.kind !== 'ref' || typeof v !== 'number') continue;
      const target = f.ref === 'users' ? users : lookupTables[f.ref]!;
      const [found] = await ex.select({ id: target.id }).from(target).where(eq(target.id, v)).limit(1);
      if (!found) throw fieldError(f.name, `no ${f.label.toLowerCase()} with id ${v}`);
    }
  }

  /** A field set elsewhere (`readOnly`) keeps its stored value: a different one is a 400 naming it. */
  assertReadOnlyKept(input: Record<string, unknown>, before: Record<string, unknown> | null): void {
    for (const f of this.def.fields) {
      if (!f.readOnly) continue;
      const v = input[f.name];
      if (v !== undefined && (v ?? null) !== (before?.[f.name] ?? null)) throw fieldError(f.name, f.readOnly);
    }
  }

  /** `withReadOnly`: the demo seed only, which sets up the demo pathologists' links as an installer would. */
  toValues(input: LookupInput, withReadOnly = false): LookupInput {
    const values: LookupInput = { code: input.code, name: input.name };
    if (input.active !== undefined) values.active = input.active;
    for (const f of this.def.fields) {
      // Never written here, imports included (the stored value stays; a new entry starts without one).
      if (f.readOnly && !withReadOnly) continue;
      const v = toColumnValue(f, input[f.name]);
      if (v !== undefined) values[f.name] = v;
    }
    return values;
  }

  async create(ex: Executor, actor: AuditActor, input: LookupInput): Promise<TLookupItem> {
    this.assertReadOnlyKept(input, null);
    await this.assertCodeFree(ex, input.code);
    await this.assertRefsExist(ex, input);
    const [row] = await ex.insert(this.table).values(this.toValues(input)).returning();
    const item = this.toItem(row as Record<string, unknown>);
    await writeAudit(ex, actor, {
      eventtype: 'create',
      eventdescription: `${this.def.singular} ${item.code} created`,
      entity: this.entity,
      entityId: item.id,
      newvalue: item,
    });
    return (await this.get(ex, item.id))!;
  }

  async update(ex: Executor, actor: AuditActor, id: number, input: LookupInput): Promise<TLookupItem | null> {
    const before = await this.raw(ex, id);
    if (!before) return null;
    this.assertReadOnlyKept(input, before);
    await this.assertCodeFree(ex, input.code, id);
    await this.assertRefsExist(ex, input);
    const [row] = await ex
      .update(this.table)
      .set({ ...this.toValues(input), updatedAt: new Date() })
      .where(eq(this.table.id, id))
      .returning();
    const after = this.toItem(row as Record<string, unknown>);
    await writeAudit(
      ex,
      actor,
      changeEvents(
        {
          eventtype: 'update',
          eventdescription: `${this.def.singular} ${after.code} updated`,
          entity: this.entity,
          entityId: id,
        },
        before,
        after,
      ),
    );
    return this.get(ex, id);
  }

  /** Deactivate or reactivate: entries are never deleted (a case may reference them). */
  async setActive(ex: Executor, actor: AuditActor, id: number, active: boolean): Promise<TLookupItem | null> {
    const before = await this.raw(ex, id);
    if (!before) return null;
    if (before.active !== active) {
      await ex.update(this.table).set({ active, updatedAt: new Date() }).where(eq(this.table.id, id));
      await writeAudit(ex, actor, {
        eventtype: active ? 'reactivate' : 'deactivate',
        eventdescription: `${this.def.singular} ${String(before.code)} ${active ? 'reactivated' : 'deactivated'}`,
        entity: this.entity,
        entityId: id,
        datavalue: 'active',
        oldvalue: before.active,
        newvalue: active,
      });
    }
    return this.get(ex, id);
  }

  /** lower(code) → id of every entry, for imports. */
  async codeIndex(ex: Executor): Promise<Map<string, number>> {
    const rows = await ex.select({ id: this.table.id, code: this.table.code }).from(this.table);
    return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
  }

  /** A new entry's full values: every column of the list, defaults where the input has none. */
  withDefaults(values: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = { active: true, ...values };
    for (const f of this.def.fields) {
      if (out[f.name] === undefined) out[f.name] = f.kind === 'boolean' ? false : f.kind === 'multienum' ? [] : null;
    }
    return out;
  }

  /**
   * Inserts many rows (each with the same keys, see `withDefaults`), `chunk` rows per statement. The rows
   * travel as one JSON parameter unpacked by jsonb_to_recordset: far fewer bind parameters than a
   * multi-row VALUES list, which is what makes 74,000 ICD-10 codes fast on PGlite.
   */
  async insertMany(ex: Executor, rows: Record<string, unknown>[], chunk = 5000): Promise<void> {
    if (rows.length === 0) return;
    const cols = this.recordsetColumns(Object.keys(rows[0]!));
    const names = sql.join(
      cols.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    for (let i = 0; i < rows.length; i += chunk) {
      await ex.execute(
        sql`insert into ${this.table} (${names}) select ${names} from ${this.recordset(cols, rows.slice(i, i + chunk))}`,
      );
    }
  }

  /**
   * `insertMany` for an import inside the caller's transaction: from BULK_LOAD_ROWS rows on, the trigram index of
   * the name is dropped and built again in one pass after the rows are in. A GIN index grown row by row costs more
   * than one built from the whole table (74,000 ICD-10 codes on PGlite: the insert 2.8 → 1.2 s, the build 0.9 s;
   * docs/performance.md#icd-10-cm-import). A failure rolls the drop back with the rows; the drop keeps the list's
   * readers waiting until the commit, a few seconds for a whole code set, which is why smaller imports do not.
   */
  async bulkInsert(tx: Tx, rows: Record<string, unknown>[]): Promise<void> {
    if (rows.length < BULK_LOAD_ROWS) return this.insertMany(tx, rows);
    const index = sql.identifier(`${this.def.table}_name_trgm`);
    await tx.execute(sql`drop index if exists ${index}`);
    await this.insertMany(tx, rows);
    await tx.execute(
      sql`create index ${index} on ${this.table} using gin (${sql.identifier(this.columns.name!.name)} gin_trgm_ops)`,
    );
  }

  /** Updates many rows by id in a few statements; rows are grouped by which columns they set. */
  async updateMany(
    ex: Executor,
    updates: Array<{ id: number; values: Record<string, unknown> }>,
    chunk = 5000,
  ): Promise<void> {
    const groups = new Map<string, Array<{ id: number; values: Record<string, unknown> }>>();
    for (const u of updates) {
      const sig = Object.keys(u.values).sort().join(',');
      const group = groups.get(sig);
      if (group) group.push(u);
      else groups.set(sig, [u]);
    }
    for (const [sig, group] of groups) {
      const cols = this.recordsetColumns(['id', ...sig.split(',')]);
      const changing = cols.filter((c) => c.key !== 'id');
      const set = sql.join(
        changing.map((c) => sql`${sql.identifier(c.name)} = x.${sql.identifier(c.name)}`),
        sql`, `,
      );
      // Rows that would not change are left alone (re-importing a code set rewrites only what differs).
      const current = sql.join(
        changing.map((c) => sql`${this.table}.${sql.identifier(c.name)}`),
        sql`, `,
      );
      const incoming = sql.join(
        changing.map((c) => sql`x.${sql.identifier(c.name)}`),
        sql`, `,
      );
      for (let i = 0; i < group.length; i += chunk) {
        const rows = group.slice(i, i + chunk).map((u) => ({ ...u.values, id: u.id }));
        await ex.execute(
          sql`update ${this.table} set ${set}, updated_at = now() from ${this.recordset(cols, rows)} where ${this.table}.id = x.id and (${current}) is distinct from (${incoming})`,
        );
      }
    }
  }

  private recordsetColumns(keys: string[]) {
    return keys.map((k) => {
      const c = this.columns[k];
      if (!c) throw new Error(`${this.def.key}: no column ${k}`);
      return { key: k, name: c.name, type: c.getSQLType() };
    });
  }

  /** Rows as one JSON parameter unpacked by jsonb_to_recordset, aliased `x`. */
  private recordset(cols: Array<{ key: string; name: string; type: string }>, rows: Record<string, unknown>[]): SQL {
    const defs = sql.join(
      cols.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type === 'serial' ? 'integer' : c.type)}`),
      sql`, `,
    );
    const json = JSON.stringify(rows.map((r) => Object.fromEntries(cols.map((c) => [c.name, r[c.key] ?? null]))));
    return sql`jsonb_to_recordset(${json}::jsonb) as x(${defs})`;
  }

  /** Fresh planner statistics after a bulk change, so searches keep using the indexes. */
  async analyze(ex: Executor): Promise<void> {
    await ex.execute(sql`analyze ${this.table}`);
  }
}
