import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

/**
 * Bad input never gives a 500: every write route (from app.routeAccess) called as admin with hostile bodies,
 * on PGlite and, with TEST_PG_URL, on PostgreSQL.
 */
let t: TestContext;
let victimId: number;
beforeAll(async () => {
  t = await createTestApp();
  // User routes act on a victim, so blocking or resetting never reaches the admin making the calls.
  const [victim] = await t.database.db
    .insert(users)
    .values({ email: 'victim@lab.test', username: 'victim', name: 'Victim', role: 'editor' })
    .returning();
  victimId = victim!.id;
});
afterAll(() => t.close());

const HUGE = 'x'.repeat(300_000);
const HOSTILE_BODIES: Array<[string, unknown]> = [
  [
    'NUL strings',
    {
      name: 'a\u0000b',
      title: 'a\u0000b',
      code: 'A\u0000',
      email: 'a\u0000@b.co',
      lastName: 'x\u0000',
      reason: '\u0000',
    },
  ],
  ['huge strings', { name: HUGE, title: HUGE, code: HUGE, description: HUGE, email: `${HUGE}@x.co`, lastName: HUGE }],
  [
    'huge numbers',
    { id: 2 ** 40, patientId: 2 ** 31, providerId: 1e20, payerId: -(2 ** 40), version: 2 ** 53, rowVersion: 1e300 },
  ],
  ['wrong types', { name: 42, title: true, code: [], email: {}, patientId: 'abc', dob: 12, status: null }],
  [
    'nested garbage',
    { a: { b: { c: [[[{ d: '\u0000' }]]] } }, parts: [{ label: {}, x: [null] }], location: 'x', permissions: 'all' },
  ],
  ['not an object', [1, 2, 3]],
];
const HOSTILE_IDS = ['2147483648', '99999999999999999999', '-1', 'abc', '1e5', '%00'];

const concrete = (url: string, id?: string) =>
  url.replace(/:id\b/g, id ?? (url.startsWith('/api/users/') ? String(victimId) : '1')).replace(/:[A-Za-z]+/g, '1');
/** Calls that would end or lock the admin's own session. */
const SKIP = new Set(['/api/authenticate/logout', '/api/authenticate/change-password', '/api/authenticate/lock']);
const adminStillWorks = async () => expect((await t.as('admin', { url: '/api/authenticate/me' })).statusCode).toBe(200);

describe('hostile input never gives a 500', () => {
  it('walks every write route with hostile bodies', async () => {
    const writes = t.app.routeAccess.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThan(20);
    const fivexx: string[] = [];
    for (const route of writes) {
      if (SKIP.has(route.url)) continue;
      for (const [label, body] of HOSTILE_BODIES) {
        const res = await t.as('admin', {
          method: route.method as 'POST',
          url: concrete(route.url),
          payload: body as object,
        });
        if (res.statusCode >= 500)
          fivexx.push(`${route.method} ${route.url} (${label}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(fivexx).toEqual([]);
    await adminStillWorks();
  }, 300_000);

  it('answers 400 for ids beyond an integer column on every route with an id', async () => {
    const withId = t.app.routeAccess.filter((r) => r.url.includes(':id') && !SKIP.has(r.url));
    const fivexx: string[] = [];
    for (const route of withId) {
      for (const id of HOSTILE_IDS) {
        const res = await t.as('admin', {
          method: route.method as 'GET',
          url: concrete(route.url, id),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (res.statusCode >= 500) fivexx.push(`${route.method} ${route.url} id=${id}: ${res.statusCode}`);
      }
    }
    expect(fivexx).toEqual([]);
    await adminStillWorks();
    const big = await t.as('admin', { url: '/api/patients/2147483648' });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toHaveProperty('id');
  }, 300_000);

  it('names the field holding a NUL character', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/payers',
      payload: { name: 'a\u0000b', payerCode: 'NUL1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('name');
    const q = await t.as('admin', { url: '/api/patients?q=a%00b' });
    expect(q.statusCode).toBe(400);
    expect(q.json().fields).toHaveProperty('q');
  });

  it('answers 409 naming the field when concurrent creates race for one unique value', async () => {
    const payer = (i: number) => ({ name: `Race Payer ${i}`, payerCode: 'RACE-1' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.as('admin', { method: 'POST', url: '/api/payers', payload: payer(i) })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 200 && c < 300)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode >= 300)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(Object.keys(r.json().fields ?? {})).toEqual(['payerCode']);
    }
    const races: Array<[string, (i: number) => Record<string, unknown>, string]> = [
      [
        '/api/patients',
        (i) => ({ mrn: 'RACE0001', firstName: `Ra${i}`, lastName: 'Race', dob: '1980-01-01', sex: 'female' }),
        'mrn',
      ],
      ['/api/providers', (i) => ({ npi: '1234567893', firstName: `Pr${i}`, lastName: 'Race' }), 'npi'],
      ['/api/lookups/departments', (i) => ({ code: 'RACE', name: `Race ${i}` }), 'code'],
    ];
    for (const [url, body, field] of races) {
      const rs = await Promise.all(
        Array.from({ length: 10 }, (_, i) => t.as('admin', { method: 'POST', url, payload: body(i) })),
      );
      expect(
        rs.filter((r) => r.statusCode < 300).map((r) => r.body),
        url,
      ).toHaveLength(1);
      for (const r of rs.filter((a) => a.statusCode >= 300)) {
        expect(r.statusCode, `${url} ${r.body}`).toBe(409);
        expect(Object.keys(r.json().fields ?? {}), url).toEqual([field]);
      }
    }
    const regs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/authenticate/register/user',
          payload: { email: 'race@lab.test', name: 'Race', password: 'tulip-harbour-42' },
          remoteAddress: `10.70.0.${i}`,
        }),
      ),
    );
    for (const r of regs) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      if (r.statusCode === 409) expect(r.json().fields).toHaveProperty('email');
    }
    expect(regs.filter((r) => r.json().accessToken)).toHaveLength(1);
  });

  it('refuses NUL in CSV import cells in the dry run already, naming line and column', async () => {
    const file = 'code,name\nNUL-1,a\u0000b\n';
    const send = (query: string) =>
      t.as('admin', {
        method: 'POST',
        url: `/api/lookups/testgroups/import${query}`,
        payload: file,
        headers: { 'content-type': 'text/csv' },
      });
    const dry = await send('?dryRun=1');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([{ line: 2, field: 'name', message: 'may not contain NUL characters' }]);
    expect((await send('')).statusCode).toBeLessThan(500);
  });
});
