/**
 * The text drawn on each page of a PDF made by pdfkit, for tests: content streams are
 * inflated and the strings of their Tj / TJ operators decoded (through the font's ToUnicode map, or WinAnsi). Each BT…ET block
 * becomes one line. No system tool (pdftotext) is needed, so `npm test` runs on a bare machine.
 */
export declare function pdfText(pdf: Buffer): string;
/** The same text line by line, with its page and the distance of its baseline from the top of a Letter page. */
export declare function pdfTextLines(pdf: Buffer): { page: number; top: number; text: string }[];
