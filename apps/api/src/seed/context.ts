import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What a step may need besides the database: where files go (DATA_DIR/files, or the database with FILE_STORE=postgres) and the lab's name on papers. */
export type SeedContext = Pick<AppConfig, 'dataDir' | 'labName' | 'labAddress' | 'labClia'> &
  Partial<Pick<AppConfig, 'fileStore' | 'labTimeZone'>>;

/** A feature's demo data. Steps run in order, once, on an empty database. */
export interface SeedStep {
  name: string;
  run(db: Db, ctx: SeedContext): Promise<void>;
}
