import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createScratchPostgres, migrateDatabase, openPglite, type Database } from '../src/db/client';
import { seedDemo } from '../src/seed/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-users';
import { copySeededFiles, openFromTemplate, testConfig } from './templates';

export { testConfig };

/**
 * A real database for one test file: embedded PGlite in memory by default; with TEST_PG_URL
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres) a fresh PostgreSQL database that is dropped after.
 * Copied from the suite's templates (global-setup.ts): migrated, or migrated and demo-seeded.
 */
export async function createTestDatabase(
  which: 'migrated' | 'seeded' = 'migrated',
): Promise<Database & { drop(): Promise<void> }> {
  const templates = inject('dbTemplates');
  if (templates) return openFromTemplate(templates, which);
  // Without the global setup (a file run on its own through another config): build it here.
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres(adminUrl, 'lab_test');
  return { ...scratch.database, drop: scratch.drop };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in a demo account (admin, editor, staff, physician, patient, pathologist) and returns its bearer token. */
  tokenFor(who: DemoWho): Promise<string>;
  /** app.inject as a demo account (or anonymous with `null`). */
  as(who: DemoWho | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A change of accounts or sessions written straight to the database, as another process or someone at psql
   * would write it: resolves once this process has heard of it (the NOTIFY of migration 0010 empties its session
   * cache, plugins/auth.ts), and fails when it does not within 5 s.
   */
  changeOutside(write: (db: Database['db']) => Promise<unknown>): Promise<void>;
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
  opts: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    extend?: (app: FastifyInstance) => Promise<void>;
    /** Where the app logs (tests that read what a log line carries); none by default. */
    logger?: { stream: { write(line: string): void } };
  } = {},
): Promise<TestContext> {
  const seeded = opts.seed !== false;
  const templates = inject('dbTemplates');
  const database = await createTestDatabase(seeded && templates ? 'seeded' : 'migrated');
  const config = testConfig(opts.config);
  if (seeded && templates) copySeededFiles(templates, config.dataDir);
  else if (seeded) await seedDemo(database.db, config);
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  if (opts.extend) await opts.extend(app);
  await app.ready();
  const tokens = new Map<DemoWho, string>();
  const tokenFor = async (who: DemoWho) => {
    const cached = tokens.get(who);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: demoCredentials(who),
    });
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
    async changeOutside(write) {
      const before = app.sessionCache.epoch;
      await write(database.db);
      for (const until = Date.now() + 5000; app.sessionCache.epoch === before;) {
        if (Date.now() > until) throw new Error('the session cache did not hear of the change (NOTIFY lab_auth)');
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
