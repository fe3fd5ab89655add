import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { encodeTiff, tiffPage } from '@lab/domain';
import { cases, documents, patients, providers, users } from '../src/db/schema/index';
import { queryRows } from '../src/db/client';
import { createTestApp, type DemoWho, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

let t: TestContext;
let patientId: number;
let otherPatientId: number;
let ownCaseId: number;
let otherCaseId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
// A real (tiny) TIFF: uploads now check the TIFF's directories, not only its first bytes.
const TIFF = Buffer.from(encodeTiff([tiffPage(1, 1, () => [0, 0, 0])]));
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);

function upload(
  who: DemoWho | null,
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer; type?: string },
  truncate = false,
) {
  return t.as(who, {
    method: 'POST',
    url: '/api/documents',
    headers: MULTIPART_HEADERS,
    payload: multipart(fields, file && { field: 'file', ...file }, truncate),
  });
}

const filesDir = () => path.join(t.config.dataDir, 'files');
const tmpFiles = () => (existsSync(path.join(filesDir(), 'tmp')) ? readdirSync(path.join(filesDir(), 'tmp')) : []);
const documentCount = async () => (await t.database.db.select({ id: documents.id }).from(documents)).length;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [p1, p2] = await db
    .insert(patients)
    .values([
      { mrn: 'MRN-DOC-1', firstName: 'Ada', lastName: 'Lovelace', dob: '1980-12-10', sex: 'F' },
      { mrn: 'MRN-DOC-2', firstName: 'Alan', lastName: 'Turing', dob: '1954-06-23', sex: 'M' },
    ])
    .returning();
  patientId = p1!.id;
  otherPatientId = p2!.id;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [own, other] = await db
    .insert(providers)
    .values([
      { npi: '1234567893', firstName: 'Paula', lastName: 'Physician', userId: physician!.id },
      { npi: '1245319599', firstName: 'Otto', lastName: 'Other' },
    ])
    .returning();
  const [c1, c2] = await db
    .insert(cases)
    .values([
      { caseNumber: 'S99-00001', caseType: 'S', patientId, providerId: own!.id },
      { caseNumber: 'S99-00002', caseType: 'S', patientId: otherPatientId, providerId: other!.id },
    ])
    .returning();
  ownCaseId = c1!.id;
  otherCaseId = c2!.id;
});
afterAll(() => t.close());

describe('document upload', () => {
  it.each([
    ['report.pdf', PDF, 'application/pdf'],
    ['slide.png', PNG, 'image/png'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['scan.tif', TIFF, 'image/tiff'],
  ])('stores %s by its SHA-256 with the type read from its bytes', async (name, data, mime) => {
    const res = await upload('editor', { title: `Doc ${name}`, category: 'other', patientId }, { name, data });
    expect(res.statusCode, res.body).toBe(201);
    const sha = createHash('sha256').update(data).digest('hex');
    expect(res.json()).toMatchObject({
      fileName: name,
      mimeType: mime,
      sizeBytes: data.length,
      sha256: sha,
      patientId,
    });
    expect(existsSync(path.join(filesDir(), sha.slice(0, 2), sha))).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps one copy of the same content', async () => {
    const a = await upload(
      'editor',
      { title: 'Copy 1', category: 'report', caseId: ownCaseId },
      { name: 'a.pdf', data: PDF },
    );
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ caseId: ownCaseId, caseNumber: 'S99-00001', patientId });
    const sha = a.json().sha256 as string;
    expect(readdirSync(path.join(filesDir(), sha.slice(0, 2))).filter((f) => f === sha)).toHaveLength(1);
  });

  it('refuses other types with 415 naming the file, whatever the name says', async () => {
    const before = await documentCount();
    for (const file of [
      { name: 'virus.exe', data: EXE },
      { name: 'notes.pdf', data: Buffer.from('just some text'), type: 'application/pdf' },
    ]) {
      const res = await upload('editor', { title: 'Bad', category: 'other', patientId }, file);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: 'file: Only PDF, PNG, JPEG or TIFF files are accepted',
        code: 'unsupported_media_type',
        fields: { file: 'Only PDF, PNG, JPEG or TIFF files are accepted' },
      });
    }
    expect(await documentCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file over 25 MB with 413, leaving no file and no row', async () => {
    const before = await documentCount();
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const res = await upload('editor', { title: 'Big', category: 'other', patientId }, { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toEqual({ file: 'The file is larger than 25 MB' });
    expect(await documentCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
    const sha = createHash('sha256').update(big).digest('hex');
    expect(existsSync(path.join(filesDir(), sha.slice(0, 2), sha))).toBe(false);
  });

  it('leaves nothing behind when the upload is cut off', async () => {
    const before = await documentCount();
    const data = Buffer.concat([PDF, Buffer.alloc(200_000, 0x41)]);
    const res = await upload('editor', { title: 'Cut', category: 'other', patientId }, { name: 'cut.pdf', data }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('file');
    expect(await documentCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('names the field at fault and checks the patient and case exist', async () => {
    const cases_: Array<[Record<string, string | number>, string, string]> = [
      [{ title: 'No target', category: 'other' }, 'patientId', 'Attach the document to a patient or a case'],
      [{ title: '', category: 'other', patientId }, 'title', 'Enter a title'],
      [{ title: 'x', category: 'selfie', patientId }, 'category', ''],
      [{ title: 'x', category: 'other', patientId: 999999 }, 'patientId', 'No such patient'],
      [{ title: 'x', category: 'other', caseId: 999999 }, 'caseId', 'No such case'],
      [
        { title: 'x', category: 'other', patientId: otherPatientId, caseId: ownCaseId },
        'caseId',
        'The case belongs to another patient',
      ],
    ];
    const before = await documentCount();
    for (const [fields, field, message] of cases_) {
      const res = await upload('editor', fields, { name: 'a.pdf', data: PDF });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const noFile = await upload('editor', { title: 'x', category: 'other', patientId });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ file: 'Choose a file to upload' });
    expect(await documentCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('lets only staff upload', async () => {
    const body = { title: 'x', category: 'other', patientId };
    expect((await upload('physician', body, { name: 'a.pdf', data: PDF })).statusCode).toBe(403);
    expect((await upload('patient', body, { name: 'a.pdf', data: PDF })).statusCode).toBe(403);
    expect((await upload(null, body, { name: 'a.pdf', data: PDF })).statusCode).toBe(401);
    expect((await upload('admin', body, { name: 'a.pdf', data: PDF })).statusCode).toBe(201);
  });

  it('audits the upload with the case number', async () => {
    const rows = await queryRows<{ eventtype: string; casenumber: string | null; entity_id: string }>(
      t.database.db,
      sql`select eventtype, casenumber, entity_id from audit_events where eventtype = 'upload' and casenumber = 'S99-00001'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('document list, download and delete', () => {
  let pdfId: number;
  let otherId: number;

  beforeAll(async () => {
    const a = await upload(
      'editor',
      { title: 'Requisition form', category: 'requisition', caseId: ownCaseId },
      { name: 'req-scan.pdf', data: Buffer.concat([PDF, Buffer.from('unique-1')]) },
    );
    pdfId = a.json().id;
    const b = await upload(
      'editor',
      { title: 'Other patient consent', category: 'consent', caseId: otherCaseId },
      { name: 'consent.png', data: Buffer.concat([PNG, Buffer.from('unique-2')]) },
    );
    otherId = b.json().id;
  });

  it('searches title and file name and filters', async () => {
    // The demo seed files "Requisition <case number>" documents too: search a title only this test uses.
    const byTitle = await t.as('editor', { url: '/api/documents?q=requisition%20form' });
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.json().data.map((d: { id: number }) => d.id)).toEqual([pdfId]);
    const byFile = await t.as('editor', { url: '/api/documents?q=req-scan' });
    expect(byFile.json().total).toBe(1);
    const byCat = await t.as('editor', { url: '/api/documents?category=consent' });
    expect(byCat.json().data.map((d: { id: number }) => d.id)).toEqual([otherId]);
    const byCase = await t.as('editor', { url: `/api/documents?caseId=${otherCaseId}` });
    expect(byCase.json().total).toBe(1);
    const byPatient = await t.as('editor', { url: `/api/documents?patientId=${otherPatientId}` });
    expect(byPatient.json().data[0]).toMatchObject({
      id: otherId,
      patientName: 'Turing, Alan',
      caseNumber: 'S99-00002',
    });
    const onlyPatient = await t.as('editor', { url: '/api/documents?attachedTo=patient&pageSize=100' });
    expect(onlyPatient.json().data.every((d: { caseId: number | null }) => d.caseId === null)).toBe(true);
    const future = await t.as('editor', { url: '/api/documents?from=2999-01-01' });
    expect(future.json().total).toBe(0);
    const bad = await t.as('editor', { url: '/api/documents?category=selfie' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category');
  });

  it('streams the file inline or as an attachment, and audits the download', async () => {
    const inline = await t.as('editor', { url: `/api/documents/${pdfId}/file` });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="req-scan.pdf"/);
    expect(inline.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const att = await t.as('editor', { url: `/api/documents/${pdfId}/file?download=1` });
    expect(att.headers['content-disposition']).toMatch(/^attachment;/);
    // A new tab opens it by a signed link (the session token is refused in an address).
    const signed = await t.as('editor', {
      method: 'POST',
      url: '/api/downloads/sign',
      payload: { path: `/api/documents/${pdfId}/file` },
    });
    const byLink = await t.app.inject({ url: signed.json().url as string });
    expect(byLink.statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where eventtype = 'download' and entity_id = ${String(pdfId)}`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('refuses a stored file that no longer matches its SHA-256', async () => {
    const data = Buffer.concat([PDF, Buffer.from('to be damaged')]);
    const up = await upload(
      'editor',
      { title: 'Fragile', category: 'other', patientId },
      { name: 'fragile.pdf', data },
    );
    const sha = up.json().sha256 as string;
    writeFileSync(path.join(filesDir(), sha.slice(0, 2), sha), Buffer.concat([PDF, Buffer.from('tampered!!!!!')]));
    const res = await t.as('editor', { url: `/api/documents/${up.json().id}/file` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'stored file is damaged', code: 'internal' });
  });

  it('scopes physicians to the cases they ordered', async () => {
    const list = await t.as('physician', { url: '/api/documents?pageSize=100' });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((d: { id: number }) => d.id);
    expect(ids).toContain(pdfId);
    expect(ids).not.toContain(otherId);
    // Only documents of cases this physician ordered (the demo seed's included).
    const ordered = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .innerJoin(providers, eq(providers.id, cases.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, 'physician@demo.com'));
    const orderedIds = new Set(ordered.map((c) => c.id));
    expect(orderedIds.has(ownCaseId)).toBe(true);
    expect(list.json().data.every((d: { caseId: number }) => orderedIds.has(d.caseId))).toBe(true);
    expect((await t.as('physician', { url: `/api/documents/${pdfId}/file` })).statusCode).toBe(200);
    expect((await t.as('physician', { url: `/api/documents/${otherId}/file` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/documents/${otherId}` })).statusCode).toBe(404);
    expect((await t.as('patient', { url: '/api/documents' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/documents' })).statusCode).toBe(401);
  });

  it('soft-deletes with a reason: hidden from lists, file kept, audited', async () => {
    const noReason = await t.as('editor', {
      method: 'POST',
      url: `/api/documents/${otherId}/delete`,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    expect(
      (
        await t.as('physician', {
          method: 'POST',
          url: `/api/documents/${otherId}/delete`,
          payload: { reason: 'mine' },
        })
      ).statusCode,
    ).toBe(403);

    const res = await t.as('editor', {
      method: 'POST',
      url: `/api/documents/${otherId}/delete`,
      payload: { reason: 'Wrong patient' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: otherId, deleteReason: 'Wrong patient' });
    expect(res.json().deletedAt).toBeTruthy();
    const again = await t.as('editor', {
      method: 'POST',
      url: `/api/documents/${otherId}/delete`,
      payload: { reason: 'Wrong patient' },
    });
    expect(again.statusCode).toBe(409);

    const list = await t.as('editor', { url: '/api/documents?pageSize=100&includeDeleted=true' });
    expect(list.json().data.map((d: { id: number }) => d.id)).not.toContain(otherId);
    expect((await t.as('editor', { url: `/api/documents/${otherId}` })).statusCode).toBe(404);
    const admin = await t.as('admin', { url: '/api/documents?pageSize=100&includeDeleted=true' });
    expect(admin.json().data.map((d: { id: number }) => d.id)).toContain(otherId);

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, otherId));
    expect(row!.deletedBy).not.toBeNull();
    expect(existsSync(path.join(filesDir(), row!.storagePath))).toBe(true);
    const audit = await queryRows<{ eventdescription: string }>(
      t.database.db,
      sql`select eventdescription from audit_events where eventtype = 'delete' and entity = 'document' and entity_id = ${String(otherId)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.eventdescription).toContain('Wrong patient');
  });

  it('audits list reads', async () => {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where eventtype = 'read' and entity = 'documents'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
