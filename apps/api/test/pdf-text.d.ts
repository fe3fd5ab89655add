/**
 * The text drawn on each page of a PDF made by pdfkit with its standard fonts, for tests: content streams are
 * inflated and the strings of their Tj / TJ operators decoded (hex or literal, WinAnsi). Each BT…ET block
 * becomes one line. No system tool (pdftotext) is needed, so `npm test` runs on a bare machine.
 */
export declare function pdfText(pdf: Buffer): string;
