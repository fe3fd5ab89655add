import type { Db } from '../db/client';
import type { SeedContext } from './context';

/** The demo calendar of the workspace (docs/workspace.md). */
export async function seedDemoCalendar(_db: Db, _ctx: SeedContext): Promise<void> {}
