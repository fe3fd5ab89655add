import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, incomingOrders, interfaceMessages } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import {
  exampleFhirOrderBundle,
  fillExample,
  OML_251_SPM,
  ORM_23_EHR,
  ORM_251_STANDARD,
  type TIncomingOrder,
} from '@lab/domain';
import { frame, startMllpListener } from '../src/routes/orders/mllp';
import { ackOf, MllpClient } from './mllp-support';
import { fhirSchemaValidator } from './fhir-schema';
import { createTestApp, type TestContext } from './helper';
import { hl7StrictErrors } from './hl7-strict';
import { clientToken, newInterfaceClient } from './interface-clients';

/**
 * Orders in over MLLP (docs/interfaces.md): a real TCP listener on an ephemeral port, real framing, the real
 * database; then the staff's list, accession and reject.
 */
let t: TestContext;
const schema = fhirSchemaValidator();
let listener: Awaited<ReturnType<typeof startMllpListener>>;
let providerId: number;
const run = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  listener = await startMllpListener({
    port: 0,
    host: '127.0.0.1',
    handle: (text, remote) => t.app.orderIntake.receiveHl7(text, remote),
  });
  // The ordering provider of the examples, by NPI.
  const created = await t.as('admin', {
    method: 'POST',
    url: '/api/providers',
    payload: { firstName: 'Lucia', lastName: 'Ibarra', npi: '1234567893', credentials: 'MD' },
  });
  expect(created.statusCode, created.body).toBe(201);
  providerId = created.json().id;
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

async function orders(status?: string): Promise<TIncomingOrder[]> {
  const res = await t.as('staff', { url: `/api/orders?pageSize=100${status ? `&status=${status}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('MLLP listener', () => {
  it('stores the 2.5.1 standard example and answers AA with MSA-2 = MSH-10; a resend gets the same ACK', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const msg = fillExample(ORM_251_STANDARD, `STD-${run}`, `PO-${run}-1`);
    const first = await client.send(msg);
    const ack = ackOf(first);
    expect(ack).toMatchObject({ code: 'AA', controlId: `STD-${run}`, errors: [] });
    expect(ack.msh.get(5)).toBe('CPOE');
    expect(ack.msh.get(9, 1)).toBe('ACK');
    // Committed before the ACK left: the order is there now.
    const order = (await orders('pending')).find((o) => o.placerOrderNumber === `PO-${run}-1`)!;
    expect(order).toMatchObject({
      source: 'hl7',
      status: 'pending',
      patient: {
        mrn: 'M20001',
        assigningAuthority: 'STLUKE',
        lastName: 'Okafor',
        dob: '1968-04-12',
        matchedPatientId: null,
      },
      provider: { npi: '1234567893', providerId },
      facility: { code: 'STLUKE', name: "St. Luke's Medical Center" },
      tests: [{ code: 'SURG', system: 'L' }],
      specimens: [{ source: 'Biopsy', site: 'Left breast' }],
      icd10: ['N63.20'],
      clinicalHistory: 'Breast mass, left, 2 cm',
    });
    expect(order.facility!.facilityId).toEqual(expect.any(Number));

    // The same MSH-10 from the same MSH-3/MSH-4 again: the stored ACK, byte for byte, and no second order.
    expect(await client.send(msg)).toBe(first);
    expect((await orders()).filter((o) => o.placerOrderNumber === `PO-${run}-1`)).toHaveLength(1);
    const logged = await t.database.db
      .select({ id: interfaceMessages.id, status: interfaceMessages.status, ack: interfaceMessages.ack })
      .from(interfaceMessages)
      .where(and(eq(interfaceMessages.direction, 'in'), eq(interfaceMessages.controlId, `STD-${run}`)));
    expect(logged).toEqual([{ id: expect.any(Number), status: 'received', ack: first }]);
    client.close();
  });

  it("carries many messages per connection in a real EHR's style (2.3, CRLF, Z-segments, repetitions) and OML^O21", async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    // Two frames in one write, and a third split across writes: ACKs come back in order.
    const a = fillExample(ORM_23_EHR, `EHR-${run}-1`, `E${run}1`);
    const b = fillExample(OML_251_SPM, `OML-${run}-1`, `F${run}1`);
    const c = fillExample(ORM_23_EHR, `EHR-${run}-2`, `E${run}2`);
    client.writeRaw(Buffer.concat([frame(a), frame(b)]));
    const cf = frame(c);
    client.writeRaw(cf.subarray(0, 20));
    await new Promise((r) => setTimeout(r, 50));
    client.writeRaw(cf.subarray(20));
    const acks = [await client.next(), await client.next(), await client.next()].map(ackOf);
    expect(acks.map((x) => [x.code, x.controlId])).toEqual([
      ['AA', `EHR-${run}-1`],
      ['AA', `OML-${run}-1`],
      ['AA', `EHR-${run}-2`],
    ]);
    // 2.3 is answered in 2.3.
    expect(acks[0]!.msh.get(12)).toBe('2.3');
    const list = await orders('pending');
    const ehr = list.find((o) => o.placerOrderNumber === `E${run}1`)!;
    expect(ehr).toMatchObject({
      patient: { mrn: 'R55501', assigningAuthority: 'RIVERW', lastName: 'Delgado' },
      caseType: 'S',
      priority: 'stat',
      specimens: [
        { source: 'Cervix', site: '' },
        { source: 'Endocervix&curettage', site: '' },
      ],
      icd10: ['R87.610', 'N87.1'],
      // MSH-4 names a submitting facility (RIVERW): its default when ORC-21 is empty.
      facility: { facilityId: expect.any(Number) },
    });
    expect(list.find((o) => o.placerOrderNumber === `F${run}1`)).toMatchObject({
      caseType: 'F',
      specimens: [
        { source: 'Urine', site: 'Bladder' },
        { source: 'Bladder washing', site: 'Bladder' },
      ],
    });
    client.close();
  });

  it('answers AE with ERR segments naming segment and field, and AR for other messages and garbage', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const wrong = fillExample(ORM_251_STANDARD, `BAD-${run}`, `PO-${run}-bad`)
      .replace('M20001^^^STLUKE^MR', '')
      .replace('SURG^Surgical pathology^L', 'NOPE^Unknown^L');
    const ae = ackOf(await client.send(wrong));
    expect(ae.code).toBe('AE');
    expect(ae.controlId).toBe(`BAD-${run}`);
    expect(ae.errors).toEqual([
      { location: 'PID^1^3', code: '101', text: 'PID-3: the patient identifier (MRN) is missing' },
      { location: 'OBR^1^4', code: '103', text: 'OBR-4: test code NOPE^L is not in the Order Codes list' },
    ]);
    expect((await orders()).some((o) => o.placerOrderNumber === `PO-${run}-bad`)).toBe(false);

    const oru = ackOf(await client.send(`MSH|^~\\&|X|Y|||20261126||ORU^R01|ORU-${run}|P|2.5.1\rPID|1`));
    expect(oru).toMatchObject({ code: 'AR', controlId: `ORU-${run}`, errors: [{ location: 'MSH^1^9', code: '200' }] });
    const v26 = ackOf(await client.send(`MSH|^~\\&|X|Y|||20261126||ORM^O01|V26-${run}|P|2.6\rPID|1`));
    expect(v26).toMatchObject({ code: 'AR', errors: [{ location: 'MSH^1^12', code: '203' }] });
    // Garbage between frames: AR, and the connection still takes the next message.
    client.writeRaw('hello there\r\n');
    expect(ackOf(await client.next()).code).toBe('AR');
    const ok = ackOf(await client.send(fillExample(ORM_251_STANDARD, `AFTER-${run}`, `PO-${run}-after`)));
    expect(ok.code).toBe('AA');
    client.close();
  });

  it('answers AE for an impossible collection time (OBR-7), with no order stored', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const text = fillExample(ORM_251_STANDARD, `OBR7-${run}`, `PO-${run}-obr7`).replace(
      '|||20261126080000||',
      '|||20261131250000||',
    );
    const ack = await client.send(text);
    client.close();
    expect(ack.split('\r').filter((l) => l.startsWith('MSA') || l.startsWith('ERR'))).toEqual([
      'MSA|AE|OBR7-' + run + '|OBR-7: "20261131250000" is not a date and time (YYYYMMDDHHMM[SS][+/-ZZZZ])',
      'ERR||OBR^1^7|102^Data type error^HL70357|E||||OBR-7: "20261131250000" is not a date and time (YYYYMMDDHHMM[SS][+/-ZZZZ])',
    ]);
    expect((await orders()).some((o) => o.placerOrderNumber === `PO-${run}-obr7`)).toBe(false);
  });

  it("logs the order's MRN (PID-3's MR repetition, not the first), so the message log finds the message by it", async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const mrn = `Z${run.slice(-6).toUpperCase()}`;
    const text = fillExample(ORM_251_STANDARD, `MRN-${run}`, `PO-${run}-mrn`).replace(
      'M20001^^^STLUKE^MR',
      `123^^^SSA^SS~${mrn}^^^GENHOSP^MR`,
    );
    expect(ackOf(await client.send(text)).code).toBe('AA');
    client.close();
    expect((await orders()).find((o) => o.placerOrderNumber === `PO-${run}-mrn`)!.patient.mrn).toBe(mrn);
    const log = await t.as('admin', { url: `/api/interfaces/messages?direction=in&q=${mrn}` });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.map((m: { controlId: string; mrn: string }) => [m.controlId, m.mrn])).toEqual([
      [`MRN-${run}`, mrn],
    ]);
  });

  it('answers ACKs that pass the strict 2.5.1 check: AA, AE, AR, garbage and a message without MSH-10', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const aa = await client.send(fillExample(ORM_251_STANDARD, `STRICT-AA-${run}`, `PO-${run}-strict`));
    const ae = await client.send(
      fillExample(ORM_251_STANDARD, `STRICT-AE-${run}`, `PO-${run}-strict-ae`)
        .replace('M20001^^^STLUKE^MR', '')
        .replace('SURG^Surgical pathology^L', 'NOPE^Unknown^L'),
    );
    const ae23 = await client.send(
      fillExample(ORM_23_EHR, `STRICT-AE23-${run}`, `PO-${run}-strict-ae23`).replace('19790203', '19791332'),
    );
    const oru = await client.send(`MSH|^~\\&|X|Y|||20261126||ORU^R01|STRICT-ORU-${run}|P|2.5.1\rPID|1`);
    const noControlId = await client.send(`MSH|^~\\&|X|Y|||20261126||ORM^O01|||2.5.1\rPID|1`);
    client.writeRaw('hello there\r\n');
    const garbage = await client.next();
    client.close();
    const acks = { aa, ae, ae23, oru, noControlId, garbage };
    for (const [name, ack] of Object.entries(acks)) expect([name, hl7StrictErrors(ack)]).toEqual([name, []]);
    expect(Object.values(acks).map((a) => [ackOf(a).code, ackOf(a).msh.raw(9)])).toEqual([
      ['AA', 'ACK^O01^ACK'],
      ['AE', 'ACK^O01^ACK'],
      ['AE', 'ACK^O01'],
      ['AR', 'ACK^R01^ACK'],
      ['AR', 'ACK^O01^ACK'],
      ['AR', 'ACK'],
    ]);
    // MSA-2 = MSH-10; UNKNOWN when it could not be read (documented).
    expect(ackOf(noControlId).controlId).toBe('UNKNOWN');
    expect(ackOf(garbage).controlId).toBe('UNKNOWN');
    expect(ackOf(aa).controlId).toBe(`STRICT-AA-${run}`);
  });

  it('keeps serving others while one client is slow or broken', async () => {
    const slow = new MllpClient(listener.port);
    await slow.ready;
    // Half a frame, never finished.
    slow.writeRaw(frame(fillExample(ORM_251_STANDARD, `SLOW-${run}`, `PO-${run}-slow`)).subarray(0, 40));
    const broken = net.connect(listener.port, '127.0.0.1');
    await new Promise((r) => broken.once('connect', r));
    broken.write(Buffer.from([0x0b, 0x4d, 0x53]));
    broken.destroy();
    const other = new MllpClient(listener.port);
    await other.ready;
    const started = Date.now();
    const ack = ackOf(await other.send(fillExample(ORM_251_STANDARD, `FAST-${run}`, `PO-${run}-fast`)));
    expect(ack.code).toBe('AA');
    expect(Date.now() - started).toBeLessThan(5000);
    slow.close();
    other.close();
  });

  it('answers the same ACK to two copies sent at once on two connections, with one order', async () => {
    const msg = fillExample(ORM_251_STANDARD, `TWICE-${run}`, `PO-${run}-twice`);
    const c1 = new MllpClient(listener.port);
    const c2 = new MllpClient(listener.port);
    await Promise.all([c1.ready, c2.ready]);
    const [a1, a2] = await Promise.all([c1.send(msg), c2.send(msg)]);
    expect(a1).toBe(a2);
    expect(ackOf(a1).code).toBe('AA');
    expect((await orders()).filter((o) => o.placerOrderNumber === `PO-${run}-twice`)).toHaveLength(1);
    c1.close();
    c2.close();
  });

  it('CA cancels a pending order; on an accessioned one it answers AE and tells the staff; XO changes a pending one', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const placer = `PO-${run}-ca`;
    await client.send(fillExample(ORM_251_STANDARD, `CA0-${run}`, placer));
    const xo = fillExample(ORM_251_STANDARD, `XO-${run}`, placer)
      .replace('ORC|NW|', 'ORC|XO|')
      .replace('Breast mass, left, 2 cm', 'Breast mass, left, 3 cm');
    expect(ackOf(await client.send(xo)).code).toBe('AA');
    let order = (await orders()).find((o) => o.placerOrderNumber === placer)!;
    expect(order.clinicalHistory).toBe('Breast mass, left, 3 cm');
    const cancel = fillExample(ORM_251_STANDARD, `CA1-${run}`, placer).replace('ORC|NW|', 'ORC|CA|');
    expect(ackOf(await client.send(cancel)).code).toBe('AA');
    order = (await orders()).find((o) => o.placerOrderNumber === placer)!;
    expect(order.status).toBe('cancelled');
    // Cancelling an unknown order: AE on ORC-2.
    const unknown = ackOf(
      await client.send(fillExample(ORM_251_STANDARD, `CA2-${run}`, `NOPE-${run}`).replace('ORC|NW|', 'ORC|CA|')),
    );
    expect(unknown).toMatchObject({ code: 'AE', errors: [{ location: 'ORC^1^2' }] });

    // Accessioned first, then a cancel: AE, a notice on the order and a notification to staff.
    const placer2 = `PO-${run}-ca2`;
    const nw = ackOf(await client.send(fillExample(ORM_251_STANDARD, `CA3-${run}`, placer2)));
    expect(nw.code).toBe('AA');
    const pending = (await orders('pending')).find((o) => o.placerOrderNumber === placer2)!;
    const acc = await t.as('staff', { method: 'POST', url: `/api/orders/${pending.id}/accession`, payload: {} });
    expect(acc.statusCode, acc.body).toBe(200);
    const late = ackOf(
      await client.send(fillExample(ORM_251_STANDARD, `CA4-${run}`, placer2).replace('ORC|NW|', 'ORC|CA|')),
    );
    expect(late.code).toBe('AE');
    expect(late.errors[0]!.text).toContain(`already accessioned as case ${acc.json().caseNumber}`);
    // Application record locked (not 207, which senders retry), on ORC-1, with the readable ERR-8.
    expect(late.errors).toEqual([
      {
        location: 'ORC^1^1',
        code: '206',
        text: `Order ${placer2} is already accessioned as case ${acc.json().caseNumber}: it cannot be cancelled by message; the lab was told`,
      },
    ]);
    const after = (await orders('accessioned')).find((o) => o.placerOrderNumber === placer2)!;
    expect(after.notice).toContain('cancel');
    const bell = await t.as('staff', { url: '/api/notifications' });
    expect(JSON.stringify(bell.json())).toContain(`Order ${placer2}: cancel request after accessioning`);
    client.close();
  });
});

describe('incoming orders for staff', () => {
  it('accessions an order as a case with its parts, provider, facility, codes and history, and registers the new patient', async () => {
    const client = new MllpClient(listener.port);
    await client.ready;
    const placer = `PO-${run}-acc`;
    const msg = fillExample(ORM_23_EHR, `ACC-${run}`, placer).replaceAll('R55501', `R${run.slice(-6).toUpperCase()}`);
    expect(ackOf(await client.send(msg)).code).toBe('AA');
    client.close();
    const order = (await orders('pending')).find((o) => o.placerOrderNumber === placer)!;
    expect(order.patient.matchedPatientId).toBeNull();

    const res = await t.as('editor', { method: 'POST', url: `/api/orders/${order.id}/accession` });
    expect(res.statusCode, res.body).toBe(200);
    const { caseId, caseNumber } = res.json();
    expect(caseNumber).toMatch(/^S\d{2}-/);
    const kase = (await t.as('staff', { url: `/api/cases/${caseId}` })).json();
    expect(kase).toMatchObject({
      caseNumber,
      caseType: 'S',
      priority: 'stat',
      provider: { id: providerId, npi: '1234567893' },
      facility: { code: 'RIVERW' },
      clinicalHistory: expect.stringContaining('Abnormal Pap'),
      tests: [{ code: 'SP-BX' }],
      collectedAt: '2026-11-26T09:00:00.000Z',
    });
    expect(kase.icdCodes.map((c: { code: string }) => c.code)).toEqual(['R87.610', 'N87.1']);
    expect(kase.parts.map((p: { label: string; description: string }) => [p.label, p.description])).toEqual([
      ['A', 'Cervix'],
      ['B', 'Endocervix&curettage'],
    ]);
    const done = (await orders('accessioned')).find((o) => o.id === order.id)!;
    expect(done).toMatchObject({ status: 'accessioned', caseId, caseNumber });
    expect(done.patient.matchedPatientId).toEqual(kase.patient.id);
    // Accessioned once only.
    expect((await t.as('staff', { method: 'POST', url: `/api/orders/${order.id}/accession` })).statusCode).toBe(409);
    // The same patient sent again matches by MRN now.
    const again = new MllpClient(listener.port);
    await again.ready;
    await again.send(msg.replace(`ACC-${run}`, `ACC2-${run}`).replaceAll(placer, `${placer}-2`));
    again.close();
    const second = (await orders('pending')).find((o) => o.placerOrderNumber === `${placer}-2`)!;
    expect(second.patient).toMatchObject({ matchedPatientId: kase.patient.id, matchedBy: 'mrn' });
    // The audit trail has both steps.
    const audit = await t.database.db
      .select({ what: auditEvents.eventdescription, who: auditEvents.username })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'incoming-order'), eq(auditEvents.entityId, String(order.id))));
    expect(audit).toEqual([
      { what: expect.stringContaining(`Incoming order ${placer} received (HL7`), who: 'interface:EPIC/RIVERW' },
      { what: `Incoming order ${placer} accessioned as ${caseNumber}`, who: expect.stringMatching(/demo/i) },
    ]);
  });

  it('matches an existing patient by name and date of birth, and takes the patient staff choose', async () => {
    const patient = await t.as('staff', {
      method: 'POST',
      url: '/api/patients',
      payload: { firstName: 'Ken', lastName: 'Nakamura', dob: '1955-08-30', sex: 'male', confirmDuplicate: true },
    });
    expect(patient.statusCode, patient.body).toBe(201);
    const client = new MllpClient(listener.port);
    await client.ready;
    await client.send(
      fillExample(OML_251_SPM, `NM-${run}`, `F${run}nm`).replace('M20002', `Q${run.slice(-6).toUpperCase()}`),
    );
    client.close();
    const order = (await orders('pending')).find((o) => o.placerOrderNumber === `F${run}nm`)!;
    expect(order.patient).toMatchObject({ matchedPatientId: patient.json().id, matchedBy: 'name-dob' });
    const bad = await t.as('staff', {
      method: 'POST',
      url: `/api/orders/${order.id}/accession`,
      payload: { patientId: 99999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['patientId']);
    const ok = await t.as('staff', {
      method: 'POST',
      url: `/api/orders/${order.id}/accession`,
      payload: { patientId: patient.json().id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().caseNumber).toMatch(/^F\d{2}-/);
  });

  it('rejects with a reason (required), audited; only staff see and act on orders', async () => {
    const order = (await orders('pending'))[0]!;
    const noReason = await t.as('staff', {
      method: 'POST',
      url: `/api/orders/${order.id}/reject`,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    const res = await t.as('staff', {
      method: 'POST',
      url: `/api/orders/${order.id}/reject`,
      payload: { reason: 'Duplicate of a paper requisition' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Duplicate of a paper requisition' });
    expect((await t.as('staff', { method: 'POST', url: `/api/orders/${order.id}/accession` })).statusCode).toBe(409);
    expect((await orders('rejected')).some((o) => o.id === order.id)).toBe(true);
    const count = await t.as('staff', { url: '/api/orders/count' });
    expect(count.json().pending).toBe((await orders('pending')).length);
    for (const who of ['physician', 'patient'] as const) {
      expect((await t.as(who, { url: '/api/orders' })).statusCode).toBe(403);
    }
    const bad = await t.as('staff', { url: '/api/orders?status=done' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
  });

  it('lists the seeded order codes as the 26th lookup list', async () => {
    const res = await t.as('admin', { url: '/api/lookups/ordercodes?sort=code&pageSize=50' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { code: string; codingSystem: string; caseType: string }) => [
          r.code,
          r.codingSystem,
          r.caseType,
        ]),
    ).toEqual([
      ['88112', 'CPT', 'C'],
      ['88305', 'CPT', 'S'],
      ['88367', 'CPT', 'F'],
      ['CYTO', 'L', 'C'],
      ['FISH', 'L', 'F'],
      ['SURG', 'L', 'S'],
    ]);
  });
});

describe('FHIR R4 in', () => {
  const post = (url: string, body: unknown, who: 'staff' | 'physician' | null = 'staff') =>
    t.as(who, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(body),
    });

  it('takes a transaction Bundle as an incoming order; the same Bundle again makes no second order', async () => {
    const bundle = exampleFhirOrderBundle({
      placer: `FH-${run}`,
      mrn: `FH${run.slice(-6).toUpperCase()}`,
      id: `B-${run}`,
    });
    const res = await post('/fhir', bundle);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const answer = res.json();
    expect(answer).toMatchObject({ resourceType: 'Bundle', type: 'transaction-response' });
    const order = (await orders('pending')).find((o) => o.placerOrderNumber === `FH-${run}`)!;
    // One entry per request entry, in its order (Patient, Practitioner, Specimen, Condition, ServiceRequest).
    expect(schema.validate(answer)).toEqual([]);
    expect(answer.entry.map((e: { response: { status: string; location?: string } }) => e.response)).toEqual([
      expect.objectContaining({ status: '202 Accepted' }),
      expect.objectContaining({ status: '202 Accepted' }),
      expect.objectContaining({ status: '202 Accepted' }),
      expect.objectContaining({ status: '202 Accepted' }),
      expect.objectContaining({ status: '201 Created', location: `ServiceRequest/${order.id}` }),
    ]);
    expect(answer.entry.filter((e: { response: { location?: string } }) => e.response.location)).toHaveLength(1);
    expect(order).toMatchObject({
      source: 'fhir',
      patient: { lastName: 'Whitaker', firstName: 'Joan', middleName: 'E', dob: '1961-07-19', sex: 'female' },
      provider: { npi: '1234567893', providerId },
      caseType: 'S',
      tests: [{ code: '88305', system: 'CPT' }],
      specimens: [{ source: 'Core biopsy', site: 'Right breast, 10 o’clock' }],
      icd10: ['N63.10'],
      clinicalHistory: 'Mammographic mass, BI-RADS 4',
      collectedAt: '2026-11-26T08:30:00.000Z',
    });
    const again = await post('/fhir', bundle);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answer);
    expect((await orders()).filter((o) => o.placerOrderNumber === `FH-${run}`)).toHaveLength(1);
  });

  it('takes a ServiceRequest with its Patient contained', async () => {
    const bundle = exampleFhirOrderBundle({ placer: `SR-${run}`, mrn: `SR${run.slice(-6).toUpperCase()}` }) as {
      entry: Array<{ resource: Record<string, unknown> }>;
    };
    const patient = { ...bundle.entry[0]!.resource, id: 'p1' };
    const sr = {
      ...bundle.entry[4]!.resource,
      contained: [patient],
      subject: { reference: '#p1' },
      requester: undefined,
      specimen: undefined,
    };
    const res = await post('/fhir/ServiceRequest', sr);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ resourceType: 'ServiceRequest', id: expect.any(String) });
    expect(res.headers.location).toBe(`ServiceRequest/${res.json().id}`);
  });

  it('answers an OperationOutcome naming the element path on error, and refuses those who may not post', async () => {
    const bundle = exampleFhirOrderBundle({ placer: `FX-${run}`, mrn: 'FX1234' }) as {
      entry: Array<{ resource: Record<string, unknown> }>;
    };
    delete bundle.entry[0]!.resource.birthDate;
    (bundle.entry[4]!.resource.code as { coding: Array<{ code: string }> }).coding[0]!.code = '99999';
    const res = await post('/fhir', bundle);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resourceType: 'OperationOutcome',
      issue: [
        {
          severity: 'error',
          code: 'required',
          diagnostics: 'the birth date (YYYY-MM-DD) is missing',
          expression: ['Bundle.entry[0].resource.birthDate'],
        },
        {
          severity: 'error',
          code: 'code-invalid',
          diagnostics: 'test code 99999 is not in the Order Codes list',
          expression: ['Bundle.entry[4].resource.code.coding[0]'],
        },
      ],
    });
    const notJson = await t.as('staff', {
      method: 'POST',
      url: '/fhir',
      headers: { 'content-type': 'application/fhir+json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().resourceType).toBe('OperationOutcome');
    expect((await post('/fhir', { resourceType: 'Patient' })).json().issue[0].expression).toEqual(['resourceType']);
    const anon = await post('/fhir', bundle, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
    expect((await post('/fhir', bundle, 'physician')).statusCode).toBe(403);
  });

  it('answers 400 naming the element for an impossible birthDate or collectedDateTime (no 500), on both calls', async () => {
    const withDob = (placer: string, dob: string) => {
      const b = exampleFhirOrderBundle({ placer, mrn: 'DOB123' }) as {
        entry: Array<{ resource: Record<string, unknown> }>;
      };
      b.entry[0]!.resource.birthDate = dob;
      return b;
    };
    for (const dob of ['1980-13-45', '1990-02-31']) {
      const res = await post('/fhir', withDob(`DOB-${run}-${dob}`, dob));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        resourceType: 'OperationOutcome',
        issue: [
          {
            severity: 'error',
            code: 'invalid',
            diagnostics: `"${dob}" is not a date of the calendar (YYYY-MM-DD)`,
            expression: ['Bundle.entry[0].resource.birthDate'],
          },
        ],
      });
    }
    const b = withDob(`DOB-${run}-sr`, '1990-02-31');
    const sr = {
      ...b.entry[4]!.resource,
      contained: [{ ...b.entry[0]!.resource, id: 'p1' }],
      subject: { reference: '#p1' },
      requester: undefined,
      specimen: undefined,
    };
    const single = await post('/fhir/ServiceRequest', sr);
    expect(single.statusCode, single.body).toBe(400);
    expect(single.json().issue[0].expression).toEqual(['ServiceRequest.contained[0].birthDate']);

    const late = exampleFhirOrderBundle({ placer: `COL-${run}`, mrn: 'COL123' }) as {
      entry: Array<{ resource: { collection?: Record<string, unknown> } }>;
    };
    late.entry[2]!.resource.collection!.collectedDateTime = '2026-11-31T25:00:00Z';
    const res = await post('/fhir', late);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issue).toEqual([
      {
        severity: 'error',
        code: 'invalid',
        diagnostics: '"2026-11-31T25:00:00Z" is not a date and time (YYYY-MM-DDThh:mm:ss with Z or ±hh:mm)',
        expression: ['Bundle.entry[2].resource.collection.collectedDateTime'],
      },
    ]);
    expect(
      (await orders()).some(
        (o) => o.placerOrderNumber.startsWith(`DOB-${run}`) || o.placerOrderNumber === `COL-${run}`,
      ),
    ).toBe(false);
  });

  it("takes an interface client's bearer token: its order is tied to the client's facility, audited as the client", async () => {
    const facilities = lookupTables.submittingfacilities!;
    const facilityId = async (code: string) =>
      (await t.database.db.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, code)))[0]!.id;
    const stLuke = await facilityId('STLUKE');
    const riverside = await facilityId('RIVERW');
    const client = await newInterfaceClient(t, [stLuke]);
    const token = await clientToken(t, client);
    const asClient = (url: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${token}` },
        payload: JSON.stringify(body),
      });

    // No facility named: the client's one facility.
    const bundle = exampleFhirOrderBundle({ placer: `CL-${run}`, mrn: `CL${run.slice(-6).toUpperCase()}` });
    const res = await asClient('/fhir', bundle);
    expect(res.statusCode, res.body).toBe(201);
    const order = (await orders('pending')).find((o) => o.placerOrderNumber === `CL-${run}`)!;
    expect(order.facility).toMatchObject({ facilityId: stLuke });
    const audit = await t.database.db
      .select({ username: auditEvents.username, userId: auditEvents.userId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'incoming-order'), eq(auditEvents.entityId, String(order.id))));
    expect(audit).toEqual([{ username: `interface-client ${client.clientId}`, userId: null }]);

    // A ServiceRequest naming its own facility is taken; one naming a facility outside the client's is refused.
    const withOrg = (placer: string, code: string) => {
      const b = exampleFhirOrderBundle({ placer, mrn: `CL${run.slice(-6).toUpperCase()}` }) as {
        entry: Array<{ fullUrl?: string; resource: Record<string, unknown> }>;
      };
      b.entry.push({
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000006',
        resource: { resourceType: 'Organization', identifier: [{ value: code }], name: code },
      });
      return b;
    };
    const own = await asClient('/fhir', withOrg(`CL2-${run}`, 'STLUKE'));
    expect(own.statusCode, own.body).toBe(201);
    const outside = await asClient('/fhir', withOrg(`CL3-${run}`, 'RIVERW'));
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      resourceType: 'OperationOutcome',
      issue: [
        {
          severity: 'error',
          code: 'forbidden',
          diagnostics: 'the ordering facility RIVERW is not one this client may send orders for',
          expression: ['Bundle.entry[5].resource'],
        },
      ],
    });
    expect(
      await t.database.db
        .select({ id: incomingOrders.id })
        .from(incomingOrders)
        .where(eq(incomingOrders.placerOrderNumber, `CL3-${run}`)),
    ).toEqual([]);

    // On /fhir/ServiceRequest too; a client of several facilities names one.
    const sr = (
      exampleFhirOrderBundle({ placer: `CL4-${run}`, mrn: 'CL4444' }) as {
        entry: Array<{ resource: Record<string, unknown> }>;
      }
    ).entry;
    const contained = {
      ...sr[4]!.resource,
      contained: [{ ...sr[0]!.resource, id: 'p1' }],
      subject: { reference: '#p1' },
      requester: undefined,
      specimen: undefined,
    };
    const single = await asClient('/fhir/ServiceRequest', contained);
    expect(single.statusCode, single.body).toBe(201);
    expect((await orders('pending')).find((o) => o.placerOrderNumber === `CL4-${run}`)!.facility).toMatchObject({
      facilityId: stLuke,
    });
    const both = await clientToken(t, await newInterfaceClient(t, [stLuke, riverside]));
    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/fhir',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${both}` },
      payload: JSON.stringify(exampleFhirOrderBundle({ placer: `CL5-${run}`, mrn: 'CL5555' })),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issue[0]).toMatchObject({ code: 'required', expression: ['Bundle.entry[4].resource'] });
    // It names one of them; its cancel (revoked) needs no facility: it only finds the client's own order.
    const asBoth = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/fhir',
        headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${both}` },
        payload: JSON.stringify(body),
      });
    expect((await asBoth(withOrg(`CL6-${run}`, 'RIVERW'))).statusCode).toBe(201);
    expect((await orders('pending')).find((o) => o.placerOrderNumber === `CL6-${run}`)!.facility).toMatchObject({
      facilityId: riverside,
    });
    const revoke = exampleFhirOrderBundle({ placer: `CL6-${run}`, mrn: `CL${run.slice(-6).toUpperCase()}` }) as {
      entry: Array<{ resource: Record<string, unknown> }>;
    };
    revoke.entry[4]!.resource.status = 'revoked';
    const cancelled = await asBoth(revoke);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect((await orders('cancelled')).some((o) => o.placerOrderNumber === `CL6-${run}`)).toBe(true);
  });
});
