import type { Db } from '../db/client';
import type { SeedContext } from './context';

/** The demo tasks of the workspace (docs/workspace.md). */
export async function seedDemoTasks(_db: Db, _ctx: SeedContext): Promise<void> {}
