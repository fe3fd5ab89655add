import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFhirOrderBundle } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { notify } from '../src/services/notify';
import { createTestApp, demoCredentials, type DemoWho, type TestContext } from './helper';

/**
 * Issue 26 item 9: an idle session's polling (the bell, the chat and mail counters, the dashboard) leaves no rows
 * in the audit trail; a new notice shown and every read of patient data still do.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const lastAuditId = async () =>
  Number((await t.database.db.select({ id: sql<string>`max(${auditEvents.id})` }).from(auditEvents))[0]?.id ?? 0);
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const rowsOf = (id: number, after: number) =>
  t.database.db
    .select({ description: auditEvents.eventdescription })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, id), gt(auditEvents.id, after)));

/** What the top bar and the home page of an idle session ask, one minute's worth (docs: the web's refetch intervals). */
async function pollOneMinute(who: DemoWho, minute: number) {
  const get = async (url: string) => expect((await t.as(who, { url })).statusCode, url).toBe(200);
  await get('/api/notifications');
  await get('/api/notifications/unread-count');
  await get('/api/email/unread-count');
  if (minute % 5 === 0) await get('/api/app/chat/unread-count');
}

describe('an idle session', () => {
  it.each(['physician', 'editor', 'admin'] as const)(
    'polling for 10 minutes leaves no polling rows in the audit trail (%s)',
    async (who) => {
      const me = await userId(demoCredentials(who).email);
      await t.tokenFor(who); // signed in (its own audit row) before the session goes idle
      await notify(t.database.db, { userIds: [me], type: 'system', title: 'Case S26-00001 is ready', link: null });
      // The first view shows the notices: a read of what they name, audited once.
      const start = await lastAuditId();
      await pollOneMinute(who, 0);
      const first = await rowsOf(me, start);
      expect(first.map((r) => r.description)).toEqual([expect.stringMatching(/^Notifications viewed \(\d+ rows\)$/)]);

      const idle = await lastAuditId();
      for (let minute = 1; minute <= 10; minute++) await pollOneMinute(who, minute);
      expect(await rowsOf(me, idle)).toEqual([]);

      // A new notice is new data shown: the next poll audits it, once.
      await notify(t.database.db, { userIds: [me], type: 'system', title: 'Case S26-00002 is ready', link: null });
      const news = await lastAuditId();
      for (let minute = 11; minute <= 13; minute++) await pollOneMinute(who, minute);
      expect((await rowsOf(me, news)).map((r) => r.description)).toEqual([
        expect.stringMatching(/^Notifications viewed/),
      ]);
    },
  );

  it.each([
    ['patient', '/api/dashboard', 10, null],
    ['editor', '/api/orders?status=pending', 10, '/api/orders'],
    ['admin', '/api/interfaces/messages?pageSize=25', 120, '/api/interfaces/messages?pageSize=10'],
  ] as const)(
    'a screen that polls a list of patient data (%s, %s) audits what it shows once, not every poll',
    async (who, url, polls, otherUrl) => {
      const me = await userId(demoCredentials(who).email);
      await t.tokenFor(who);
      // An order from a hospital system: a pending order and an inbound message to show.
      if (who !== 'patient') {
        const placer = `POLL-${who}`;
        const res = await t.as('staff', {
          method: 'POST',
          url: '/fhir',
          headers: { 'content-type': 'application/fhir+json' },
          payload: JSON.stringify(exampleFhirOrderBundle({ placer, mrn: `P${who.toUpperCase()}1` })),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const start = await lastAuditId();
      for (let i = 0; i < polls; i++) expect((await t.as(who, { url })).statusCode, url).toBe(200);
      const rows = await rowsOf(me, start);
      // Demo data shows rows on each of these screens (an empty list is no read of patient data).
      expect(rows).toHaveLength(1);
      // Another query is another view: audited once too.
      if (otherUrl) {
        const other = await lastAuditId();
        expect((await t.as(who, { url: otherUrl })).statusCode).toBe(200);
        expect((await t.as(who, { url: otherUrl })).statusCode).toBe(200);
        expect(await rowsOf(me, other)).toHaveLength(1);
      }
    },
  );

  it('still audits a read of patient data and every write', async () => {
    const me = await userId('physician@demo.com');
    const before = await lastAuditId();
    expect((await t.as('physician', { url: '/api/my/reports' })).statusCode).toBe(200);
    expect((await t.as('physician', { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(200);
    const rows = (await rowsOf(me, before)).map((r) => r.description);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^My reports listed/),
        expect.stringMatching(/notifications marked read$/),
      ]),
    );
  });
});
