import type { Db } from '../db/client';
import type { SeedContext } from './context';

/** The demo chat of the workspace (docs/workspace.md). */
export async function seedDemoChat(_db: Db, _ctx: SeedContext): Promise<void> {}
