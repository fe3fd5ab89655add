import { and, desc, eq, notInArray } from 'drizzle-orm';
import { CLOSED_STATUSES } from '@lab/domain';
import type { Db } from '../db/client';
import { cases } from '../db/schema/index';
import { onCaseAccessioned } from '../routes/cases/service';

/**
 * The demo's notices are the lab's real events replayed on the seeded data: each of the newest open STAT
 * cases alerts the staff, as accessioning one does. (Report notices arrive with sign-out; registration
 * notices when someone registers.)
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const stat = await db
    .select()
    .from(cases)
    .where(and(eq(cases.priority, 'stat'), notInArray(cases.status, [...CLOSED_STATUSES])))
    .orderBy(desc(cases.receivedAt))
    .limit(3);
  for (const c of stat.reverse()) await onCaseAccessioned(db, c);
}
