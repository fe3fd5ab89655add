import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillExample, ORM_251_STANDARD, parseHl7, readSegment } from '@lab/domain';
import { interfaceMessages } from '../src/db/schema/index';
import { startMllpListener } from '../src/routes/orders/mllp';
import { deliverDue, type DeliverySettings } from '../src/services/interface-delivery';
import { createTestApp, type TestContext } from './helper';
import { hl7StrictErrors } from './hl7-strict';
import { ackOf, MllpClient, mllpReceiver } from './mllp-support';
import { amendCase, signCase } from './sign-out';

/**
 * Issue 28's MLLP "done when", in one piece: an ORM^O01 over a real TCP connection to the MLLP listener, its AA
 * ACK; the order accessioned and the case signed; the ORU^R01 received on this test's own MLLP listener (a
 * destination) carrying the placer order number in ORC-2 / OBR-2, and ACKed; the receiver killed, an amendment
 * signed, the retry seen, the receiver back and the message delivered once. On PGlite and PostgreSQL.
 */
let t: TestContext;
let listener: Awaited<ReturnType<typeof startMllpListener>>;
const run = Date.now().toString(36);
const settings: DeliverySettings = {
  interfaceDeliveryMs: 1000,
  interfaceMaxAttempts: 5,
  interfaceAckTimeoutMs: 1500,
  interfaceBackoffMs: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  listener = await startMllpListener({
    port: 0,
    host: '127.0.0.1',
    handle: (text, remote) => t.app.orderIntake.receiveHl7(text, remote),
  });
}, 120_000);
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const outbound = (caseId: number) =>
  t.database.db
    .select()
    .from(interfaceMessages)
    .where(and(eq(interfaceMessages.caseId, caseId), eq(interfaceMessages.direction, 'out')))
    .orderBy(interfaceMessages.id);

/** ORC-2.1 and OBR-2.1 of a received ORU^R01. */
function placerIds(oru: string) {
  const m = parseHl7(oru);
  const field = (name: string, n: number) =>
    readSegment(
      m.segments.find((s) => s.name === name)!,
      m.delimiters,
    ).get(n);
  return {
    type: field('MSH', 9) + '^' + readSegment(m.segments[0]!, m.delimiters).get(9, 2),
    orc2: field('ORC', 2),
    obr2: field('OBR', 2),
  };
}

describe('an order in over MLLP, its result out over MLLP', () => {
  it('ORM^O01 → AA → accession → sign → ORU^R01 with the placer order number, ACKed; a killed receiver gets the amendment once it is back', async () => {
    let answer: 'AA' | null = 'AA';
    const rx = await mllpReceiver(() => answer);
    const dest = await t.as('admin', {
      method: 'POST',
      url: '/api/interfaces/destinations',
      payload: { name: `EHR ${run}`, kind: 'mllp', host: '127.0.0.1', port: rx.port },
    });
    expect(dest.statusCode, dest.body).toBe(201);

    // The standard's ORM^O01, its placer order number in OBR-2 only (ORC-2 empty: the mapping falls back).
    const placer = `PO-${run}-rt`;
    const orm = fillExample(ORM_251_STANDARD, `RT-${run}`, placer)
      .replace(`ORC|NW|${placer}^CPOE|`, 'ORC|NW||')
      .replace('M20001^^^STLUKE^MR', `RT${run.slice(-6).toUpperCase()}^^^STLUKE^MR`);
    const client = new MllpClient(listener.port);
    await client.ready;
    const ackText = await client.send(orm);
    client.close();
    const ack = ackOf(ackText);
    expect([ack.code, ack.controlId]).toEqual(['AA', `RT-${run}`]);
    expect(hl7StrictErrors(ackText)).toEqual([]);

    const list = await t.as('staff', { url: `/api/orders?status=pending&q=${encodeURIComponent(placer)}` });
    const order = (list.json() as { data: { id: number; placerOrderNumber: string }[] }).data.find(
      (o) => o.placerOrderNumber === placer,
    )!;
    const accessioned = await t.as('editor', { method: 'POST', url: `/api/orders/${order.id}/accession` });
    expect(accessioned.statusCode, accessioned.body).toBe(200);
    const { caseId } = accessioned.json() as { caseId: number; caseNumber: string };
    await signCase(t, caseId, { assign: true });

    // The final report goes out to the destination, which ACKs it.
    expect(await deliverDue(t.database.db, settings)).toBe(1);
    expect(rx.received).toHaveLength(1);
    expect(hl7StrictErrors(rx.received[0]!)).toEqual([]);
    expect(placerIds(rx.received[0]!)).toEqual({ type: 'ORU^R01', orc2: placer, obr2: placer });
    let rows = await outbound(caseId);
    expect(rows.map((r) => [r.reportVersion, r.status, r.attempts])).toEqual([[1, 'acked', 1]]);
    expect(rows[0]!.ack).toContain('MSA|AA|');

    // The receiver is killed; an amendment is signed: the delivery is refused and queued again.
    await rx.close();
    answer = null;
    await amendCase(t, caseId);
    await deliverDue(t.database.db, settings);
    rows = await outbound(caseId);
    expect(rows.map((r) => [r.reportVersion, r.status, r.attempts])).toEqual([
      [1, 'acked', 1],
      [2, 'queued', 1],
    ]);
    expect(rows[1]!.lastError).toMatch(/ECONNREFUSED/);

    // Back on the same port: the retry delivers the amendment, once.
    answer = 'AA';
    const back = await mllpReceiver(() => answer, rx.port);
    await t.database.db
      .update(interfaceMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(interfaceMessages.id, rows[1]!.id));
    await deliverDue(t.database.db, settings);
    await deliverDue(t.database.db, settings);
    rows = await outbound(caseId);
    expect(rows.map((r) => [r.reportVersion, r.status, r.attempts])).toEqual([
      [1, 'acked', 1],
      [2, 'acked', 2],
    ]);
    expect(back.received).toHaveLength(1);
    expect(placerIds(back.received[0]!)).toEqual({ type: 'ORU^R01', orc2: placer, obr2: placer });
    expect(
      back.received[0]!.split('\r')
        .find((s) => s.startsWith('OBR'))!
        .split('|')[25],
    ).toBe('C');
    await back.close();
  });
});
