import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { WORKSPACE_ROLES, type TMailFolder, type TMailLabel } from '@lab/domain';
import type { Db } from '../db/client';
import { cases, mailboxes, mailMessages, providers, users } from '../db/schema/index';
import type { SeedContext } from './context';

interface CopyState {
  folder?: TMailFolder;
  starred?: boolean;
  labels?: TMailLabel[];
  unread?: boolean;
}

interface DemoMail {
  key: string;
  from: string;
  to: string[];
  cc?: string[];
  subject: string;
  body: string;
  hoursAgo: number;
  replyTo?: string;
  draft?: boolean;
  /** Per party (by email): anything but the defaults (sender: sent, read; recipients: inbox, unread when < 24 h). */
  state?: Record<string, CopyState>;
}

/**
 * A plausible week of lab mail among the demo accounts and a few sample users (docs/workspace.md#mail): recut
 * requests, frozen-section scheduling, a physician asking about one of their cases by its number, an amended
 * report notice; some unread, starred and labelled. Inserted with drizzle, as the API stores a sent mail.
 */
export async function seedDemoMail(db: Db, _ctx: SeedContext): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, [...WORKSPACE_ROLES])));
  const idOf = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
  const samples = (
    await db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          inArray(users.role, ['admin', 'editor']),
          like(users.email, '%@samplelab.test'),
        ),
      )
      .orderBy(asc(users.id))
      .limit(2)
  ).map((u) => u.email.toLowerCase());
  const admin = 'admin@admin.com';
  const demo = 'demo@demo.com';
  const staff = 'staff@staff.com';
  const physician = 'physician@demo.com';
  const pathologist = idOf.has('pathologist@demo.com') ? 'pathologist@demo.com' : demo;
  const [histotech, manager] = [samples[0] ?? demo, samples[1] ?? staff];
  if (![admin, demo, staff, physician].every((e) => idOf.has(e))) return;

  const [own] = await db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .innerJoin(providers, eq(providers.id, cases.providerId))
    .where(eq(providers.userId, idOf.get(physician)!))
    .orderBy(asc(cases.id))
    .limit(1);
  const [amended] = await db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(inArray(cases.status, ['amended', 'signed-out']))
    .orderBy(sql`${cases.status} = 'amended' desc`, asc(cases.id))
    .limit(1);
  const others = await db.select({ caseNumber: cases.caseNumber }).from(cases).orderBy(asc(cases.id)).limit(3);
  const physicianCase = own?.caseNumber ?? others[0]?.caseNumber ?? 'S26-00001';
  const amendedCase = amended?.caseNumber ?? others[1]?.caseNumber ?? 'S26-00002';
  const recutCase = others[2]?.caseNumber ?? others[0]?.caseNumber ?? 'S26-00003';

  const mails: DemoMail[] = [
    {
      key: 'recut',
      from: staff,
      to: [pathologist],
      cc: [admin],
      subject: `Recut request: ${recutCase} block A2`,
      body: `Good morning,\n\nThe H&E of ${recutCase} block A2 is chattered across the lesion. I will recut three levels at 4 µm; slides should be in your tray by 2 pm.\n\nSam`,
      hoursAgo: 150,
      state: { [admin]: { labels: ['company'] } },
    },
    {
      key: 'recut-reply',
      from: pathologist,
      to: [staff],
      subject: `Re: Recut request: ${recutCase} block A2`,
      body: 'Thanks, Sam. Please add a PAS on level 2 as well.',
      hoursAgo: 148,
      replyTo: 'recut',
    },
    {
      key: 'frozen',
      from: admin,
      to: [staff, demo, pathologist],
      subject: 'Frozen-section schedule this week',
      body: 'Booked frozen sections:\n- Tuesday 10:30, OR 4: breast, sentinel node\n- Thursday 08:00, OR 2: thyroid nodule\n\nThe cryostat is serviced Wednesday afternoon; no frozens between 13:00 and 16:00 that day.\n\nAlex',
      hoursAgo: 120,
      state: { [staff]: { starred: true, labels: ['company'] }, [demo]: { labels: ['company', 'important'] } },
    },
    {
      key: 'question',
      from: physician,
      to: [pathologist],
      cc: [admin],
      subject: `Question about ${physicianCase}`,
      body: `Hello,\n\nCould you tell me whether the margins are involved on ${physicianCase}? The patient comes back for follow-up on Friday and I would like to plan the next step.\n\nThank you,\nDr. Paula Physician`,
      hoursAgo: 72,
      state: { [admin]: { labels: ['important'] } },
    },
    {
      key: 'answer',
      from: pathologist,
      to: [physician],
      cc: [admin],
      subject: `Re: Question about ${physicianCase}`,
      body: `Dr. Physician,\n\nThe margins of ${physicianCase} are clear; the closest is the deep margin at 2 mm. The final report is released today.`,
      hoursAgo: 70,
      replyTo: 'question',
      state: { [physician]: { starred: true } },
    },
    {
      key: 'amended',
      from: pathologist,
      to: [physician],
      cc: [admin, staff],
      subject: `Amended report: ${amendedCase}`,
      body: `The report of ${amendedCase} has been amended: the synoptic summary now lists the lymphovascular invasion seen on the levels. Please discard earlier printouts; the amended version is in the portal.`,
      hoursAgo: 46,
      state: {
        [physician]: { unread: true, labels: ['important'] },
        [admin]: { starred: true, labels: ['important'] },
      },
    },
    {
      key: 'courier',
      from: demo,
      to: [staff, histotech],
      subject: 'Courier pickup times from Monday',
      body: 'From Monday the courier picks up at 11:00 and 16:30. Specimens received after 16:30 are accessioned the next morning unless marked STAT.',
      hoursAgo: 30,
      state: { [histotech]: { labels: ['company'] } },
    },
    {
      key: 'blades',
      from: histotech,
      to: [admin],
      cc: [manager],
      subject: 'Microtome blades running low',
      body: 'We are down to two boxes of high-profile blades. Could you approve the order before Thursday?',
      hoursAgo: 20,
      state: { [admin]: { unread: true } },
    },
    {
      key: 'levels',
      from: staff,
      to: [admin, pathologist],
      subject: `Levels ready for ${recutCase}`,
      body: `The levels and the PAS for ${recutCase} are cut and stained; slides are in the sign-out tray.`,
      hoursAgo: 5,
      replyTo: 'recut',
      state: { [admin]: { starred: true, labels: ['private'] } },
    },
    {
      key: 'newsletter',
      from: manager,
      to: [admin],
      subject: 'Vendor newsletter: new stainer models',
      body: 'Our spring catalogue of automated stainers is out. Reply for a quote.',
      hoursAgo: 60,
      state: { [admin]: { folder: 'spam', unread: false } },
    },
    {
      key: 'draft',
      from: admin,
      to: [staff, demo],
      subject: 'QA meeting agenda',
      body: '1. Turnaround times last month\n2. Recut rate per block\n3. ',
      hoursAgo: 2,
      draft: true,
    },
  ];

  const now = Date.now();
  const ids = new Map<string, { id: number; thread: number }>();
  for (const m of mails) {
    const when = new Date(now - m.hoursAgo * 3_600_000);
    const parent = m.replyTo ? ids.get(m.replyTo) : undefined;
    const [msg] = await db
      .insert(mailMessages)
      .values({
        senderId: idOf.get(m.from)!,
        toAddresses: m.to,
        ccAddresses: m.cc ?? [],
        subject: m.subject,
        body: m.body,
        inReplyTo: parent?.id ?? null,
        sentAt: m.draft ? null : when,
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: mailMessages.id });
    const thread = parent?.thread ?? msg!.id;
    await db.update(mailMessages).set({ threadId: thread }).where(eq(mailMessages.id, msg!.id));
    ids.set(m.key, { id: msg!.id, thread });
    const parties = [m.from, ...(m.draft ? [] : [...m.to, ...(m.cc ?? [])])].filter(
      (e, i, all) => all.indexOf(e) === i && idOf.has(e),
    );
    await db.insert(mailboxes).values(
      parties.map((email) => {
        const sender = email === m.from;
        const s = m.state?.[email] ?? {};
        return {
          messageId: msg!.id,
          ownerId: idOf.get(email)!,
          folder: s.folder ?? (sender ? (m.draft ? 'draft' : 'sent') : 'inbox'),
          isStarred: s.starred ?? false,
          labels: s.labels ?? [],
          unread: s.unread ?? (!sender && m.hoursAgo < 24),
          deliveredAt: when,
        };
      }),
    );
  }
}
