/** A record of a CSV file and the line of the file it starts on (1-based), for messages that name the line. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Pure, used by import and export.
 * Blank lines carry no data and are skipped; each record keeps the line it starts on, so an error in a file
 * with blank lines or multi-line cells names the line a spreadsheet shows.
 */
const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // byte-order mark from spreadsheet exports
  const n = text.length;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0]!.trim() === '')) records.push({ line: rowLine, cells: row });
    row = [];
    field = '';
  };
  // Plain characters are taken a run at a time (one slice, not one string per character: an ICD-10-CM file is 74,000
  // rows; docs/performance.md#icd-10-cm-import).
  for (; i < n; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        let j = i;
        for (; j < n && text.charCodeAt(j) !== QUOTE; j++) {
          const d = text.charCodeAt(j);
          if (d === LF || (d === CR && text.charCodeAt(j + 1) !== LF)) line++;
        }
        field += text.slice(i, j);
        i = j - 1;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === COMMA || d === LF || d === CR) break;
      }
      field += text.slice(i, j);
      i = j - 1;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  // Undo the export's formula guard, so an exported file imports as it was.
  for (const r of records)
    r.cells = r.cells.map((c) => (c.startsWith("'") && FORMULA_START.test(c.slice(1)) ? c.slice(1) : c));
  return records;
}

/** The cells of each record (see parseCsvRecords). */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((r) => r.cells);
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written after a `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const text = Array.isArray(v) ? v.join('|') : String(v);
  const s = typeof v !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [toCsvLine(header), ...rows.map(toCsvLine)].join('\r\n') + '\r\n';
}
