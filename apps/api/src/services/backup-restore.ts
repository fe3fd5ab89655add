import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, migrationsFolder, openPglite, openPostgres, type Database } from '../db/client';
import { checkpointsFile } from '../lib/audit-seal';
import { readTar } from '../lib/tar';
import { restrictDataDir } from '../lib/data-dir-permissions';
import { SYSTEM_ACTOR, useAuditKey, writeAudit, writeCheckpoint } from '../plugins/audit';
import {
  quoteIdent,
  readJournal,
  ZBackupManifest,
  ZDatabasePlan,
  type SqlRunner,
  type TBackupManifest,
  type TDatabasePlan,
} from './backup-archive';

/**
 * Restores a backup (services/backup-archive.ts) into an empty DATA_DIR and an empty database, embedded or
 * PostgreSQL, whichever the backup came from (docs/backup.md). Every entry's SHA-256 is checked before anything is
 * written. The database is migrated to the backup's level, its rows are loaded verbatim in one transaction (the
 * triggers that guard the audit trail and the signed reports held off inside it, so the sealed rows keep their ids,
 * times and seals), the sequences set, and then the database is migrated forward to this code's level.
 */

/** A restore refused or failed for a reason the operator can act on; the message names it. */
export class RestoreError extends Error {}

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL; the embedded database in DATA_DIR/pglite when undefined. */
  databaseUrl?: string;
  /** AUDIT_CHECKPOINT_DIR, else DATA_DIR. */
  checkpointDir: string;
  /** JWT_SECRET and AUDIT_HMAC_KEY when the environment sets them. */
  envJwtSecret?: string;
  envAuditKey?: string;
}

const SAFE_PATH =
  /^(db\/plan\.json|db\/tables\/[0-9]{3}-[a-z0-9_]+\.jsonl|db\/postgres\.dump|keys\/(jwt-secret|audit-key|audit-checkpoints\.jsonl)|files\/[^/]+(\/[^/]+)*|manifest\.json)$/;

const KEY_ENTRIES = new Set(['keys/jwt-secret', 'keys/audit-key']);

function safePath(p: string): boolean {
  const control = [...p].some((c) => c.charCodeAt(0) < 0x20);
  return SAFE_PATH.test(p) && !control && !p.split('/').some((part) => part === '..' || part === '.');
}

/**
 * Reads the whole archive once and checks it: a manifest of this format, every entry listed in it with its size and
 * SHA-256, every listed entry present. Answers the manifest; throws RestoreError naming the first problem.
 */
export async function verifyArchive(file: string): Promise<TBackupManifest & { keyValues: Map<string, string> }> {
  if (!existsSync(file)) throw new RestoreError(`No backup at ${file}`);
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText = '';
  const keyValues = new Map<string, string>();
  let current: { path: string; hash: ReturnType<typeof createHash>; size: number } | null = null;
  try {
    for await (const ev of readTar(file)) {
      if (ev.kind === 'start') {
        if (seen.has(ev.path)) throw new RestoreError(`The archive holds ${ev.path} twice`);
        current = { path: ev.path, hash: createHash('sha256'), size: 0 };
      } else if (ev.kind === 'data') {
        current!.hash.update(ev.chunk);
        current!.size += ev.chunk.length;
        if (current!.path === 'manifest.json') manifestText += ev.chunk.toString('utf8');
        if (KEY_ENTRIES.has(current!.path))
          keyValues.set(current!.path, (keyValues.get(current!.path) ?? '') + ev.chunk.toString('utf8'));
      } else {
        seen.set(current!.path, { sha256: current!.hash.digest('hex'), size: current!.size });
        current = null;
      }
    }
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    throw new RestoreError(`${file} is not a readable backup archive: ${(err as Error).message}`);
  }
  if (!seen.has('manifest.json')) throw new RestoreError(`${file} holds no manifest.json: it is not a portal backup`);
  let manifest: TBackupManifest;
  try {
    manifest = ZBackupManifest.parse(JSON.parse(manifestText));
  } catch (err) {
    throw new RestoreError(`The manifest of ${file} is not one this portal reads: ${(err as Error).message}`);
  }
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  for (const [p, got] of seen) {
    if (p === 'manifest.json') continue;
    if (!safePath(p)) throw new RestoreError(`The archive holds an entry with an unexpected name: ${p}`);
    const want = listed.get(p);
    if (!want) throw new RestoreError(`The archive holds ${p}, which its manifest does not list`);
    if (want.size !== got.size || want.sha256 !== got.sha256) {
      throw new RestoreError(
        `SHA-256 mismatch for ${p}: the manifest says ${want.sha256} (${want.size} bytes), the archive holds ${got.sha256} (${got.size} bytes). The backup is damaged or was changed; it is not restored.`,
      );
    }
  }
  for (const p of listed.keys()) {
    if (!seen.has(p)) throw new RestoreError(`${p} is listed in the manifest but missing from the archive`);
  }
  if (!seen.has('db/plan.json')) throw new RestoreError('The archive holds no database (db/plan.json)');
  return { ...manifest, keyValues };
}

/** The migrations to apply to reach the backup's level: refuses a backup of a newer (or unknown) schema. */
export function migrationsUpTo(manifest: TBackupManifest): number {
  const journal = readJournal(migrationsFolder());
  const level = manifest.database.schema;
  const index = level.lastWhen === null ? -1 : journal.findIndex((e) => e.when === level.lastWhen);
  if (level.lastWhen !== null && index < 0) {
    const newest = journal[journal.length - 1];
    throw new RestoreError(
      level.lastWhen > (newest?.when ?? 0)
        ? `The backup comes from a newer version of the portal (its schema is at migration ${level.lastTag ?? level.lastWhen}; this one knows up to ${newest?.tag}): restore it with that version or a later one.`
        : `The backup's schema level (${level.lastTag ?? level.lastWhen}) is not one of this portal's migrations.`,
    );
  }
  if (index + 1 !== level.migrations) {
    throw new RestoreError(
      `The backup's schema level does not match this portal's migrations (${level.migrations} applied, the last ${level.lastTag}).`,
    );
  }
  return level.migrations;
}

/** Refuses a DATA_DIR, checkpoint file or database that already holds something. */
export async function checkTargetEmpty(target: RestoreTarget): Promise<void> {
  if (existsSync(target.dataDir)) {
    const names = readdirSync(target.dataDir);
    if (names.length > 0) {
      throw new RestoreError(
        `DATA_DIR ${target.dataDir} is not empty (it holds ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}): restore only into an empty or new folder.`,
      );
    }
  }
  const checkpoints = checkpointsFile(target.checkpointDir);
  if (existsSync(checkpoints) && statSync(checkpoints).size > 0) {
    throw new RestoreError(
      `${checkpoints} already holds audit checkpoints: restore only with an empty AUDIT_CHECKPOINT_DIR.`,
    );
  }
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    try {
      await client.connect();
    } catch (err) {
      throw new RestoreError(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
    }
    try {
      const { rows } = await client.query<{ name: string }>(
        `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p', 'v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg_toast%' order by 1`,
      );
      if (rows.length > 0) {
        throw new RestoreError(
          `The database of DATABASE_URL is not empty (it holds ${rows.length} tables, e.g. ${rows
            .slice(0, 3)
            .map((r) => r.name)
            .join(', ')}): restore only into a new, empty database (createdb).`,
        );
      }
    } finally {
      await client.end();
    }
  }
}

/** A copy of the migrations folder whose journal stops at `count`: drizzle's migrator then stops there. */
async function migrationsFolderAt(count: number): Promise<string> {
  const source = migrationsFolder();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lab-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(0, count);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

/** Loads the rows of one table file, arriving in chunks, in batches. */
class TableLoader {
  private rest = '';
  private batch: string[] = [];
  private chars = 0;
  rows = 0;
  /** Primary key and deferred columns of the rows whose deferred columns are set. */
  readonly later: string[] = [];

  constructor(
    private readonly run: SqlRunner,
    readonly table: TDatabasePlan['tables'][number],
  ) {}

  private get insertSql(): string {
    const cols = this.table.columns
      .filter((c) => !this.table.deferred.includes(c))
      .map(quoteIdent)
      .join(', ');
    const t = `public.${quoteIdent(this.table.name)}`;
    return `insert into ${t} (${cols}) select ${cols} from jsonb_populate_recordset(null::${t}, $1::jsonb)`;
  }

  async push(chunk: Buffer): Promise<void> {
    const lines = (this.rest + chunk.toString('utf8')).split('\n');
    this.rest = lines.pop()!;
    for (const line of lines) if (line) await this.add(line);
  }

  private async add(line: string): Promise<void> {
    this.batch.push(line);
    this.chars += line.length;
    if (this.table.deferred.length > 0) {
      const row = JSON.parse(line) as Record<string, unknown>;
      if (this.table.deferred.some((c) => row[c] !== null && row[c] !== undefined)) {
        const slim: Record<string, unknown> = {};
        for (const c of [...this.table.primaryKey, ...this.table.deferred]) slim[c] = row[c];
        this.later.push(JSON.stringify(slim));
      }
    }
    if (this.batch.length >= BATCH_ROWS || this.chars >= BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rest) {
      const line = this.rest;
      this.rest = '';
      await this.add(line);
    }
    if (this.batch.length === 0) return;
    await this.run.query(this.insertSql, [`[${this.batch.join(',')}]`]);
    this.rows += this.batch.length;
    this.batch = [];
    this.chars = 0;
  }

  /** Sets the deferred columns once every table is loaded. */
  async setDeferred(): Promise<void> {
    const t = `public.${quoteIdent(this.table.name)}`;
    const set = this.table.deferred.map((c) => `${quoteIdent(c)} = x.${quoteIdent(c)}`).join(', ');
    const on = this.table.primaryKey.map((c) => `d.${quoteIdent(c)} = x.${quoteIdent(c)}`).join(' and ');
    for (let i = 0; i < this.later.length; i += BATCH_ROWS) {
      const slice = this.later.slice(i, i + BATCH_ROWS);
      await this.run.query(
        `update ${t} d set ${set} from jsonb_populate_recordset(null::${t}, $1::jsonb) x where ${on}`,
        [`[${slice.join(',')}]`],
      );
    }
  }
}

export interface RestoreResult {
  manifest: TBackupManifest;
  tables: Record<string, number>;
  files: number;
  kind: 'pglite' | 'postgres';
}

/** Which key the restored portal will seal and sign with, and whether the environment fights the backup's. */
function checkKeys(manifest: Awaited<ReturnType<typeof verifyArchive>>, target: RestoreTarget): string {
  const need = [
    {
      what: 'JWT_SECRET',
      how: manifest.keys.jwtSecret,
      env: target.envJwtSecret,
      held: manifest.keyValues.get('keys/jwt-secret')?.trim(),
      why: 'the second factors need it',
    },
    {
      what: 'AUDIT_HMAC_KEY',
      how: manifest.keys.auditKey,
      env: target.envAuditKey,
      held: manifest.keyValues.get('keys/audit-key')?.trim(),
      why: 'the audit trail is sealed with it',
    },
  ];
  for (const k of need) {
    if (k.how === 'included' && k.env !== undefined && k.env !== k.held) {
      throw new RestoreError(
        `${k.what} is set in the environment to another key than the backup's: unset it, so the restored portal uses the backup's (${k.why}).`,
      );
    }
    if (k.how === 'environment' && !k.env) {
      throw new RestoreError(
        `The backup was made with ${k.what} set in the environment, so it does not hold that key: set the same ${k.what} to restore it (${k.why}).`,
      );
    }
  }
  return (manifest.keys.auditKey === 'included' ? need[1]!.held : target.envAuditKey)!;
}

/**
 * Restores `file` into `target`. `log` hears each step. Refuses (RestoreError) before writing anything when the
 * archive fails a check, comes from a newer schema, or the target is not empty.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  log: (line: string) => void = () => {},
): Promise<RestoreResult> {
  const manifest = await verifyArchive(file);
  log(`Checked ${manifest.files.length} entries against the manifest's SHA-256 sums.`);
  const level = migrationsUpTo(manifest);
  const auditKey = checkKeys(manifest, target);
  await checkTargetEmpty(target);

  // Nothing was written until here.
  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const database: Database = target.databaseUrl
    ? await openPostgres(target.databaseUrl)
    : await openPglite(path.join(target.dataDir, 'pglite'));
  let pgClient: pg.Client | null = null;
  try {
    const folder = await migrationsFolderAt(level);
    try {
      await database.migrate(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    log(`Created the schema at the backup's level (${manifest.database.schema.lastTag}).`);

    let run: SqlRunner;
    if (database.kind === 'pglite') {
      const lite = database.pglite!;
      run = { query: async <R>(text: string, params?: unknown[]) => (await lite.query<R>(text, params)).rows };
    } else {
      pgClient = new pg.Client({ connectionString: target.databaseUrl });
      await pgClient.connect();
      const client = pgClient;
      run = { query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[] };
    }

    let plan: TDatabasePlan | null = null;
    let planText = '';
    const loaders: TableLoader[] = [];
    let loader: TableLoader | null = null;
    let dbDone = false;
    let out: { fh: Awaited<ReturnType<typeof open>>; hash: ReturnType<typeof createHash>; path: string } | null = null;
    let files = 0;
    const listed = new Map(manifest.files.map((f) => [f.path, f.sha256]));
    const tables: Record<string, number> = {};

    const finishDatabase = async () => {
      if (dbDone) return;
      if (!plan) throw new RestoreError('The archive holds no database plan before its rows');
      for (const l of loaders) await l.setDeferred();
      for (const s of plan.sequences) {
        if (s.value === null) continue;
        await run.query('select setval($1::text::regclass, $2::bigint, true)', [
          `public.${quoteIdent(s.name)}`,
          s.value,
        ]);
      }
      for (const t of plan.tables) await run.query(`alter table public.${quoteIdent(t.name)} enable trigger user`);
      await run.query('commit');
      dbDone = true;
      log(`Loaded ${Object.values(tables).reduce((a, b) => a + b, 0)} rows in ${plan.tables.length} tables.`);
    };

    const destination = (p: string): string | null => {
      if (p.startsWith('files/')) return path.join(target.dataDir, ...p.slice('files/'.length).split('/'));
      if (p === 'keys/jwt-secret') return path.join(target.dataDir, 'jwt-secret');
      if (p === 'keys/audit-key') return path.join(target.dataDir, 'audit-key');
      if (p === 'keys/audit-checkpoints.jsonl') return checkpointsFile(target.checkpointDir);
      return null;
    };

    try {
      for await (const ev of readTar(file)) {
        if (ev.kind === 'start') {
          if (ev.path === 'db/plan.json') {
            planText = '';
          } else if (ev.path.startsWith('db/tables/')) {
            if (!plan) throw new RestoreError('The archive holds table rows before its plan');
            const t = plan.tables.find((x) => x.file === ev.path);
            if (!t) throw new RestoreError(`The archive holds ${ev.path}, which its plan does not name`);
            loader = new TableLoader(run, t);
          } else if (ev.path !== 'db/postgres.dump') {
            await finishDatabase();
            const dest = destination(ev.path);
            if (dest) {
              mkdirSync(path.dirname(dest), { recursive: true, mode: 0o700 });
              out = { fh: await open(dest, 'wx', 0o600), hash: createHash('sha256'), path: ev.path };
            }
          }
        } else if (ev.kind === 'data') {
          if (loader) await loader.push(ev.chunk);
          else if (out) {
            out.hash.update(ev.chunk);
            await out.fh.write(ev.chunk);
          } else if (!plan && !dbDone) planText += ev.chunk.toString('utf8');
        } else {
          if (ev.path === 'db/plan.json') {
            plan = ZDatabasePlan.parse(JSON.parse(planText));
            await run.query('begin');
            // Inside this transaction only: the rows go in as they were (the audit trail's ids, times and seals).
            for (const t of plan.tables) {
              await run.query(`alter table public.${quoteIdent(t.name)} disable trigger user`);
            }
            // What the migrations put in (lists, order codes) makes way for the backup's own rows.
            for (const t of [...plan.tables].reverse()) await run.query(`delete from public.${quoteIdent(t.name)}`);
          } else if (loader) {
            await loader.flush();
            tables[loader.table.name] = loader.rows;
            loaders.push(loader);
            loader = null;
          } else if (out) {
            await out.fh.sync();
            await out.fh.close();
            if (out.hash.digest('hex') !== listed.get(out.path)) {
              throw new RestoreError(
                `${out.path} changed while it was being restored: the archive file is being written to`,
              );
            }
            if (out.path.startsWith('files/')) files++;
            out = null;
          }
        }
      }
      await finishDatabase();
    } catch (err) {
      if (!dbDone && plan) await run.query('rollback').catch(() => undefined);
      await out?.fh.close().catch(() => undefined);
      throw err;
    }
    await pgClient?.end();
    pgClient = null;

    // Forward to this code's level, as a start would.
    await migrateDatabase(database);
    useAuditKey(auditKey);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    await writeAudit(database.db, SYSTEM_ACTOR, {
      eventtype: 'restore',
      eventdescription: `Restored from a backup of ${manifest.createdAt} (${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}) into ${kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}: ${rows} rows, ${files} files`,
      entity: 'backup',
      newvalue: { createdAt: manifest.createdAt, from: manifest.database.kind, to: kind, rows, files },
    });
    await writeCheckpoint(database.db, auditKey, target.checkpointDir);
    log('Recorded the restore in the audit trail and signed a checkpoint.');
    return { manifest, tables, files, kind };
  } finally {
    await pgClient?.end().catch(() => undefined);
    await database.close();
    restrictDataDir(target.dataDir);
  }
}
