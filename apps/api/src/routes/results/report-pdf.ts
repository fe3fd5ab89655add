import {
  addendumHistoryNote,
  PRELIMINARY_BANNER,
  REPORT_KIND_BANNERS,
  type TReportContent,
  type TReportFish,
  type TReportKind,
  type TReportPart,
  finalDiagnosisText,
  formatLabDateTime,
  wallTime,
  siteWithLaterality,
  specimenLabel,
} from '@lab/domain';
import { FONT, formatDate, newPdfDocument } from '../../lib/pdf';

// The report's text helpers are the portal's PDF helpers (lib/pdf.ts); the report's tests and exports read them here.
export { formatDate };

/**
 * The signed pathology report as a PDF (US Letter), made from the content snapshotted at signing. It carries
 * every element of CLIA 42 CFR 493.1291(c) (docs/laboratory.md#what-a-report-contains). Times are printed in the lab's
 * zone with its abbreviation (the zone kept in the content at signing).
 * The same content gives the same bytes: the document dates and the file id come from `reportedAt`.
 */

const PAGE_W = 612;
const PAGE_H = 792;
const M = { top: 66, bottom: 68, left: 54, right: 54 };
const BODY_W = PAGE_W - M.left - M.right;
const INDENT = 14;

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9aa3ad';
const SHADE = '#f1f3f5';
const BANNER_COLORS: Record<TReportKind | 'preliminary', string> = {
  final: '#1d3557',
  corrected: '#b00020',
  addendum: '#8a4b00',
  preliminary: '#c62828',
};

export const REPORT_TITLES: Record<TReportContent['caseType'], string> = {
  S: 'Surgical Pathology Report',
  C: 'Cytopathology Report',
  F: 'FISH Report',
};

/** `Surgical Pathology Report S26-00042 v1`: the PDF title, also used by the FHIR and HL7 exports. */
export const reportTitle = (c: TReportContent): string => `${REPORT_TITLES[c.caseType]} ${c.caseNumber} v${c.version}`;

/**
 * `11/23/2026 08:05 CST`: a time as the report prints it, in the lab's zone with its abbreviation (the zone the
 * version was signed in, kept in its content; UTC for versions signed before the lab had a zone).
 */
export function formatDateTime(iso: string | null, timeZone = 'UTC'): string {
  return formatLabDateTime(iso, timeZone);
}

/** Age in whole years on the report date, in the lab's calendar. */
function ageOn(dob: string, at: string, timeZone: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  const d = new Date(at);
  if (!b || Number.isNaN(d.getTime())) return null;
  const today = wallTime(d, timeZone);
  let age = today.year - Number(b[1]);
  if (today.month * 100 + today.day < Number(b[2]) * 100 + Number(b[3])) age -= 1;
  return age >= 0 ? age : null;
}

const SEX_LABELS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  intersex: 'Intersex',
  unknown: 'Unknown',
  other: 'Other',
};

// The site with its laterality and the part's label are the domain's (the web's report reads the same words).
export const partLabel = specimenLabel;
export { siteWithLaterality };

/** `A1–A6 (6 blocks) · 8 slides: H&E ×6, HER2 FISH ×1, unstained ×1`. */
export function blocksSummary(part: Pick<TReportPart, 'blocks'>): string {
  if (!part.blocks.length) return '';
  const labels = part.blocks.map((b) => b.label);
  const ranges: string[] = [];
  let start = 0;
  const parse = (l: string) => /^(.*?)(\d+)$/.exec(l);
  for (let i = 1; i <= labels.length; i++) {
    const prev = parse(labels[i - 1]!);
    const cur = i < labels.length ? parse(labels[i]!) : null;
    const consecutive = prev && cur && prev[1] === cur[1] && Number(cur[2]) === Number(prev[2]) + 1;
    if (!consecutive) {
      ranges.push(
        i - 1 === start ? labels[start]! : `${labels[start]}${i - 1 === start + 1 ? ', ' : '–'}${labels[i - 1]}`,
      );
      start = i;
    }
  }
  const stains = new Map<string, number>();
  for (const s of part.blocks.flatMap((b) => b.slides))
    stains.set(s.stain ?? 'unstained', (stains.get(s.stain ?? 'unstained') ?? 0) + 1);
  const slides = [...stains.values()].reduce((a, b) => a + b, 0);
  const blocks = `${ranges.join(', ')} (${labels.length} block${labels.length === 1 ? '' : 's'})`;
  if (!slides) return blocks;
  const stainText =
    stains.size === 1 && slides === labels.length
      ? [...stains.keys()][0]!
      : [...stains].map(([s, n]) => `${s} ×${n}`).join(', ');
  return `${blocks}; ${slides} slide${slides === 1 ? '' : 's'}: ${stainText}`;
}

const FISH_METHODS: Record<TReportFish['method'], string> = {
  'her2-dual': 'HER2 dual probe',
  urovysion: 'UroVysion',
  'break-apart': 'Break-apart',
};

interface Ctx {
  doc: PDFKit.PDFDocument;
  c: TReportContent;
  preliminary: boolean;
  /** A time in the lab's zone (formatDateTime). */
  time: (iso: string | null) => string;
}

function bottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit above the footer. */
function ensureSpace({ doc }: Ctx, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(ctx: Ctx, title: string, color = INK): void {
  const { doc } = ctx;
  ensureSpace(ctx, 48);
  doc.moveDown(0.7);
  const y = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .fillColor(color)
    .text(title.toUpperCase(), M.left, y, { width: BODY_W, characterSpacing: 0.6 });
  const ruleY = doc.y + 1;
  doc
    .moveTo(M.left, ruleY)
    .lineTo(M.left + BODY_W, ruleY)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.y = ruleY + 5;
  doc.fillColor(INK);
}

function paragraph(
  ctx: Ctx,
  text: string,
  opts: { indent?: number; font?: string; size?: number; color?: string; gap?: number } = {},
): void {
  const { doc } = ctx;
  const indent = opts.indent ?? 0;
  const t = text.trim();
  if (!t) return;
  ensureSpace(ctx, 14);
  doc
    .font(opts.font ?? FONT.regular)
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? INK)
    .text(t, M.left + indent, doc.y, { width: BODY_W - indent, lineGap: 1.5, paragraphGap: 2 });
  doc.fillColor(INK);
  if (opts.gap) doc.moveDown(opts.gap);
}

/** `A. Breast, left, lumpectomy:` in bold, kept together with the first lines that follow. */
function partHeading(
  ctx: Ctx,
  part: Pick<TReportPart, 'letter' | 'bodySite' | 'laterality' | 'description'>,
  suffix = ':',
): void {
  ensureSpace(ctx, 34);
  paragraph(ctx, `${part.letter}. ${partLabel(part)}${suffix}`, { font: FONT.bold });
}

/**
 * A part's synoptic report below its final diagnosis: the protocol and version, then "Item: Answer" in the
 * protocol's order (items not enabled were never kept), group headings in bold.
 */
function drawSynoptic(ctx: Ctx, s: NonNullable<TReportPart['synoptic']>): void {
  paragraph(ctx, `Synoptic report: ${s.protocol}, version ${s.version}`, {
    indent: INDENT,
    font: 'Helvetica-Bold',
    size: 9,
  });
  for (const e of s.entries) {
    const indent = INDENT + 10 * (e.depth + 1);
    if (e.answer === null) paragraph(ctx, e.item, { indent, font: 'Helvetica-Bold', size: 9 });
    else paragraph(ctx, `${e.item}: ${e.answer}`, { indent, size: 9 });
  }
  ctx.doc.moveDown(0.3);
}

function drawFirstPageHeader(ctx: Ctx): void {
  const { doc, c } = ctx;
  const top = 36;
  const rightW = 190;
  const leftW = BODY_W - rightW - 12;
  doc.font(FONT.bold).fontSize(15).fillColor(INK).text(c.lab.name, M.left, top, { width: leftW });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(c.lab.address, M.left, doc.y + 1, { width: leftW });
  doc.text(`CLIA ${c.lab.clia}`, M.left, doc.y + 1, { width: leftW });
  const leftBottom = doc.y;
  const rx = M.left + BODY_W - rightW;
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(INK)
    .text(REPORT_TITLES[c.caseType].toUpperCase(), rx, top + 2, { width: rightW, align: 'right' });
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(c.caseNumber, rx, doc.y + 2, { width: rightW, align: 'right' });
  const y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(M.left, y)
    .lineTo(M.left + BODY_W, y)
    .lineWidth(1.2)
    .strokeColor(INK)
    .stroke();
  doc.y = y + 8;
}

function drawBanner(ctx: Ctx): void {
  const { doc, c, preliminary } = ctx;
  const color = BANNER_COLORS[preliminary ? 'preliminary' : c.kind];
  const title = preliminary ? PRELIMINARY_BANNER : REPORT_KIND_BANNERS[c.kind];
  const y = doc.y;
  const h = 24;
  doc.rect(M.left, y, BODY_W, h).fill(color);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor('#ffffff')
    .text(title, M.left + 10, y + 6.5, { width: BODY_W - 20, lineBreak: false });
  const right = preliminary
    ? `Draft of ${ctx.time(c.reportedAt)}`
    : `Version ${c.version} · Reported ${ctx.time(c.reportedAt)}`;
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(right, M.left + 10, y + 8.5, { width: BODY_W - 20, align: 'right', lineBreak: false });
  doc.fillColor(INK);
  doc.y = y + h + 4;

  const notes: string[] = [];
  if (preliminary) {
    notes.push(
      'This report has not been signed by a pathologist. The diagnosis may change; do not use it for patient care.',
    );
  } else if (c.kind === 'corrected') {
    notes.push(`Corrected on ${ctx.time(c.reportedAt)}. Reason for correction: ${c.reason?.trim() || 'not stated'}`);
    notes.push(
      `This report replaces the version${c.previous ? ` ${c.previous.version}` : ''} reported ${ctx.time(c.previous?.signedAt ?? c.originalSignedAt)}; see "Previously reported" below.`,
    );
  } else if (c.kind === 'addendum') {
    notes.push(addendumHistoryNote(c, ctx.time));
  }
  if (c.critical && !preliminary)
    notes.push('CRITICAL RESULT: the ordering provider is notified by telephone as the laboratory requires.');
  for (const n of notes)
    paragraph(ctx, n, {
      font: FONT.bold,
      size: 9,
      color: preliminary ? color : c.kind === 'final' ? BANNER_COLORS.corrected : color,
    });
}

/** The demographics box: patient, case and dates, ordering provider and facility in three columns. */
function drawDemographics(ctx: Ctx): void {
  const { doc, c } = ctx;
  doc.moveDown(0.4);
  const top = doc.y;
  const pad = 7;
  const colW = (BODY_W - 2 * pad) / 3;
  const labelW = 50;
  const age = ageOn(c.patient.dob, c.reportedAt, c.lab.timeZone ?? 'UTC');
  const cols: { title: string; rows: [string, string][] }[] = [
    {
      title: 'Patient',
      rows: [
        ['Name', `${c.patient.lastName}, ${c.patient.firstName}`],
        ['DOB', `${formatDate(c.patient.dob)}${age === null ? '' : ` (${age} y)`}`],
        ['Sex', SEX_LABELS[c.patient.sex] ?? c.patient.sex],
        ['MRN', c.patient.mrn],
      ],
    },
    {
      title: 'Case',
      rows: [
        ['Case', c.caseNumber],
        ['Type', `${c.caseTypeLabel}${c.priority === 'stat' ? ' · STAT' : ''}`],
        ['Collected', ctx.time(c.collectedAt)],
        ['Received', ctx.time(c.receivedAt)],
        ['Reported', ctx.time(c.reportedAt)],
      ],
    },
    {
      title: 'Ordered by',
      rows: [
        [
          'Provider',
          c.provider ? `${c.provider.name}${c.provider.credentials ? `, ${c.provider.credentials}` : ''}` : '—',
        ],
        ['NPI', c.provider?.npi || '—'],
        [
          'Facility',
          c.facility ? [c.facility.name, c.facility.address, c.facility.phone].filter(Boolean).join('\n') : '—',
        ],
      ],
    },
  ];
  // Measure first, so the shaded box is drawn under the text.
  const measure = () => {
    let max = 0;
    for (const col of cols) {
      let h = 14;
      doc.font(FONT.regular).fontSize(9);
      for (const [, v] of col.rows) h += doc.heightOfString(v, { width: colW - labelW - 6, lineGap: 0.5 }) + 2.5;
      max = Math.max(max, h);
    }
    return max + 2 * pad;
  };
  const h = measure();
  ensureSpace(ctx, h);
  const y0 = doc.y === top ? top : doc.y;
  doc.rect(M.left, y0, BODY_W, h).fill(SHADE);
  doc.rect(M.left, y0, BODY_W, h).lineWidth(0.5).strokeColor(RULE).stroke();
  cols.forEach((col, i) => {
    const x = M.left + pad + i * colW;
    if (i > 0)
      doc
        .moveTo(x - 4, y0 + pad)
        .lineTo(x - 4, y0 + h - pad)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor(MUTED)
      .text(col.title.toUpperCase(), x, y0 + pad, { width: colW - 6, characterSpacing: 0.5 });
    let y = y0 + pad + 14;
    for (const [label, value] of col.rows) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x, y + 0.8, { width: labelW, lineBreak: false });
      doc
        .font(label === 'Name' || label === 'Case' ? FONT.bold : FONT.regular)
        .fontSize(9)
        .fillColor(INK);
      doc.text(value, x + labelW, y, { width: colW - labelW - 6, lineGap: 0.5 });
      y = doc.y + 2.5;
    }
  });
  doc.fillColor(INK);
  doc.x = M.left;
  doc.y = y0 + h + 2;
}

function drawFish(ctx: Ctx, f: TReportFish, index: number): void {
  const { doc } = ctx;
  const num = (v: number | null) => (v === null ? '—' : v.toFixed(2));
  const cells: [string, string][] = [
    ['Probe set', f.probeSet],
    ['Method', FISH_METHODS[f.method]],
    ['Probe lot', `${f.lot}${f.lotExpiry ? ` (exp. ${formatDate(f.lotExpiry)})` : ''}`],
    ['Readers (nuclei)', f.readers.map((r) => `${r.name} (${r.nuclei})`).join('; ') || '—'],
    ['Nuclei counted', String(f.counted)],
  ];
  if (f.method === 'her2-dual') {
    cells.push(
      ['Mean HER2 / cell', num(f.meanHer2)],
      ['Mean CEP17 / cell', num(f.meanCep17)],
      ['HER2/CEP17 ratio', num(f.ratio)],
    );
    cells.push(['ASCO/CAP group', f.group === null ? '—' : String(f.group)]);
  } else {
    if (f.ratio !== null) cells.push(['Ratio', num(f.ratio)]);
    cells.push(['Positive nuclei', f.positiveNuclei === null ? '—' : `${f.positiveNuclei} of ${f.counted}`]);
  }
  cells.push(['Result', f.result]);
  const rows: [string, string][][] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(cells.slice(i, i + 2));
  const labelW = 92;
  const halfW = BODY_W / 2;
  const valueW = halfW - labelW - 10;
  doc.font(FONT.regular).fontSize(9);
  const rowH = (row: [string, string][]) =>
    Math.max(...row.map(([, v]) => doc.heightOfString(v, { width: valueW }))) + 6;
  const tableH = rows.reduce((a, r) => a + rowH(r), 0);
  ensureSpace(ctx, Math.min(tableH + 30, 300));
  paragraph(ctx, `${index + 1}. ${f.probeSet}`, { font: FONT.bold });
  let y = doc.y + 2;
  for (const row of rows) {
    const h = rowH(row);
    if (y + h > bottom(doc)) {
      doc.addPage();
      y = doc.y;
    }
    row.forEach(([label, value], i) => {
      const x = M.left + i * halfW;
      doc.rect(x, y, labelW, h).fill(SHADE);
      doc.rect(x, y, halfW, h).lineWidth(0.4).strokeColor(RULE).stroke();
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x + 4, y + 3.5, { width: labelW - 8 });
      doc
        .font(label === 'Result' ? FONT.bold : FONT.regular)
        .fontSize(9)
        .fillColor(INK)
        .text(value, x + labelW + 5, y + 3, { width: valueW });
    });
    if (row.length === 1)
      doc
        .rect(M.left + halfW, y, halfW, h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
    y += h;
  }
  doc.x = M.left;
  doc.y = y + 4;
  if (f.interpretation.trim()) paragraph(ctx, `Interpretation: ${f.interpretation}`);
  if (f.comment.trim()) paragraph(ctx, `Comment: ${f.comment}`);
  if (f.acceptedBy)
    paragraph(ctx, `Result accepted by ${f.acceptedBy}${f.acceptedAt ? ` on ${ctx.time(f.acceptedAt)}` : ''}.`, {
      size: 8.5,
      color: MUTED,
    });
  doc.moveDown(0.3);
}

function drawCodes(ctx: Ctx, title: string, rows: { code: string; description: string; units?: number }[]): void {
  const { doc } = ctx;
  if (!rows.length) return;
  heading(ctx, title);
  for (const r of rows) {
    if (doc.y + 14 > bottom(doc)) {
      doc.addPage();
      heading(ctx, `${title} (continued)`);
    }
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9.5).fillColor(INK).text(r.code, M.left, y, { width: 64, lineBreak: false });
    const unitsW = r.units === undefined ? 0 : 60;
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .text(r.description, M.left + 70, y, { width: BODY_W - 70 - unitsW });
    const after = doc.y;
    if (r.units !== undefined)
      doc.text(`×${r.units} unit${r.units === 1 ? '' : 's'}`, M.left + BODY_W - unitsW, y, {
        width: unitsW,
        align: 'right',
        lineBreak: false,
      });
    doc.x = M.left;
    doc.y = after + 2;
  }
}

function drawSignature(ctx: Ctx): void {
  const { doc, c, preliminary } = ctx;
  const p = c.pathologist;
  const who = `${p.name}${p.credentials ? `, ${p.credentials}` : ''}`;
  ensureSpace(ctx, 96);
  doc.moveDown(1.2);
  const y = doc.y;
  doc
    .moveTo(M.left, y)
    .lineTo(M.left + BODY_W, y)
    .lineWidth(1.2)
    .strokeColor(INK)
    .stroke();
  doc.y = y + 8;
  if (preliminary) {
    paragraph(ctx, PRELIMINARY_BANNER, { font: FONT.bold, size: 12, color: BANNER_COLORS.preliminary });
    paragraph(ctx, `Not signed. Pathologist assigned: ${who}. A signed final report will follow.`, { size: 9.5 });
    return;
  }
  paragraph(ctx, `Electronically signed by ${who} on ${ctx.time(c.reportedAt)}`, {
    font: FONT.bold,
    size: 10.5,
  });
  if (c.kind !== 'final')
    paragraph(ctx, `Original report signed ${ctx.time(c.originalSignedAt)}.`, { size: 9, color: MUTED });
  doc.moveDown(1.6);
  const lineY = doc.y;
  doc
    .moveTo(M.left, lineY)
    .lineTo(M.left + 250, lineY)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  doc.y = lineY + 3;
  paragraph(ctx, p.signatureLine?.trim() || who, { size: 9 });
  if (p.npi) paragraph(ctx, `NPI ${p.npi}`, { size: 8.5, color: MUTED });
  paragraph(
    ctx,
    `The pathologist named above has personally reviewed the specimen(s) and rendered the diagnosis. Test performed at ${c.lab.name}, ${c.lab.address} (CLIA ${c.lab.clia}).`,
    { size: 8, color: MUTED },
  );
}

/** Running header (pages after the first), footer and, for a preliminary report, the watermark: on every page. */
function decoratePages(ctx: Ctx): void {
  const { doc, c, preliminary } = ctx;
  const range = doc.bufferedPageRange();
  const patient = `${c.patient.lastName}, ${c.patient.firstName}`;
  const banner = preliminary ? 'PRELIMINARY' : `${REPORT_KIND_BANNERS[c.kind]} v${c.version}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    if (i > range.start) {
      doc.font(FONT.bold).fontSize(9).fillColor(INK);
      doc.text(`${c.lab.name} · ${REPORT_TITLES[c.caseType]}`, M.left, 34, {
        width: BODY_W * 0.6,
        height: 12,
        ellipsis: true,
        lineBreak: false,
      });
      doc.text(`${c.caseNumber} · ${patient}`, M.left + BODY_W * 0.6, 34, {
        width: BODY_W * 0.4,
        height: 12,
        align: 'right',
        ellipsis: true,
        lineBreak: false,
      });
      doc
        .moveTo(M.left, 48)
        .lineTo(M.left + BODY_W, 48)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
    }
    const fy = PAGE_H - M.bottom + 18;
    doc
      .moveTo(M.left, fy)
      .lineTo(M.left + BODY_W, fy)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.font(FONT.regular).fontSize(8.5).fillColor(INK);
    doc.text(`${c.caseNumber} · ${patient} · MRN ${c.patient.mrn} · DOB ${formatDate(c.patient.dob)}`, M.left, fy + 6, {
      width: BODY_W * 0.62,
      lineBreak: false,
    });
    doc.font(FONT.bold).text(`Page ${i - range.start + 1} of ${range.count}`, M.left + BODY_W * 0.62, fy + 6, {
      width: BODY_W * 0.38,
      align: 'right',
      lineBreak: false,
    });
    doc
      .font(FONT.regular)
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${banner} · ${c.lab.name} · CLIA ${c.lab.clia} · Confidential patient information`, M.left, fy + 19, {
        width: BODY_W,
        lineBreak: false,
      });
    if (preliminary) {
      doc.save();
      doc.rotate(-52, { origin: [PAGE_W / 2, PAGE_H / 2] });
      doc.font(FONT.bold).fontSize(78).fillColor(BANNER_COLORS.preliminary).fillOpacity(0.13);
      doc.text('PRELIMINARY', PAGE_W / 2 - 300, PAGE_H / 2 - 40, { width: 600, align: 'center', lineBreak: false });
      doc.restore();
    }
    doc.page.margins = margins;
    doc.fillColor(INK).fillOpacity(1);
  }
}

export async function renderReportPdf(content: TReportContent, opts: { preliminary?: boolean } = {}): Promise<Buffer> {
  const c = content;
  const when = new Date(c.reportedAt);
  const date = Number.isNaN(when.getTime()) ? new Date(0) : when;
  const doc = newPdfDocument({
    size: 'LETTER',
    margins: M,
    bufferPages: true,
    info: {
      Title: reportTitle(c),
      Author: c.lab.name,
      Subject: `${REPORT_KIND_BANNERS[c.kind]}${opts.preliminary ? ' (preliminary)' : ''} · ${c.patient.lastName}, ${c.patient.firstName}`,
      Creator: 'LABPORTAL',
      Producer: 'LABPORTAL',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ctx: Ctx = {
    doc,
    c,
    preliminary: opts.preliminary === true,
    time: (iso) => formatDateTime(iso, c.lab.timeZone ?? 'UTC'),
  };

  drawFirstPageHeader(ctx);
  drawBanner(ctx);
  drawDemographics(ctx);

  if (c.testsOrdered.length) paragraph(ctx, `Tests ordered: ${c.testsOrdered.join('; ')}`, { size: 9, color: MUTED });

  heading(ctx, 'Clinical history');
  paragraph(ctx, c.clinicalHistory?.trim() || 'None given.');

  heading(ctx, 'Specimens submitted');
  for (const p of c.parts) paragraph(ctx, `${p.letter}. ${partLabel(p)}`);

  heading(ctx, 'Final diagnosis');
  for (const p of c.parts) {
    partHeading(ctx, p);
    paragraph(ctx, finalDiagnosisText(p.finalDiagnosis, c.comment), { indent: INDENT, gap: 0.3 });
    if (p.synoptic) drawSynoptic(ctx, p.synoptic);
  }

  if (c.comment.trim()) {
    heading(ctx, 'Comment');
    paragraph(ctx, c.comment);
  }

  if (c.addenda.length) {
    for (const a of c.addenda) {
      heading(ctx, `Addendum · ${ctx.time(a.signedAt)}`, BANNER_COLORS.addendum);
      paragraph(ctx, a.text);
      paragraph(
        ctx,
        `Addendum (version ${a.version}) electronically signed by ${a.signedBy} on ${ctx.time(a.signedAt)}.`,
        { size: 9, color: MUTED },
      );
    }
  }

  if (c.kind === 'corrected' && c.previous) {
    heading(
      ctx,
      `Previously reported (version ${c.previous.version}, ${ctx.time(c.previous.signedAt)})`,
      BANNER_COLORS.corrected,
    );
    if (c.previous.changes) {
      // Each changed item with what the corrected version said (versions signed before this was kept: diagnoses only).
      for (const ch of c.previous.changes) {
        paragraph(ctx, `${ch.part ? `Part ${ch.part}, ` : ''}${ch.item}, previously reported:`, {
          font: FONT.bold,
        });
        paragraph(ctx, ch.previously, { indent: INDENT, gap: 0.3, color: MUTED });
      }
    } else {
      for (const prev of c.previous.parts) {
        const part = c.parts.find((p) => p.letter === prev.letter);
        partHeading(ctx, part ?? { letter: prev.letter, bodySite: null, laterality: null, description: '' });
        paragraph(ctx, prev.finalDiagnosis.trim() || '—', { indent: INDENT, gap: 0.3, color: MUTED });
      }
      if (c.previous.comment.trim()) paragraph(ctx, `Comment: ${c.previous.comment}`, { color: MUTED });
    }
  }

  if (c.fish.length) {
    ensureSpace(ctx, 160); // the heading with the first table
    heading(ctx, 'FISH results');
    c.fish.forEach((f, i) => drawFish(ctx, f, i));
  }

  if (c.parts.some((p) => p.microscopicDescription.trim())) {
    heading(ctx, 'Microscopic description');
    for (const p of c.parts) {
      if (!p.microscopicDescription.trim()) continue;
      partHeading(ctx, { ...p, description: '' }, '');
      paragraph(ctx, p.microscopicDescription, { indent: INDENT, gap: 0.3 });
    }
  }

  if (c.parts.some((p) => p.grossDescription.trim() || p.blocks.length)) {
    heading(ctx, 'Gross description');
    for (const p of c.parts) {
      if (!p.grossDescription.trim() && !p.blocks.length) continue;
      partHeading(ctx, { ...p, description: '' }, '');
      paragraph(ctx, p.grossDescription, { indent: INDENT });
      const summary = blocksSummary(p);
      if (summary) paragraph(ctx, `Blocks and slides: ${summary}`, { indent: INDENT, size: 9, color: MUTED, gap: 0.3 });
    }
  }

  drawCodes(ctx, 'ICD-10-CM diagnosis codes', c.icdCodes);
  drawCodes(ctx, 'CPT procedure codes', c.procedures);
  drawSignature(ctx);
  decoratePages(ctx);
  doc.end();
  return done;
}
