import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoCredentials, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET/PUT /api/account/language', () => {
  it('starts at null (follow the browser); a user saves their own, which the session user carries', async () => {
    expect((await t.as('staff', { method: 'GET', url: '/api/account/language' })).json()).toEqual({ language: null });
    expect((await t.as('staff', { method: 'GET', url: '/api/authenticate/me' })).json().language).toBeNull();

    const put = await t.as('staff', { method: 'PUT', url: '/api/account/language', payload: { language: 'es' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'es' });
    expect((await t.as('staff', { method: 'GET', url: '/api/account/language' })).json()).toEqual({ language: 'es' });
    expect((await t.as('staff', { method: 'GET', url: '/api/authenticate/me' })).json().language).toBe('es');
    // Another user is untouched.
    expect((await t.as('patient', { method: 'GET', url: '/api/account/language' })).json()).toEqual({
      language: null,
    });

    // A fresh sign-in returns it too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: demoCredentials('staff'),
    });
    expect(login.json().user.language).toBe('es');
  });

  it('is audited as a settings change with the old and new value', async () => {
    await t.as('patient', { method: 'PUT', url: '/api/account/language', payload: { language: 'fr' } });
    const audit = JSON.stringify((await t.as('admin', { method: 'GET', url: '/api/aggrid/data' })).json());
    expect(audit).toContain('Language changed');
    expect(audit).toMatch(/"datavalue":"language"[^}]*"newvalue":"fr"|"newvalue":"fr"[^}]*"datavalue":"language"/);
  });

  it('refuses any other language, naming the field', async () => {
    for (const payload of [{ language: 'de' }, { language: null }, {}]) {
      const res = await t.as('editor', { method: 'PUT', url: '/api/account/language', payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('language');
    }
    expect((await t.as('editor', { method: 'GET', url: '/api/account/language' })).json()).toEqual({ language: null });
  });

  it('needs a signed-in user', async () => {
    const res = await t.as(null, { method: 'PUT', url: '/api/account/language', payload: { language: 'es' } });
    expect(res.statusCode).toBe(401);
  });
});
