import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@lab/domain';
import { users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every error body carries a stable `code` beside its message, so clients never compare English text. */
describe('error codes', () => {
  it('name why a request was refused, whatever sent the error', async () => {
    const cases: Array<[Promise<{ statusCode: number; json(): { code: string } }>, number, string]> = [
      [t.as(null, { url: '/api/cases' }), 401, 'sign_in_required'],
      [t.as('patient', { url: '/api/users/list' }), 403, 'forbidden'],
      [t.as('editor', { url: '/api/patients/999999' }), 404, 'not_found'],
      [t.as('editor', { url: '/api/patients/abc' }), 400, 'validation_failed'],
      [t.as('editor', { url: '/api/no-such-endpoint' }), 404, 'not_found'],
      [
        t.as(null, { method: 'POST', url: '/api/authenticate/refresh-token', payload: { accessToken: 'nope' } }),
        401,
        'sign_in_required',
      ],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(ERROR_CODES).toContain(res.json().code);
    }
  });

  it('tell a session ended by blocking the account from one that needs a new sign-in', async () => {
    const token = await t.tokenFor('staff');
    await t.changeOutside((db) =>
      db.update(users).set({ status: 'blocked' }).where(eq(users.email, 'staff@staff.com')),
    );
    const res = await t.app.inject({ url: '/api/cases', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'account_blocked' });
  });
});
