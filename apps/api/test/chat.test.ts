import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TChatContact, TChatMessage, TChatRecord, TLiveEvent } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { createTestApp, type DemoWho, type TestContext } from './helper';

let t: TestContext;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  for (const r of rows) id[r.email] = r.id;
});
afterAll(() => t.close());

const ADMIN = 'admin@admin.com';
const EDITOR = 'demo@demo.com';
const STAFF = 'staff@staff.com';
const PHYSICIAN = 'physician@demo.com';
const PATIENT = 'patient@demo.com';
const PATHOLOGIST = 'pathologist@demo.com';

type Chats = { contacts: TChatContact[]; chats: Record<string, TChatRecord> };
const chats = async (who: DemoWho) => {
  const res = await t.as(who, { method: 'GET', url: '/api/app/chat/chats' });
  expect(res.statusCode).toBe(200);
  return res.json() as Chats;
};
const send = (who: DemoWho, contactId: number | string, textContent: string, extra: Record<string, unknown> = {}) =>
  t.as(who, {
    method: 'POST',
    url: '/api/app/chat/send-message',
    payload: { contactId, message: { textContent }, ...extra },
  });
const unread = async (who: DemoWho) =>
  (await t.as(who, { method: 'GET', url: '/api/app/chat/unread-count' })).json() as {
    unread: number;
    byContact: Record<string, number>;
  };
const lastAuditId = async () =>
  (await t.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]
    ?.id ?? 0;

describe('chat: the demo week', () => {
  it('shows each user only their own chats, with messages as they see them', async () => {
    const staff = await chats('staff');
    const keys = Object.keys(staff.chats)
      .map(Number)
      .sort((a, b) => a - b);
    expect(keys).toEqual([id[ADMIN]!, id[PHYSICIAN]!].sort((a, b) => a - b));
    expect(staff.contacts.map((c) => c.uid).sort((a, b) => a - b)).toEqual(keys);
    const physicianChat = staff.chats[String(id[PHYSICIAN])]!;
    expect(physicianChat.msg[0]).toMatchObject({ isSent: false, isSeen: true });
    expect(physicianChat.msg[0]!.textContent).toMatch(/^Hello, any news on S\d\d-\d{5}\?/);
    expect(physicianChat.msg[1]).toMatchObject({ isSent: true, isSeen: true });
    // The physician's last two messages are still unseen by the staff member.
    expect(physicianChat.msg.slice(-2).map((m) => [m.isSent, m.isSeen])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(physicianChat.unseenCount).toBe(2);
    const contact = staff.contacts.find((c) => c.uid === id[PHYSICIAN])!;
    expect(contact).toMatchObject({
      displayName: 'Dr. Paula Physician',
      about: 'clinical · physician',
      status: 'offline',
    });
    // The physician sees the same thread from the other side.
    const physician = await chats('physician');
    const mirror = physician.chats[String(id[STAFF])]!;
    expect(mirror.msg.map((m) => m.textContent)).toEqual(physicianChat.msg.map((m) => m.textContent));
    expect(mirror.msg.map((m) => m.isSent)).toEqual(physicianChat.msg.map((m) => !m.isSent));
    // The histotech pinned her chat with the pathologist; the pathologist did not.
    expect((await chats('editor')).chats[String(id[PATHOLOGIST])]!.isPinned).toBe(true);
    expect((await chats('pathologist')).chats[String(id[EDITOR])]!.isPinned).toBe(false);
  });

  it('counts unseen messages by contact', async () => {
    const u = await unread('staff');
    expect(u.byContact).toEqual({ [String(id[PHYSICIAN])]: 2, [String(id[ADMIN])]: 1 });
    expect(u.unread).toBe(3);
  });

  it('lists the contacts that have a chat with me', async () => {
    const res = await t.as('physician', { method: 'GET', url: '/api/app/chat/chat-contacts' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TChatContact[]).map((c) => c.uid)).toEqual([id[STAFF]]);
  });
});

describe('chat: all contacts', () => {
  it('are the active users of the workspace roles but me; a physician may reach the staff', async () => {
    const res = await t.as('physician', { method: 'GET', url: '/api/app/chat/all-contacts' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as TChatContact[];
    const uids = list.map((c) => c.uid);
    expect(uids).toContain(id[STAFF]);
    expect(uids).toContain(id[ADMIN]);
    expect(uids).not.toContain(id[PHYSICIAN]);
    expect(uids).not.toContain(id[PATIENT]);
    const active = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'active'), inArray(users.role, ['admin', 'editor', 'physician'])));
    expect(list.length).toBe(active.length - 1);
    const blocked = await t.database.db.select({ id: users.id }).from(users).where(eq(users.status, 'blocked'));
    expect(blocked.length).toBeGreaterThan(0);
    for (const b of blocked) expect(uids).not.toContain(b.id);
  });

  it('searches by name', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/app/chat/all-contacts?q=rosa' });
    expect((res.json() as TChatContact[]).map((c) => c.displayName)).toEqual(['Dr. Rosa Lind']);
  });
});

describe('chat: sending', () => {
  it('creates the chat on the first message; each side sees it as theirs', async () => {
    expect((await chats('editor')).chats[String(id[STAFF])]).toBeUndefined();
    const before = await unread('editor');
    const res = await send('staff', id[EDITOR]!, '  Could you recut block B2 of the skin case?  ');
    expect(res.statusCode).toBe(200);
    const sent = res.json() as { ok: true; message: TChatMessage };
    expect(sent.message).toMatchObject({
      textContent: 'Could you recut block B2 of the skin case?',
      isSent: true,
      isSeen: false,
    });
    expect(Math.abs(Date.parse(sent.message.time) - Date.now())).toBeLessThan(60_000);
    const editor = await chats('editor');
    const thread = editor.chats[String(id[STAFF])]!;
    expect(thread.msg).toEqual([{ ...sent.message, isSent: false }]);
    expect(thread.isPinned).toBe(false);
    expect(editor.contacts.some((c) => c.uid === id[STAFF])).toBe(true);
    const after = await unread('editor');
    expect(after.unread).toBe(before.unread + 1);
    expect(after.byContact[String(id[STAFF])]).toBe(1);
  });

  it('pins the chat for the sender when asked on creation', async () => {
    const res = await send('staff', id[PATHOLOGIST]!, 'Frozen section in 10 minutes', { isPinned: true });
    expect(res.statusCode).toBe(200);
    expect((await chats('staff')).chats[String(id[PATHOLOGIST])]!.isPinned).toBe(true);
    expect((await chats('pathologist')).chats[String(id[STAFF])]!.isPinned).toBe(false);
  });

  it('refuses a blank or overlong message, naming message.textContent', async () => {
    const blank = await send('staff', id[EDITOR]!, '   \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty(['message.textContent']);
    const long = await send('staff', id[EDITOR]!, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty(['message.textContent']);
    expect((await send('staff', id[EDITOR]!, 'y'.repeat(4000))).statusCode).toBe(200);
  });

  it('answers 404 for a contact who is not an active workspace user (unknown, patient, blocked, myself)', async () => {
    const [blocked] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.status, 'blocked'))
      .limit(1);
    for (const contactId of [999_999, id[PATIENT]!, blocked!.id, id[STAFF]!]) {
      const res = await send('staff', contactId, 'hello');
      expect(res.statusCode, String(contactId)).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Contact not found' });
    }
  });
});

describe('chat: privacy', () => {
  it("never shows a third user another pair's chat", async () => {
    // admin asks for the staff member: only admin↔staff, never physician↔staff.
    const res = await t.as('admin', { method: 'GET', url: `/api/app/chat/messages?contactId=${id[STAFF]}` });
    expect(res.statusCode).toBe(200);
    const texts = (res.json() as { msg: TChatMessage[] }).msg.map((m) => m.textContent);
    expect(texts[0]).toMatch(/CAP inspection/);
    expect(texts.some((x) => /any news on/.test(x))).toBe(false);
    // admin has no chat with the physician: an empty thread, nothing of the staff's chat with her.
    const none = await t.as('admin', { method: 'GET', url: `/api/app/chat/messages?contactId=${id[PHYSICIAN]}` });
    expect(none.json()).toEqual({ msg: [], hasMore: false });
    const adminChats = await chats('admin');
    expect(adminChats.chats[String(id[PHYSICIAN])]).toBeUndefined();
    // Marking or pinning a chat I do not have answers 404, and changes nothing of theirs.
    const before = await unread('physician');
    for (const url of ['/api/apps/chat/mark-all-seen/', '/api/apps/chat/set-pinned/']) {
      const r = await t.as('admin', { method: 'POST', url, payload: { contactId: id[PHYSICIAN], value: true } });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ error: 'Chat not found' });
    }
    expect(await unread('physician')).toEqual(before);
    expect((await unread('staff')).byContact[String(id[PHYSICIAN])]).toBe(2);
    // Unknown users and patients are 404 as well.
    for (const contactId of [999_999, id[PATIENT]]) {
      expect(
        (await t.as('admin', { method: 'GET', url: `/api/app/chat/messages?contactId=${contactId}` })).statusCode,
      ).toBe(404);
    }
  });

  it('refuses a patient every call with 403', async () => {
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', '/api/app/chat/chats'],
      ['GET', '/api/app/chat/chat-contacts'],
      ['GET', '/api/app/chat/all-contacts'],
      ['GET', '/api/app/chat/unread-count'],
      ['GET', `/api/app/chat/messages?contactId=${id[STAFF]}`],
      ['POST', '/api/app/chat/send-message', { contactId: id[STAFF], message: { textContent: 'hi' } }],
      ['POST', '/api/apps/chat/mark-all-seen/', { contactId: id[STAFF] }],
      ['POST', '/api/apps/chat/set-pinned/', { contactId: id[STAFF], value: true }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.as('patient', { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(
        (await t.as(null, { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) })).statusCode,
        url,
      ).toBe(401);
    }
  });
});

describe('chat: seen marks, pins and live events', () => {
  it('marks the contact’s messages to me seen (the path with its trailing slash), and tells the contact live', async () => {
    const events: Array<[string, TLiveEvent]> = [];
    const offPhysician = t.app.live.subscribe(id[PHYSICIAN]!, (e) => events.push(['physician', e]));
    const offStaff = t.app.live.subscribe(id[STAFF]!, (e) => events.push(['staff', e]));
    try {
      const res = await t.as('staff', {
        method: 'POST',
        url: '/api/apps/chat/mark-all-seen/',
        payload: { contactId: id[PHYSICIAN] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, marked: 2 });
      expect((await unread('staff')).byContact[String(id[PHYSICIAN])]).toBeUndefined();
      const physician = await chats('physician');
      expect(physician.chats[String(id[STAFF])]!.msg.filter((m) => m.isSent).every((m) => m.isSeen)).toBe(true);
      await expect.poll(() => events.find(([who, e]) => who === 'physician' && e.type === 'chat.seen')).toBeDefined();
      expect(events.find(([who, e]) => who === 'physician' && e.type === 'chat.seen')![1].data).toEqual({
        contactId: id[STAFF],
      });
      // A second call marks nothing and tells nobody.
      expect(
        (
          await t.as('staff', {
            method: 'POST',
            url: '/api/apps/chat/mark-all-seen/',
            payload: { contactId: id[PHYSICIAN] },
          })
        ).json(),
      ).toEqual({ ok: true, marked: 0 });

      events.length = 0;
      expect((await send('physician', id[STAFF]!, 'Report is signed, thanks!')).statusCode).toBe(200);
      await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
      expect(events.find(([who]) => who === 'staff')![1]).toEqual({
        type: 'chat.message',
        data: { contactId: id[PHYSICIAN] },
      });
      expect(events.find(([who]) => who === 'physician')![1]).toEqual({
        type: 'chat.message',
        data: { contactId: id[STAFF] },
      });
      // Hints only: the text never travels through the live channel.
      expect(JSON.stringify(events)).not.toContain('Report is signed');
    } finally {
      offPhysician();
      offStaff();
    }
  });

  it('is registered with the trailing slash exactly as docs/spec.md §7 writes it', async () => {
    for (const url of ['/api/apps/chat/mark-all-seen/', '/api/apps/chat/set-pinned/']) {
      const res = await t.as('staff', { method: 'POST', url, payload: { contactId: id[ADMIN], value: false } });
      expect(res.statusCode, url).toBe(200);
    }
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/apps/chat/mark-all-seen/',
        '/api/apps/chat/set-pinned/',
        '/api/app/chat/chats',
        '/api/app/chat/send-message',
      ]),
    );
  });

  it('keeps each user’s pin their own', async () => {
    const pin = (who: DemoWho, contactId: number, value: boolean) =>
      t.as(who, { method: 'POST', url: '/api/apps/chat/set-pinned/', payload: { contactId, value } });
    expect((await pin('staff', id[ADMIN]!, true)).statusCode).toBe(200);
    expect((await chats('staff')).chats[String(id[ADMIN])]!.isPinned).toBe(true);
    expect((await chats('admin')).chats[String(id[STAFF])]!.isPinned).toBe(true); // the admin's own seeded pin
    expect((await pin('admin', id[STAFF]!, false)).statusCode).toBe(200);
    expect((await chats('admin')).chats[String(id[STAFF])]!.isPinned).toBe(false);
    expect((await chats('staff')).chats[String(id[ADMIN])]!.isPinned).toBe(true);
    expect((await pin('staff', id[ADMIN]!, 'yes' as unknown as boolean)).statusCode).toBe(400);
  });
});

describe('chat: long threads', () => {
  it('answers the newest 20 in chats and pages back with before=', async () => {
    for (let i = 1; i <= 120; i++) {
      const res = await send(i % 2 ? 'admin' : 'pathologist', i % 2 ? id[PATHOLOGIST]! : id[ADMIN]!, `msg ${i}`);
      expect(res.statusCode).toBe(200);
    }
    const thread = (await chats('admin')).chats[String(id[PATHOLOGIST])]!;
    expect(thread.msg.length).toBe(20);
    expect(thread.hasMore).toBe(true);
    expect(thread.msg.map((m) => m.textContent)).toEqual(Array.from({ length: 20 }, (_, k) => `msg ${101 + k}`));
    const page = await t.as('admin', {
      method: 'GET',
      url: `/api/app/chat/messages?contactId=${id[PATHOLOGIST]}&before=${thread.msg[0]!.id}&limit=80`,
    });
    expect(page.statusCode).toBe(200);
    const older = page.json() as { msg: TChatMessage[]; hasMore: boolean };
    expect(older.msg.map((m) => m.textContent)).toEqual(Array.from({ length: 80 }, (_, k) => `msg ${21 + k}`));
    expect(older.hasMore).toBe(true);
    const last = (
      await t.as('admin', {
        method: 'GET',
        url: `/api/app/chat/messages?contactId=${id[PATHOLOGIST]}&before=${older.msg[0]!.id}&limit=50`,
      })
    ).json() as {
      msg: TChatMessage[];
      hasMore: boolean;
    };
    expect(last.msg[0]!.textContent).toBe(
      'I will be at the tumour board on Thursday morning; Dr. Kim covers frozen sections.',
    );
    expect(last.msg.at(-1)!.textContent).toBe('msg 20');
    expect(last.hasMore).toBe(false);
    expect(last.msg.find((m) => m.textContent === 'msg 1')).toMatchObject({ isSent: true });
  });
});

describe('chat: audit', () => {
  it('audits every call but the polled unread count, never with the message text', async () => {
    const from = await lastAuditId();
    const secret = 'Patient Jane Roe biopsy result is malignant';
    await send('staff', id[EDITOR]!, secret);
    await chats('editor');
    await t.as('editor', { method: 'GET', url: '/api/app/chat/chat-contacts' });
    await t.as('editor', { method: 'GET', url: '/api/app/chat/all-contacts?q=Sam%20Staff' });
    await t.as('editor', { method: 'GET', url: '/api/app/chat/unread-count' });
    await t.as('editor', { method: 'GET', url: `/api/app/chat/messages?contactId=${id[STAFF]}` });
    await t.as('editor', { method: 'POST', url: '/api/apps/chat/mark-all-seen/', payload: { contactId: id[STAFF] } });
    await t.as('editor', {
      method: 'POST',
      url: '/api/apps/chat/set-pinned/',
      payload: { contactId: id[STAFF], value: true },
    });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(gt(auditEvents.id, from), inArray(auditEvents.entity, ['chat', 'chat-message'])))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => r.eventdescription)).toEqual([
      'Chat message sent',
      'Chats viewed (3 chats)',
      'Chat contacts viewed (3)',
      'Chat contact directory viewed (1)',
      expect.stringMatching(/^Chat history viewed \(\d+ messages\)$/),
      expect.stringMatching(/^Chat marked seen \(\d+ messages\)$/),
      'Chat pinned',
    ]);
    expect(rows.filter((r) => r.userId === id[EDITOR]).length).toBe(6);
    const leaked = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(auditEvents)
      .where(
        sql`concat_ws(' ', ${auditEvents.eventdescription}, ${auditEvents.newvalue}, ${auditEvents.oldvalue}, ${auditEvents.datavalue}) ilike ${'%Jane Roe%'}`,
      );
    expect(Number(leaked[0]!.n)).toBe(0);
  });
});
