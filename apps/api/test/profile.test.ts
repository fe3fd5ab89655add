import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MESSAGES, ZUserRecord, type TUserRecord } from '@lab/domain';
import { auditEvents } from '../src/db/schema/index';
import { createTestApp, type DemoWho, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a tiny picture'),
]);
const PDF = Buffer.from('%PDF-1.7 not a picture');

const sendAvatar = (who: DemoWho | null, data: Buffer, url = '/api/account/avatar', field = 'avatar') =>
  t.as(who, {
    method: 'POST',
    url,
    headers: MULTIPART_HEADERS,
    payload: multipart({}, { field, name: 'me.png', data, type: 'image/png' }),
  });

describe('my profile', () => {
  it('reads and changes my personal fields, audited field by field, and nothing an admin owns', async () => {
    const me: TUserRecord = (await t.as('patient', { url: '/api/account/profile' })).json();
    expect(me.email).toBe('patient@demo.com');
    const res = await t.as('patient', {
      method: 'PUT',
      url: '/api/account/profile',
      payload: {
        name: 'Pat Q. Patient',
        mobile: '(217) 555-0101',
        languages_known: ['English', 'Spanish'],
        contact_options: ['email', 'phone'],
        location: { ...me.location, city: 'Decatur' },
        social_links: me.social_links,
        // Fields outside the profile are ignored, never applied.
        role: 'admin',
        email: 'someone.else@demo.com',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = ZUserRecord.parse(res.json());
    expect(after).toMatchObject({
      name: 'Pat Q. Patient',
      mobile: '(217) 555-0101',
      role: 'patient',
      email: 'patient@demo.com',
    });
    expect(after.location.city).toBe('Decatur');
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'user'),
          eq(auditEvents.entityId, String(me.id)),
          eq(auditEvents.eventtype, 'update'),
        ),
      );
    expect(audit.map((a) => a.datavalue).sort()).toEqual([
      'contact_options',
      'languages_known',
      'location',
      'mobile',
      'name',
    ]);
    // The new name signs in with the user.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'patient@demo.com', password: 'patientpatient' },
    });
    expect(login.json().user.name).toBe('Pat Q. Patient');
  });

  it('names the field at fault and keeps what was saved', async () => {
    const res = await t.as('editor', {
      method: 'PUT',
      url: '/api/account/profile',
      payload: { name: '', website: 'x'.repeat(400) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'is required', website: 'must be at most 300 characters' });
    expect((await t.as('editor', { url: '/api/account/profile' })).json().name).not.toBe('');
  });

  it('is for signed-in users only', async () => {
    expect((await t.as(null, { url: '/api/account/profile' })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'PUT', url: '/api/account/profile', payload: { name: 'x' } })).statusCode).toBe(
      401,
    );
  });
});

describe('avatars', () => {
  it('takes a picture by its bytes, serves it at its SHA-256 address, and removes it', async () => {
    const res = await sendAvatar('editor', PNG);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().avatar as string;
    expect(avatar).toMatch(/^\/api\/avatars\/[0-9a-f]{64}\.png$/);
    const pic = await t.app.inject({ url: avatar });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.equals(PNG)).toBe(true);
    const removed = await t.as('editor', { method: 'DELETE', url: '/api/account/avatar' });
    expect(removed.json().avatar).toBeNull();
    // No longer in use: the address answers nothing.
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, or too big, naming the field', async () => {
    const pdf = await sendAvatar('editor', PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      error: `avatar: ${AVATAR_MESSAGES.type}`,
      code: 'validation_failed',
      fields: { avatar: AVATAR_MESSAGES.type },
    });
    const big = await sendAvatar('editor', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().fields.avatar).toBe(AVATAR_MESSAGES.tooLarge);
    const none = await t.as('editor', {
      method: 'POST',
      url: '/api/account/avatar',
      headers: MULTIPART_HEADERS,
      payload: multipart({ x: 1 }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.avatar).toBe(AVATAR_MESSAGES.missing);
  });

  it("lets an admin set another user's avatar, and only an admin", async () => {
    const list: TUserRecord[] = (await t.as('admin', { url: '/api/users/list' })).json();
    const staff = list.find((u) => u.email === 'staff@staff.com')!;
    const url = `/api/users/${staff.id}/avatar`;
    expect((await sendAvatar('editor', PNG, url)).statusCode).toBe(403);
    const res = await sendAvatar('admin', PNG, url);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(/\.png$/);
    // Saving the user form, which does not carry the avatar, keeps the picture.
    const { avatar: _a, id: _i, ...record } = res.json() as TUserRecord;
    const saved = await t.as('admin', {
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      payload: { ...record, department: 'histology' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ department: 'histology', avatar: res.json().avatar });
    expect((await sendAvatar('admin', PNG, '/api/users/999999/avatar')).statusCode).toBe(404);
    expect((await t.as('editor', { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'DELETE', url })).json().avatar).toBeNull();
  });

  it('answers 404 for an address that names no avatar, or any other stored file', async () => {
    expect((await t.app.inject({ url: '/api/avatars/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/avatars/${'a'.repeat(64)}.png` })).statusCode).toBe(404);
  });
});
