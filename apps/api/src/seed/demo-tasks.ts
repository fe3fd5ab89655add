import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseDiagnoses, cases, providers, tasks, users } from '../db/schema/index';
import type { SeedContext } from './context';
import { sampleUsers } from './sample-users';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface DemoTask {
  title: string;
  desc: string;
  by: string;
  to?: string;
  /** Days before now it was made (fractions are hours). */
  madeDaysAgo: number;
  /** Due this many days from today (negative: overdue unless done). */
  dueIn?: number;
  caseLink?: 'critical' | 'recent' | 'physician' | 'her2';
  tags?: string[];
  important?: boolean;
  starred?: boolean;
  done?: boolean;
  trashed?: boolean;
}

/**
 * The demo tasks of the workspace (docs/workspace.md#tasks): a week of the lab's work handed between the demo
 * accounts and sample users — recuts, stains, a critical-result call, a probe lot to validate, a gross template
 * to update — some done, some overdue, some assigned, one in the trash.
 */
export async function seedDemoTasks(db: Db, _ctx: SeedContext): Promise<void> {
  // Two active histology-bench editors of the sample users (none can sign in; they give and take work).
  const bench = sampleUsers()
    .filter((u) => u.status === 'active' && u.role === 'editor')
    .slice(0, 2)
    .map((u) => u.email);
  const emails = [
    'admin@admin.com',
    'demo@demo.com',
    'staff@staff.com',
    'physician@demo.com',
    'pathologist@demo.com',
    ...bench,
  ];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const benchA = bench[0] ?? 'staff@staff.com';
  const benchB = bench[1] ?? 'demo@demo.com';

  const [critical] = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(caseDiagnoses, eq(caseDiagnoses.caseId, cases.id))
    .where(eq(caseDiagnoses.isCritical, true))
    .limit(1);
  const recent = await db
    .select({ id: cases.id })
    .from(cases)
    .where(ne(cases.status, 'cancelled'))
    .orderBy(desc(cases.id))
    .limit(3);
  const physicianId = idOf.get('physician@demo.com');
  const [physicianCase] = physicianId
    ? await db
        .select({ id: cases.id })
        .from(cases)
        .innerJoin(providers, eq(providers.id, cases.providerId))
        .where(and(isNotNull(cases.providerId), eq(providers.userId, physicianId)))
        .orderBy(asc(cases.id))
        .limit(1)
    : [];
  const caseIds: Record<NonNullable<DemoTask['caseLink']>, number | undefined> = {
    critical: critical?.id ?? recent[0]?.id,
    recent: recent[0]?.id,
    her2: recent[1]?.id ?? recent[0]?.id,
    physician: physicianCase?.id,
  };

  const list: DemoTask[] = [
    {
      title: 'Recut block A2 for deeper levels',
      desc: 'Dr. Lind wants three deeper levels on A2 (H&E on each). Slides to her tray when done.',
      by: 'pathologist@demo.com',
      to: 'staff@staff.com',
      madeDaysAgo: 0.2,
      dueIn: 1,
      caseLink: 'recent',
      tags: ['backend'],
      important: true,
    },
    {
      title: 'Order IHC stains: CK7, CK20, CDX2',
      desc: 'Unknown primary on the liver core. Order the panel on block A1 and tell me when the slides are out.',
      by: 'pathologist@demo.com',
      to: 'staff@staff.com',
      madeDaysAgo: 3,
      dueIn: -1,
      caseLink: 'her2',
      tags: ['backend'],
    },
    {
      title: 'Call Dr. Physician about the critical result',
      desc: 'Critical value on the final: call the ordering office, read back, record the call on the case.',
      by: 'admin@admin.com',
      to: 'pathologist@demo.com',
      madeDaysAgo: 5,
      dueIn: -5,
      caseLink: 'critical',
      important: true,
      starred: true,
      done: true,
    },
    {
      title: 'Validate the new UroVysion probe lot',
      desc: 'Run the lot on two known-positive and one known-negative control before it goes on the bench. File the validation sheet.',
      by: 'admin@admin.com',
      to: benchA,
      madeDaysAgo: 2,
      dueIn: 3,
      tags: ['backend', 'doc'],
      starred: true,
    },
    {
      title: 'Update the gross template for breast core biopsies',
      desc: 'Add time in formalin and cold ischemia time to GR-CORE (CAP requirement).',
      by: 'demo@demo.com',
      madeDaysAgo: 6,
      dueIn: -2,
      tags: ['doc'],
      important: true,
    },
    {
      title: 'Label printer misfeeds at accessioning',
      desc: 'Cassette labels skip every tenth label. Ordered a new ribbon; check the feed after it arrives.',
      by: 'staff@staff.com',
      to: 'admin@admin.com',
      madeDaysAgo: 4,
      dueIn: -1,
      tags: ['bug', 'frontend'],
      done: true,
    },
    {
      title: 'Review the final report with the patient',
      desc: 'Discuss the margins and the follow-up plan at the next visit.',
      by: 'physician@demo.com',
      madeDaysAgo: 1,
      dueIn: 6,
      caseLink: 'physician',
      starred: true,
    },
    {
      title: 'Ask Dr. Lind about the frozen section schedule',
      desc: 'Two frozens booked for Thursday morning; confirm who covers.',
      by: 'physician@demo.com',
      to: 'staff@staff.com',
      madeDaysAgo: 1.5,
      dueIn: 2,
    },
    {
      title: 'Restock specimen containers at the front desk',
      desc: 'Formalin 20 mL and 60 mL containers are running low.',
      by: 'staff@staff.com',
      madeDaysAgo: 3.5,
      tags: ['frontend'],
      done: true,
    },
    {
      title: 'Send out HER2 FISH block to the reference lab',
      desc: 'Pack block B1 with the requisition; courier pickup at 3 pm.',
      by: benchB,
      to: 'staff@staff.com',
      madeDaysAgo: 2.5,
      dueIn: 0,
      caseLink: 'her2',
    },
    {
      title: 'Recut block A2 (duplicate)',
      desc: 'Entered twice by mistake.',
      by: 'staff@staff.com',
      madeDaysAgo: 0.3,
      trashed: true,
    },
    {
      title: 'Weekly QC log: stainer and coverslipper',
      desc: 'Fill in the weekly QC log and sign it.',
      by: 'admin@admin.com',
      to: 'demo@demo.com',
      madeDaysAgo: 6.5,
      dueIn: -3,
      tags: ['doc'],
    },
  ];

  const now = Date.now();
  const today = new Date();
  const values = list
    .filter((t) => idOf.has(t.by))
    .map((t) => {
      const createdAt = new Date(now - t.madeDaysAgo * DAY);
      return {
        title: t.title,
        description: t.desc,
        isImportant: t.important ?? false,
        isStarred: t.starred ?? false,
        isCompleted: t.done ?? false,
        isTrashed: t.trashed ?? false,
        tags: t.tags ?? [],
        assigneeId: t.to ? (idOf.get(t.to) ?? null) : null,
        dueDate: t.dueIn === undefined ? null : isoDay(new Date(today.getTime() + t.dueIn * DAY)),
        caseId: t.caseLink ? (caseIds[t.caseLink] ?? null) : null,
        createdBy: idOf.get(t.by)!,
        createdAt,
        updatedAt: createdAt,
        completedAt: t.done ? new Date(createdAt.getTime() + 0.5 * DAY) : null,
      };
    });
  if (values.length) await db.insert(tasks).values(values);
}
