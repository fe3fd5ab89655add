import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { textRuns, type TTextRun, type TTextScript } from '@lab/domain';

/**
 * What every PDF the portal draws with pdfkit needs (the report, the invoice, the labels, the requisition): the
 * Unicode fonts and text drawn run by run in them, US dates, the bytes of a finished document and the lab's header.
 *
 * The fonts are Noto (SIL Open Font Licence) from npm packages, pinned: whole TTF/OTF files from `@embedpdf/fonts-*`
 * (the `@fontsource` packages split most fonts by Unicode range into WOFF files for browsers) — Noto Sans for Latin,
 * Greek and Cyrillic, Noto Naskh Arabic, Noto Sans Hebrew, Noto Sans CJK SC (GB2312) — and Noto Sans Math from
 * `@fontsource/noto-sans-math` (one WOFF with the whole font) for the symbols Noto Sans lacks (≥, ≤, ≠, →; it has
 * one weight). pdfkit embeds only the glyphs a document uses (a subset per document).
 */

const require = createRequire(import.meta.url);

/** A font file of an `@embedpdf/fonts-*` package (whose exports name no file: found beside its entry point). */
function embedpdfFont(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);
}

type Weight = 'regular' | 'bold';
const CJK: Record<Weight, string> = {
  regular: embedpdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  bold: embedpdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
};
const MATH = require.resolve('@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff');
const FONT_FILES: Record<TTextScript, Record<Weight, string>> = {
  latin: {
    regular: embedpdfFont('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
    bold: embedpdfFont('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
  },
  arabic: {
    regular: embedpdfFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
    bold: embedpdfFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
  },
  hebrew: {
    regular: embedpdfFont('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
    bold: embedpdfFont('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Bold.ttf'),
  },
  cjk: CJK,
  symbol: { regular: MATH, bold: MATH },
};

const fontName = (script: TTextScript, weight: Weight) => `${script}-${weight}`;

/** The names `doc.font()` takes for the text font. */
export const FONT = { regular: fontName('latin', 'regular'), bold: fontName('latin', 'bold') } as const;

/**
 * A pdfkit document with the Unicode fonts registered, the regular text font chosen, and its `text` drawing any
 * Unicode text: each script run in its font, in the weight of the font chosen before (see `drawRuns`). pdfkit
 * reads a font's file only when a run first needs it, so a document without CJK text or symbols never opens the
 * CJK font.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  for (const script of Object.keys(FONT_FILES) as TTextScript[])
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(script, weight), FONT_FILES[script][weight]);
  doc.font(FONT.regular);
  const drawText = doc.text.bind(doc) as DrawText;
  // Every caller's `doc.text` (and pdfkit's own, for the ellipsis) goes through the runs: no text escapes the fonts.
  doc.text = ((text: string, x?: number | PDFKit.Mixins.TextOptions, y?: number, opts?: PDFKit.Mixins.TextOptions) =>
    typeof x === 'object'
      ? drawRuns(doc, drawText, String(text), undefined, undefined, x)
      : drawRuns(doc, drawText, String(text), x, y, opts)) as PDFKit.PDFDocument['text'];
  return doc;
}

interface DrawText {
  (text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions): PDFKit.PDFDocument;
  (text: string, options?: PDFKit.Mixins.TextOptions): PDFKit.PDFDocument;
}

/** Line ends and tabs as the documents print them. */
export function printable(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(/\t/g, '    ');
}

function currentWeight(doc: PDFKit.PDFDocument): Weight {
  // pdfkit's typings do not declare the current font; its name is the PostScript name (NotoSans-Bold).
  const name = (doc as unknown as { _font?: { name?: string } })._font?.name ?? '';
  return /bold/i.test(name) ? 'bold' : 'regular';
}

/**
 * Text in several scripts: each run in its font (Arabic and Hebrew shaped right to left by fontkit), the runs one
 * after another on the same lines (pdfkit's `continued`). The text font of that weight is chosen again after.
 */
function drawRuns(
  doc: PDFKit.PDFDocument,
  drawText: DrawText,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const weight = currentWeight(doc);
  const s = printable(text);
  const runs = textRuns(s);
  // pdfkit reads `text(s, undefined, undefined, options)` as no options: without a position, the short form.
  const draw = (t: string, o: PDFKit.Mixins.TextOptions, at: boolean) =>
    at && (x !== undefined || y !== undefined) ? drawText(t, x, y, o) : drawText(t, o);
  if (runs.length <= 1 && !runs[0]?.rtl) return draw(s, options, true);
  if (options.lineBreak === false) return drawLine(doc, drawText, s, weight, x ?? doc.x, y ?? doc.y, options);
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, weight));
    // `features` (even none) makes pdfkit lay a run out whole rather than word by word, so that fontkit shapes and
    // reverses a right-to-left run as one; the first run's options carry over to the next (continued text).
    const opts = {
      ...(i === 0 ? options : {}),
      features: [],
      continued: i < runs.length - 1 || options.continued === true,
    };
    draw(run.text, opts, i === 0);
  });
  return doc.font(fontName('latin', weight));
}

const fontSizeOf = (doc: PDFKit.PDFDocument) =>
  // pdfkit's typings do not declare the current size.
  (doc as unknown as { _fontSize: number })._fontSize;

/**
 * One line in several scripts (`lineBreak: false`: a header, a footer, a table cell, a label), each run placed
 * after the one before. pdfkit's continued text would wrap it within `width`; instead a line too long is drawn
 * smaller, down to 70 % of its size, and beyond that cut with an ellipsis (when asked) — a label keeps the whole
 * name when it can. `align` right or center places the line within `width`.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  drawText: DrawText,
  text: string,
  weight: Weight,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
): PDFKit.PDFDocument {
  const size = fontSizeOf(doc);
  const { width, align, ellipsis, height: _height, continued: _continued, ...rest } = options;
  const measure = (runs: TTextRun[]) =>
    runs.reduce((w, r) => w + doc.font(fontName(r.script, weight)).widthOfString(r.text, { ...rest, features: [] }), 0);
  let runs = textRuns(text);
  let total = measure(runs);
  if (width && total > width) {
    doc.fontSize(Math.max(size * 0.7, (size * width) / total));
    total = measure(runs);
    for (let chars = [...text]; ellipsis && total > width && chars.length > 1;) {
      chars = chars.slice(0, -1);
      runs = textRuns(`${chars.join('').trimEnd()}…`);
      total = measure(runs);
    }
  }
  let cx = x;
  if (width && align === 'right') cx += width - total;
  else if (width && align === 'center') cx += (width - total) / 2;
  for (const run of runs) {
    doc.font(fontName(run.script, weight));
    const w = doc.widthOfString(run.text, { ...rest, features: [] });
    drawText(run.text, cx, y, { ...rest, lineBreak: false, features: [] });
    cx += w;
  }
  doc.font(fontName('latin', weight));
  const lineHeight = doc.currentLineHeight(true);
  doc.fontSize(size);
  doc.x = x;
  doc.y = y + lineHeight;
  return doc;
}

/** A calendar date (`1961-04-09`) as `04/09/1961`, with no time zone shift. */
export function formatDate(ymd: string | null): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (ymd ?? '—');
}

/** The bytes of a document once `doc.end()` is called: attach before drawing. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface PdfLab {
  name: string;
  address: string;
  clia?: string | null;
}

/** The lab's name, address and CLIA number at the top left of a first page, within `width`; answers the y below it. */
export function drawLabHeader(
  doc: PDFKit.PDFDocument,
  lab: PdfLab,
  x: number,
  y: number,
  width: number,
  colors = { ink: '#111111', muted: '#555555' },
): number {
  doc.font(FONT.bold).fontSize(15).fillColor(colors.ink).text(lab.name, x, y, { width });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(colors.muted)
    .text(lab.address, x, doc.y + 1, { width });
  if (lab.clia) doc.text(`CLIA ${lab.clia}`, x, doc.y + 1, { width });
  return doc.y;
}
