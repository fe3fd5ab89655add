import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs';

const runs = (s: string) => textRuns(s).map((r) => [r.script, r.text, r.rtl] as const);

describe('textRuns', () => {
  it('keeps Latin, Greek and Cyrillic in one run of the text font', () => {
    expect(runs('Zoë Łukasiewicz-Παπαδοπούλου, Иван')).toEqual([
      ['latin', 'Zoë Łukasiewicz-Παπαδοπούλου, Иван', false],
    ]);
  });

  it('gives CJK its own run; the space after it goes with the Latin text', () => {
    expect(runs('Łukasiewicz 王小明, Zoë')).toEqual([
      ['latin', 'Łukasiewicz ', false],
      ['cjk', '王小明', false],
      ['latin', ', Zoë', false],
    ]);
    expect(runs('王小明 李')).toEqual([['cjk', '王小明 李', false]]);
  });

  it('draws mathematical symbols from the symbol font', () => {
    expect(runs('ratio ≥ 2.0')).toEqual([
      ['latin', 'ratio ', false],
      ['symbol', '≥', false],
      ['latin', ' 2.0', false],
    ]);
    expect(runs('−1')).toEqual([['latin', '−1', false]]); // the minus sign is in the text font
    expect(runs('① → ②')).toEqual([
      ['cjk', '①', false],
      ['latin', ' ', false],
      ['symbol', '→', false],
      ['latin', ' ', false],
      ['cjk', '②', false],
    ]);
  });

  it('hands an Arabic name to the shaper whole, in logical order, spaces included', () => {
    expect(runs('محمد العلي')).toEqual([['arabic', 'محمد العلي', true]]);
  });

  it('draws a right-to-left stretch of several runs in reverse, its punctuation mirrored', () => {
    expect(runs('العلي, محمد')).toEqual([
      ['arabic', ' محمد', true],
      ['latin', ',', false],
      ['arabic', 'العلي', true],
    ]);
    expect(runs('Name: محمد (12) العلي.')).toEqual([
      ['latin', 'Name: ', false],
      ['arabic', ' العلي', true],
      ['latin', '(12)', false],
      ['arabic', 'محمد ', true],
      ['latin', '.', false],
    ]);
  });

  it('keeps a right-to-left run at the edge of left-to-right text in place', () => {
    expect(runs('Patient محمد العلي, MRN 7')).toEqual([
      ['latin', 'Patient ', false],
      ['arabic', 'محمد العلي', true],
      ['latin', ', MRN 7', false],
    ]);
    expect(runs('דוד כהן')).toEqual([['hebrew', 'דוד כהן', true]]);
  });

  it('loses no character', () => {
    for (const s of ['', ' ', 'a  b', 'محمد - דוד 王 ≥ x', '((العلي))'])
      expect(
        textRuns(s)
          .map((r) => r.text)
          .join('').length,
      ).toBe(s.length);
  });
});
