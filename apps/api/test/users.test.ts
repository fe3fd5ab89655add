import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ZUserRecord } from '@lab/domain';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = {
  email: 'new.histotech@lab.test',
  username: 'new.histotech',
  name: 'Nora Histotech',
  role: 'editor',
  status: 'active',
  is_verified: true,
  department: 'histology',
  languages_known: ['English'],
  contact_options: ['email'],
  location: {
    add_line_1: '1 Lab Way',
    add_line_2: '',
    post_code: '62704',
    city: 'Springfield',
    state: 'IL',
    country: 'United States',
  },
  social_links: { twitter: '', facebook: '', instagram: '', github: '', codepen: '', slack: '@nora' },
  password: 'temporary-123',
};

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate/login/user', payload: { email, password } });

describe('GET /api/users/list', () => {
  it('answers every user record in the shape of docs/api.md#user-record', async () => {
    const res = await t.as('admin', { url: '/api/users/list' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(55);
    for (const u of list) ZUserRecord.parse(u);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      is_verified: true,
      permissions: { users: { read: true } },
    });
    expect(list[0]).not.toHaveProperty('passwordHash');
    expect(new Set(list.map((u: { status: string }) => u.status))).toEqual(
      new Set(['active', 'blocked', 'deactivated']),
    );
  });

  it('is for staff only', async () => {
    expect((await t.as('editor', { url: '/api/users/list' })).statusCode).toBe(200);
    expect((await t.as('physician', { url: '/api/users/list' })).statusCode).toBe(403);
    expect((await t.as('patient', { url: '/api/users/list' })).statusCode).toBe(403);
  });
});

describe('users administration', () => {
  it('pages, searches and filters', async () => {
    const res = await t.as('editor', { url: '/api/users?role=physician&status=active&pageSize=5&sort=-name' });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    expect(data.every((u: { role: string; status: string }) => u.role === 'physician' && u.status === 'active')).toBe(
      true,
    );
    const q = await t.as('admin', { url: '/api/users?q=dana' });
    expect(q.json().data[0]).toMatchObject({ email: 'demo@demo.com', pathologist_id: expect.any(Number) });
  });

  it('lets the admin create a user who must change the password at first sign-in', async () => {
    const res = await t.as('admin', { method: 'POST', url: '/api/users', payload: newUser });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: newUser.email, role: 'editor', must_change_password: true });
    const login = await signIn(newUser.email, newUser.password);
    expect(login.json().user.mustChangePassword).toBe(true);
    const dup = await t.as('admin', { method: 'POST', url: '/api/users', payload: { ...newUser, username: 'other' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ email: AUTH_MESSAGES.emailTaken });
  });

  it('names the wrong field', async () => {
    const res = await t.as('admin', { method: 'POST', url: '/api/users', payload: { ...newUser, email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['email']);
  });

  it('keeps editors read-only and others out', async () => {
    const id = (await t.as('admin', { url: '/api/users?q=new.histotech' })).json().data[0].id;
    const one = await t.as('editor', { url: `/api/users/${id}` });
    expect(one.statusCode).toBe(200);
    const { password: _p, ...input } = newUser;
    expect((await t.as('editor', { method: 'PUT', url: `/api/users/${id}`, payload: input })).statusCode).toBe(403);
    expect(
      (await t.as('editor', { method: 'POST', url: `/api/users/${id}/status`, payload: { status: 'blocked' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.as('editor', { method: 'POST', url: '/api/users', payload: newUser })).statusCode).toBe(403);
    expect((await t.as('physician', { url: `/api/users/${id}` })).statusCode).toBe(403);
  });

  it('updates permissions and the server honours them on top of the role', async () => {
    const editor = (await t.as('admin', { url: '/api/users?q=staff@staff.com' })).json().data[0];
    const { id, created_at: _c, last_login_at: _l, must_change_password: _m, pathologist_id: _pa, ...rest } = editor;
    const permissions = { ...editor.permissions, lookups: { read: true, write: false, create: false, delete: false } };
    const res = await t.as('admin', { method: 'PUT', url: `/api/users/${id}`, payload: { ...rest, permissions } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().permissions.lookups.create).toBe(false);
    const write = await t.as('staff', {
      method: 'POST',
      url: '/api/lookups/departments',
      payload: { code: 'NOPE', name: 'Nope' },
    });
    expect(write.statusCode).toBe(403);
    expect((await t.as('staff', { url: '/api/lookups/departments' })).statusCode).toBe(200);
    const activity = await t.as('admin', { url: `/api/users/${id}/activity` });
    expect(activity.json().data).toContainEqual(
      expect.objectContaining({ eventtype: 'update', datavalue: 'permissions' }),
    );
  });

  it('blocks a user: open sessions end and sign-in is refused with the reason', async () => {
    const token = await t.tokenFor('physician');
    const id = (await t.as('admin', { url: '/api/users?q=physician@demo.com' })).json().data[0].id;
    const res = await t.as('admin', { method: 'POST', url: `/api/users/${id}/status`, payload: { status: 'blocked' } });
    expect(res.json().status).toBe('blocked');
    const again = await t.app.inject({
      url: '/api/lookups/departments',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    // The open session is told why it ended, on this call and every later one.
    expect(again.json().error).toBe(AUTH_MESSAGES.blocked);
    const later = await t.app.inject({ url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
    expect(later.json().error).toBe(AUTH_MESSAGES.blocked);
    const login = await signIn('physician@demo.com', 'physician');
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(AUTH_MESSAGES.blocked);
    await t.as('admin', { method: 'POST', url: `/api/users/${id}/status`, payload: { status: 'deactivated' } });
    expect((await signIn('physician@demo.com', 'physician')).json().error).toBe(AUTH_MESSAGES.deactivated);
    await t.as('admin', { method: 'POST', url: `/api/users/${id}/status`, payload: { status: 'active' } });
    expect((await signIn('physician@demo.com', 'physician')).json().accessToken).toBeTruthy();
  });

  it('resets a password: the user must change it at next sign-in', async () => {
    const id = (await t.as('admin', { url: '/api/users?q=new.histotech' })).json().data[0].id;
    const res = await t.as('admin', { method: 'POST', url: `/api/users/${id}/reset-password`, payload: {} });
    const temp = res.json().temporaryPassword;
    expect(temp).toHaveLength(12);
    const login = await signIn(newUser.email, temp);
    expect(login.json().user.mustChangePassword).toBe(true);
  });

  it('refuses to let the admin block themselves', async () => {
    const me = (await t.as('admin', { url: '/api/users?q=admin@admin.com' })).json().data[0];
    const res = await t.as('admin', {
      method: 'POST',
      url: `/api/users/${me.id}/status`,
      payload: { status: 'blocked' },
    });
    expect(res.statusCode).toBe(400);
  });
});
