import {
  addendumHistoryNote,
  formatReportDate,
  formatReportDateTime,
  formatReportDecimal,
  reportLanguageOf,
  reportSexText,
  reportTexts,
  type TLanguage,
  type TReportContent,
  type TReportTexts,
  type TReportFish,
  type TReportKind,
  type TReportPart,
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
 * zone with its abbreviation (the zone kept in the content at signing), and its fixed texts in the report language
 * kept in the content at signing (packages/domain/src/report-language.ts; English for versions signed before).
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

/** `Surgical Pathology Report S26-00042 v1`: the FHIR and HL7 exports' title, English whatever the report's language. */
export const reportTitle = (c: TReportContent): string => `${REPORT_TITLES[c.caseType]} ${c.caseNumber} v${c.version}`;

/** The report's title in its language (`Informe de anatomía patológica quirúrgica`). */
const localTitle = (ctx: Ctx): string => ctx.tr.texts[`title${ctx.c.caseType}`];

/** `FINAL REPORT`, `INFORME CORREGIDO`: the banner of a kind of version in the report's language. */
const KIND_BANNER_KEYS = {
  final: 'bannerFinal',
  corrected: 'bannerCorrected',
  addendum: 'bannerAddendum',
} as const satisfies Record<TReportKind, string>;
const kindBanner = (tr: TReportTexts, kind: TReportKind): string => tr.t(KIND_BANNER_KEYS[kind]);

/** The case type as the report names it: the label kept at signing in English, the language's word otherwise. */
const caseTypeLabel = ({ c, tr }: Ctx): string =>
  tr.language === 'en' ? c.caseTypeLabel : tr.texts[`caseType${c.caseType}`];

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

/** The patient's sex in the report's language (a value outside the list as it is). */
const sexLabel = (tr: TReportTexts, sex: string): string => reportSexText(sex, (key) => tr.t(key));

/** The part's label, `Specimen` in the report's language when it has neither site nor description. */
function localPartLabel(tr: TReportTexts, part: Parameters<typeof specimenLabel>[0]): string {
  return siteWithLaterality(part) || part.description.trim() ? specimenLabel(part) : tr.t('specimen');
}

/** A part's final diagnosis as the report prints it (finalDiagnosisText in the report's language). */
function diagnosisText(tr: TReportTexts, finalDiagnosis: string, comment: string): string {
  if (finalDiagnosis.trim()) return finalDiagnosis.trim();
  return comment.trim() ? tr.t('seeComment') : tr.t('noDiagnosisYet');
}

// The site with its laterality and the part's label are the domain's (the web's report reads the same words).
export const partLabel = specimenLabel;
export { siteWithLaterality };

/** `A1–A6 (6 blocks) · 8 slides: H&E ×6, HER2 FISH ×1, unstained ×1` (in the report's language). */
export function blocksSummary(part: Pick<TReportPart, 'blocks'>, language: TLanguage = 'en'): string {
  const tr = reportTexts(language);
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
    stains.set(s.stain ?? tr.t('unstained'), (stains.get(s.stain ?? tr.t('unstained')) ?? 0) + 1);
  const slides = [...stains.values()].reduce((a, b) => a + b, 0);
  const blocks = tr.count('blocks', labels.length, { ranges: ranges.join(', ') });
  if (!slides) return blocks;
  const stainText =
    stains.size === 1 && slides === labels.length
      ? [...stains.keys()][0]!
      : [...stains].map(([s, n]) => `${s} ×${n}`).join(', ');
  return tr.count('slides', slides, { blocks, stains: stainText });
}

const FISH_METHODS = {
  'her2-dual': 'methodHer2Dual',
  urovysion: 'methodUrovysion',
  'break-apart': 'methodBreakApart',
} as const satisfies Record<TReportFish['method'], string>;

interface Ctx {
  doc: PDFKit.PDFDocument;
  c: TReportContent;
  preliminary: boolean;
  /** A time in the lab's zone and the report's language. */
  time: (iso: string | null) => string;
  /** A calendar date in the report's language. */
  date: (ymd: string | null) => string;
  /** The report's fixed texts in its language. */
  tr: TReportTexts;
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
  paragraph(ctx, `${part.letter}. ${localPartLabel(ctx.tr, part)}${suffix}`, { font: FONT.bold });
}

/**
 * A part's synoptic report below its final diagnosis: the protocol and version, then "Item: Answer" in the
 * protocol's order (items not enabled were never kept), group headings in bold.
 */
function drawSynoptic(ctx: Ctx, s: NonNullable<TReportPart['synoptic']>): void {
  paragraph(ctx, ctx.tr.t('synopticReport', { protocol: s.protocol, version: s.version }), {
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
    .text(localTitle(ctx).toUpperCase(), rx, top + 2, { width: rightW, align: 'right' });
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
  const { doc, c, preliminary, tr } = ctx;
  const color = BANNER_COLORS[preliminary ? 'preliminary' : c.kind];
  const title = preliminary ? tr.t('bannerPreliminary') : kindBanner(tr, c.kind);
  const y = doc.y;
  const h = 24;
  doc.rect(M.left, y, BODY_W, h).fill(color);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor('#ffffff')
    .text(title, M.left + 10, y + 6.5, { width: BODY_W - 20, lineBreak: false });
  const right = preliminary
    ? tr.t('draftOf', { time: ctx.time(c.reportedAt) })
    : tr.t('versionReported', { version: c.version, time: ctx.time(c.reportedAt) });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(right, M.left + 10, y + 8.5, { width: BODY_W - 20, align: 'right', lineBreak: false });
  doc.fillColor(INK);
  doc.y = y + h + 4;

  const notes: string[] = [];
  if (preliminary) {
    notes.push(tr.t('preliminaryNote'));
  } else if (c.kind === 'corrected') {
    notes.push(tr.t('correctedOn', { time: ctx.time(c.reportedAt), reason: c.reason?.trim() || tr.t('notStated') }));
    const time = ctx.time(c.previous?.signedAt ?? c.originalSignedAt);
    notes.push(
      c.previous
        ? tr.t('replacesVersion', { version: c.previous.version, time })
        : tr.t('replacesVersionUnnumbered', { time }),
    );
  } else if (c.kind === 'addendum') {
    notes.push(addendumHistoryNote(c, ctx.time, tr.language));
  }
  if (c.critical && !preliminary) notes.push(tr.t('criticalNote'));
  for (const n of notes)
    paragraph(ctx, n, {
      font: FONT.bold,
      size: 9,
      color: preliminary ? color : c.kind === 'final' ? BANNER_COLORS.corrected : color,
    });
}

/** The demographics box: patient, case and dates, ordering provider and facility in three columns. */
function drawDemographics(ctx: Ctx): void {
  const { doc, c, tr } = ctx;
  doc.moveDown(0.4);
  const top = doc.y;
  const pad = 7;
  const colW = (BODY_W - 2 * pad) / 3;
  const age = ageOn(c.patient.dob, c.reportedAt, c.lab.timeZone ?? 'UTC');
  // The rows in bold are the patient's name and the case number (the first row of the first two columns).
  const cols: { title: string; rows: [string, string][] }[] = [
    {
      title: tr.t('colPatient'),
      rows: [
        [tr.t('name'), `${c.patient.lastName}, ${c.patient.firstName}`],
        [tr.t('dob'), `${ctx.date(c.patient.dob)}${age === null ? '' : ` (${tr.t('ageYears', { age })})`}`],
        [tr.t('sex'), sexLabel(tr, c.patient.sex)],
        ['MRN', c.patient.mrn],
      ],
    },
    {
      title: tr.t('colCase'),
      rows: [
        [tr.t('caseLabel'), c.caseNumber],
        [tr.t('type'), `${caseTypeLabel(ctx)}${c.priority === 'stat' ? ` · ${tr.t('stat')}` : ''}`],
        [tr.t('collected'), ctx.time(c.collectedAt)],
        [tr.t('received'), ctx.time(c.receivedAt)],
        [tr.t('reported'), ctx.time(c.reportedAt)],
      ],
    },
    {
      title: tr.t('colOrderedBy'),
      rows: [
        [
          tr.t('provider'),
          c.provider ? `${c.provider.name}${c.provider.credentials ? `, ${c.provider.credentials}` : ''}` : '—',
        ],
        ['NPI', c.provider?.npi || '—'],
        [
          tr.t('facility'),
          c.facility ? [c.facility.name, c.facility.address, c.facility.phone].filter(Boolean).join('\n') : '—',
        ],
      ],
    },
  ];
  // The labels' column fits the longest label of the report's language (50 points in English, at most 70).
  doc.font(FONT.regular).fontSize(8);
  const labelW = Math.min(70, Math.max(50, ...cols.flatMap((col) => col.rows.map(([l]) => doc.widthOfString(l) + 4))));
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
    for (const [r, [label, value]] of col.rows.entries()) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x, y + 0.8, { width: labelW, lineBreak: false });
      doc
        .font(r === 0 && i < 2 ? FONT.bold : FONT.regular)
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
  const { doc, tr } = ctx;
  const num = (v: number | null) => (v === null ? '—' : formatReportDecimal(v, tr.language));
  const cells: [string, string][] = [
    [tr.t('probeSet'), f.probeSet],
    [tr.t('method'), tr.t(FISH_METHODS[f.method])],
    [tr.t('probeLot'), f.lotExpiry ? tr.t('lotExpiry', { lot: f.lot, date: ctx.date(f.lotExpiry) }) : f.lot],
    [tr.t('readers'), f.readers.map((r) => `${r.name} (${r.nuclei})`).join('; ') || '—'],
    [tr.t('nucleiCounted'), String(f.counted)],
  ];
  if (f.method === 'her2-dual') {
    cells.push(
      [tr.t('meanHer2'), num(f.meanHer2)],
      [tr.t('meanCep17'), num(f.meanCep17)],
      [tr.t('her2Cep17Ratio'), num(f.ratio)],
    );
    cells.push([tr.t('ascoCapGroup'), f.group === null ? '—' : String(f.group)]);
  } else {
    if (f.ratio !== null) cells.push([tr.t('ratio'), num(f.ratio)]);
    cells.push([
      tr.t('positiveNuclei'),
      f.positiveNuclei === null ? '—' : tr.t('positiveOf', { n: f.positiveNuclei, total: f.counted }),
    ]);
  }
  // The result (the FISH class, a coded value) stays as it is; its row is the last and printed in bold.
  cells.push([tr.t('result'), f.result]);
  const resultCell = cells.length - 1;
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
    const first = rows.indexOf(row) * 2;
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
        .font(first + i === resultCell ? FONT.bold : FONT.regular)
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
  if (f.interpretation.trim()) paragraph(ctx, tr.t('interpretation', { text: f.interpretation }));
  if (f.comment.trim()) paragraph(ctx, tr.t('commentLine', { text: f.comment }));
  if (f.acceptedBy)
    paragraph(
      ctx,
      f.acceptedAt
        ? tr.t('resultAcceptedOn', { name: f.acceptedBy, time: ctx.time(f.acceptedAt) })
        : tr.t('resultAccepted', { name: f.acceptedBy }),
      { size: 8.5, color: MUTED },
    );
  doc.moveDown(0.3);
}

function drawCodes(ctx: Ctx, title: string, rows: { code: string; description: string; units?: number }[]): void {
  const { doc } = ctx;
  if (!rows.length) return;
  heading(ctx, title);
  for (const r of rows) {
    if (doc.y + 14 > bottom(doc)) {
      doc.addPage();
      heading(ctx, ctx.tr.t('continued', { title }));
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
      doc.text(ctx.tr.count('units', r.units), M.left + BODY_W - unitsW, y, {
        width: unitsW,
        align: 'right',
        lineBreak: false,
      });
    doc.x = M.left;
    doc.y = after + 2;
  }
}

function drawSignature(ctx: Ctx): void {
  const { doc, c, preliminary, tr } = ctx;
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
    paragraph(ctx, tr.t('bannerPreliminary'), { font: FONT.bold, size: 12, color: BANNER_COLORS.preliminary });
    paragraph(ctx, tr.t('notSigned', { name: who }), { size: 9.5 });
    return;
  }
  paragraph(ctx, tr.t('signedByOn', { name: who, time: ctx.time(c.reportedAt) }), {
    font: FONT.bold,
    size: 10.5,
  });
  if (c.kind !== 'final')
    paragraph(ctx, tr.t('originalSigned', { time: ctx.time(c.originalSignedAt) }), { size: 9, color: MUTED });
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
  paragraph(ctx, tr.t('attestation', { lab: c.lab.name, address: c.lab.address, clia: c.lab.clia }), {
    size: 8,
    color: MUTED,
  });
}

/** Running header (pages after the first), footer and, for a preliminary report, the watermark: on every page. */
function decoratePages(ctx: Ctx): void {
  const { doc, c, preliminary, tr } = ctx;
  const range = doc.bufferedPageRange();
  const patient = `${c.patient.lastName}, ${c.patient.firstName}`;
  const banner = preliminary ? tr.t('watermarkPreliminary') : `${kindBanner(tr, c.kind)} v${c.version}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    if (i > range.start) {
      doc.font(FONT.bold).fontSize(9).fillColor(INK);
      doc.text(`${c.lab.name} · ${localTitle(ctx)}`, M.left, 34, {
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
    doc.text(
      `${c.caseNumber} · ${patient} · MRN ${c.patient.mrn} · ${tr.t('dob')} ${ctx.date(c.patient.dob)}`,
      M.left,
      fy + 6,
      { width: BODY_W * 0.62, lineBreak: false },
    );
    doc
      .font(FONT.bold)
      .text(tr.t('page', { page: i - range.start + 1, pages: range.count }), M.left + BODY_W * 0.62, fy + 6, {
        width: BODY_W * 0.38,
        align: 'right',
        lineBreak: false,
      });
    doc
      .font(FONT.regular)
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${banner} · ${c.lab.name} · CLIA ${c.lab.clia} · ${tr.t('confidential')}`, M.left, fy + 19, {
        width: BODY_W,
        lineBreak: false,
      });
    // The language the report is written in, in it (the lab's report language when the version was signed).
    doc.text(tr.t('footerLanguage'), M.left, fy + 28, { width: BODY_W, lineBreak: false });
    if (preliminary) {
      doc.save();
      doc.rotate(-52, { origin: [PAGE_W / 2, PAGE_H / 2] });
      doc.font(FONT.bold).fontSize(78).fillColor(BANNER_COLORS.preliminary).fillOpacity(0.13);
      doc.text(tr.t('watermarkPreliminary'), PAGE_W / 2 - 300, PAGE_H / 2 - 40, {
        width: 600,
        align: 'center',
        lineBreak: false,
      });
      doc.restore();
    }
    doc.page.margins = margins;
    doc.fillColor(INK).fillOpacity(1);
  }
}

export async function renderReportPdf(content: TReportContent, opts: { preliminary?: boolean } = {}): Promise<Buffer> {
  const c = content;
  const tr = reportTexts(reportLanguageOf(c));
  const when = new Date(c.reportedAt);
  const date = Number.isNaN(when.getTime()) ? new Date(0) : when;
  const doc = newPdfDocument({
    size: 'LETTER',
    margins: M,
    bufferPages: true,
    info: {
      Title: `${tr.texts[`title${c.caseType}`]} ${c.caseNumber} v${c.version}`,
      Author: c.lab.name,
      Subject: `${kindBanner(tr, c.kind)}${opts.preliminary ? ` (${tr.t('watermarkPreliminary').toLowerCase()})` : ''} · ${c.patient.lastName}, ${c.patient.firstName}`,
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
    time: (iso) => formatReportDateTime(iso, c.lab.timeZone ?? 'UTC', tr.language),
    date: (ymd) => formatReportDate(ymd, tr.language),
    tr,
  };

  drawFirstPageHeader(ctx);
  drawBanner(ctx);
  drawDemographics(ctx);

  if (c.testsOrdered.length)
    paragraph(ctx, tr.t('testsOrdered', { tests: c.testsOrdered.join('; ') }), { size: 9, color: MUTED });

  heading(ctx, tr.t('clinicalHistory'));
  paragraph(ctx, c.clinicalHistory?.trim() || tr.t('noneGiven'));

  heading(ctx, tr.t('specimensSubmitted'));
  for (const p of c.parts) paragraph(ctx, `${p.letter}. ${localPartLabel(tr, p)}`);

  heading(ctx, tr.t('finalDiagnosis'));
  for (const p of c.parts) {
    partHeading(ctx, p);
    paragraph(ctx, diagnosisText(tr, p.finalDiagnosis, c.comment), { indent: INDENT, gap: 0.3 });
    if (p.synoptic) drawSynoptic(ctx, p.synoptic);
  }

  if (c.comment.trim()) {
    heading(ctx, tr.t('comment'));
    paragraph(ctx, c.comment);
  }

  if (c.addenda.length) {
    for (const a of c.addenda) {
      heading(ctx, tr.t('addendumHeading', { time: ctx.time(a.signedAt) }), BANNER_COLORS.addendum);
      paragraph(ctx, a.text);
      paragraph(ctx, tr.t('addendumSignedBy', { version: a.version, name: a.signedBy, time: ctx.time(a.signedAt) }), {
        size: 9,
        color: MUTED,
      });
    }
  }

  if (c.kind === 'corrected' && c.previous) {
    heading(
      ctx,
      tr.t('previouslyReported', { version: c.previous.version, time: ctx.time(c.previous.signedAt) }),
      BANNER_COLORS.corrected,
    );
    if (c.previous.changes) {
      // Each changed item with what the corrected version said (versions signed before this was kept: diagnoses only).
      for (const ch of c.previous.changes) {
        paragraph(
          ctx,
          ch.part
            ? tr.t('previouslyReportedPartItem', { part: ch.part, item: ch.item })
            : tr.t('previouslyReportedItem', { item: ch.item }),
          { font: FONT.bold },
        );
        paragraph(ctx, ch.previously, { indent: INDENT, gap: 0.3, color: MUTED });
      }
    } else {
      for (const prev of c.previous.parts) {
        const part = c.parts.find((p) => p.letter === prev.letter);
        partHeading(ctx, part ?? { letter: prev.letter, bodySite: null, laterality: null, description: '' });
        paragraph(ctx, prev.finalDiagnosis.trim() || '—', { indent: INDENT, gap: 0.3, color: MUTED });
      }
      if (c.previous.comment.trim())
        paragraph(ctx, tr.t('commentLine', { text: c.previous.comment }), { color: MUTED });
    }
  }

  if (c.fish.length) {
    ensureSpace(ctx, 160); // the heading with the first table
    heading(ctx, tr.t('fishResults'));
    c.fish.forEach((f, i) => drawFish(ctx, f, i));
  }

  if (c.parts.some((p) => p.microscopicDescription.trim())) {
    heading(ctx, tr.t('microscopicDescription'));
    for (const p of c.parts) {
      if (!p.microscopicDescription.trim()) continue;
      partHeading(ctx, { ...p, description: '' }, '');
      paragraph(ctx, p.microscopicDescription, { indent: INDENT, gap: 0.3 });
    }
  }

  if (c.parts.some((p) => p.grossDescription.trim() || p.blocks.length)) {
    heading(ctx, tr.t('grossDescription'));
    for (const p of c.parts) {
      if (!p.grossDescription.trim() && !p.blocks.length) continue;
      partHeading(ctx, { ...p, description: '' }, '');
      paragraph(ctx, p.grossDescription, { indent: INDENT });
      const summary = blocksSummary(p, tr.language);
      if (summary)
        paragraph(ctx, tr.t('blocksAndSlides', { summary }), { indent: INDENT, size: 9, color: MUTED, gap: 0.3 });
    }
  }

  drawCodes(ctx, tr.t('icdCodes'), c.icdCodes);
  drawCodes(ctx, tr.t('cptCodes'), c.procedures);
  drawSignature(ctx);
  decoratePages(ctx);
  doc.end();
  return done;
}
