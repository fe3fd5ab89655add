import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SEEDED_KEY } from './state';
import type { SeedContext, SeedStep } from './context';
import { appSettings } from '../db/schema/index';
import { writeAudit, SYSTEM_ACTOR } from '../plugins/audit';
import { seedDemoUsers } from './demo-users';
import { seedLookupLists } from './lookups';
import { seedSampleUsers } from './sample-users';
import { seedDemoNotifications } from './notifications';
import { seedDocumentsDemo } from './documents';
import { seedDemoCases } from './demo-cases';
import { seedDemoDocuments } from './demo-documents';
import { seedRecords } from './records';
import { seedDemoReports } from './demo-reports';
import { seedDemoFish } from './demo-fish';
import { seedDemoMail } from './demo-mail';
import { seedDemoChat } from './demo-chat';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoSupplies } from './demo-supplies';
import { seedDemoHelp } from './demo-help';

export type { SeedContext, SeedStep };
export { isDemoDatabase } from './state';

/** Features append their steps here (users first: later steps link to them). */
export const DEMO_SEED_STEPS: SeedStep[] = [
  { name: 'demo users', run: seedDemoUsers },
  { name: 'sample users', run: seedSampleUsers },
  { name: 'lookup lists', run: seedLookupLists },
  { name: 'patients, payers and providers', run: seedRecords },
  // Among the records, before the cases: the newest patients (the list's first page) are the demo cases' own.
  { name: 'documents demo patient', run: seedDocumentsDemo },
  // After the records step (patients, providers): the cases use them when present.
  { name: 'demo cases', run: (db) => seedDemoCases(db) },
  // After the cases: signed-out cases with released report versions, signed by the demo pathologist.
  { name: 'demo reports', run: seedDemoReports },
  // After the cases: a HER2 scoring under way on a demo FISH case.
  { name: 'demo FISH scoring', run: (db) => seedDemoFish(db) },
  // After the cases: requisition PDFs and a TIFF on a few of them, stored like uploads.
  { name: 'demo case documents', run: seedDemoDocuments },
  // After the cases: the notices point at real ones.
  { name: 'demo notifications', run: seedDemoNotifications },
  // The workspace: a week of the lab's mail, chats, tasks and events among the demo accounts and sample users.
  { name: 'demo mail', run: seedDemoMail },
  { name: 'demo chat', run: seedDemoChat },
  { name: 'demo tasks', run: seedDemoTasks },
  { name: 'demo calendar', run: seedDemoCalendar },
  // Supplies (docs/supplies.md): the catalogue with its pictures and twelve weeks of client orders.
  { name: 'demo supplies', run: seedDemoSupplies },
  { name: 'demo help', run: seedDemoHelp },
];

export async function seedDemo(db: Db, ctx: SeedContext, steps: SeedStep[] = DEMO_SEED_STEPS): Promise<boolean> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (done) return false;
  for (const step of steps) await step.run(db, ctx);
  await db.insert(appSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } });
  await writeAudit(db, SYSTEM_ACTOR, { eventtype: 'create', eventdescription: 'Demo data seeded', entity: 'system' });
  return true;
}
