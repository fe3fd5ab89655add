import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { isDemoDatabase, seedDemo } from './seed/index';
import { applyStoredLabDetails } from './routes/setup/repository';
import { applyStoredPublicUrl } from './services/public-links';
import { startDeliveryWorker } from './services/interface-delivery';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { restrictDataDir } from './lib/data-dir-permissions';
import { startMllpListener } from './routes/orders/mllp';

async function main() {
  // Everything the portal and the embedded database write from now on is the portal user's alone.
  process.umask(0o077);
  const config = loadConfig();
  restrictDataDir(config.dataDir);
  if (!config.databaseUrl) acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // PGlite unpacks a new database with modes of its own (0666), past the umask.
  restrictDataDir(config.dataDir);
  if (config.seedDemo && (await seedDemo(database.db, config))) console.log('Seeded the demo data.');
  await applyStoredLabDetails(database.db, config);
  await applyStoredPublicUrl(database.db, config);
  const app = await buildApp({ config, database, logger: true });
  if (await isDemoDatabase(database.db)) {
    app.log.warn(
      'This database holds the DEMO accounts with their published passwords: try the portal with it, never run a lab on it (README: "For a real lab").',
    );
  }
  const setupCode = await app.firstRun.issueCode();
  if (!config.publicUrl) {
    app.log.warn(
      setupCode
        ? 'PUBLIC_URL is not set: the first-run setup asks for the address people open the portal at.'
        : 'PUBLIC_URL is not set: no password-reset mail or calendar link is made until it is (README "Settings").',
    );
  }
  // Results out (docs/interfaces.md): delivers queued messages every INTERFACE_DELIVERY_MS.
  const delivery = startDeliveryWorker(database.db, config, app.log);
  // Orders in over HL7 v2 (docs/interfaces.md#mllp): every message stored and committed before its ACK.
  const mllp = config.mllpPort
    ? await startMllpListener({
        port: config.mllpPort,
        host: config.host,
        handle: (text, remote) => app.orderIntake.receiveHl7(text, remote),
        log: app.log,
      })
    : null;
  if (mllp) app.log.info(`MLLP listener on port ${mllp.port}`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await delivery.stop();
    await mllp?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Lab portal on http://localhost:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (setupCode) {
    console.log(
      `\nNo administrator yet. Open http://localhost:${config.port}/setup and enter this one-time setup code:\n\n    ${setupCode}\n\n(or run \`npm run create-admin\` on this machine)\n`,
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
