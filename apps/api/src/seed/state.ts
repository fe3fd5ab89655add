import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema/index';

/** The app setting written once the demo data is seeded. */
export const SEEDED_KEY = 'demo-seeded';

/** Was the demo data (with its published passwords) seeded into this database? */
export async function isDemoDatabase(ex: Executor): Promise<boolean> {
  const [done] = await ex
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SEEDED_KEY))
    .limit(1);
  return Boolean(done);
}
