import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../src/config';
import {
  createScratchPostgres,
  migrateDatabase,
  openPglite,
  openPostgres,
  wrapPglite,
  type Database,
} from '../src/db/client';
import { seedDemo } from '../src/seed/index';

/**
 * Migrating and seeding the demo data takes seconds; every api test file used to do it again. The suite's
 * global setup does it once into two templates, a migrated database and a seeded one (with the seeded files
 * folder beside it), and each test file starts from a copy: a PostgreSQL `CREATE DATABASE … TEMPLATE` with
 * TEST_PG_URL, else a PGlite data folder loaded from its dump.
 */
export interface DbTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump files; PostgreSQL: the template database names. */
  migrated: string;
  seeded: string;
  /** The DATA_DIR the seed wrote files to (documents, audit checkpoints), copied into each test's own. */
  seededDataDir: string;
}

export const TEST_SECRETS = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  AUDIT_HMAC_KEY: 'test-audit-key-test-audit-key-0123456',
} as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, ...TEST_SECRETS, LOG_LEVEL: 'silent' }),
    loginSlowdownMs: 1,
    ...overrides,
  };
}

const pgUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Builds both templates; the returned function removes them. */
export async function buildTemplates(
  adminUrl = process.env.TEST_PG_URL,
): Promise<{ templates: DbTemplates; remove(): Promise<void> }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lab-tpl-'));
  const config = testConfig({ dataDir: path.join(root, 'data') });
  if (!adminUrl) {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    const migrated = path.join(root, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(database.db, config);
    const seeded = path.join(root, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    return {
      templates: { kind: 'pglite', migrated, seeded, seededDataDir: config.dataDir },
      remove: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres(adminUrl, 'lab_tpl');
  await scratch.database.close();
  const migrated = scratch.name;
  const seeded = `${migrated}_seeded`;
  await adminQuery(adminUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const database = await openPostgres(pgUrl(adminUrl, seeded));
  await seedDemo(database.db, config);
  await database.close();
  return {
    templates: { kind: 'postgres', migrated, seeded, seededDataDir: config.dataDir },
    async remove() {
      for (const name of [seeded, migrated]) await dropPolitely(adminUrl, name);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A database of the test's own, copied from a template. */
export async function openFromTemplate(
  templates: DbTemplates,
  which: 'migrated' | 'seeded',
  adminUrl = process.env.TEST_PG_URL,
): Promise<Database & { drop(): Promise<void> }> {
  if (templates.kind === 'pglite') {
    const client = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(templates[which])]),
    });
    const database = wrapPglite(client);
    return { ...database, drop: () => database.close() };
  }
  if (!adminUrl) throw new Error('TEST_PG_URL is needed to copy a PostgreSQL template');
  const name = `lab_test_${randomBytes(6).toString('hex')}`;
  // Two files copying the same template at once may find it busy for a moment: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templates[which]}`);
      break;
    } catch (err) {
      if (attempt >= 40 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const database = await openPostgres(pgUrl(adminUrl, name));
  return { ...database, drop: () => database.close().then(() => dropPolitely(adminUrl, name)) };
}

/** Copies the seeded files (documents, audit checkpoints) into a test's own DATA_DIR. */
export function copySeededFiles(templates: DbTemplates, dataDir: string): void {
  if (existsSync(templates.seededDataDir)) cpSync(templates.seededDataDir, dataDir, { recursive: true });
}

// pool.end() resolves before its sockets are closed; a forced drop would kill a live connection of this
// process. Drop politely until they are gone.
async function dropPolitely(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
