import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TCase, TDocument } from '@lab/domain';
import { auditEvents, documents } from '../src/db/schema/index';
import { DEMO_TIFF_TITLE, seedDemoDocuments } from '../src/seed/demo-documents';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';

let t: TestContext;
let seeded: TDocument[];

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.as('editor', { method: 'GET', url: '/api/documents?pageSize=100' });
  expect(res.statusCode, res.body).toBe(200);
  seeded = (res.json() as { data: TDocument[] }).data;
});
afterAll(async () => t?.close());

describe('demo documents', () => {
  it('puts a requisition PDF on three open cases and a TIFF on the newest', () => {
    const pdfs = seeded.filter((d) => d.category === 'requisition');
    expect(pdfs).toHaveLength(3);
    expect(pdfs.every((d) => d.mimeType === 'application/pdf' && d.title === `Requisition ${d.caseNumber}`)).toBe(true);
    const tiffs = seeded.filter((d) => d.mimeType === 'image/tiff');
    expect(tiffs.map((d) => d.title)).toEqual([DEMO_TIFF_TITLE]);
    expect(pdfs.map((d) => d.caseNumber)).toContain(tiffs[0]!.caseNumber);
  });

  it('leaves files that download whole, matching their SHA-256, under DATA_DIR/files', async () => {
    expect(seeded.length).toBeGreaterThan(0);
    for (const d of seeded) {
      const res = await t.as('editor', { method: 'GET', url: `/api/documents/${d.id}/file?download=1` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(d.mimeType);
      expect(sha256(res.rawPayload)).toBe(d.sha256);
      expect(res.rawPayload.length).toBe(d.sizeBytes);
      expect(existsSync(path.join(t.config.dataDir, 'files', d.sha256.slice(0, 2), d.sha256))).toBe(true);
      if (d.mimeType === 'image/tiff') expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x49, 0x49, 0x2a, 0x00]);
    }
  });

  it('writes on each requisition the case number, patient, provider and ordered tests', async () => {
    const doc = seeded.find((d) => d.category === 'requisition')!;
    const c: TCase = (await t.as('editor', { method: 'GET', url: `/api/cases/${doc.caseId}` })).json();
    const pdf = (await t.as('editor', { method: 'GET', url: `/api/documents/${doc.id}/file` })).rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain(`Test requisition ${c.caseNumber}`);
    expect(text).toContain(`${c.patient.lastName}, ${c.patient.firstName}`);
    expect(text).toContain(c.patient.mrn);
    expect(c.provider).not.toBeNull();
    expect(text).toContain(c.provider!.npi);
    expect(c.tests.length).toBeGreaterThan(0);
    for (const test of c.tests) expect(text).toContain(test.name);
  });

  it('audits each stored file as an upload', async () => {
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'upload'), eq(auditEvents.entity, 'document')));
    expect(rows.map((r) => r.entityId).sort()).toEqual(seeded.map((d) => String(d.id)).sort());
    expect(rows.every((r) => r.username === 'system' && r.casenumber)).toBe(true);
  });

  it('adds nothing when run again', async () => {
    await seedDemoDocuments(t.database.db, t.config);
    expect(await t.database.db.select({ id: documents.id }).from(documents)).toHaveLength(seeded.length);
  });
});
