import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { checkpointsFile } from '../lib/audit-seal';
import { TarWriter, type WrittenEntry } from '../lib/tar';

/**
 * What a backup holds and how it is made (docs/backup.md). The database is written as a portable logical copy: per
 * table of the `public` schema, every row as JSON (`to_jsonb`), in an order that satisfies the foreign keys, taken in
 * ONE repeatable-read snapshot, so the copy is consistent while the portal keeps writing. The same copy loads into
 * the embedded database or PostgreSQL (services/backup-restore.ts), which is how a lab moves from one to the other.
 * On PostgreSQL, when `pg_dump` is on the PATH, its custom-format dump of the same snapshot is added too.
 */

export const BACKUP_FORMAT = 'lab-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

const ZSchemaLevel = z.object({
  /** Migrations applied, and the newest one's timestamp (drizzle's journal `when`) and tag. */
  migrations: z.number().int().min(0),
  lastWhen: z.number().int().nullable(),
  lastTag: z.string().nullable(),
});
export type TSchemaLevel = z.infer<typeof ZSchemaLevel>;

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    schema: ZSchemaLevel,
    tables: z.record(z.string(), z.number().int().min(0)),
    /** The pg_dump custom-format copy: included, or why not. */
    pgDump: z.string(),
  }),
  /** Each key: `included` (from DATA_DIR), or `environment` (set by an environment variable, left out). */
  keys: z.object({
    jwtSecret: z.enum(['included', 'environment']),
    auditKey: z.enum(['included', 'environment']),
    checkpoints: z.number().int().min(0),
  }),
  files: z.array(z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int() })),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

/** The load plan: tables in the order they are loaded, their columns and primary keys, the columns set afterwards. */
export const ZDatabasePlan = z.object({
  tables: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      columns: z.array(z.string()),
      primaryKey: z.array(z.string()),
      /** Foreign-key columns inserted empty and set once every row is in (a self-reference, a cycle). */
      deferred: z.array(z.string()),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
});
export type TDatabasePlan = z.infer<typeof ZDatabasePlan>;

/** Runs SQL on one connection (a PGlite transaction or a pg client), the same way on both. */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface ForeignKey {
  table: string;
  ref: string;
  columns: string[];
}

/**
 * Orders tables so each comes after the tables it references. A self-reference, or a cycle, cannot be ordered:
 * those columns are deferred (inserted empty, set once all rows are in).
 */
export function loadOrder(
  tables: string[],
  fks: ForeignKey[],
): { order: string[]; deferred: Map<string, Set<string>> } {
  const deferred = new Map<string, Set<string>>();
  const defer = (fk: ForeignKey) => {
    const set = deferred.get(fk.table) ?? new Set<string>();
    fk.columns.forEach((c) => set.add(c));
    deferred.set(fk.table, set);
  };
  let edges = fks.filter((fk) => {
    if (fk.table !== fk.ref) return true;
    defer(fk);
    return false;
  });
  const remaining = new Set([...tables].sort());
  const order: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) => !edges.some((e) => e.table === t && remaining.has(e.ref)));
    if (ready.length === 0) {
      // A cycle: the first table left takes its references to the others later.
      const t = [...remaining][0]!;
      edges = edges.filter((e) => {
        if (e.table === t && remaining.has(e.ref)) {
          defer(e);
          return false;
        }
        return true;
      });
      continue;
    }
    for (const t of ready) {
      order.push(t);
      remaining.delete(t);
    }
  }
  return { order, deferred };
}

/** The migrations applied to the database (drizzle's own table), as a level to compare with a code's journal. */
export async function schemaLevel(run: SqlRunner, journalTags: Map<number, string>): Promise<TSchemaLevel> {
  const [row] = await run.query<{ n: string; last: string | null }>(
    `select count(*)::text as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const lastWhen = row?.last ? Number(row.last) : null;
  return {
    migrations: Number(row?.n ?? 0),
    lastWhen,
    lastTag: lastWhen === null ? null : (journalTags.get(lastWhen) ?? null),
  };
}

/** The code's migrations journal (src/db/migrations/meta/_journal.json). */
export function readJournal(migrationsFolder: string): Array<{ idx: number; when: number; tag: string }> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; when: number; tag: string }>;
  };
  return journal.entries;
}

/** The tables, columns, keys and sequences of the `public` schema, read in the snapshot. */
async function readPlan(run: SqlRunner): Promise<Omit<TDatabasePlan, 'sequences'>> {
  const tables = (
    await run.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((r) => r.name);
  const columns = await run.query<{ t: string; c: string }>(
    `select table_name as t, column_name as c from information_schema.columns
     where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const fks = await run.query<{ t: string; r: string; cols: string }>(
    `select tc.relname as t, rc.relname as r,
            (select json_agg(a.attname order by a.attnum)::text from pg_attribute a
             where a.attrelid = con.conrelid and a.attnum = any(con.conkey)) as cols
     from pg_constraint con
     join pg_class tc on tc.oid = con.conrelid join pg_class rc on rc.oid = con.confrelid
     where con.contype = 'f' and con.connamespace = 'public'::regnamespace`,
  );
  const pks = await run.query<{ t: string; cols: string }>(
    `select tc.relname as t,
            (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))::text
             from pg_attribute a where a.attrelid = i.indrelid and a.attnum = any(i.indkey)) as cols
     from pg_index i join pg_class tc on tc.oid = i.indrelid
     where i.indisprimary and tc.relnamespace = 'public'::regnamespace`,
  );
  const { order, deferred } = loadOrder(
    tables,
    fks.map((f) => ({ table: f.t, ref: f.r, columns: JSON.parse(f.cols) as string[] })),
  );
  const pkOf = new Map(pks.map((p) => [p.t, JSON.parse(p.cols) as string[]]));
  return {
    tables: order.map((name, i) => {
      const later = [...(deferred.get(name) ?? [])];
      if (later.length > 0 && !pkOf.has(name)) {
        throw new Error(`table ${name} refers to itself but has no primary key: it cannot be backed up`);
      }
      return {
        name,
        file: `db/tables/${String(i).padStart(3, '0')}-${name}.jsonl`,
        columns: columns.filter((c) => c.t === name).map((c) => c.c),
        primaryKey: pkOf.get(name) ?? [],
        deferred: later,
      };
    }),
  };
}

/** `pg_dump` on the PATH, or null. */
export function findPgDump(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, 'pg_dump');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** pg_dump of the exported snapshot; the password goes in its environment, not in its arguments (ps shows those). */
function runPgDump(bin: string, url: string, snapshot: string, out: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return new Promise((resolve, reject) => {
    const args = ['--format=custom', `--snapshot=${snapshot}`, `--file=${out}`, `--dbname=${address.toString()}`];
    const child = spawn(bin, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(err.trim() || `pg_dump exited with ${code}`)),
    );
  });
}

export interface BackupProgress {
  (percent: number, phase: string): void;
}

export interface BackupResult {
  file: string;
  size: number;
  sha256: string;
  manifest: TBackupManifest;
}

/** A key of DATA_DIR (jwt-secret, audit-key) that is the one in use, or null when the environment sets it. */
function keyInDataDir(dataDir: string, name: string, inUse: string): string | null {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) return null;
  const value = readFileSync(file, 'utf8').trim();
  return value === inUse ? value : null;
}

/** The stored files: every folder of DATA_DIR but the database's, the backups' and uploads still arriving. */
async function listStoredFiles(config: AppConfig): Promise<Array<{ rel: string; abs: string; size: number }>> {
  const skip = new Set(['pglite']);
  const backupRel = path.relative(config.dataDir, config.backupDir);
  if (!backupRel.startsWith('..') && !path.isAbsolute(backupRel)) skip.add(backupRel.split(path.sep)[0]!);
  const out: Array<{ rel: string; abs: string; size: number }> = [];
  const walk = async (dir: string, rel: string, depth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        // A store's tmp/ holds uploads not yet complete (lib/file-store.ts).
        if (depth === 1 && e.name === 'tmp') continue;
        await walk(abs, r, depth + 1);
      } else if (e.isFile() && !e.name.endsWith('.part')) {
        out.push({ rel: r, abs, size: statSync(abs).size });
      }
    }
  };
  for (const e of readdirSync(config.dataDir, { withFileTypes: true })) {
    if (e.isDirectory() && !skip.has(e.name) && !e.name.startsWith('.')) {
      await walk(path.join(config.dataDir, e.name), e.name, 1);
    }
  }
  return out.sort((a, b) => a.rel.localeCompare(b.rel));
}

/** One connection for the snapshot: a PGlite transaction, or a pg client of its own. */
async function withSnapshot<T>(database: Database, work: (run: SqlRunner) => Promise<T>): Promise<T> {
  const begin = 'set transaction isolation level repeatable read, read only';
  if (database.kind === 'pglite') {
    return database.pglite!.transaction(async (tx) => {
      const run: SqlRunner = {
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
      };
      await run.query(begin);
      return work(run);
    });
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(begin);
    const run: SqlRunner = {
      query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
    };
    const result = await work(run);
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/**
 * Writes a backup of the running portal to `file` (which must not exist): the database in one snapshot, then the
 * stored files and the keys, then the manifest with every entry's SHA-256. The checkpoint file is read before the
 * snapshot, so every checkpoint it holds names rows the snapshot has.
 */
export async function writeBackup(
  database: Database,
  config: AppConfig,
  migrationsFolder: string,
  file: string,
  progress: BackupProgress = () => {},
): Promise<BackupResult> {
  const checkpointFile = checkpointsFile(config.auditCheckpointDir);
  const checkpointText = existsSync(checkpointFile) ? readFileSync(checkpointFile, 'utf8') : '';
  // A line being appended right now is not whole yet: keep the whole lines.
  const checkpoints = checkpointText.slice(0, checkpointText.lastIndexOf('\n') + 1);
  const tags = new Map(readJournal(migrationsFolder).map((e) => [e.when, e.tag]));
  const work = mkdtempSync(path.join(path.dirname(file), '.backup-'));
  const writer = new TarWriter(file);
  try {
    const entries: WrittenEntry[] = [];
    progress(0, 'database');
    const db = await withSnapshot(database, async (run) => {
      const level = await schemaLevel(run, tags);
      const plan = await readPlan(run);
      const counts: Record<string, number> = {};
      for (const t of plan.tables) {
        const [c] = await run.query<{ n: string }>(`select count(*)::text as n from public.${quoteIdent(t.name)}`);
        counts[t.name] = Number(c?.n ?? 0);
      }
      const total = Object.values(counts).reduce((a, b) => a + b, 0) || 1;
      let pgDump = 'not made: the embedded database has no pg_dump (the logical copy restores anywhere)';
      if (database.kind === 'postgres') {
        const bin = findPgDump();
        if (!bin) {
          pgDump = 'not made: pg_dump is not on the PATH (install the PostgreSQL client tools to add one)';
        } else {
          const [s] = await run.query<{ s: string }>('select pg_export_snapshot() as s');
          try {
            await runPgDump(bin, database.url!, s!.s, path.join(work, 'postgres.dump'));
            pgDump = 'included: db/postgres.dump (pg_dump --format=custom, the same snapshot)';
          } catch (err) {
            pgDump = `not made: pg_dump failed: ${(err as Error).message.split('\n')[0]}`;
          }
        }
      }
      let done = 0;
      for (const t of plan.tables) {
        // Written synchronously: the snapshot holds the embedded database, and the thread pool may be busy (lib/tar.ts).
        const out = openSync(path.join(work, path.basename(t.file)), 'wx');
        try {
          await run.query(
            `declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from public.${quoteIdent(t.name)} t`,
          );
          for (;;) {
            const rows = await run.query<{ j: string }>('fetch 1000 from backup_rows');
            if (rows.length === 0) break;
            writeSync(out, rows.map((r) => r.j).join('\n') + '\n');
            done += rows.length;
            progress(Math.round((done / total) * 70), 'database');
          }
          await run.query('close backup_rows');
        } finally {
          closeSync(out);
        }
      }
      const sequences = await run.query<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'
         order by 1`,
      );
      return { level, plan: { ...plan, sequences }, counts, pgDump };
    });

    // The plan first: a restore reads it before the rows.
    entries.push(await writer.addBuffer('db/plan.json', Buffer.from(JSON.stringify(db.plan, null, 1))));
    for (const t of db.plan.tables) {
      const tmp = path.join(work, path.basename(t.file));
      entries.push(await writer.addFile(t.file, tmp, statSync(tmp).size));
      rmSync(tmp);
    }
    const dump = path.join(work, 'postgres.dump');
    if (existsSync(dump)) entries.push(await writer.addFile('db/postgres.dump', dump, statSync(dump).size));

    progress(75, 'files');
    const stored = await listStoredFiles(config);
    const bytes = stored.reduce((a, f) => a + f.size, 0) || 1;
    let copied = 0;
    for (const f of stored) {
      entries.push(
        await writer.addFile(`files/${f.rel}`, f.abs, f.size, new Date(), (n) => {
          copied += n;
          progress(75 + Math.round((copied / bytes) * 20), 'files');
        }),
      );
    }

    progress(96, 'keys');
    const jwt = keyInDataDir(config.dataDir, 'jwt-secret', config.jwtSecret);
    const auditKey = keyInDataDir(config.dataDir, 'audit-key', config.auditKey);
    if (jwt) entries.push(await writer.addBuffer('keys/jwt-secret', Buffer.from(jwt)));
    if (auditKey) entries.push(await writer.addBuffer('keys/audit-key', Buffer.from(auditKey)));
    entries.push(await writer.addBuffer('keys/audit-checkpoints.jsonl', Buffer.from(checkpoints)));

    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: config.version,
      database: { kind: database.kind, schema: db.level, tables: db.counts, pgDump: db.pgDump },
      keys: {
        jwtSecret: jwt ? 'included' : 'environment',
        auditKey: auditKey ? 'included' : 'environment',
        checkpoints: checkpoints.split('\n').filter((l) => l.trim()).length,
      },
      files: entries.map((e) => ({ path: e.path, sha256: e.sha256, size: e.size })),
    };
    await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
    const { size, sha256 } = await writer.finish();
    progress(100, 'done');
    return { file, size, sha256, manifest };
  } catch (err) {
    writer.abort();
    rmSync(file, { force: true });
    throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The SHA-256 of a file, read in full. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}
