import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis, TInvoice, TInvoicePage } from '@lab/domain';
import { auditEvents, coverages, patients, payers, providers } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type DemoWho, type TestContext } from './helper';
import { pdfText } from './pdf-text';

/** Invoices end to end through the API: billable cases, each invoice priced from the Procedures list, its PDF. */
let t: TestContext;
const ids = {} as Record<
  | 'p88305'
  | 'p88342'
  | 'p88141'
  | 'pNoFee'
  | 'client'
  | 'selfPay'
  | 'ins'
  | 'mcr'
  | 'insuredPatient'
  | 'medicarePatient'
  | 'provider'
  | 'facility',
  number
>;
let insured: { payerName: string; payerCode: string; memberId: string };

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

/** A patient without a portal account whose primary coverage is with a payer of the financial class `fc`. */
async function patientCoveredBy(fc: string) {
  const db = t.database.db;
  const fcs = lookupTables.financialclasses!;
  const [row] = await db
    .select({ id: patients.id, payerName: payers.name, payerCode: payers.payerCode, memberId: coverages.policyNumber })
    .from(coverages)
    .innerJoin(patients, eq(patients.id, coverages.patientId))
    .innerJoin(payers, eq(payers.id, coverages.payerId))
    .innerJoin(fcs, eq(fcs.id, payers.financialClassId))
    .where(and(eq(coverages.rank, 'primary'), eq(fcs.code, fc), sql`${patients.userId} is null`))
    .orderBy(patients.id)
    .limit(1);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const procedures = lookupTables.procedurelist!;
  const [noFee] = await db
    .insert(procedures)
    .values({ code: '88399', name: 'Unlisted surgical pathology procedure' } as never)
    .returning({ id: procedures.id });
  const commercial = await patientCoveredBy('COM');
  const medicare = await patientCoveredBy('MCR');
  const [provider] = await db
    .select()
    .from(providers)
    .where(sql`${providers.facilityId} is not null`)
    .orderBy(providers.id)
    .limit(1);
  insured = commercial;
  Object.assign(ids, {
    p88305: await idOf('procedurelist', '88305'),
    p88342: await idOf('procedurelist', '88342'),
    p88141: await idOf('procedurelist', '88141'),
    pNoFee: noFee!.id,
    client: await idOf('billingclasses', 'CLIENT'),
    selfPay: await idOf('billingclasses', 'PATIENT'),
    ins: await idOf('billingclasses', 'INS'),
    mcr: await idOf('billingclasses', 'MCR'),
    insuredPatient: commercial.id,
    medicarePatient: medicare.id,
    provider: provider!.id,
    facility: provider!.facilityId!,
  });
}, 180_000);
afterAll(() => t.close());

/** A case accessioned by the editor with `procedures` coded on its diagnosis; signed out when `sign` is set. */
async function billableCase(
  procedures: Array<{ procedureId: number; units: number }>,
  over: Record<string, unknown> = {},
  sign = false,
): Promise<TCase> {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: ids.insuredPatient,
      providerId: ids.provider,
      facilityId: ids.facility,
      pathologistId: await idOf('pathologists', 'RL'),
      billingClassId: ids.ins,
      parts: [{ description: 'Shave biopsy' }],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
  const saved = await t.as('pathologist', {
    method: 'PUT',
    url: `/api/cases/${c.id}/diagnosis`,
    payload: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [],
      procedures,
      parts: d.parts.map((p) => ({
        ...p,
        grossDescription: 'A shave of skin.',
        microscopicDescription: 'Benign.',
        finalDiagnosis: 'SEBORRHEIC KERATOSIS.',
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (sign) {
    const signed = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/sign-out`,
      // No blocks in these cases: the sign-out warnings are confirmed.
      payload: { password: 'pathologist', rowVersion: saved.json().rowVersion, confirmWarnings: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }
  return c;
}

const invoice = async (caseId: number, query = '') => {
  const res = await t.as('editor', { url: `/api/invoices/${caseId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TInvoice;
};
const list = async (query: string, who: DemoWho = 'editor') => {
  const res = await t.as(who, { url: `/api/invoices${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TInvoicePage;
};

describe('the invoice of a case', () => {
  it('prices every procedure from the Procedures list, exactly, and bills the primary coverage', async () => {
    const c = await billableCase(
      [
        { procedureId: ids.p88305, units: 2 },
        { procedureId: ids.p88342, units: 1 },
      ],
      {},
      true,
    );
    const inv = await invoice(c.id);
    expect(inv.invoiceNumber).toBe(`INV-${c.caseNumber}`);
    expect(inv.lines.map((l) => [l.cpt, l.units, l.unitFee, l.amount, l.modifiers])).toEqual([
      ['88305', 2, '71.25', '142.50', []],
      ['88342', 1, '108.20', '108.20', []],
    ]);
    expect(inv.subtotal).toBe('250.70');
    expect(inv.total).toBe('250.70');
    expect(inv.billTo).toMatchObject({
      kind: 'insurance',
      name: insured.payerName,
      payerCode: insured.payerCode,
      memberId: insured.memberId,
      coverageRank: 'primary',
    });
    expect(inv).toMatchObject({
      caseStatus: 'signed-out',
      complete: true,
      warnings: [],
      billingClass: 'Commercial insurance',
      billingClassSource: 'case',
    });
    expect(inv.lab.name).toBe(t.app.config.labName);
    expect(inv.orderingPhysician?.npi).toMatch(/^\d{10}$/);
    expect(inv.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'invoice'),
          eq(auditEvents.casenumber, c.caseNumber),
          eq(auditEvents.eventtype, 'read'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.username).toBe('demo@demo.com');
  });

  it('fees follow the Procedures list: a new fee prices the next read', async () => {
    const c = await billableCase([{ procedureId: ids.p88141, units: 3 }]);
    expect((await invoice(c.id)).total).toBe('87.90');
    const procedures = lookupTables.procedurelist!;
    await t.database.db.execute(sql`update ${procedures} set fee = '30.05' where id = ${ids.p88141}`);
    try {
      expect((await invoice(c.id)).total).toBe('90.15');
    } finally {
      await t.database.db.execute(sql`update ${procedures} set fee = '29.30' where id = ${ids.p88141}`);
    }
  });

  it('a procedure without a fee is a warning line, never a silent 0; a draft says so', async () => {
    const c = await billableCase([
      { procedureId: ids.p88305, units: 1 },
      { procedureId: ids.pNoFee, units: 1 },
    ]);
    const inv = await invoice(c.id);
    expect(inv.lines[1]).toMatchObject({
      cpt: '88399',
      unitFee: null,
      amount: null,
      warning: '88399 has no fee in the Procedures list',
    });
    expect(inv.total).toBe('71.25');
    expect(inv.complete).toBe(false);
    expect(inv.warnings).toEqual([
      '88399 has no fee in the Procedures list',
      'The case is not signed out yet: this is a draft invoice',
    ]);
  });

  it('bills the party of the billing class: client → facility, self-pay → patient, Medicare → the Medicare coverage', async () => {
    const lines = [{ procedureId: ids.p88305, units: 1 }];
    const client = await invoice((await billableCase(lines, { billingClassId: ids.client })).id);
    const facilities = lookupTables.submittingfacilities!;
    const [facility] = await t.database.db
      .select({ name: facilities.name })
      .from(facilities)
      .where(eq(facilities.id, ids.facility));
    expect(client.billTo).toMatchObject({ kind: 'client', name: facility!.name, memberId: null });

    const self = await invoice((await billableCase(lines, { billingClassId: ids.selfPay })).id);
    const [p] = await t.database.db.select().from(patients).where(eq(patients.id, ids.insuredPatient));
    expect(self.billTo).toMatchObject({
      kind: 'patient',
      name: `${p!.lastName}, ${p!.firstName}${p!.middleName ? ` ${p!.middleName}` : ''}`,
    });
    expect(self.billTo!.addressLines[0]).toBe(p!.addressLine1);

    const mcr = await invoice(
      (await billableCase(lines, { billingClassId: ids.mcr, patientId: ids.medicarePatient })).id,
    );
    expect(mcr.billTo).toMatchObject({ kind: 'insurance', payerCode: 'MCR-IL' });
    expect(mcr.billTo!.memberId).toBeTruthy();

    // No billing class on the case: the facility's default, said so.
    const none = await invoice((await billableCase(lines, { billingClassId: null })).id);
    expect(none.billingClassSource === 'facility' || none.billTo === null).toBe(true);
    expect(none.warnings.join(' ')).toMatch(/no billing class/);
  });

  it('bills a TC/PC component with its modifier and share of the fee; a code that may not split stays global', async () => {
    const c = await billableCase([
      { procedureId: ids.p88305, units: 2 },
      { procedureId: ids.p88141, units: 1 },
    ]);
    const tc = await invoice(c.id, '?component=technical');
    expect(tc.invoiceNumber).toBe(`INV-${c.caseNumber}-TC`);
    expect(tc.lines.map((l) => [l.cpt, l.modifiers, l.unitFee, l.amount])).toEqual([
      ['88305', ['TC'], '28.50', '57.00'],
      ['88141', [], '29.30', '29.30'],
    ]);
    expect(tc.total).toBe('86.30');
    const pc = await invoice(c.id, '?component=professional');
    expect(pc.lines[0]).toMatchObject({ modifiers: ['26'], unitFee: '42.75', amount: '85.50' });
    const bad = await t.as('editor', { url: `/api/invoices/${c.id}?component=half` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('component');
  });

  it('answers 404 for an unknown case and 400 for a bad id', async () => {
    expect((await t.as('editor', { url: '/api/invoices/999999' })).statusCode).toBe(404);
    expect((await t.as('editor', { url: '/api/invoices/abc' })).statusCode).toBe(400);
  });
});

describe('the PDF', () => {
  it('is a real PDF to download, with the invoice number, the party billed, the lines and the total', async () => {
    const c = await billableCase(
      [
        { procedureId: ids.p88305, units: 2 },
        { procedureId: ids.p88342, units: 1 },
      ],
      {},
      true,
    );
    const res = await t.as('admin', { url: `/api/invoices/${c.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="INV-${c.caseNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toContain(`INV-${c.caseNumber}`);
    expect(text).toContain(insured.payerName);
    expect(text).toContain(`Member ID ${insured.memberId}`);
    expect(text).toContain('88342');
    expect(text).toContain('$142.50');
    expect(text).toMatch(/Total due \(USD\)\s*\n?\$250\.70/);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'invoice'),
          eq(auditEvents.casenumber, c.caseNumber),
          eq(auditEvents.eventtype, 'download'),
        ),
      );
    expect(audits).toHaveLength(1);

    const tc = await t.as('admin', { url: `/api/invoices/${c.id}/pdf?component=technical` });
    expect(tc.headers['content-disposition']).toContain(`INV-${c.caseNumber}-TC.pdf`);
    expect(pdfText(tc.rawPayload)).toContain('Technical component (-TC)');
  });
});

describe('the list of invoices', () => {
  it('lists only cases with procedures, with their global totals, newest first; the demo has some', async () => {
    const c = await billableCase([
      { procedureId: ids.p88305, units: 1 },
      { procedureId: ids.pNoFee, units: 1 },
    ]);
    const page = await list('?pageSize=500');
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.data.length).toBe(page.total);
    const mine = page.data.find((r) => r.caseId === c.id)!;
    expect(mine).toMatchObject({
      invoiceNumber: `INV-${c.caseNumber}`,
      procedureCount: 2,
      total: '71.25',
      unpriced: 1,
      billingClass: 'Commercial insurance',
    });
    for (const r of page.data) {
      expect(r.procedureCount).toBeGreaterThan(0);
      expect(r.total).toMatch(/^\d+\.\d{2}$/);
    }
    const received = page.data.map((r) => r.receivedAt);
    expect(received).toEqual([...received].sort().reverse());
    // A case without procedures is not billable.
    const [bare] = await t.database.db
      .execute<{ id: number }>(
        sql`select c.id from cases c left join case_diagnoses d on d.case_id = c.id where d.case_id is null limit 1`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
    expect(page.data.some((r) => r.caseId === bare!.id)).toBe(false);
  });

  it('searches by case number or patient, filters by status, billing class and date, sorts and pages', async () => {
    // Five units: above every demo invoice (the colon resection's 88309 is 452.10), so it heads the sort by total.
    const c = await billableCase([{ procedureId: ids.p88342, units: 5 }], { billingClassId: ids.client }, true);
    expect((await list(`?q=${c.caseNumber}`)).data.map((r) => r.caseId)).toEqual([c.id]);
    const [p] = await t.database.db.select().from(patients).where(eq(patients.id, ids.insuredPatient));
    const byName = await list(`?q=${encodeURIComponent(p!.lastName)}&pageSize=100`);
    expect(byName.data.some((r) => r.caseId === c.id)).toBe(true);
    expect(byName.data.every((r) => r.patientName.startsWith(p!.lastName))).toBe(true);

    const client = await list(`?billingClassId=${ids.client}&pageSize=500`);
    expect(client.data.some((r) => r.caseId === c.id)).toBe(true);
    expect(client.data.every((r) => r.billingClass === 'Client bill')).toBe(true);

    const signed = await list('?status=signed-out&pageSize=500');
    expect(signed.data.every((r) => r.status === 'signed-out')).toBe(true);
    expect(signed.data.some((r) => r.caseId === c.id)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&pageSize=500`)).data.some((r) => r.caseId === c.id)).toBe(true);
    expect((await list('?to=2000-01-01')).total).toBe(0);

    const byTotal = await list('?sort=-total&pageSize=500');
    const totals = byTotal.data.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(byTotal.data[0]!.total).toBe('541.00');

    const p1 = await list('?sort=caseNumber&pageSize=2');
    const p2 = await list('?sort=caseNumber&pageSize=2&page=2');
    expect(p1.data).toHaveLength(2);
    expect(p1.total).toBe(p2.total);
    expect(p1.data[1]!.caseNumber < p2.data[0]!.caseNumber).toBe(true);

    const bad = await t.as('editor', { url: '/api/invoices?sort=fee' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('sort');
    expect((await t.as('editor', { url: '/api/invoices?from=31/31/2026' })).json().fields).toHaveProperty('from');
  });

  it('audits a read of the list (it names patients)', async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.eventtype, 'read')));
    await list('?pageSize=3', 'admin');
    const after = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.eventtype, 'read')));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });
});

describe('who may read invoices', () => {
  it('staff only: physicians and patients get 403, nobody signed in 401', async () => {
    const [row] = (await list('?pageSize=1')).data;
    for (const url of ['/api/invoices', `/api/invoices/${row!.caseId}`, `/api/invoices/${row!.caseId}/pdf`]) {
      for (const who of ['physician', 'patient'] as const) {
        const res = await t.as(who, { url });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      expect((await t.as(null, { url })).statusCode).toBe(401);
      expect((await t.as('admin', { url })).statusCode).toBe(200);
    }
  });
});
