import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

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
});
