import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMail } from '@lab/domain';
import { auditEvents, cases, mailboxes, providers, users } from '../src/db/schema/index';
import { startSmtp, type TestSmtp } from './smtp';
import { createTestApp, type DemoWho, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

/** The mail app end to end (docs/workspace.md#mail): copies per party, drafts, threads, files, privacy, SMTP. */
let t: TestContext;
let smtp: TestSmtp;
const EMAIL: Record<'admin' | 'editor' | 'staff' | 'physician', string> = {
  admin: 'admin@admin.com',
  editor: 'demo@demo.com',
  staff: 'staff@staff.com',
  physician: 'physician@demo.com',
};
let visibleCase: { id: number; caseNumber: string };
let hiddenCase: { id: number; caseNumber: string };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, EMAIL.physician));
  const [own] = await db
    .select({ id: cases.id, caseNumber: cases.caseNumber })
    .from(cases)
    .innerJoin(providers, eq(providers.id, cases.providerId))
    .where(eq(providers.userId, physician!.id))
    .orderBy(asc(cases.id))
    .limit(1);
  const [other] = await db
    .select({ id: cases.id, caseNumber: cases.caseNumber })
    .from(cases)
    .where(
      sql`${cases.providerId} is null or ${cases.providerId} not in (select id from providers where user_id = ${physician!.id})`,
    )
    .limit(1);
  visibleCase = own!;
  hiddenCase = other!;
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Who = Exclude<DemoWho, 'patient' | 'pathologist'>;
const list = async (who: Who, filter = 'inbox', q?: string) => {
  const res = await t.as(who, { url: `/api/email/mails?filter=${filter}${q ? `&q=${encodeURIComponent(q)}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TMail[];
};
const send = (who: Who, payload: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/email/send-mail', payload });
const post = (who: DemoWho, url: string, payload: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url, payload });
const copyOf = async (who: Who, subject: string, filter = 'inbox') =>
  (await list(who, filter)).find((m) => m.subject === subject);
const unread = async (who: Who) =>
  ((await t.as(who, { url: '/api/email/unread-count' })).json() as { unread: number }).unread;
const upload = (who: DemoWho, name: string, data: Buffer) =>
  t.as(who, {
    method: 'POST',
    url: '/api/email/attachments',
    headers: MULTIPART_HEADERS,
    payload: multipart({}, { field: 'file', name, data }),
  });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('mail', () => {
  it('has a seeded week of lab mail: unread, starred, labelled, a draft, spam, and a case link for the physician', async () => {
    const inbox = await list('admin');
    expect(inbox.length).toBeGreaterThanOrEqual(4);
    expect(inbox.some((m) => m.unread)).toBe(true);
    expect((await list('admin', 'starred')).length).toBeGreaterThanOrEqual(2);
    expect((await list('admin', 'important')).length).toBeGreaterThanOrEqual(1);
    expect((await list('admin', 'draft')).map((m) => m.subject)).toContain('QA meeting agenda');
    expect((await list('admin', 'spam')).length).toBe(1);
    const physician = await list('physician');
    const answer = physician.find((m) => m.subject.startsWith('Re: Question about'))!;
    expect(answer.caseLinks).toEqual([{ caseNumber: visibleCase.caseNumber, caseId: visibleCase.id }]);
    expect(answer.replies.map((r) => r.subject)).toEqual([`Question about ${visibleCase.caseNumber}`]);
    expect(await unread('physician')).toBeGreaterThanOrEqual(1);
    const counts = (await t.as('admin', { url: '/api/email/unread-count' })).json() as {
      unread: number;
      folders: Record<string, number>;
    };
    expect(counts.folders.inbox).toBe(counts.unread);
    expect(counts.unread).toBe(inbox.filter((m) => m.unread).length);
  });

  it('sends one message with a copy per party; each copy is its owner alone', async () => {
    const before = await unread('admin');
    const res = await send('staff', {
      to: [EMAIL.admin],
      cc: [EMAIL.editor],
      subject: 'Recut block A2',
      message: 'Please recut A2 of S26-99999.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const sent = (await list('staff', 'sent')).find((m) => m.id === id)!;
    expect(sent).toMatchObject({
      subject: 'Recut block A2',
      mailFolder: 'sent',
      unread: false,
      sender: EMAIL.staff,
      to: [EMAIL.admin],
      cc: [EMAIL.editor],
    });
    expect(typeof sent.day).toBe('string');
    expect(sent.year).toBe(new Date(sent.time).getUTCFullYear());
    const adminCopy = (await copyOf('admin', 'Recut block A2'))!;
    const editorCopy = (await copyOf('editor', 'Recut block A2'))!;
    expect(adminCopy.unread).toBe(true);
    expect(adminCopy.id).not.toBe(editorCopy.id);
    expect(adminCopy.messageId).toBe(editorCopy.messageId);
    expect(await unread('admin')).toBe(before + 1);

    // Star by one does not star the other's copy; a toggle twice is off again.
    const star = await post('admin', '/api/email/set-starred', { mailId: adminCopy.id });
    expect(star.json()).toEqual({ id: adminCopy.id, isStarred: true });
    expect((await copyOf('admin', 'Recut block A2', 'starred'))?.isStarred).toBe(true);
    expect((await copyOf('editor', 'Recut block A2'))!.isStarred).toBe(false);
    expect(await copyOf('editor', 'Recut block A2', 'starred')).toBeUndefined();

    // Labels toggle per copy; a label is a filter; trash hides it from starred and labels.
    expect(
      (await post('admin', '/api/email/set-labels', { emailIds: [adminCopy.id], label: 'important' })).json(),
    ).toEqual({ updated: 1 });
    expect((await copyOf('admin', 'Recut block A2', 'important'))!.labels).toEqual(['important']);
    expect((await copyOf('editor', 'Recut block A2'))!.labels).toEqual([]);
    await post('admin', '/api/email/set-labels', { emailIds: [adminCopy.id], label: 'important' });
    expect(await copyOf('admin', 'Recut block A2', 'important')).toBeUndefined();
    await post('admin', '/api/email/set-labels', { emailIds: [adminCopy.id], label: 'company' });

    // Read and unread.
    expect(
      (await post('admin', '/api/email/mark-unread', { emailIds: [adminCopy.id], unreadFlag: false })).statusCode,
    ).toBe(200);
    expect(await unread('admin')).toBe(before);
    expect((await copyOf('editor', 'Recut block A2'))!.unread).toBe(true);

    // Move to trash: gone from inbox, starred and labels; the others' copies stay.
    expect(
      (await post('admin', '/api/email/move-mails', { selectedEmails: [adminCopy.id], mailFolder: 'trash' })).json(),
    ).toEqual({ updated: 1 });
    expect(await copyOf('admin', 'Recut block A2')).toBeUndefined();
    expect(await copyOf('admin', 'Recut block A2', 'starred')).toBeUndefined();
    expect(await copyOf('admin', 'Recut block A2', 'company')).toBeUndefined();
    expect((await copyOf('admin', 'Recut block A2', 'trash'))!.mailFolder).toBe('trash');
    expect((await copyOf('editor', 'Recut block A2'))!.mailFolder).toBe('inbox');
    expect(
      (await post('admin', '/api/email/move-mails', { selectedEmails: [adminCopy.id], mailFolder: 'inbox' }))
        .statusCode,
    ).toBe(200);
    // A received mail is not the admin's to file under Sent or Drafts.
    const bad = await post('admin', '/api/email/move-mails', { selectedEmails: [adminCopy.id], mailFolder: 'sent' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('mailFolder');

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'mail'), sql`${auditEvents.eventdescription} like 'Mail sent%'`));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => !a.eventdescription.includes('recut') && !(a.newvalue ?? '').includes('recut'))).toBe(
      true,
    );
  });

  it('hides bcc from everyone but the sender', async () => {
    const res = await send('staff', {
      to: [EMAIL.admin],
      bcc: [EMAIL.editor],
      subject: 'Frozen section at 14:00',
      message: 'OR 3 has a frozen.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sender = (await copyOf('staff', 'Frozen section at 14:00', 'sent'))!;
    expect(sender.bcc).toEqual([EMAIL.editor]);
    const to = (await copyOf('admin', 'Frozen section at 14:00'))!;
    const hidden = (await copyOf('editor', 'Frozen section at 14:00'))!;
    expect(to.bcc).toEqual([]);
    expect(hidden.bcc).toEqual([]);
    expect(JSON.stringify(to)).not.toContain(EMAIL.editor);
  });

  it('saves a draft, updates it, then sends it in place of the draft', async () => {
    const saved = await send('staff', {
      to: [EMAIL.admin],
      subject: 'Draft: amended report',
      message: 'first words',
      draft: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const draftId = (saved.json() as { id: number }).id;
    expect((await list('staff', 'draft')).find((m) => m.id === draftId)).toMatchObject({
      mailFolder: 'draft',
      message: 'first words',
    });
    expect(await copyOf('admin', 'Draft: amended report')).toBeUndefined();
    // A draft is mine: nobody else may send or change it.
    expect((await send('editor', { id: draftId, to: [EMAIL.admin], subject: 'x', message: 'y' })).statusCode).toBe(404);
    expect(
      (
        await send('staff', {
          id: draftId,
          to: [EMAIL.admin],
          subject: 'Draft: amended report',
          message: 'second words',
          draft: true,
        })
      ).json(),
    ).toEqual({ id: draftId });
    const sent = await send('staff', {
      id: draftId,
      to: [EMAIL.admin],
      subject: 'Amended report',
      message: 'second words',
    });
    expect(sent.json()).toEqual({ id: draftId });
    expect((await list('staff', 'draft')).some((m) => m.id === draftId)).toBe(false);
    expect((await list('staff', 'sent')).find((m) => m.id === draftId)).toMatchObject({
      subject: 'Amended report',
      mailFolder: 'sent',
    });
    expect((await copyOf('admin', 'Amended report'))!.message).toBe('second words');
    // A sent mail is no longer a draft to send again.
    expect((await send('staff', { id: draftId, to: [EMAIL.admin], subject: 'again', message: '' })).statusCode).toBe(
      404,
    );
  });

  it('threads replies: each party sees the conversation in replies', async () => {
    await send('staff', { to: [EMAIL.admin], subject: 'Recut S2', message: 'Can you recut?' });
    const adminCopy = (await copyOf('admin', 'Recut S2'))!;
    const reply = await send('admin', {
      to: [EMAIL.staff],
      subject: 'Re: Recut S2',
      message: 'Done.',
      inReplyTo: adminCopy.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const staffReply = (await copyOf('staff', 'Re: Recut S2'))!;
    expect(staffReply.inReplyTo).toBe(adminCopy.messageId);
    expect(staffReply.replies.map((r) => r.subject)).toEqual(['Recut S2']);
    const adminNow = (await copyOf('admin', 'Recut S2'))!;
    expect(adminNow.replies.map((r) => r.subject)).toEqual(['Re: Recut S2']);
    // Replying to someone else's mail id is unknown.
    expect(
      (await send('editor', { to: [EMAIL.staff], subject: 'Re', message: 'x', inReplyTo: adminCopy.id })).statusCode,
    ).toBe(404);
  });

  it('checks attachments by their bytes, stores them once and lets only the parties download them', async () => {
    const fake = await upload('staff', 'report.pdf', Buffer.from('not a pdf at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toHaveProperty('file');
    const huge = await upload('staff', 'scan.pdf', Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fields).toHaveProperty('file');
    const up = await upload('staff', 'report.pdf', PDF);
    expect(up.statusCode, up.body).toBe(201);
    const att = up.json() as { id: number; fileName: string; size: number; mime: string };
    expect(att).toMatchObject({ fileName: 'report.pdf', size: PDF.length, mime: 'application/pdf' });
    // Before sending, the file is the uploader's alone, and nobody else may name it in a mail.
    expect((await t.as('admin', { url: `/api/email/attachments/${att.id}` })).statusCode).toBe(404);
    expect(
      (await send('editor', { to: [EMAIL.admin], subject: 'steal', message: '', attachments: [att.id] })).statusCode,
    ).toBe(404);
    const res = await send('staff', {
      to: [EMAIL.admin],
      subject: 'With the PDF',
      message: 'attached',
      attachments: [att.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const adminCopy = (await copyOf('admin', 'With the PDF'))!;
    expect(adminCopy.attachments).toEqual([att]);
    const down = await t.as('admin', { url: `/api/email/attachments/${att.id}` });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as('staff', { url: `/api/email/attachments/${att.id}` })).statusCode).toBe(200);
    expect((await t.as('editor', { url: `/api/email/attachments/${att.id}` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/email/attachments/${att.id}` })).statusCode).toBe(404);
    expect((await t.as('editor', { url: '/api/email/attachments/999999' })).statusCode).toBe(404);
    // Forwarding: a party names the file again; the new row shares the stored bytes.
    const fwd = await send('admin', {
      to: [EMAIL.editor],
      subject: 'Fwd: With the PDF',
      message: 'fyi',
      attachments: [att.id],
    });
    expect(fwd.statusCode, fwd.body).toBe(201);
    const editorCopy = (await copyOf('editor', 'Fwd: With the PDF'))!;
    expect(editorCopy.attachments).toHaveLength(1);
    const forwarded = await t.as('editor', { url: `/api/email/attachments/${editorCopy.attachments[0]!.id}` });
    expect(forwarded.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for another user’s mail ids on every call, and changes nothing', async () => {
    await send('staff', { to: [EMAIL.admin], subject: 'Private to admin', message: 'secret' });
    const adminCopy = (await copyOf('admin', 'Private to admin'))!;
    const mine = (await copyOf('editor', 'Recut block A2'))!;
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/email/set-starred', { mailId: adminCopy.id }],
      ['/api/email/move-mails', { selectedEmails: [mine.id, adminCopy.id], mailFolder: 'trash' }],
      ['/api/email/mark-unread', { emailIds: [mine.id, adminCopy.id], unreadFlag: false }],
      ['/api/email/set-labels', { emailIds: [mine.id, adminCopy.id], label: 'private' }],
      ['/api/email/send-mail', { id: adminCopy.id, to: [EMAIL.admin], subject: 'x', message: 'y' }],
      ['/api/email/send-mail', { to: [EMAIL.admin], subject: 'x', message: 'y', inReplyTo: adminCopy.id }],
    ];
    const before = await t.database.db.select().from(mailboxes).where(eq(mailboxes.messageId, adminCopy.messageId));
    const mineBefore = (await copyOf('editor', 'Recut block A2'))!;
    for (const [url, payload] of calls) {
      const res = await post('editor', url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    const after = await t.database.db.select().from(mailboxes).where(eq(mailboxes.messageId, adminCopy.messageId));
    expect(after).toEqual(before);
    expect(await copyOf('editor', 'Recut block A2')).toEqual(mineBefore);
    expect((await list('editor', 'inbox', 'Private to admin')).length).toBe(0);
  });

  it('refuses a patient everywhere (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/email/mails'],
      ['GET', '/api/email/unread-count'],
      ['GET', '/api/email/directory'],
      ['GET', '/api/email/attachments/1'],
      ['POST', '/api/email/set-starred'],
      ['POST', '/api/email/move-mails'],
      ['POST', '/api/email/mark-unread'],
      ['POST', '/api/email/set-labels'],
      ['POST', '/api/email/send-mail'],
      ['POST', '/api/email/attachments'],
    ] as const) {
      const res = await t.as('patient', { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('takes an unknown filter as the inbox, and searches with q', async () => {
    const inbox = await list('admin', 'inbox');
    expect(await list('admin', 'no-such-folder')).toEqual(inbox);
    expect(inbox.every((m) => m.mailFolder === 'inbox')).toBe(true);
    const times = inbox.map((m) => m.time);
    expect([...times].sort().reverse()).toEqual(times);
    const found = await list('admin', 'inbox', 'frozen SECTION');
    expect(found.map((m) => m.subject)).toContain('Frozen section at 14:00');
    expect(found.every((m) => /frozen section/i.test(`${m.subject} ${m.message} ${m.sender_name} ${m.sender}`))).toBe(
      true,
    );
    expect(await list('admin', 'inbox', 'zzzz-nothing-matches')).toEqual([]);
  });

  it('searches words by their start through the word index, and case numbers and times by "contains"', async () => {
    const subjects = async (q: string) => (await list('admin', 'inbox', q)).map((m) => m.subject);
    expect(await subjects('froz sec')).toContain('Frozen section at 14:00');
    expect(await subjects('FROZEN')).toContain('Frozen section at 14:00');
    expect(await subjects('section frozen')).not.toContain('Frozen section at 14:00'); // the words in their order
    expect(await subjects('rozen')).not.toContain('Frozen section at 14:00'); // a word's start, not its middle
    expect(await subjects('14:00')).toContain('Frozen section at 14:00'); // with a digit: anywhere
    expect(await subjects('frozen & !x | y:*')).toEqual(await subjects('frozen x y')); // no query syntax gets through
  });

  it('links case numbers for those who may open the case', async () => {
    const text = `About ${visibleCase.caseNumber} and ${hiddenCase.caseNumber}.`;
    await send('staff', { to: [EMAIL.physician, EMAIL.admin], subject: 'Case question', message: text });
    const physician = (await copyOf('physician', 'Case question'))!;
    expect(physician.caseLinks).toEqual([{ caseNumber: visibleCase.caseNumber, caseId: visibleCase.id }]);
    const admin = (await copyOf('admin', 'Case question'))!;
    expect(admin.caseLinks).toEqual([
      { caseNumber: visibleCase.caseNumber, caseId: visibleCase.id },
      { caseNumber: hiddenCase.caseNumber, caseId: hiddenCase.id },
    ]);
  });

  it('finds recipients in the directory and refuses addresses that cannot receive', async () => {
    const dir = (await t.as('staff', { url: '/api/email/directory?q=admin' })).json() as Array<{ email: string }>;
    expect(dir.map((d) => d.email)).toContain(EMAIL.admin);
    const all = (await t.as('staff', { url: '/api/email/directory?q=patient%40demo' })).json() as unknown[];
    expect(all).toEqual([]);
    const toPatient = await send('staff', { to: ['patient@demo.com'], subject: 'x', message: 'y' });
    expect(toPatient.statusCode).toBe(400);
    expect(toPatient.json().fields).toHaveProperty('to');
    const none = await send('staff', { to: [], subject: 'x', message: 'y' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('to');
  });

  it('sends an outside address through the real SMTP server, bcc one by one', async () => {
    smtp.mails.length = 0;
    const res = await send('staff', {
      to: [EMAIL.admin, 'courier@outside.test'],
      bcc: ['quiet@outside.test'],
      subject: 'Courier pickup',
      message: 'Pickup at 5 pm.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(smtp.mails.map((m) => m.to)).toEqual([['courier@outside.test'], ['quiet@outside.test']]);
    expect(smtp.mails[0]!.data).toContain('Pickup at 5 pm.');
    expect(smtp.mails[0]!.data).not.toContain('quiet@outside.test');
    expect((await copyOf('admin', 'Courier pickup'))!.to).toEqual([EMAIL.admin, 'courier@outside.test']);
  });

  it('publishes a mail event to the sender and the recipients', async () => {
    const events: Array<{ ids: number[]; type: string }> = [];
    const original = t.app.live.publish.bind(t.app.live);
    t.app.live.publish = async (ids, event) => {
      events.push({ ids: [...(Array.isArray(ids) ? ids : [ids])] as number[], type: event.type });
      return original(ids, event);
    };
    try {
      await send('staff', { to: [EMAIL.admin], subject: 'Live', message: 'x' });
    } finally {
      t.app.live.publish = original;
    }
    const ids = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`${users.email} in (${EMAIL.admin}, ${EMAIL.staff})`);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('mail');
    expect(new Set(events[0]!.ids)).toEqual(new Set(ids.map((u) => u.id)));
  });
});

describe('mail without a mail server', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp({ config: { smtpUrl: undefined } });
  }, 180_000);
  afterAll(() => plain.close());

  it('refuses an outside address naming the to field', async () => {
    const res = await plain.as('staff', {
      method: 'POST',
      url: '/api/email/send-mail',
      payload: { to: ['courier@outside.test'], subject: 'x', message: 'y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('to');
  });
});
