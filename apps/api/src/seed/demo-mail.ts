import type { Db } from '../db/client';
import type { SeedContext } from './context';

/** The demo mail of the workspace (docs/workspace.md). */
export async function seedDemoMail(_db: Db, _ctx: SeedContext): Promise<void> {}
