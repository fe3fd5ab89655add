import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * The configured database for a command: the embedded one allows one process, so its data folder is locked first
 * and, when the portal (or another command) holds it, the command says so and exits.
 */
export async function openCommandDatabase(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) {
    try {
      acquireDataDirLock(config.dataDir);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
  }
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}
