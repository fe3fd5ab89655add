import bwipjs from 'bwip-js/node';
import { CASE_TYPE_LABELS, type TCase } from '@lab/domain';
import { FONT, newPdfDocument } from '../../lib/pdf';

/** A specimen label: 2.25 in × 1.25 in, the common thermal label size. */
export const LABEL_WIDTH = 162;
export const LABEL_HEIGHT = 90;
const MARGIN = 6;
const QUIET_ZONE = 12;

export interface LabelContent {
  /** What the barcode encodes: the case number, or `<caseNumber>-<part>`. */
  barcode: string;
  patientLine: string;
  detailLine: string;
  footer: string;
}

/** One label for the case, then one per part. */
export function caseLabels(c: TCase): LabelContent[] {
  const patientLine = `${c.patient.lastName}, ${c.patient.firstName}`;
  const detailLine = `DOB ${c.patient.dob} · MRN ${c.patient.mrn}`;
  const caseLabel: LabelContent = {
    barcode: c.caseNumber,
    patientLine,
    detailLine,
    footer: `${CASE_TYPE_LABELS[c.caseType]} · ${c.parts.length} part${c.parts.length === 1 ? '' : 's'}${c.priority === 'stat' ? ' · STAT' : ''}`,
  };
  const parts = c.parts.map((p) => ({
    barcode: `${c.caseNumber}-${p.label}`,
    patientLine,
    detailLine,
    footer: `Part ${p.label}: ${[p.bodySite?.name, p.laterality].filter(Boolean).join(', ') || p.description || 'no site'}`,
  }));
  return [caseLabel, ...parts];
}

/** Code 128 as a PNG, the human-readable text printed under the bars. */
export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 9,
    includetext: true,
    textxalign: 'center',
    textsize: 9,
  });
}

/** A PDF with one label page per entry. */
export async function renderLabelsPdf(labels: LabelContent[], title: string): Promise<Buffer> {
  const images = await Promise.all(labels.map((l) => code128Png(l.barcode)));
  const doc = newPdfDocument({
    size: [LABEL_WIDTH, LABEL_HEIGHT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = LABEL_WIDTH - 2 * MARGIN;
  labels.forEach((l, i) => {
    doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
    doc
      .font(FONT.bold)
      .fontSize(8)
      .text(l.patientLine, MARGIN, 5, { width: inner, height: 10, ellipsis: true, lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(6.5)
      .text(l.detailLine, MARGIN, 15, { width: inner, height: 8, ellipsis: true, lineBreak: false });
    // Code 128 wants a quiet zone of at least 10 modules each side: the bars keep 12 pt from the edges.
    doc.image(images[i]!, QUIET_ZONE, 25, {
      fit: [LABEL_WIDTH - 2 * QUIET_ZONE, 48],
      align: 'center',
      valign: 'center',
    });
    doc
      .font(FONT.regular)
      .fontSize(7)
      .text(l.footer, MARGIN, 77, { width: inner, height: 9, ellipsis: true, lineBreak: false });
  });
  doc.end();
  return done;
}
