import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, toCsv } from './csv';

describe('csv', () => {
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
});
