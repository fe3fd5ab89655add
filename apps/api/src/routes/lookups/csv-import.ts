import { sql } from 'drizzle-orm';
import {
  IMPORT_MAX_ERRORS,
  lookupInputSchema,
  parseCsvRecords,
  toCsv,
  type LookupField,
  type TImportReport,
  type TImportRowError,
} from '@lab/domain';
import type { Executor, Tx } from '../../db/client';
import { oneAtATime } from '../../lib/one-at-a-time';
import { lookupTables } from '../../db/schema/lookups';
import { users } from '../../db/schema/users';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import type { LookupRepository } from './repository';

const PREVIEW_ROWS = 20;
const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

/** The CSV columns of a list, in order: code, name, active, then its own fields (by their API names). */
function csvColumns(repo: LookupRepository): string[] {
  return ['code', 'name', 'active', ...repo.def.fields.map((f) => f.name)];
}

/** The export: the import's own format, so an exported file imports back unchanged. */
export function exportCsv(repo: LookupRepository, rows: Record<string, unknown>[]): string {
  const cols = csvColumns(repo);
  return toCsv(
    cols,
    rows.map((r) => cols.map((c) => r[c])),
  );
}

/** Which header names a column: its API name, its label, or the list's code/name labels; case-insensitive. */
function headerIndex(repo: LookupRepository, header: string[]): Map<string, number> {
  const norm = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '');
  const aliases = new Map<string, string>();
  aliases.set('code', 'code');
  aliases.set('name', 'name');
  aliases.set('description', 'name');
  aliases.set('active', 'active');
  if (repo.def.codeLabel) aliases.set(norm(repo.def.codeLabel), 'code');
  if (repo.def.nameLabel) aliases.set(norm(repo.def.nameLabel), 'name');
  for (const f of repo.def.fields) {
    aliases.set(norm(f.name), f.name);
    aliases.set(norm(f.label), f.name);
  }
  const out = new Map<string, number>();
  header.forEach((h, i) => {
    const key = aliases.get(norm(h));
    if (key && !out.has(key)) out.set(key, i);
  });
  return out;
}

type RefIndex = Map<string, Map<string, number>>;

async function loadRefIndexes(ex: Executor, fields: readonly LookupField[]): Promise<RefIndex> {
  const out: RefIndex = new Map();
  for (const f of fields) {
    if (f.kind !== 'ref' || out.has(f.ref)) continue;
    const target = f.ref === 'users' ? null : lookupTables[f.ref]!;
    const rows = target
      ? await ex.select({ id: target.id, key: sql<string>`lower(${target.code})` }).from(target)
      : await ex.select({ id: users.id, key: sql<string>`lower(${users.email})` }).from(users);
    out.set(f.ref, new Map(rows.map((r) => [r.key, r.id])));
  }
  return out;
}

/** A CSV cell as the field's API value, or an error message. */
function cellValue(f: LookupField, cell: string, refs: RefIndex): { value: unknown } | { error: string } {
  const v = cell.trim();
  switch (f.kind) {
    case 'boolean': {
      const low = v.toLowerCase();
      if (TRUE.has(low)) return { value: true };
      if (FALSE.has(low)) return { value: false };
      return { error: 'must be true or false' };
    }
    case 'integer':
    case 'money': {
      if (v === '') return { value: null };
      const n = Number(v.replace(/[$,\s]/g, ''));
      return Number.isFinite(n) ? { value: n } : { error: 'must be a number' };
    }
    case 'multienum':
      return {
        value:
          v === ''
            ? []
            : v
                .split(/[|;]/)
                .map((s) => s.trim())
                .filter(Boolean),
      };
    case 'ref': {
      if (v === '') return { value: null };
      const id = refs.get(f.ref)?.get(v.toLowerCase());
      if (id === undefined) {
        return { error: `no ${f.label.toLowerCase()} with ${f.ref === 'users' ? 'email' : 'code'} ${v}` };
      }
      return { value: id };
    }
    default:
      return { value: v === '' && !f.required ? null : v };
  }
}

export interface ImportPlan {
  report: TImportReport;
  inserts: Record<string, unknown>[];
  updates: Array<{ id: number; values: Record<string, unknown> }>;
}

/** Parses and validates a whole file; a row whose code exists is an update, any other an insert. */
export async function planImport(
  ex: Executor,
  repo: LookupRepository,
  text: string,
  dryRun: boolean,
): Promise<ImportPlan> {
  const records = parseCsvRecords(text);
  const rows = records.map((r) => r.cells);
  const errors: TImportRowError[] = [];
  const report: TImportReport = { total: 0, inserted: 0, updated: 0, errors, columns: [], preview: [], dryRun };
  const plan: ImportPlan = { report, inserts: [], updates: [] };
  if (rows.length === 0) {
    errors.push({ line: 1, field: 'file', message: 'the file is empty' });
    return plan;
  }
  const idx = headerIndex(repo, rows[0]!);
  report.columns = [...idx.keys()];
  for (const required of ['code', 'name']) {
    if (!idx.has(required)) errors.push({ line: 1, field: required, message: `the header has no ${required} column` });
  }
  for (const f of repo.def.fields) {
    if (f.required && !idx.has(f.name))
      errors.push({ line: 1, field: f.name, message: `the header has no ${f.name} column (required)` });
  }
  if (errors.length) return plan;

  const schema = lookupInputSchema(repo.def);
  const [existing, refs] = await oneAtATime([() => repo.codeIndex(ex), () => loadRefIndexes(ex, repo.def.fields)]);
  const seen = new Map<string, number>();
  let failedRows = 0;
  const fail = (e: TImportRowError) => {
    if (errors.length < IMPORT_MAX_ERRORS) errors.push(e);
  };

  const columns = [...idx.entries()];
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r]!;
    const line = records[r]!.line;
    const cell = (k: string) => {
      const i = idx.get(k);
      return i === undefined ? undefined : (cells[i] ?? '');
    };
    const raw: Record<string, unknown> = { code: cell('code') ?? '', name: cell('name') ?? '' };
    let rowFailed = false;
    // The database cannot store NUL: the dry run must say so, not the import that follows it.
    const nulColumn = columns.find(([, i]) => (cells[i] ?? '').includes('\u0000'));
    if (nulColumn) {
      fail({ line, field: nulColumn[0], message: 'may not contain NUL characters' });
      failedRows++;
      continue;
    }
    const activeCell = cell('active');
    if (activeCell !== undefined && activeCell.trim() !== '') {
      const low = activeCell.trim().toLowerCase();
      if (TRUE.has(low)) raw.active = true;
      else if (FALSE.has(low)) raw.active = false;
      else {
        fail({ line, field: 'active', message: 'must be true or false' });
        rowFailed = true;
      }
    }
    for (const f of repo.def.fields) {
      const c = cell(f.name);
      if (c === undefined) continue;
      const v = cellValue(f, c, refs);
      if ('error' in v) {
        fail({ line, field: f.name, message: v.error });
        rowFailed = true;
      } else raw[f.name] = v.value;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const reported = new Set<string>();
      for (const f of repo.def.fields)
        if (raw[f.name] === undefined && cell(f.name) !== undefined) reported.add(f.name);
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // A cell already refused above (e.g. an unknown reference) is reported once.
        if (reported.has(field)) continue;
        reported.add(field);
        fail({ line, field, message: issue.message });
      }
      rowFailed = true;
    }
    const code = String(raw.code).trim();
    const key = code.toLowerCase();
    if (code && seen.has(key)) {
      fail({ line, field: 'code', message: `${code} appears twice in the file (line ${seen.get(key)})` });
      rowFailed = true;
    }
    seen.set(key, line);
    report.total++;
    if (report.preview.length < PREVIEW_ROWS) report.preview.push({ line, ...raw });
    if (rowFailed || !parsed.success) {
      failedRows++;
      continue;
    }
    const values = repo.toValues(parsed.data);
    const id = existing.get(key);
    if (id === undefined) plan.inserts.push(repo.withDefaults(values));
    else plan.updates.push({ id, values });
  }
  if (failedRows > errors.length) {
    errors.push({
      line: 0,
      field: 'file',
      message: `${failedRows} rows have errors; the first ${IMPORT_MAX_ERRORS} are listed`,
    });
  }
  report.inserted = plan.inserts.length;
  report.updated = plan.updates.length;
  return plan;
}

/** Writes a clean plan: all rows or none (the caller runs this in one transaction), one audit summary. */
export async function applyImport(
  ex: Tx,
  repo: LookupRepository,
  actor: AuditActor,
  plan: ImportPlan,
  fileName: string,
) {
  await repo.bulkInsert(ex, plan.inserts);
  await repo.updateMany(ex, plan.updates);
  await writeAudit(ex, actor, {
    eventtype: 'import',
    eventdescription: `${repo.def.title}: imported ${plan.report.total} rows from ${fileName} (${plan.inserts.length} added, ${plan.updates.length} updated)`,
    entity: repo.entity,
    datavalue: fileName,
    newvalue: { total: plan.report.total, inserted: plan.inserts.length, updated: plan.updates.length },
  });
}
