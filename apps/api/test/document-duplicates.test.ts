import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, patients } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

let t: TestContext;
let patientId: number;
let otherPatientId: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n% the same requisition\n');

const upload = (patient: number, title: string) =>
  t.as('editor', {
    method: 'POST',
    url: '/api/documents',
    headers: MULTIPART_HEADERS,
    payload: multipart(
      { title, category: 'requisition', patientId: patient },
      { field: 'file', name: 'req.pdf', data: PDF, type: 'application/pdf' },
    ),
  });

beforeAll(async () => {
  t = await createTestApp();
  const [p1, p2] = await t.database.db
    .insert(patients)
    .values([
      { mrn: 'M0800001', firstName: 'Ada', lastName: 'Lovelace', dob: '1980-12-10', sex: 'female' },
      { mrn: 'M0800002', firstName: 'Alan', lastName: 'Turing', dob: '1954-06-23', sex: 'male' },
    ])
    .returning();
  patientId = p1!.id;
  otherPatientId = p2!.id;
});
afterAll(() => t.close());

describe('the same file uploaded twice', () => {
  it("names the patient's earlier document with that very file, so the web can warn and link to it", async () => {
    const first = await upload(patientId, 'Requisition');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ sameFileAs: [] });
    const firstId = (first.json() as { id: number }).id;

    const second = await upload(patientId, 'Requisition again');
    expect(second.statusCode).toBe(201);
    const body = second.json() as { id: number; sameFileAs: Array<{ id: number; title: string }> };
    expect(body.sameFileAs).toEqual([expect.objectContaining({ id: firstId, title: 'Requisition' })]);
    // Telling about the earlier document is a read of the patient's record: audited.
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'document'),
          eq(auditEvents.entityId, String(body.id)),
          eq(auditEvents.eventtype, 'read'),
        ),
      );
    expect(audit[0]?.eventdescription).toMatch(/matched the same file/);

    // Another patient's record is not searched: their copy is their own document.
    const other = await upload(otherPatientId, 'Requisition');
    expect(other.json()).toMatchObject({ sameFileAs: [] });

    // A deleted document is no longer a duplicate.
    const del = await t.as('editor', {
      method: 'POST',
      url: `/api/documents/${firstId}/delete`,
      payload: { reason: 'uploaded twice' },
    });
    expect(del.statusCode).toBe(200);
    const third = (await upload(patientId, 'Third')).json() as { sameFileAs: Array<{ id: number }> };
    expect(third.sameFileAs.map((d) => d.id)).toEqual([body.id]);
  });
});
