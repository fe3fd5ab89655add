import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase } from '@lab/domain';
import { auditEvents, interfaceMessages, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { deliverDue, type DeliverySettings } from '../src/services/interface-delivery';
import { createTestApp, type TestContext } from './helper';
import { hl7StrictErrors } from './hl7-strict';
import { mllpReceiver as receiver } from './mllp-support';
import { lookupId, signCase } from './sign-out';

/**
 * Results out end to end (docs/interfaces.md): destinations, a signed case queued in the release's transaction,
 * delivered over real TCP to an MLLP listener of this test that ACKs, the retry once a killed receiver is back,
 * `failed` after the last attempt, the message log and resend.
 */
let t: TestContext;
const ids = {} as Record<'rl' | 'site' | 'he' | 'provider' | 'patient' | 'facility' | 'otherFacility', number>;
const settings: DeliverySettings = {
  interfaceDeliveryMs: 1000,
  interfaceMaxAttempts: 3,
  interfaceAckTimeoutMs: 1500,
  interfaceBackoffMs: 50,
};

const idOf = (key: string, code: string) => lookupId(t, key, code);

async function signedCase(facilityId: number | null = ids.facility): Promise<TCase> {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: ids.patient,
      providerId: ids.provider,
      pathologistId: ids.rl,
      ...(facilityId ? { facilityId } : {}),
      parts: [{ bodySiteId: ids.site, laterality: 'left', description: 'Shave biopsy' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  await signCase(t, c.id);
  return c;
}

const outbound = (caseId: number) =>
  t.database.db
    .select()
    .from(interfaceMessages)
    .where(eq(interfaceMessages.caseId, caseId))
    .orderBy(interfaceMessages.id);

/** Makes every queued row due now (the backoff is real but short; this keeps the test from sleeping). */
const dueNow = () =>
  t.database.db
    .update(interfaceMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(interfaceMessages.status, 'queued'));

async function addDestination(payload: Record<string, unknown>) {
  const res = await t.as('admin', { method: 'POST', url: '/api/interfaces/destinations', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [own] = await db.select().from(providers).where(eq(providers.userId, physician!.id));
  const facilities = lookupTables.submittingfacilities!;
  const fac = await db.select({ id: facilities.id }).from(facilities).orderBy(facilities.id).limit(2);
  const [patient] = await db
    .execute<{ id: number }>(sql`select id from patients where user_id is null order by id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  Object.assign(ids, {
    rl: await idOf('pathologists', 'RL'),
    site: await idOf('bodysites', 'SKFA'),
    he: await idOf('stainlist', 'HE'),
    provider: own!.id,
    patient: patient!.id,
    facility: fac[0]!.id,
    otherFacility: fac[1]!.id,
  });
}, 180_000);
afterAll(() => t.close());

describe('destinations', () => {
  it('are added, listed, changed and deactivated by an administrator, audited; bad input names the field', async () => {
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/interfaces/destinations',
      payload: { name: 'EHR', kind: 'mllp', host: 'ehr.example.org' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/port/);
    const noUrl = await t.as('admin', {
      method: 'POST',
      url: '/api/interfaces/destinations',
      payload: { name: 'FHIR', kind: 'fhir', baseUrl: 'ftp://x' },
    });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.body).toMatch(/baseUrl/);
    const staff = await t.as('editor', { method: 'POST', url: '/api/interfaces/destinations', payload: {} });
    expect(staff.statusCode).toBe(403);

    const d = await addDestination({ name: 'Spare EHR', kind: 'mllp', host: '127.0.0.1', port: 9, facilityIds: [] });
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/interfaces/destinations/${d.id}`,
      payload: { name: 'Spare EHR 2' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Spare EHR 2', host: '127.0.0.1', port: 9, active: true });
    const off = await t.as('admin', { method: 'POST', url: `/api/interfaces/destinations/${d.id}/deactivate` });
    expect(off.json()).toMatchObject({ active: false });
    const list = (await t.as('admin', { url: '/api/interfaces/destinations' })).json() as { data: { id: number }[] };
    expect(list.data.some((x) => x.id === d.id)).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'interface-destination'), eq(auditEvents.entityId, String(d.id))));
    expect(audits.length).toBe(3);
  });
});

describe('delivery over MLLP', () => {
  it('a signed case is queued per matching destination, delivered over TCP and ACKed; a killed receiver gets it once it is back', async () => {
    let answer: 'AA' | 'AE' | null = 'AA';
    const rx = await receiver(() => answer);
    const ehr = await addDestination({ name: 'EHR', kind: 'mllp', host: '127.0.0.1', port: rx.port });
    const elsewhere = await addDestination({
      name: 'Other clinic',
      kind: 'mllp',
      host: '127.0.0.1',
      port: rx.port,
      facilityIds: [ids.otherFacility],
    });

    const c = await signedCase();
    const queued = await outbound(c.id);
    // Queued with the release: for the every-facility destination, not the one of another facility.
    expect(queued.map((m) => [m.destinationId, m.status, m.messageType])).toEqual([[ehr.id, 'queued', 'ORU^R01']]);
    expect(queued.some((m) => m.destinationId === elsewhere.id)).toBe(false);
    expect(hl7StrictErrors(queued[0]!.body)).toEqual([]);

    expect(await deliverDue(t.database.db, settings)).toBe(1);
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0]).toContain(`|${c.caseNumber}^LABPORTAL|`);
    expect(
      rx.received[0]!.split('\r')
        .find((s) => s.startsWith('OBR'))!
        .split('|')[25],
    ).toBe('F');
    const [acked] = await outbound(c.id);
    expect(acked).toMatchObject({ status: 'acked', attempts: 1 });
    expect(acked!.ack).toContain('MSA|AA|');

    // The receiver dies: a refused connection is retried with backoff; nothing is lost.
    await rx.close();
    const c2 = await signedCase();
    await deliverDue(t.database.db, settings);
    let [m] = await outbound(c2.id);
    expect(m).toMatchObject({ status: 'queued', attempts: 1 });
    expect(m!.lastError).toMatch(/ECONNREFUSED/);
    expect(m!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 1000);

    // Back on the same port: the retry delivers it, once.
    const back = await receiver(() => answer, rx.port);
    await dueNow();
    await deliverDue(t.database.db, settings);
    [m] = await outbound(c2.id);
    expect(m).toMatchObject({ status: 'acked', attempts: 2 });
    expect(back.received.filter((x) => x.includes(c2.caseNumber))).toHaveLength(1);

    // AE is retried, then failed after the last attempt; a receiver that never answers times out alike.
    answer = 'AE';
    const c3 = await signedCase();
    for (let i = 0; i < settings.interfaceMaxAttempts; i++) {
      await dueNow();
      await deliverDue(t.database.db, settings);
    }
    [m] = await outbound(c3.id);
    expect(m).toMatchObject({ status: 'failed', attempts: 3, lastError: 'AE' });

    // Resent from the log: queued again, delivered.
    answer = 'AA';
    const resent = await t.as('admin', {
      method: 'POST',
      url: `/api/interfaces/messages/${m!.id}/resend`,
      payload: {},
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0 });
    await deliverDue(t.database.db, settings);
    [m] = await outbound(c3.id);
    expect(m).toMatchObject({ status: 'acked', attempts: 1 });
    await back.close();
    await t.as('admin', { method: 'POST', url: `/api/interfaces/destinations/${ehr.id}/deactivate` });
    await t.as('admin', { method: 'POST', url: `/api/interfaces/destinations/${elsewhere.id}/deactivate` });
  });

  it('two workers at once never send one message twice, and keep the order of a case', async () => {
    const rx = await receiver(() => 'AA');
    const d = await addDestination({ name: 'EHR 2', kind: 'mllp', host: '127.0.0.1', port: rx.port });
    const cases = [await signedCase(), await signedCase(), await signedCase()];
    const [a, b] = await Promise.all([deliverDue(t.database.db, settings), deliverDue(t.database.db, settings)]);
    expect(a + b).toBe(3);
    expect(rx.received).toHaveLength(3);
    for (const c of cases) expect(rx.received.filter((x) => x.includes(`|${c.caseNumber}^`))).toHaveLength(1);
    await rx.close();
    await t.as('admin', { method: 'POST', url: `/api/interfaces/destinations/${d.id}/deactivate` });
  });
});

describe('the message log', () => {
  it('lists messages by direction, status and q (control id, case number, MRN), paged, and audits the read', async () => {
    const all = await t.as('admin', { url: '/api/interfaces/messages?direction=out&pageSize=2' });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json() as { data: { controlId: string; caseNumber: string; body: string }[]; total: number };
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.data[0]).toMatchObject({
      direction: 'out',
      type: 'ORU^R01',
      destination: expect.objectContaining({ kind: 'mllp' }),
    });
    expect(page.data[0]!.body.startsWith('MSH|')).toBe(true);
    const byCase = (
      await t.as('admin', { url: `/api/interfaces/messages?q=${encodeURIComponent(page.data[0]!.caseNumber)}` })
    ).json() as { data: { caseNumber: string }[] };
    expect(byCase.data.length).toBeGreaterThan(0);
    expect(byCase.data.every((m) => m.caseNumber === page.data[0]!.caseNumber)).toBe(true);
    const failed = (await t.as('admin', { url: '/api/interfaces/messages?status=failed' })).json() as { total: number };
    expect(failed.total).toBe(0);
    const bad = await t.as('admin', { url: '/api/interfaces/messages?status=lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/status/);
    expect((await t.as('editor', { url: '/api/interfaces/messages' })).statusCode).toBe(403);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'interface-message-log'), eq(auditEvents.eventtype, 'read')));
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });
});
