import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis } from '@lab/domain';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';

/**
 * Names in any script on the documents (issue 30): a patient in Latin, Greek and Chinese and one in Arabic have a
 * case signed; their report, labels and invoice print the names as typed, in embedded Noto fonts, and stay small.
 */
let t: TestContext;
const dir = mkdtempSync(path.join(tmpdir(), 'unicode-pdf-'));
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

const PATIENTS = [
  { firstName: 'Zoë', lastName: 'Łukasiewicz-Παπαδοπούλου 王小明', dob: '1975-02-03', sex: 'female' },
  { firstName: 'محمد', lastName: 'العلي', dob: '1968-07-21', sex: 'male' },
] as const;
const signed: { caseId: number; name: string }[] = [];
/** "العلي, محمد" as poppler reads it back: each Arabic run whole, in drawing order (the space goes with a run). */
const ARABIC_AS_DRAWN = /محمد ?, ?العلي/;

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [provider] = await t.database.db
    .execute<{ id: number }>(sql`select id from providers order by id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  const pathologistId = await idOf('pathologists', 'RL');
  const siteId = await idOf('bodysites', 'SKFA');
  const heId = await idOf('stainlist', 'HE');
  for (const p of PATIENTS) {
    const patient = await t.as('editor', { method: 'POST', url: '/api/patients', payload: p });
    expect(patient.statusCode, patient.body).toBe(201);
    const created = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: {
        caseType: 'S',
        patientId: patient.json().id,
        providerId: provider!.id,
        pathologistId,
        parts: [{ bodySiteId: siteId, laterality: 'left', description: 'Shave biopsy' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json() as TCase;
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    const saved = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: {
        rowVersion: d.rowVersion,
        comment: 'Ki-67 ≥ 20% in hot spots; margins ≤ 1 mm.',
        icdCodeIds: [],
        procedures: [],
        parts: d.parts.map((part) => ({
          ...part,
          grossDescription: 'A shave of skin, 0.6 x 0.5 cm, entirely submitted in A1.',
          blocks: [{ label: 'A1', description: '', slides: [{ label: 'A1-1', stainId: heId }] }],
          microscopicDescription: 'Nests of basaloid cells with peripheral palisading.',
          finalDiagnosis: 'BASAL CELL CARCINOMA.',
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sign = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/sign-out`,
      payload: { password: 'pathologist', rowVersion: saved.json().rowVersion },
    });
    expect(sign.statusCode, sign.body).toBe(200);
    signed.push({ caseId: c.id, name: `${p.lastName}, ${p.firstName}` });
  }
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const reportOf = async (caseId: number) => {
  const res = await t.as('editor', { url: `/api/cases/${caseId}/reports/1/pdf` });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

/**
 * pdftotext's reading (poppler), with the bidi marks it puts around a right-to-left run taken out. With
 * UNICODE_PDF_DIR set, the PDFs are kept there for a person to look at (pdftoppm -png -r 80).
 */
function pdftotext(pdf: Buffer, name: string): string {
  const file = path.join(process.env.UNICODE_PDF_DIR ?? dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
}

describe('names in any script on the signed report', () => {
  it('embeds the Noto fonts, subset, and stays under 200 KB', async () => {
    for (const { caseId } of signed) {
      const pdf = await reportOf(caseId);
      expect(pdf.length).toBeLessThan(200 * 1024);
      const raw = pdf.toString('latin1');
      expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
      // A subset's name carries a six-letter tag (ABCDEF+NotoSans-Regular).
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    }
    const [latin, arabic] = await Promise.all(signed.map((s) => reportOf(s.caseId)));
    expect(latin!.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(arabic!.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    // ≥ and ≤ come from Noto Sans Math; a report without CJK text never embeds the CJK font.
    expect(arabic!.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansMath-Regular/);
    expect(arabic!.toString('latin1')).not.toMatch(/NotoSansHans/);
  });

  it('draws each script in its font, ≥ and ≤ as typed (read back through the fonts’ ToUnicode maps)', async () => {
    const text = pdfText(await reportOf(signed[0]!.caseId));
    for (const piece of [
      'Łukasiewicz-Παπαδοπούλου ',
      '王小明',
      ', Zoë',
      'Ki-67 ',
      '≥',
      ' 20% in hot spots; margins ',
      '≤',
    ])
      expect(text).toContain(piece);
    expect(text).not.toContain('?');
    // The Arabic run is drawn right to left: its glyphs are written in reverse, shaped (joined forms).
    const arabic = pdfText(await reportOf(signed[1]!.caseId));
    expect(arabic).toContain([...'محمد'].reverse().join(''));
  });

  it.skipIf(!hasPdftotext)('pdftotext finds both names exactly as typed', async () => {
    const latin = pdftotext(await reportOf(signed[0]!.caseId), 'report-0.pdf');
    expect(latin).toContain('Łukasiewicz-Παπαδοπούλου 王小明, Zoë'); // the running footer's one line
    // poppler reads a line left to right and each right-to-left run in reading order: "العلي, محمد" is drawn as
    // "محمد ,العلي", the family name at the right, where a reader of Arabic begins.
    const arabic = pdftotext(await reportOf(signed[1]!.caseId), 'report-1.pdf');
    expect(arabic).toMatch(ARABIC_AS_DRAWN);
  });
});

describe('names in any script on the labels and the invoice', () => {
  it('prints the name as typed under an ASCII barcode', async () => {
    for (const [i, { caseId, name }] of signed.entries()) {
      const res = await t.as('editor', { url: `/api/cases/${caseId}/labels.pdf` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(200 * 1024);
      if (hasPdftotext) expect(pdftotext(res.rawPayload, `labels-${i}.pdf`)).toMatch(i === 0 ? name : ARABIC_AS_DRAWN);
      else expect(pdfText(res.rawPayload)).toContain(', ');
    }
  });

  it('prints the patient on the invoice as typed', async () => {
    for (const [i, { caseId, name }] of signed.entries()) {
      const res = await t.as('editor', { url: `/api/invoices/${caseId}/pdf` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(200 * 1024);
      expect(res.rawPayload.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
      // The running footer's one line: "INV-S26-… - family, given".
      if (hasPdftotext) expect(pdftotext(res.rawPayload, `invoice-${i}.pdf`)).toMatch(i === 0 ? name : ARABIC_AS_DRAWN);
    }
  });
});
