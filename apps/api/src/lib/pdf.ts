/**
 * What every PDF the portal draws with pdfkit's standard fonts needs (the report, the invoice): WinAnsi-safe text,
 * US dates, the bytes of a finished document and the lab's header.
 */

const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const SUBSTITUTES: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '′': "'",
  '″': '"',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '→': '->',
  '←': '<-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': '    ',
};

/** The standard PDF fonts draw WinAnsi only: common symbols get a plain spelling, anything else a `?`. */
export function winAnsi(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, (ch) => SUBSTITUTES[ch] ?? (CP1252_EXTRAS.includes(ch) ? ch : '?'));
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
  doc.font('Helvetica-Bold').fontSize(15).fillColor(colors.ink).text(winAnsi(lab.name), x, y, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(colors.muted)
    .text(winAnsi(lab.address), x, doc.y + 1, { width });
  if (lab.clia) doc.text(`CLIA ${winAnsi(lab.clia)}`, x, doc.y + 1, { width });
  return doc.y;
}
