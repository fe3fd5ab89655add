import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, toCsv } from './csv';

/** The parser as it was, one character at a time: the reference the faster one must agree with. */
function referenceParse(text: string): Array<{ line: number; cells: string[] }> {
  const records: Array<{ line: number; cells: string[] }> = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0]!.trim() === '')) records.push({ line: rowLine, cells: row });
    row = [];
    field = '';
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
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
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return records;
}

describe('csv', () => {
  it('reads any text as the one-character-at-a-time parser did (2,000 random texts of commas, quotes, CR, LF)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = ['a', 'b', ' ', ',', '"', '""', '\n', '\r', '\r\n', 'x,y', '"q"'];
    for (let k = 0; k < 2000; k++) {
      const text = Array.from(
        { length: Math.floor(next() * 40) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      expect(parseCsvRecords(text), JSON.stringify(text)).toEqual(referenceParse(text));
    }
  });
  it('keeps a quote inside a plain cell as it is', () => {
    expect(parseCsv('a"b,c\n')).toEqual([['a"b', 'c']]);
  });

  it('parses quotes, embedded commas, quotes and line breaks', () => {
    const text = '\ufeffcode,name\r\nA1,"Skin, left ""forearm"""\nB2,"two\nlines"\n\n';
    expect(parseCsv(text)).toEqual([
      ['code', 'name'],
      ['A1', 'Skin, left "forearm"'],
      ['B2', 'two\nlines'],
    ]);
  });
  it('round-trips what it writes', () => {
    const rows = [
      ['X', 'a,b', null],
      ['Y', 'say "hi"', ['p', 'q']],
    ];
    expect(parseCsv(toCsv(['code', 'name', 'tags'], rows))).toEqual([
      ['code', 'name', 'tags'],
      ['X', 'a,b', ''],
      ['Y', 'say "hi"', 'p|q'],
    ]);
  });
  it('keeps the line each record starts on, past blank lines and multi-line cells', () => {
    const text = 'code,name\r\n\r\nA1,"first\r\nsecond"\r\nB2,plain\n\n\nC3,"x\ny\nz"\nD4,last';
    expect(parseCsvRecords(text).map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'code'],
      [3, 'A1'],
      [5, 'B2'],
      [8, 'C3'],
      [11, 'D4'],
    ]);
  });
  it('neutralises formulas on export (= + - @ tab CR first) and reads them back as they were', () => {
    const csv = toCsv(
      ['code', 'name'],
      [
        ['F1', '=HYPERLINK("http://x","y")'],
        ['F2', '+1'],
        ['F3', '-2'],
        ['F4', '@SUM(A1)'],
        ['F5', '\tx'],
        ['F6', 'a=b'],
        ['N', -3],
      ],
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`F1,"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines.slice(2, 5)).toEqual(["F2,'+1", "F3,'-2", "F4,'@SUM(A1)"]);
    expect(lines[5]).toBe(`F5,'\tx`);
    expect(lines.slice(6, 8)).toEqual(['F6,a=b', 'N,-3']);
    expect(parseCsv(csv).map((r) => r[1])).toEqual([
      'name',
      '=HYPERLINK("http://x","y")',
      '+1',
      '-2',
      '@SUM(A1)',
      '\tx',
      'a=b',
      '-3',
    ]);
  });
});
