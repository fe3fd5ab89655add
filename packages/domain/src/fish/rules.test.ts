import { describe, expect, it } from 'vitest';
import {
  HER2_COMMENTS,
  UROVYSION_COMMENTS,
  FishInputError,
  ZFishClassifyInput,
  classifyBreakApart,
  classifyFish,
  classifyHer2,
  classifyUroVysion,
  hundredthsHalfUp,
  type TBreakApartNucleus,
  type THer2Nucleus,
  type TIhcScore,
  type TUroVysionCell,
} from './index';

/** `n` nuclei whose HER2 and CEP17 signals add up to the given totals (spread as evenly as integers allow). */
function her2(n: number, her2Total: number, cep17Total: number): THer2Nucleus[] {
  return Array.from({ length: n }, (_, i) => ({
    her2: Math.floor(her2Total / n) + (i < her2Total % n ? 1 : 0),
    cep17: Math.floor(cep17Total / n) + (i < cep17Total % n ? 1 : 0),
  }));
}

const NORMAL: TUroVysionCell = { cep3: 2, cep7: 2, cep17: 2, p9p21: 2 };
const POLYSOMIC: TUroVysionCell = { cep3: 3, cep7: 4, cep17: 2, p9p21: 2 };
const LOSS: TUroVysionCell = { cep3: 2, cep7: 2, cep17: 2, p9p21: 0 };
/** 25 cells: `polysomic` polysomic, `loss` with 9p21 loss, the rest normal. */
function uro(polysomic: number, loss: number, total = 25): TUroVysionCell[] {
  return [
    ...Array(polysomic).fill(POLYSOMIC),
    ...Array(loss).fill(LOSS),
    ...Array(Math.max(0, total - polysomic - loss)).fill(NORMAL),
  ];
}

/** `n` nuclei, the first `positive` split (or isolated 3′ for every other one), the rest fused. */
function breakApart(n: number, positive: number): TBreakApartNucleus[] {
  return Array.from({ length: n }, (_, i) => ({
    pattern: i < positive ? (i % 2 ? 'isolated3' : 'split') : i % 3 ? 'fused' : 'isolated5',
  }));
}

describe('hundredthsHalfUp: exact two-decimal rounding from integers', () => {
  it.each([
    [399, 200, 200], // 1.995 → 2.00, where 399/200*100 in floating point is 199.49999…
    [997, 500, 199], // 1.994 → 1.99
    [81, 40, 203], // 2.025 → 2.03
    [401, 200, 201], // 2.005 → 2.01
    [1, 3, 33],
    [2, 3, 67],
    [0, 7, 0],
    [80, 20, 400],
  ])('%i / %i → %i hundredths', (num, den, want) => {
    expect(hundredthsHalfUp(num, den)).toBe(want);
  });

  it('refuses a zero denominator and non-integers', () => {
    expect(() => hundredthsHalfUp(1, 0)).toThrow(RangeError);
    expect(() => hundredthsHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

type Her2Vector = {
  name: string;
  r1: THer2Nucleus[];
  r2?: THer2Nucleus[];
  ihc?: TIhcScore;
  want: {
    meanHer2?: number;
    meanCep17?: number;
    ratio?: number;
    group?: number;
    result?: string;
    counted?: number;
    needs?: string[];
    comment?: string;
  };
};

const HER2_VECTORS: Her2Vector[] = [
  // docs/fish.md#worked-vectors
  {
    name: 'worked vector: 90/40 over 20 → group 1',
    r1: her2(20, 90, 40),
    want: { meanHer2: 4.5, meanCep17: 2, ratio: 2.25, group: 1, result: 'positive', comment: HER2_COMMENTS.group1 },
  },
  {
    name: 'worked vector: 70/40 over 20 → group 5',
    r1: her2(20, 70, 40),
    want: { meanHer2: 3.5, meanCep17: 2, ratio: 1.75, group: 5, result: 'negative', comment: HER2_COMMENTS.group5 },
  },
  // ratio boundary
  {
    name: 'ratio exactly 2.00, HER2 exactly 4.00 → group 1',
    r1: her2(20, 80, 40),
    want: { meanHer2: 4, ratio: 2, group: 1, result: 'positive' },
  },
  {
    name: 'ratio exactly 2.00, HER2 3.00 → group 2',
    r1: her2(20, 60, 30),
    want: { meanHer2: 3, ratio: 2, group: 2, result: 'equivocal', needs: ['IHC score required (0, 1+, 2+ or 3+)'] },
  },
  {
    name: 'ratio 1.995 → 2.00 ≥ 2.0, HER2 3.99 → group 2',
    r1: her2(100, 399, 200),
    want: { meanHer2: 3.99, meanCep17: 2, ratio: 2, group: 2, result: 'equivocal' },
  },
  {
    name: 'ratio 1.995 → 2.00, HER2 7.98 → group 1',
    r1: her2(50, 399, 200),
    want: { meanHer2: 7.98, meanCep17: 4, ratio: 2, group: 1, result: 'positive' },
  },
  {
    name: 'ratio 1.994 → 1.99 < 2.0 → group 5',
    r1: her2(250, 997, 500),
    want: { meanHer2: 3.99, meanCep17: 2, ratio: 1.99, group: 5, result: 'negative' },
  },
  {
    name: 'ratio 1.99 with HER2 ≥ 6 → group 3',
    r1: her2(20, 199, 100),
    want: { meanHer2: 9.95, ratio: 1.99, group: 3, result: 'equivocal' },
  },
  // mean HER2 boundaries
  {
    name: 'HER2 exactly 4.00, ratio 1.95 → group 4',
    r1: her2(20, 80, 41),
    want: { meanHer2: 4, meanCep17: 2.05, ratio: 1.95, group: 4, result: 'equivocal' },
  },
  {
    name: 'HER2 3.995 → 4.00, CEP17 2.005 → 2.01, ratio 1.9925 → 1.99 → group 4',
    r1: her2(200, 799, 401),
    want: { meanHer2: 4, meanCep17: 2.01, ratio: 1.99, group: 4 },
  },
  {
    name: 'HER2 3.99, ratio 1.60 → group 5',
    r1: her2(100, 399, 250),
    want: { meanHer2: 3.99, meanCep17: 2.5, ratio: 1.6, group: 5, result: 'negative' },
  },
  {
    name: 'HER2 exactly 6.00, ratio 1.71 → group 3',
    r1: her2(20, 120, 70),
    want: { meanHer2: 6, meanCep17: 3.5, ratio: 1.71, group: 3, result: 'equivocal' },
  },
  { name: 'HER2 5.99 → group 4', r1: her2(100, 599, 350), want: { meanHer2: 5.99, ratio: 1.71, group: 4 } },
  {
    name: 'HER2 5.995 → 6.00 → group 3',
    r1: her2(200, 1199, 700),
    want: { meanHer2: 6, meanCep17: 3.5, ratio: 1.71, group: 3 },
  },
  {
    name: 'HER2 3.99 with ratio ≥ 2 → group 2',
    r1: her2(100, 399, 150),
    want: { meanHer2: 3.99, meanCep17: 1.5, ratio: 2.66, group: 2 },
  },
  {
    name: 'CEP17 2.025 → 2.03 (half-up)',
    r1: her2(40, 100, 81),
    want: { meanHer2: 2.5, meanCep17: 2.03, ratio: 1.23, group: 5 },
  },
  // groups 2–4 resolved with IHC
  {
    name: 'group 2, IHC 3+ → positive',
    r1: her2(20, 60, 30),
    ihc: '3+',
    want: { group: 2, result: 'positive', comment: HER2_COMMENTS.ihc3Positive },
  },
  {
    name: 'group 2, IHC 0 → negative with comment',
    r1: her2(20, 60, 30),
    ihc: '0',
    want: { group: 2, result: 'negative', comment: HER2_COMMENTS.group2Negative },
  },
  {
    name: 'group 2, IHC 1+ → negative with comment',
    r1: her2(20, 60, 30),
    ihc: '1+',
    want: { group: 2, result: 'negative', comment: HER2_COMMENTS.group2Negative },
  },
  {
    name: 'group 3, IHC 0 → negative with comment',
    r1: her2(20, 120, 70),
    ihc: '0',
    want: { group: 3, result: 'negative', comment: HER2_COMMENTS.group3Negative },
  },
  { name: 'group 3, IHC 3+ → positive', r1: her2(20, 120, 70), ihc: '3+', want: { group: 3, result: 'positive' } },
  {
    name: 'group 4, IHC 1+ → negative with comment',
    r1: her2(20, 90, 50),
    ihc: '1+',
    want: { group: 4, result: 'negative', comment: HER2_COMMENTS.group4Negative },
  },
  { name: 'group 4, IHC 3+ → positive', r1: her2(20, 90, 50), ihc: '3+', want: { group: 4, result: 'positive' } },
  { name: 'group 1 ignores IHC', r1: her2(20, 90, 40), ihc: '0', want: { group: 1, result: 'positive' } },
  {
    name: 'group 5 with IHC 2+ needs no second reader',
    r1: her2(20, 70, 40),
    ihc: '2+',
    want: { group: 5, result: 'negative', needs: [] },
  },
  // IHC 2+: a blinded second reader
  {
    name: 'group 2, IHC 2+, no reader 2 yet',
    r1: her2(20, 60, 30),
    ihc: '2+',
    want: { group: 2, result: 'equivocal', needs: ['second reader required (blinded, 20 nuclei)'] },
  },
  {
    name: 'group 2, IHC 2+, reader 2 at 12',
    r1: her2(20, 60, 30),
    r2: her2(12, 36, 18),
    ihc: '2+',
    want: { result: 'equivocal', needs: ['8 more nuclei (reader 2)'], counted: 20 },
  },
  {
    name: 'group 2, IHC 2+, reader 2 at 19',
    r1: her2(20, 60, 30),
    r2: her2(19, 57, 30),
    ihc: '2+',
    want: { result: 'equivocal', needs: ['1 more nucleus (reader 2)'] },
  },
  {
    name: 'group 2 confirmed by reader 2 → negative with comment',
    r1: her2(20, 60, 30),
    r2: her2(20, 62, 30),
    ihc: '2+',
    want: {
      meanHer2: 3.05,
      meanCep17: 1.5,
      ratio: 2.03,
      group: 2,
      result: 'negative',
      counted: 40,
      comment: HER2_COMMENTS.group2Negative,
    },
  },
  {
    name: 'group 3 confirmed by reader 2 → positive',
    r1: her2(20, 120, 70),
    r2: her2(20, 126, 70),
    ihc: '2+',
    want: { meanHer2: 6.15, group: 3, result: 'positive', counted: 40, comment: HER2_COMMENTS.group3Ihc2Positive },
  },
  {
    name: 'group 4 confirmed by reader 2 → negative with comment',
    r1: her2(20, 90, 50),
    r2: her2(20, 94, 50),
    ihc: '2+',
    want: { meanHer2: 4.6, ratio: 1.84, group: 4, result: 'negative', comment: HER2_COMMENTS.group4Negative },
  },
  {
    name: 'group 4, reader 2 counts more → combined group 1 → positive',
    r1: her2(20, 90, 50),
    r2: her2(20, 150, 30),
    ihc: '2+',
    want: { meanHer2: 6, meanCep17: 2, ratio: 3, group: 1, result: 'positive' },
  },
  {
    name: 'group 2, reader 2 counts fewer → combined group 5 → negative',
    r1: her2(20, 60, 30),
    r2: her2(20, 40, 40),
    ihc: '2+',
    want: { meanHer2: 2.5, meanCep17: 1.75, ratio: 1.43, group: 5, result: 'negative' },
  },
  // too few
  {
    name: '19 nuclei → incomplete',
    r1: her2(19, 80, 40),
    want: { result: 'incomplete', needs: ['1 more nucleus'], counted: 19 },
  },
  {
    name: '12 nuclei → 8 more',
    r1: her2(12, 48, 24),
    want: { result: 'incomplete', needs: ['8 more nuclei'], meanHer2: 4, meanCep17: 2, ratio: 2 },
  },
  { name: 'no nuclei → 20 more', r1: [], want: { result: 'incomplete', needs: ['20 more nuclei'], counted: 0 } },
  {
    name: 'more than 20 nuclei is fine',
    r1: her2(60, 300, 120),
    want: { meanHer2: 5, meanCep17: 2, ratio: 2.5, group: 1, counted: 60 },
  },
];

describe('classifyHer2: ASCO/CAP 2018 vectors', () => {
  it.each(HER2_VECTORS.map((v) => [v.name, v] as const))('%s', (_, v) => {
    const r = classifyHer2(v.r1, v.r2 ?? [], v.ihc);
    expect(r).toMatchObject(v.want);
    // and the same through the one entry point
    expect(classifyFish({ method: 'her2-dual', reader1: v.r1, reader2: v.r2, ihc: v.ihc })).toEqual(r);
  });

  it('a CEP17 total of 0 is an error naming the reader, not a division by zero', () => {
    const r1 = Array.from({ length: 20 }, () => ({ her2: 3, cep17: 0 }));
    expect(() => classifyHer2(r1)).toThrow(FishInputError);
    try {
      classifyHer2(r1);
    } catch (e) {
      expect((e as FishInputError).field).toBe('reader1');
      expect((e as Error).message).toMatch(/CEP17 total is 0/);
    }
  });

  it('a second reader without need is refused', () => {
    expect(() => classifyHer2(her2(20, 90, 40), her2(20, 90, 40), '2+')).toThrow(
      /no second reader is needed for group 1/,
    );
    expect(() => classifyHer2(her2(20, 60, 30), her2(20, 60, 30), '0')).toThrow(FishInputError);
    expect(() => classifyHer2(her2(10, 60, 30), her2(20, 60, 30), '2+')).toThrow(/after reader 1 has 20/);
  });

  it('flags the second reader only for groups 2–4 with IHC 2+', () => {
    expect(classifyHer2(her2(20, 60, 30), [], '2+').secondReaderRequired).toBe(true);
    expect(classifyHer2(her2(20, 60, 30), [], '3+').secondReaderRequired).toBe(false);
    expect(classifyHer2(her2(20, 90, 40), [], '2+').secondReaderRequired).toBe(false);
  });

  it('prints the interpretation a report can carry', () => {
    expect(classifyHer2(her2(20, 90, 40)).interpretation).toBe('HER2 amplified (ISH positive)');
    expect(classifyHer2(her2(20, 70, 40)).interpretation).toBe('HER2 not amplified (ISH negative)');
  });
});

describe('classifyUroVysion', () => {
  it.each([
    [
      '25 normal cells → negative',
      uro(0, 0),
      { result: 'negative', polysomicCells: 0, lossCells: 0, comment: UROVYSION_COMMENTS.negative },
    ],
    ['exactly 4 polysomic → positive', uro(4, 0), { result: 'positive', polysomicCells: 4 }],
    [
      '3 polysomic → negative, atypical',
      uro(3, 0),
      { result: 'negative', polysomicCells: 3, comment: UROVYSION_COMMENTS.atypical },
    ],
    ['1 polysomic → negative, atypical', uro(1, 0), { result: 'negative', comment: UROVYSION_COMMENTS.atypical }],
    ['exactly 12 losses → positive', uro(0, 12), { result: 'positive', lossCells: 12 }],
    ['11 losses → negative', uro(0, 11), { result: 'negative', lossCells: 11, comment: UROVYSION_COMMENTS.negative }],
    [
      '11 losses and 3 polysomic → negative, atypical',
      uro(3, 11),
      { result: 'negative', comment: UROVYSION_COMMENTS.atypical },
    ],
    ['4 polysomic and 12 losses → positive', uro(4, 12), { result: 'positive' }],
    ['24 cells → incomplete', uro(4, 0, 24), { result: 'incomplete', needs: ['1 more cell'], counted: 24 }],
    ['no cells → 25 more', [], { result: 'incomplete', needs: ['25 more cells'] }],
  ] as const)('%s', (_, cells, want) => {
    expect(classifyUroVysion([...cells])).toMatchObject(want);
  });

  it('polysomy is gain (≥ 3 signals) of two or more of chromosomes 3, 7, 17 in one cell', () => {
    const cell = (cep3: number, cep7: number, cep17: number): TUroVysionCell => ({ cep3, cep7, cep17, p9p21: 2 });
    const count = (c: TUroVysionCell) => classifyUroVysion([c, ...uro(0, 0, 24)]).polysomicCells;
    expect(count(cell(3, 2, 2))).toBe(0); // one chromosome only
    expect(count(cell(2, 2, 9))).toBe(0);
    expect(count(cell(3, 3, 2))).toBe(1);
    expect(count(cell(2, 3, 3))).toBe(1);
    expect(count(cell(3, 2, 3))).toBe(1);
    expect(count(cell(4, 5, 6))).toBe(1);
    // 9p21 loss is zero signals; one signal is not homozygous loss
    expect(classifyUroVysion([{ ...NORMAL, p9p21: 1 }, ...uro(0, 0, 24)]).lossCells).toBe(0);
  });

  it('refuses more than 25 cells and a second reader', () => {
    expect(() => classifyUroVysion(uro(0, 0, 26))).toThrow(FishInputError);
    expect(() => classifyUroVysion(uro(0, 0), [NORMAL])).toThrow(/one reader/);
  });
});

describe('classifyBreakApart', () => {
  it.each([
    [
      'worked vector: 3 of 50 → negative without reader 2',
      breakApart(50, 3),
      [],
      { result: 'negative', positiveNuclei: 3, counted: 50, secondReaderRequired: false },
    ],
    ['4 of 50 → negative', breakApart(50, 4), [], { result: 'negative', positiveNuclei: 4 }],
    [
      'exactly 5 of 50 → second reader',
      breakApart(50, 5),
      [],
      { result: 'equivocal', needs: ['second reader required (blinded, 50 nuclei)'], secondReaderRequired: true },
    ],
    ['exactly 25 of 50 → second reader', breakApart(50, 25), [], { result: 'equivocal', positiveNuclei: 25 }],
    ['26 of 50 → positive', breakApart(50, 26), [], { result: 'positive', positiveNuclei: 26, counted: 50 }],
    ['50 of 50 → positive', breakApart(50, 50), [], { result: 'positive' }],
    [
      '5 + 10 = 15 of 100 → positive',
      breakApart(50, 5),
      breakApart(50, 10),
      { result: 'positive', positiveNuclei: 15, counted: 100 },
    ],
    [
      '10 + 4 = 14 of 100 → negative',
      breakApart(50, 10),
      breakApart(50, 4),
      { result: 'negative', positiveNuclei: 14, counted: 100 },
    ],
    [
      '25 + 0 = 25 of 100 → positive',
      breakApart(50, 25),
      breakApart(50, 0),
      { result: 'positive', positiveNuclei: 25 },
    ],
    [
      'reader 2 at 30 → 20 more',
      breakApart(50, 8),
      breakApart(30, 2),
      { result: 'equivocal', needs: ['20 more nuclei (reader 2)'] },
    ],
    ['49 nuclei → incomplete', breakApart(49, 30), [], { result: 'incomplete', needs: ['1 more nucleus'] }],
  ] as const)('%s', (_, r1, r2, want) => {
    expect(classifyBreakApart([...r1], [...r2])).toMatchObject(want);
  });

  it('counts split and isolated 3′ as positive, fused and isolated 5′ as negative', () => {
    const of = (pattern: TBreakApartNucleus['pattern'], n: number) => Array.from({ length: n }, () => ({ pattern }));
    expect(classifyBreakApart([...of('isolated5', 30), ...of('fused', 20)]).positiveNuclei).toBe(0);
    expect(classifyBreakApart([...of('isolated3', 30), ...of('fused', 20)])).toMatchObject({
      positiveNuclei: 30,
      result: 'positive',
    });
    expect(classifyBreakApart([...of('split', 26), ...of('isolated5', 24)])).toMatchObject({ result: 'positive' });
  });

  it('refuses a second reader without need and more than 50 nuclei a reader', () => {
    expect(() => classifyBreakApart(breakApart(50, 3), breakApart(50, 3))).toThrow(/no second reader/);
    expect(() => classifyBreakApart(breakApart(51, 3))).toThrow(FishInputError);
    expect(() => classifyBreakApart(breakApart(50, 10), breakApart(51, 3))).toThrow(FishInputError);
  });
});

describe('ZFishClassifyInput', () => {
  it('names the field of a wrong count', () => {
    const r = ZFishClassifyInput.safeParse({
      method: 'her2-dual',
      reader1: [...her2(3, 6, 6), { her2: -1, cep17: 2 }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['reader1', 3, 'her2'], message: 'must not be negative' });
    const f = ZFishClassifyInput.safeParse({ method: 'her2-dual', reader1: [{ her2: 2.5, cep17: 2 }] });
    expect(f.error!.issues[0]).toMatchObject({ path: ['reader1', 0, 'her2'], message: 'must be a whole number' });
  });

  it('takes the nuclei of the method only', () => {
    expect(ZFishClassifyInput.safeParse({ method: 'break-apart', reader1: [{ pattern: 'split' }] }).success).toBe(true);
    expect(ZFishClassifyInput.safeParse({ method: 'break-apart', reader1: [{ pattern: 'broken' }] }).success).toBe(
      false,
    );
    expect(ZFishClassifyInput.safeParse({ method: 'urovysion', reader1: [{ her2: 1, cep17: 1 }] }).success).toBe(false);
    expect(ZFishClassifyInput.safeParse({ method: 'pcr', reader1: [] }).success).toBe(false);
  });
});
