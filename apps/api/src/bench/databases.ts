import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgres, openDatabase, type Database } from '../db/client';

export interface BenchDatabase {
  label: string;
  database: Database;
  dataDir: string;
  /** Closes it and removes what the bench created for itself. */
  dispose(): Promise<void>;
}

/** Embedded PGlite: BENCH_DATA_DIR (kept, reused by later runs) or a temp dir removed afterwards. */
export async function openBenchPglite(dataDir = process.env.BENCH_DATA_DIR): Promise<BenchDatabase> {
  const own = !dataDir;
  const dir = dataDir ? path.resolve(dataDir) : mkdtempSync(path.join(os.tmpdir(), 'lab-bench-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    label: 'pglite',
    database,
    dataDir: dir,
    async dispose() {
      await database.close();
      if (own) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the server of BENCH_PG_URL, dropped afterwards (BENCH_PG_KEEP=1 keeps it). */
export async function openBenchPostgres(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchPostgres(adminUrl, 'lab_bench');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lab-bench-pg-'));
  return {
    label: `postgres (${scratch.name})`,
    database: scratch.database,
    dataDir: dir,
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
      if (process.env.BENCH_PG_KEEP === '1') await scratch.database.close();
      else await scratch.drop();
    },
  };
}
