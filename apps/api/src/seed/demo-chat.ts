import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cases, chatMessages, users } from '../db/schema/index';
import { ensureChat, insertMessage } from '../routes/chat/repository';
import type { SeedContext } from './context';

type Line = [who: 0 | 1, daysAgo: number, hour: number, text: string];
interface Thread {
  a: string;
  b: string;
  /** The first party pinned this chat. */
  pinnedByA?: boolean;
  /** The last n messages are still unseen by their receiver. */
  unseen: number;
  lines: Line[];
}

/**
 * A week of the lab's chats (docs/workspace.md#chat): a histotech and the pathologist about a recut, the physician
 * and the staff about a pending report, and some of the sample users; a few messages are still unseen.
 */
export async function seedDemoChat(db: Db, _ctx: SeedContext): Promise<void> {
  const caseRows = await db
    .select({ n: cases.caseNumber })
    .from(cases)
    .where(like(cases.caseNumber, 'S%'))
    .orderBy(asc(cases.id))
    .limit(3);
  const [c1, c2, c3] = [caseRows[0]?.n ?? 'S26-00012', caseRows[1]?.n ?? 'S26-00015', caseRows[2]?.n ?? 'S26-00018'];

  // Two of the sample users: a histology editor and a physician, both active.
  const samples = await db
    .select({ email: users.email, role: users.role, department: users.department })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, ['editor', 'physician'])))
    .orderBy(asc(users.id));
  const sampleEditor = samples.find(
    (u) => u.email.endsWith('@samplelab.test') && u.role === 'editor' && u.department === 'histology',
  )?.email;
  const samplePhysician = samples.find((u) => u.email.endsWith('@samplelab.test') && u.role === 'physician')?.email;

  const threads: Thread[] = [
    {
      a: 'demo@demo.com',
      b: 'pathologist@demo.com',
      pinnedByA: true,
      unseen: 1,
      lines: [
        [
          0,
          6,
          9,
          `Morning Dr. Lind, block A3 of ${c1} came out with chatter on the first slides. I can recut it this morning.`,
        ],
        [1, 6, 9, 'Yes please, recut A3 at 4 µm and add three levels. No rush before 11.'],
        [0, 6, 11, 'Recut levels are on your tray.'],
        [1, 6, 14, 'Thanks, much better. Can you also run a PAS on A3?'],
        [0, 5, 8, 'PAS is done, slides delivered.'],
        [1, 3, 10, `${c2}: the margin block looks thin. Please face it deeper before you cut.`],
        [0, 3, 10, 'Will do, I will trim carefully and tell you if there is not much tissue left.'],
        [0, 1, 15, `${c2} recuts are ready; there was enough tissue for two levels.`],
        [1, 1, 16, 'Great, thank you!'],
        [0, 0, 8, `Frozen sections at 10 today: the OR booked two. I will set up the cryostat at 9:45.`],
      ],
    },
    {
      a: 'physician@demo.com',
      b: 'staff@staff.com',
      unseen: 2,
      lines: [
        [0, 5, 13, `Hello, any news on ${c3}? The patient comes back on Friday.`],
        [
          1,
          5,
          13,
          'Hi Dr. Physician, the case is at the pathologist for review. I will let you know when it is signed.',
        ],
        [0, 4, 9, 'Thank you. Could you also check that the requisition shows my fax number?'],
        [1, 4, 10, 'Done: the requisition is updated with your fax.'],
        [1, 2, 16, 'Extra stains were ordered on the case; the report should be out tomorrow afternoon.'],
        [0, 0, 9, 'Good morning, is the report out yet?'],
        [0, 0, 9, 'I can call the patient this afternoon if it is.'],
      ],
    },
    {
      a: 'admin@admin.com',
      b: 'staff@staff.com',
      pinnedByA: true,
      unseen: 1,
      lines: [
        [0, 4, 8, 'Reminder: the CAP inspection checklist is due at the end of the month.'],
        [1, 4, 8, 'Noted, I will go through the cytology section this week.'],
        [1, 1, 17, 'Cytology section done, the two findings are in the shared folder.'],
        [0, 0, 7, 'Thanks Sam! Can we go through them at 2 today?'],
      ],
    },
    {
      a: 'pathologist@demo.com',
      b: 'admin@admin.com',
      unseen: 0,
      lines: [
        [0, 2, 12, 'I will be at the tumour board on Thursday morning; Dr. Kim covers frozen sections.'],
        [1, 2, 12, 'Thanks, I put it on the calendar.'],
      ],
    },
  ];
  if (sampleEditor) {
    threads.push({
      a: sampleEditor,
      b: 'demo@demo.com',
      unseen: 1,
      lines: [
        [1, 3, 14, 'Can you take the embedding station this afternoon? I am on the microtome.'],
        [0, 3, 14, 'Sure, starting at 1.'],
        [0, 0, 11, 'The new paraffin lot is in the cabinet, I logged it in the lookup list.'],
      ],
    });
  }
  if (samplePhysician) {
    threads.push({
      a: samplePhysician,
      b: 'pathologist@demo.com',
      unseen: 1,
      lines: [
        [1, 2, 15, 'Your biopsy this morning: the report is signed, it was benign.'],
        [0, 2, 16, 'Great news, thank you for the quick turnaround.'],
        [0, 0, 10, 'Could I send you the outside slides of a patient for a second opinion?'],
      ],
    });
  }

  const emails = [...new Set(threads.flatMap((t) => [t.a, t.b]))];
  const idRows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(idRows.map((r) => [r.email, r.id]));
  const now = Date.now();
  const today = new Date(now);
  for (const t of threads) {
    const a = idOf.get(t.a);
    const b = idOf.get(t.b);
    if (!a || !b) continue;
    const { chatId } = await ensureChat(db, a, b, t.pinnedByA);
    const seenUntil = t.lines.length - t.unseen;
    for (const [i, [who, daysAgo, hour, text]] of t.lines.entries()) {
      const at = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour, i * 5),
      );
      // Today's messages stay in the past, however early the seed runs.
      const when = new Date(Math.min(at.getTime(), now - (t.lines.length - i) * 60_000));
      const row = await insertMessage(db, chatId, who === 0 ? a : b, text, when);
      if (i < seenUntil)
        await db
          .update(chatMessages)
          .set({ seenAt: new Date(when.getTime() + 5 * 60_000) })
          .where(eq(chatMessages.id, row.id));
    }
  }
}
