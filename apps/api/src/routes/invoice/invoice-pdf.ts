import {
  fillPlaceholders,
  formatMoney,
  formatReportDate,
  INVOICE_TEXTS,
  translateServerMessage,
  type InvoiceTexts,
  type TInvoice,
  type TLanguage,
} from '@lab/domain';
import { drawLabHeader, FONT, newPdfDocument, pdfBytes } from '../../lib/pdf';

/**
 * The invoice of a case as a one-or-more-page PDF (US Letter): the lab's header, the invoice number and dates,
 * bill-to, patient and case, the lines, the total and the notes (docs/invoice.md#pdf). The same invoice gives the
 * same bytes: the document dates come from the invoice date. Its fixed texts are in the lab's report language
 * (packages/domain/src/invoice-texts.ts); the notes, the lists' names and the codes are as the server writes them.
 */

const PAGE_W = 612;
const M = { top: 54, bottom: 60, left: 54, right: 54 };
const BODY_W = PAGE_W - M.left - M.right;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9aa3ad';
const SHADE = '#f1f3f5';
const WARN = '#8a4b00';

/** Columns of the lines table: x offset and width within the body. */
const COLS = [
  { key: 'cpt', label: null, x: 0, w: 52, align: 'left' },
  { key: 'mod', label: 'colMod', x: 52, w: 34, align: 'left' },
  { key: 'description', label: 'colDescription', x: 86, w: 232, align: 'left' },
  { key: 'units', label: 'colUnits', x: 318, w: 40, align: 'right' },
  { key: 'fee', label: 'colUnitFee', x: 358, w: 72, align: 'right' },
  { key: 'amount', label: 'colAmount', x: 430, w: 74, align: 'right' },
] as const;

export function renderInvoicePdf(inv: TInvoice, language: TLanguage = 'en'): Promise<Buffer> {
  const tx = INVOICE_TEXTS[language];
  const t = (key: Exclude<keyof InvoiceTexts, 'status' | 'component' | 'billToKind' | 'sex'>, params = {}) =>
    fillPlaceholders(tx[key], params);
  const formatDate = (ymd: string | null) => formatReportDate(ymd, language);
  const when = new Date(`${inv.invoiceDate}T12:00:00Z`);
  const doc = newPdfDocument({
    size: 'LETTER',
    margins: M,
    bufferPages: true,
    info: {
      Title: t('title', { invoice: inv.invoiceNumber }),
      Author: inv.lab.name,
      Subject: t('subject', { caseNumber: inv.caseNumber }),
      CreationDate: when,
      ModDate: when,
    },
  });
  const done = pdfBytes(doc);
  const bottom = () => doc.page.height - M.bottom;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  // Header: the lab on the left, INVOICE and its number on the right.
  const top = M.top;
  const leftBottom = drawLabHeader(doc, inv.lab, M.left, top, 300);
  const rx = M.left + 300;
  const rw = BODY_W - 300;
  doc.font(FONT.bold).fontSize(20).fillColor(INK).text(t('invoice'), rx, top, { width: rw, align: 'right' });
  const meta: [string, string][] = [
    [t('invoiceNo'), inv.invoiceNumber],
    [t('invoiceDate'), formatDate(inv.invoiceDate)],
    [t('dateOfService'), formatDate(inv.serviceDate)],
    [t('caseLabel'), `${inv.caseNumber} (${tx.status[inv.caseStatus]})`],
  ];
  if (inv.component !== 'global') meta.push([t('billing'), tx.component[inv.component]]);
  doc.fontSize(9);
  for (const [label, value] of meta) {
    const y = doc.y + 2;
    doc
      .font(FONT.regular)
      .fillColor(MUTED)
      .text(label, rx, y, { width: rw - 130, align: 'right' });
    doc
      .font(FONT.bold)
      .fillColor(INK)
      .text(value, rx + rw - 125, y, { width: 125, align: 'right' });
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc
    .moveTo(M.left, doc.y)
    .lineTo(M.left + BODY_W, doc.y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;

  // Three blocks side by side: bill to, patient, case.
  const blockW = (BODY_W - 24) / 3;
  const blocksTop = doc.y;
  const block = (i: number, title: string, lines: string[]) => {
    const x = M.left + i * (blockW + 12);
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, blocksTop, { width: blockW, characterSpacing: 0.5 });
    doc.moveDown(0.2);
    lines.forEach((line, n) => {
      doc
        .font(n === 0 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .fillColor(INK)
        .text(line, x, doc.y, { width: blockW });
    });
    return doc.y;
  };
  const billTo = inv.billTo;
  const billLines = billTo
    ? [
        billTo.name,
        ...billTo.addressLines,
        ...(billTo.phone ? [billTo.phone] : []),
        tx.billToKind[billTo.kind] + (inv.billingClass ? ` - ${inv.billingClass}` : ''),
        ...(billTo.payerCode ? [t('payerId', { id: billTo.payerCode })] : []),
        ...(billTo.memberId ? [t('memberId', { id: billTo.memberId })] : []),
        ...(billTo.groupNumber ? [t('group', { group: billTo.groupNumber })] : []),
        ...(billTo.subscriber ? [t('subscriber', { name: billTo.subscriber })] : []),
      ]
    : [t('notDetermined'), ...(inv.billingClass ? [inv.billingClass] : []), t('seeNotes')];
  const sex = inv.patient.sex;
  const sexLabel =
    sex in tx.sex ? tx.sex[sex as keyof InvoiceTexts['sex']] : `${sex.charAt(0).toUpperCase()}${sex.slice(1)}`;
  const ends = [
    block(0, t('billTo'), billLines),
    block(1, t('patient'), [
      inv.patient.name,
      `MRN ${inv.patient.mrn}`,
      `${t('dob', { date: formatDate(inv.patient.dob) })} - ${sexLabel}`,
      ...inv.patient.addressLines,
    ]),
    block(2, t('caseLabel'), [
      inv.caseNumber,
      t('orderingPhysician', {
        name: inv.orderingPhysician ? `${inv.orderingPhysician.name} (NPI ${inv.orderingPhysician.npi})` : '-',
      }),
      t('submittingFacility', { name: inv.facility?.name ?? '-' }),
      ...(inv.pathologist ? [t('pathologist', { name: inv.pathologist })] : []),
      ...(inv.icdCodes.length ? [`ICD-10: ${inv.icdCodes.map((c) => c.code).join(', ')}`] : []),
    ]),
  ];
  doc.y = Math.max(...ends) + 16;

  // The lines table.
  const header = () => {
    const y = doc.y;
    doc.rect(M.left, y, BODY_W, 16).fill(SHADE);
    doc.font(FONT.bold).fontSize(8.5).fillColor(INK);
    for (const c of COLS)
      doc.text(c.label ? t(c.label) : 'CPT', M.left + c.x + 4, y + 4, { width: c.w - 8, align: c.align });
    doc.y = y + 20;
  };
  header();
  for (const line of inv.lines) {
    doc.font(FONT.regular).fontSize(9);
    const desc = line.description;
    const h = Math.max(doc.heightOfString(desc, { width: COLS[2].w - 8 }), 11) + (line.warning ? 12 : 0) + 6;
    if (doc.y + h > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells: Record<(typeof COLS)[number]['key'], string> = {
      cpt: line.cpt,
      mod: line.modifiers.join(', '),
      description: desc,
      units: String(line.units),
      fee: line.unitFee === null ? t('noFee') : formatMoney(line.unitFee),
      amount: line.amount === null ? '-' : formatMoney(line.amount),
    };
    for (const c of COLS) {
      doc
        .font(c.key === 'cpt' ? FONT.bold : FONT.regular)
        .fillColor(c.key === 'fee' && line.unitFee === null ? WARN : INK)
        .text(cells[c.key], M.left + c.x + 4, y, { width: c.w - 8, align: c.align });
    }
    let yEnd = y + Math.max(doc.heightOfString(desc, { width: COLS[2].w - 8 }), 11);
    if (line.warning) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(WARN)
        .text(`! ${line.warning}`, M.left + COLS[2].x + 4, yEnd + 1, { width: BODY_W - COLS[2].x - 8 });
      yEnd = doc.y;
    }
    doc.y = yEnd + 4;
    doc
      .moveTo(M.left, doc.y)
      .lineTo(M.left + BODY_W, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 4;
  }
  if (inv.lines.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(t('noProcedures'), M.left + 4, doc.y);
    doc.y += 6;
  }

  // Totals, right aligned.
  ensure(60);
  const totalX = M.left + 300;
  const tw = BODY_W - 300;
  const totalRow = (label: string, value: string, bold = false) => {
    const y = doc.y + 2;
    doc.font(bold ? FONT.bold : FONT.regular).fillColor(INK);
    // A label longer in another language is drawn smaller (to 80 %) rather than wrapped under the amount.
    const size = bold ? 11 : 9.5;
    doc.fontSize(size);
    const fit = Math.max(0.8, Math.min(1, (tw - 100) / doc.widthOfString(label)));
    doc.fontSize(size * fit).text(label, totalX, y + (size - size * fit), { width: tw - 100, align: 'right' });
    doc.fontSize(size).text(value, totalX + tw - 96, y, { width: 92, align: 'right' });
  };
  doc.y += 4;
  totalRow(t('subtotal'), formatMoney(inv.subtotal));
  doc.y += 2;
  doc
    .moveTo(totalX + 60, doc.y)
    .lineTo(M.left + BODY_W, doc.y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.y += 2;
  totalRow(t('totalDue'), formatMoney(inv.total), true);
  doc.y += 18;

  // Notes: what keeps the invoice from being sent.
  if (inv.warnings.length) {
    ensure(30);
    doc.font(FONT.bold).fontSize(9).fillColor(WARN).text(t('notes'), M.left, doc.y, { width: BODY_W });
    doc.font(FONT.regular).fontSize(8.5);
    for (const w of inv.warnings) {
      ensure(14);
      doc.text(`- ${translateServerMessage(w, language)}`, M.left, doc.y + 1, { width: BODY_W });
    }
    doc.y += 10;
  }
  ensure(30);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      t('pleaseQuote', {
        invoice: inv.invoiceNumber,
        lab: inv.lab.name,
        address: inv.lab.address.replace(/\n/g, ', '),
      }),
      M.left,
      doc.y,
      { width: BODY_W },
    );

  // Footer on every page: the number and page x of n.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margin must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const y = doc.page.height - M.bottom + 24;
    doc.font(FONT.regular).fontSize(7.5).fillColor(MUTED);
    doc.text(`${inv.invoiceNumber} - ${inv.patient.name}`, M.left, y, { width: BODY_W / 2, lineBreak: false });
    doc.text(t('page', { page: i - range.start + 1, pages: range.count }), M.left + BODY_W / 2, y, {
      width: BODY_W / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}
