import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createScratchPostgres, migrateDatabase, openPglite, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed/index';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-users';

/**
 * A real database for one test file: embedded PGlite in memory by default; with TEST_PG_URL
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres) a fresh PostgreSQL database that is dropped after.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres(adminUrl, 'lab_test');
  return { ...scratch.database, drop: scratch.drop };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', AUDIT_HMAC_KEY: 'test-audit-key-test-audit-key-0123456', LOG_LEVEL: 'silent' }),
    loginSlowdownMs: 1,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in a demo account (admin, editor, staff, physician, patient, pathologist) and returns its bearer token. */
  tokenFor(who: DemoWho): Promise<string>;
  /** app.inject as a demo account (or anonymous with `null`). */
  as(who: DemoWho | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type DemoWho = 'admin' | 'editor' | 'staff' | 'physician' | 'patient' | 'pathologist';
const EMAIL: Record<DemoWho, string> = {
  admin: 'admin@admin.com',
  editor: 'demo@demo.com',
  staff: 'staff@staff.com',
  physician: 'physician@demo.com',
  patient: 'patient@demo.com',
  pathologist: 'pathologist@demo.com',
};

export function demoCredentials(who: DemoWho) {
  const acc = DEMO_ACCOUNTS.find((a) => a.email === EMAIL[who])!;
  return { email: acc.email, password: acc.password };
}

/** The app on a fresh, migrated and demo-seeded database. */
export async function createTestApp(
  opts: { seed?: boolean; config?: Partial<AppConfig>; extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(opts.config);
  if (opts.seed !== false) await seedDemo(database.db, config);
  const app = await buildApp({ config, database });
  if (opts.extend) await opts.extend(app);
  await app.ready();
  const tokens = new Map<DemoWho, string>();
  const tokenFor = async (who: DemoWho) => {
    const cached = tokens.get(who);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/authenticate/login/user', payload: demoCredentials(who) });
    const body = res.json() as { accessToken?: string; error?: string };
    if (!body.accessToken) throw new Error(`cannot sign in as ${who}: ${res.body}`);
    tokens.set(who, body.accessToken);
    return body.accessToken;
  };
  return {
    app,
    database,
    config,
    tokenFor,
    async as(who, injectOpts) {
      const headers = { ...(injectOpts.headers ?? {}) } as Record<string, string>;
      if (who) headers.authorization = `Bearer ${await tokenFor(who)}`;
      return app.inject({ ...injectOpts, headers });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
