import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index';
import { questionnaireName, SHIPPED_PROTOCOLS } from '@lab/domain';

export type Schema = typeof schema;
/** The one database type both drivers satisfy; features never see which driver runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Applies the migrations with the driver's own migrator (it takes the driver's database type, not `Db`). */
  migrate(migrationsFolder: string): Promise<void>;
  /** The embedded instance, for tests that clone a migrated database. */
  pglite?: PGlite;
  /** PostgreSQL's address, for connections of their own (the live channel's LISTEN). */
  url?: string;
}

/** The api package's root folder, from src/ (tsx, vitest) or dist/ (built). */
export function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('cannot find the api package root');
    dir = up;
  }
  return dir;
}

export const migrationsFolder = (): string => path.join(apiRoot(), 'src/db/migrations');

/** Either driver's database as the portal's one type. */
function asDb(
  driver: ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>,
): Db {
  // PgliteDatabase<Schema> and NodePgDatabase<Schema> share PgDatabase's query API, not its result type parameter.
  return driver as unknown as Db;
}

export function wrapPglite(client: PGlite): Database {
  const driver = drizzlePglite({ client, schema, casing: 'snake_case' });
  const db = asDb(driver);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    migrate: (migrationsFolder) => migratePglite(driver, { migrationsFolder }),
  };
}

/** Embedded PGlite in `dataDir` (or in memory when dataDir is undefined), with pg_trgm for fast search. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? `file://${dataDir}` : 'memory://', { extensions: { pg_trgm } });
  return wrapPglite(client);
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const driver = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const db = asDb(driver);
  return {
    db,
    kind: 'postgres',
    url,
    close: () => pool.end(),
    migrate: (migrationsFolder) => migratePg(driver, { migrationsFolder }),
  };
}

/**
 * The synoptic protocols the portal ships (docs/synoptic.md), written after every migration as the order codes are
 * by theirs: a url and version not yet stored is added; one stored (or retired by an admin) is left as it is.
 */
async function seedShippedProtocols(db: Db): Promise<void> {
  await db
    .insert(schema.synopticProtocols)
    .values(
      SHIPPED_PROTOCOLS.map((p) => ({
        url: p.questionnaire.url!,
        version: p.questionnaire.version!,
        name: questionnaireName(p.questionnaire),
        caseTypes: p.caseTypes,
        questionnaire: p.questionnaire,
      })),
    )
    .onConflictDoNothing({ target: [schema.synopticProtocols.url, schema.synopticProtocols.version] });
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate(migrationsFolder());
  await seedShippedProtocols(database.db);
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  await migrateDatabase(database);
  return database;
}

/** Raw SQL returning rows, the same on both drivers. */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer execute() with {rows}; the shared PgDatabase type leaves the result to the driver.
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export interface ScratchDatabase {
  database: Database;
  name: string;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own on the PostgreSQL server at `adminUrl` (tests, benchmarks); never one
 * that already exists.
 */
export async function createScratchPostgres(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await migrateDatabase(database);
  return {
    database,
    name,
    async drop() {
      await database.close();
      // pool.end() resolves before its sockets are closed; a forced drop would then kill a live
      // connection of this process. Drop politely until they are gone.
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await a.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (err) {
            if (attempt >= 20) throw err;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      } finally {
        await a.end();
      }
    },
  };
}
