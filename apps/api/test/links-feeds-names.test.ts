import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { calendarFeeds, documents, mailAttachments, patients, users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';
import { startSmtp, type TestSmtp } from './smtp';

/**
 * docs/security.md "Links, feeds, names and files": links are built on the configured public address, a calendar
 * feed ends with its owner's access and expires, person names hold no control, direction or HL7 characters, stored
 * file names are cleaned, half-received uploads are removed at start, and an avatar is never an address.
 */

const PUBLIC_URL = 'https://lab.example.org';
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** The mail's text with quoted-printable soft breaks and `=3D` undone, as a mail reader shows it. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('links are built on PUBLIC_URL, never on the request’s Host', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, publicUrlFromEnv: true } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the admin a reset link under PUBLIC_URL when the request names another host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgot-password',
      payload: { email: 'admin@admin.com' },
      headers: HOSTILE,
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const mail = await until(() => smtp.mails.find((m) => m.to.includes('admin@admin.com')));
    const text = readable(mail.data);
    expect(text).toMatch(/https:\/\/lab\.example\.org\/pages\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain('evil.example');
  });

  it('gives a calendar feed URL under PUBLIC_URL, whatever the Host header says', async () => {
    const made = await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed', headers: HOSTILE });
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https:\/\/lab\.example\.org\/api\/apps\/calendar\/ics\/[A-Za-z0-9_-]+$/);
  });

  it('tells the browser the public address', async () => {
    expect((await t.app.inject({ url: '/api/public-config', headers: HOSTILE })).json()).toMatchObject({
      publicUrl: PUBLIC_URL,
    });
  });
});

describe('without a public address no link is made', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: undefined, publicUrlFromEnv: false } });
  });
  afterAll(() => t.close());

  it('refuses to make a calendar link (503) rather than take the Host header', async () => {
    const res = await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed', headers: HOSTILE });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'unavailable', error: expect.stringContaining('PUBLIC_URL') });
  });
});

describe('a calendar feed ends with its owner’s access, and expires', () => {
  let t: TestContext;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, calendarFeedDays: 30 } });
    staffId = (await t.database.db.select().from(users).where(eq(users.email, 'staff@staff.com')))[0]!.id;
  });
  afterAll(() => t.close());

  const makeFeed = async () => {
    const res = await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed' });
    expect(res.statusCode, res.body).toBe(200);
    return new URL((res.json() as { url: string }).url).pathname;
  };
  const setStatus = (status: string) =>
    t.as('admin', { method: 'POST', url: `/api/users/${staffId}/status`, payload: { status } });

  it('is refused after its owner is blocked, and stays refused after the owner is unblocked', async () => {
    const feed = await makeFeed();
    expect((await t.app.inject({ url: feed })).statusCode).toBe(200);
    expect((await setStatus('blocked')).statusCode).toBe(200);
    expect((await t.app.inject({ url: feed })).statusCode).toBe(404);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await t.app.inject({ url: feed })).statusCode).toBe(404);
    // The owner (signed in again) sees no link and makes a new one, which works.
    t.app.sessionCache.clear();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'staff@staff.com', password: 'staffstaff' },
    });
    const token = (login.json() as { accessToken: string }).accessToken;
    const status = await t.app.inject({
      url: '/api/apps/calendar/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ active: false });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/apps/calendar/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await t.app.inject({ url: new URL((again.json() as { url: string }).url).pathname })).statusCode).toBe(200);
  });

  it('is refused after a block written by hand, even once the block is lifted by hand', async () => {
    const token = await t.tokenFor('editor');
    const editorId = (await t.database.db.select().from(users).where(eq(users.email, 'demo@demo.com')))[0]!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/calendar/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    const feed = new URL((res.json() as { url: string }).url).pathname;
    await t.changeOutside((db) => db.update(users).set({ status: 'blocked' }).where(eq(users.id, editorId)));
    expect((await t.app.inject({ url: feed })).statusCode).toBe(404);
    await t.changeOutside((db) => db.update(users).set({ status: 'active' }).where(eq(users.id, editorId)));
    expect((await t.app.inject({ url: feed })).statusCode).toBe(404);
  });

  it('is refused once CALENDAR_FEED_DAYS have passed since it was made; a new link renews it', async () => {
    const token = await t.tokenFor('pathologist');
    const auth = { authorization: `Bearer ${token}` };
    const made = await t.app.inject({ method: 'POST', url: '/api/apps/calendar/feed', headers: auth });
    const body = made.json() as { url: string; createdAt: string; expiresAt: string };
    expect(new Date(body.expiresAt).getTime() - new Date(body.createdAt).getTime()).toBe(30 * 86_400_000);
    const feed = new URL(body.url).pathname;
    expect((await t.app.inject({ url: feed })).statusCode).toBe(200);
    const pathologistId = (await t.database.db.select().from(users).where(eq(users.email, 'pathologist@demo.com')))[0]!
      .id;
    await t.database.db
      .update(calendarFeeds)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(calendarFeeds.userId, pathologistId));
    expect((await t.app.inject({ url: feed })).statusCode).toBe(404);
    const shown = (await t.app.inject({ url: '/api/apps/calendar/feed', headers: auth })).json() as {
      active: boolean;
      expiresAt: string;
    };
    expect(shown.active).toBe(false);
    expect(new Date(shown.expiresAt).getTime()).toBeLessThan(Date.now());
    const renewed = await t.app.inject({ method: 'POST', url: '/api/apps/calendar/feed', headers: auth });
    expect((await t.app.inject({ url: new URL((renewed.json() as { url: string }).url).pathname })).statusCode).toBe(
      200,
    );
  });
});

describe('person names, stored file names and avatars', () => {
  let t: TestContext;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await t.database.db.select().from(users).where(eq(users.email, 'staff@staff.com')))[0]!.id;
  });
  afterAll(() => t.close());

  const patient = { firstName: 'Quentin', lastName: 'Zyxwick', dob: '1980-03-14', sex: 'male' };

  it('refuses a patient name with U+202E, a CR or an HL7 delimiter, naming the field', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['lastName', 'Smith\u202Enhoj', /text-direction/],
      ['firstName', 'Ann\rPID|1||EVIL', /control characters/],
      ['lastName', 'Smith|Jones', /\|/],
      ['middleName', 'A^B', /HL7/],
      ['firstName', 'Zero\u200Bwidth', /invisible/],
    ];
    for (const [field, value, message] of cases) {
      const res = await t.as('editor', {
        method: 'POST',
        url: '/api/patients',
        payload: { ...patient, [field]: value },
      });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      const body = res.json() as { error: string; fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.fields[field]).toMatch(message);
      expect(body.error).toContain(field);
    }
    const before = await t.database.db.select().from(patients).where(eq(patients.lastName, 'Zyxwick'));
    expect(before).toHaveLength(0);
    // Names of every script, with apostrophes, hyphens and Persian's zero-width non-joiner, are names.
    for (const lastName of ["O'Brien-Smith", 'Müller', '李', 'مهر\u200Cآرا']) {
      const ok = await t.as('editor', { method: 'POST', url: '/api/patients', payload: { ...patient, lastName } });
      expect(ok.statusCode, `${lastName}: ${ok.body}`).toBe(201);
    }
  });

  it("refuses a user's, a provider's and a profile's name with U+202E or a line break, naming the field", async () => {
    const record = (await t.as('admin', { url: `/api/users/${staffId}` })).json() as Record<string, unknown>;
    const { id: _id, ...form } = record;
    const user = await t.as('admin', {
      method: 'PUT',
      url: `/api/users/${staffId}`,
      payload: { ...form, name: 'Staff\u202Eevil' },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().fields).toHaveProperty('name');
    const profile = await t.as('staff', { method: 'PUT', url: '/api/account/profile', payload: { name: 'A\nB' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toHaveProperty('name');
    const provider = await t.as('editor', {
      method: 'POST',
      url: '/api/providers',
      payload: { npi: '1234567893', firstName: 'Ann', lastName: 'Lee\r\nMSH|^~\\&' },
    });
    expect(provider.statusCode).toBe(400);
    expect(provider.json().fields).toHaveProperty('lastName');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'rtl@lab.test', password: 'Lantern-quiet-58', name: 'Eve\u2066lyn' },
      remoteAddress: '203.0.113.40',
    });
    expect(register.json()).toMatchObject({ error: { name: expect.stringMatching(/text-direction/) } });
  });

  it('stores an uploaded file name without direction or control characters (documents and mail attachments)', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const [p] = await t.database.db.select({ id: patients.id }).from(patients).limit(1);
    const doc = await t.as('admin', {
      method: 'POST',
      url: '/api/documents',
      headers: MULTIPART_HEADERS,
      payload: multipart(
        { title: 'Invoice', category: 'other', patientId: p!.id },
        { field: 'file', name: 'C:\\scans\\invoice\u202Efdp.exe\u2069\t.pdf', data: PDF },
      ),
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().fileName).toBe('invoicefdp.exe.pdf');
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, doc.json().id as number));
    expect(row!.fileName).toBe('invoicefdp.exe.pdf');

    const att = await t.as('staff', {
      method: 'POST',
      url: '/api/email/attachments',
      headers: MULTIPART_HEADERS,
      payload: multipart({}, { field: 'file', name: 'report\u202Bfdp\u200E.exe.pdf', data: PDF }),
    });
    expect(att.statusCode, att.body).toBe(201);
    expect(att.json().fileName).toBe('reportfdp.exe.pdf');
    const [a] = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.id, att.json().id as number));
    expect(a!.fileName).toBe('reportfdp.exe.pdf');
  });

  it('refuses an avatar that is not an uploaded picture with 400 naming avatar', async () => {
    const record = (await t.as('admin', { url: `/api/users/${staffId}` })).json() as Record<string, unknown>;
    const { id: _id, ...form } = record;
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://evil.example/a.png']) {
      const res = await t.as('admin', { method: 'PUT', url: `/api/users/${staffId}`, payload: { ...form, avatar } });
      expect(res.statusCode, avatar).toBe(400);
      expect(res.json().fields).toHaveProperty('avatar');
      const own = await t.as('staff', {
        method: 'PUT',
        url: '/api/account/profile',
        payload: { name: 'Staff', avatar },
      });
      expect(own.statusCode, avatar).toBe(400);
      expect(own.json().fields).toHaveProperty('avatar');
    }
    // The form sending the record back as it was (no picture) still saves.
    const same = await t.as('admin', {
      method: 'PUT',
      url: `/api/users/${staffId}`,
      payload: { ...form, avatar: null },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('temp files of uploads cut short are removed at start', () => {
  let t: TestContext | undefined;
  afterAll(() => t?.close());

  it('removes a leftover .part file from each upload folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-parts-'));
    const old = Date.now() / 1000 - 3 * 3600;
    const leftovers = ['files', 'avatars', 'mail-files'].map((folder) => {
      mkdirSync(path.join(dataDir, folder, 'tmp'), { recursive: true });
      const file = path.join(dataDir, folder, 'tmp', `0b7e2c1a-killed-${folder}.part`);
      writeFileSync(file, 'half an upload');
      utimesSync(file, old, old);
      return file;
    });
    const fresh = path.join(dataDir, 'files', 'tmp', 'arriving-now.part');
    writeFileSync(fresh, 'an upload another process is receiving');
    const keep = path.join(dataDir, 'files', 'tmp', 'notes.txt');
    writeFileSync(keep, 'not a temp file');
    utimesSync(keep, old, old);

    t = await createTestApp({ config: { dataDir } });
    for (const file of leftovers) expect(existsSync(file), file).toBe(false);
    expect(existsSync(keep)).toBe(true);
    // One process holds the embedded database's DATA_DIR: every .part is a leftover. On PostgreSQL another process
    // may be receiving into a shared folder, so a file written within the hour stays.
    expect(existsSync(fresh)).toBe(t.database.kind === 'postgres');
  });
});
