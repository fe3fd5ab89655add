import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import { DbThrottleStore, MemoryThrottleStore, type ThrottleStore } from '../lib/throttle';
import { createFileStore, removeLeftoverParts, STALE_PART_MS, type FileStore } from '../lib/file-store';
import { ThrottledPasswords, type PasswordVerifier } from '../lib/password-check';
import { SecondFactorChecks } from '../services/second-factors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    /** The sign-in, reset, registration and unlock counters: in the database on PostgreSQL, shared by every process. */
    throttles: ThrottleStore;
    /** Every check of a signed-in user's password, throttled per account together with sign-in. */
    passwords: PasswordVerifier;
    /** Every check of a second-factor code, throttled per account (services/second-factors.ts). */
    secondFactors: SecondFactorChecks;
    /** The store of one kind of uploaded file (`files`, `avatars`, `mail-files`): on disk or in the database (FILE_STORE). */
    fileStore: (folder: string) => FileStore;
  }
}

/** Throttle rows older than this are forgotten (every throttle's window is shorter). */
const THROTTLE_ROWS_KEPT_MS = 2 * 60 * 60_000;

export default fp(async function dbPlugin(app: FastifyInstance, opts: { database: Database; config: AppConfig }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('config', opts.config);
  if (opts.database.kind === 'postgres') {
    const store = new DbThrottleStore(opts.database.db);
    app.decorate('throttles', store);
    const prune = () =>
      store.prune(THROTTLE_ROWS_KEPT_MS).catch((err: unknown) => app.log.warn({ err }, 'pruning throttle rows failed'));
    const timer = setInterval(prune, THROTTLE_ROWS_KEPT_MS / 4);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  } else {
    app.decorate('throttles', new MemoryThrottleStore());
  }
  // Half-received uploads a kill left behind (docs/security.md#links-feeds-names-and-files).
  const leftovers = await removeLeftoverParts(opts.config.dataDir, opts.database.kind === 'pglite' ? 0 : STALE_PART_MS);
  if (leftovers > 0) app.log.info(`removed ${leftovers} temp file(s) of uploads cut short before this start`);
  app.decorate('passwords', new ThrottledPasswords(opts.config, app.throttles));
  app.decorate('secondFactors', new SecondFactorChecks(opts.config, app.throttles));
  const stores = new Map<string, FileStore>();
  app.decorate('fileStore', (folder: string) => {
    let store = stores.get(folder);
    if (!store) stores.set(folder, (store = createFileStore(opts.config, opts.database.db, folder)));
    return store;
  });
});
