import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase } from '@lab/domain';
import { caseReports } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';
import { lookupId, signCase } from './sign-out';

/**
 * The report in the lab's report language (docs/lab-settings.md#the-reports-language): a version signed while the
 * setting is Spanish prints its fixed texts in Spanish and says so in its footer; one signed in English stays English
 * after the setting changes. With REPORT_LANGUAGE_PDF_DIR set, the PDFs are kept there to look at (pdftoppm).
 */
let t: TestContext;
const dir = process.env.REPORT_LANGUAGE_PDF_DIR ?? mkdtempSync(path.join(tmpdir(), 'report-language-'));
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

beforeAll(async () => {
  t = await createTestApp({ config: { labTimeZone: 'America/Chicago' } });
}, 120_000);
afterAll(async () => {
  await t.close();
  if (!process.env.REPORT_LANGUAGE_PDF_DIR) rmSync(dir, { recursive: true, force: true });
});

const setLanguage = async (reportLanguage: 'en' | 'es' | 'fr') => {
  const res = await t.as('admin', {
    method: 'PUT',
    url: '/api/settings/lab',
    payload: { timeZone: 'America/Chicago', reportLanguage, holidays: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function newSignedCase(): Promise<number> {
  const [patient] = await t.database.db
    .execute<{ id: number }>(sql`select id from patients order by id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  const [provider] = await t.database.db
    .execute<{ id: number }>(sql`select id from providers order by id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  const created = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: patient!.id,
      providerId: provider!.id,
      pathologistId: await lookupId(t, 'pathologists', 'RL'),
      parts: [{ description: 'Shave biopsy' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = created.json() as TCase;
  await signCase(t, c.id);
  return c.id;
}

async function reportPdf(caseId: number): Promise<Buffer> {
  const res = await t.as('editor', { url: `/api/cases/${caseId}/reports/1/pdf` });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** poppler's reading of the PDF, with the page kept as a file (and its first page as a PNG when looked at). */
function pdftotext(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  if (process.env.REPORT_LANGUAGE_PDF_DIR)
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(dir, name)]);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('the report in the lab’s report language', () => {
  let english: number;
  let spanish: number;
  let french: number;

  beforeAll(async () => {
    english = await newSignedCase();
    await setLanguage('es');
    spanish = await newSignedCase();
    await setLanguage('fr');
    french = await newSignedCase();
  }, 120_000);
  afterAll(() => setLanguage('en'));

  it('keeps the language in the signed version, from the lab setting at sign-out', async () => {
    const language = async (caseId: number) =>
      (await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, caseId)))[0]!.content.lab
        .reportLanguage;
    expect(await language(english)).toBe('en');
    expect(await language(spanish)).toBe('es');
  });

  it('writes a version signed in Spanish in Spanish, says so in its footer, and keeps coded values', async () => {
    const text = pdfText(await reportPdf(spanish));
    for (const s of [
      'INFORME DE ANATOMÍA', // the title, on two lines
      'PATOLÓGICA QUIRÚRGICA',
      'INFORME FINAL',
      'DIAGNÓSTICO FINAL',
      'DESCRIPCIÓN MICROSCÓPICA',
      'DESCRIPCIÓN MACROSCÓPICA',
      'Firmado electrónicamente por',
      'Página 1 de 1',
      'Informe redactado en español, idioma de informes del laboratorio',
      'Información confidencial del paciente',
    ])
      expect(text).toContain(s);
    // The pathologist's words stay as typed; times keep the lab zone's abbreviation, the date in Spanish order.
    expect(text).toContain('BASAL CELL CARCINOMA.');
    expect(text).toMatch(/Informado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} C[SD]T/);
    expect(text).not.toContain('FINAL REPORT');
    expect(text).not.toContain('Electronically signed by');
    expect(text).not.toContain('Page 1 of');
  });

  it('keeps a version signed in English in English after the setting changes', async () => {
    const text = pdfText(await reportPdf(english));
    expect(text).toContain('FINAL REPORT');
    expect(text).toContain('Electronically signed by');
    expect(text).toContain("Report written in English, the laboratory's report language");
    expect(text).not.toContain('INFORME FINAL');
  });

  it('writes French the same way', async () => {
    const text = pdfText(await reportPdf(french));
    expect(text).toContain('COMPTE RENDU DÉFINITIF');
    expect(text).toContain('Page 1 sur 1');
    expect(text).toContain('Compte rendu rédigé en français, langue des comptes rendus du laboratoire');
    // The Spanish version did not change when the setting became French.
    expect(pdfText(await reportPdf(spanish))).toContain('INFORME FINAL');
  });

  it('writes the invoice, drawn when asked for, in the setting’s language of the moment', async () => {
    await setLanguage('es');
    const invoice = async () => {
      const res = await t.as('admin', { url: `/api/invoices/${english}/pdf` });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    const es = await invoice();
    if (hasPdftotext) pdftotext(es, 'invoice-spanish');
    const text = pdfText(es);
    for (const s of ['FACTURA', 'N.º de factura', 'FACTURAR A', 'Descripción', 'Total a pagar (USD)', 'Página 1 de 1'])
      expect(text).toContain(s);
    expect(text).not.toContain('INVOICE');
    await setLanguage('en');
    expect(pdfText(await invoice())).toContain('Total due (USD)');
  });

  it.runIf(hasPdftotext)('reads the same with pdftotext', async () => {
    const es = pdftotext(await reportPdf(spanish), 'spanish');
    expect(es).toContain('INFORME FINAL');
    expect(es).toContain('DIAGNÓSTICO FINAL');
    expect(es).toContain('Informe redactado en español, idioma de informes del laboratorio');
    const en = pdftotext(await reportPdf(english), 'english');
    expect(en).toContain('FINAL REPORT');
    expect(en).not.toContain('INFORME');
    expect(pdftotext(await reportPdf(french), 'french')).toContain('COMPTE RENDU DÉFINITIF');
  });
});
