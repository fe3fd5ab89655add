import { CASE_TYPE_LABELS, formatLabDateTime, type TCase } from '@lab/domain';
import { FONT, newPdfDocument } from '../../lib/pdf';

export interface LabIdentity {
  labName: string;
  labAddress: string;
  /** The lab's time zone: the requisition's times print in it, with its abbreviation (UTC when not given). */
  labTimeZone?: string;
}

/** A one-page test requisition of a case (letter size): who, what was ordered, the specimens. */
export function renderRequisitionPdf(c: TCase, lab: LabIdentity): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Requisition ${c.caseNumber}`, Author: lab.labName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string) => {
    doc
      .font(FONT.bold)
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font(FONT.regular)
      .text(value || '—');
  };
  const heading = (text: string) => doc.moveDown(0.8).font(FONT.bold).fontSize(12).text(text).moveDown(0.2);

  doc.font(FONT.bold).fontSize(16).text(lab.labName);
  doc.font(FONT.regular).fontSize(9).fillColor('#555').text(lab.labAddress).fillColor('black');
  doc.moveDown().font(FONT.bold).fontSize(18).text(`Test requisition ${c.caseNumber}`);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(`${CASE_TYPE_LABELS[c.caseType]} · ${c.priority === 'stat' ? 'STAT' : 'routine'}`);

  heading('Patient');
  row('Name', `${c.patient.lastName}, ${c.patient.firstName}`);
  row('Date of birth', c.patient.dob);
  row('MRN', c.patient.mrn);
  heading('Ordering provider');
  row('Provider', c.provider ? `${c.provider.name}${c.provider.credentials ? `, ${c.provider.credentials}` : ''}` : '');
  row('NPI', c.provider?.npi ?? '');
  row('Submitting facility', c.facility?.name ?? '');
  heading('Order');
  row('Tests ordered', c.tests.map((t) => `${t.name} (${t.code})`).join('; '));
  row('ICD-10', c.icdCodes.map((r) => `${r.code} ${r.name}`).join('; '));
  row('Collected', formatLabDateTime(c.collectedAt, lab.labTimeZone ?? 'UTC'));
  row('Received', formatLabDateTime(c.receivedAt, lab.labTimeZone ?? 'UTC'));
  row('Clinical history', c.clinicalHistory ?? '');
  heading('Specimens');
  for (const p of c.parts) {
    row(`Part ${p.label}`, [p.bodySite?.name, p.laterality, p.description].filter(Boolean).join(', '));
  }
  doc
    .moveDown(2)
    .font(FONT.regular)
    .fontSize(9)
    .fillColor('#555')
    .text('Provider signature: ____________________________    Date: ____________');
  doc.end();
  return done;
}
