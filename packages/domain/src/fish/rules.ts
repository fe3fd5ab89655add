import { plural } from '../plural';
import type {
  TBreakApartNucleus,
  TFishClassification,
  TFishClassifyInput,
  TFishMethod,
  THer2Nucleus,
  TIhcScore,
  TUroVysionCell,
} from './inputs';

/**
 * FISH scoring (docs/fish.md): HER2 dual probe by ASCO/CAP 2018, UroVysion, and break-apart (ALK, ROS1).
 * One pure `classifyFish` serves the server (which decides) and the browser (which previews as the reader types).
 *
 * Exactness: every mean and ratio is rounded half-up to two decimals from integer signal totals with integer
 * arithmetic, and the group is decided on those reported values, so the report never contradicts itself.
 * The ratio is total HER2 signals / total CEP17 signals over the same nuclei (the usual lab practice; equal to
 * the ratio of the unrounded means), rounded once — not the ratio of the already rounded means.
 */

/** Wrong input a count cannot be classified with (e.g. a CEP17 total of 0): the API answers 400 naming `field`. */
export class FishInputError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Exact rounding.

/** round_half_up(numerator / denominator, 2 decimals) in hundredths, by integer arithmetic (no float error). */
export function hundredthsHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError('hundredthsHalfUp takes a non-negative integer over a positive integer');
  }
  return Math.floor((numerator * 200 + denominator) / (denominator * 2));
}

const fromHundredths = (h: number) => h / 100;

/** "4.50": a two-decimal value as the report prints it. */
export const formatFishNumber = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));

// ---------------------------------------------------------------------------------------------------------
// HER2 dual probe, ASCO/CAP 2018.

export const HER2_MIN_NUCLEI = 20;

/** ASCO/CAP 2018 comments for the groups resolved negative (Wolff et al., JCO 2018, Table/Fig. 2 footnotes). */
export const HER2_COMMENTS = {
  group2Negative:
    'Evidence is limited on the efficacy of HER2-targeted therapy in the small subset of cases with a HER2/CEP17 ratio ≥ 2.0 and an average HER2 copy number < 4.0 signals per cell. In the first generation of adjuvant trastuzumab trials, patients in this subgroup who were randomly assigned to the trastuzumab arm did not seem to derive an improvement in disease-free or overall survival, but there were too few such cases to draw definitive conclusions. IHC expression for HER2 should be used to complement ISH and define HER2 status. If the IHC result is not 3+ positive, it is recommended that the specimen be considered HER2 negative because of the low HER2 copy number by ISH and the lack of protein overexpression.',
  group3Negative:
    'There are insufficient data on the efficacy of HER2-targeted therapy in cases with a HER2/CEP17 ratio < 2.0 and an average HER2 copy number ≥ 6.0 signals per cell in the absence of protein overexpression, because such patients were not eligible for the first generation of adjuvant trastuzumab clinical trials. When concurrent IHC results are negative (0 or 1+), it is recommended that the specimen be considered HER2 negative.',
  group4Negative:
    'It is uncertain whether patients with an average of ≥ 4.0 and < 6.0 HER2 signals per cell and a HER2/CEP17 ratio < 2.0 benefit from HER2-targeted therapy in the absence of protein overexpression (IHC 3+). If the specimen test result is close to the ISH ratio threshold for positive, there is a higher likelihood that repeat testing will result in different results by chance alone. Therefore, when IHC results are not 3+ positive, it is recommended that the specimen be considered HER2 negative without additional testing on the same specimen.',
  ihc3Positive: 'HER2 positive on the basis of concurrent IHC 3+ (ASCO/CAP 2018).',
  group3Ihc2Positive:
    'HER2/CEP17 ratio < 2.0 with an average HER2 copy number ≥ 6.0 signals per cell and concurrent IHC 2+, confirmed by a blinded second reader: HER2 positive (ASCO/CAP 2018).',
  group1: 'HER2/CEP17 ratio ≥ 2.0 with an average HER2 copy number ≥ 4.0 signals per cell (ASCO/CAP 2018 group 1).',
  group5: 'HER2/CEP17 ratio < 2.0 with an average HER2 copy number < 4.0 signals per cell (ASCO/CAP 2018 group 5).',
} as const;

export const HER2_INTERPRETATION = {
  positive: 'HER2 amplified (ISH positive)',
  negative: 'HER2 not amplified (ISH negative)',
} as const;

/** The ASCO/CAP 2018 group from the reported (hundredths) values. */
export function her2Group(ratioHundredths: number, meanHer2Hundredths: number): 1 | 2 | 3 | 4 | 5 {
  if (ratioHundredths >= 200) return meanHer2Hundredths >= 400 ? 1 : 2;
  if (meanHer2Hundredths >= 600) return 3;
  if (meanHer2Hundredths >= 400) return 4;
  return 5;
}

interface Her2Count {
  n: number;
  meanHer2: number;
  meanCep17: number;
  ratio: number;
  group: 1 | 2 | 3 | 4 | 5;
}

function countHer2(nuclei: THer2Nucleus[], field: string): Her2Count {
  let her2 = 0;
  let cep17 = 0;
  for (const x of nuclei) {
    her2 += x.her2;
    cep17 += x.cep17;
  }
  if (cep17 === 0)
    throw new FishInputError(
      field,
      'the CEP17 total is 0, so no HER2/CEP17 ratio can be formed; recount or repeat the test',
    );
  const n = nuclei.length;
  const meanHer2 = hundredthsHalfUp(her2, n);
  const ratio = hundredthsHalfUp(her2, cep17);
  return { n, meanHer2, meanCep17: hundredthsHalfUp(cep17, n), ratio, group: her2Group(ratio, meanHer2) };
}

function her2Partial(nuclei: THer2Nucleus[]) {
  let her2 = 0;
  let cep17 = 0;
  for (const x of nuclei) {
    her2 += x.her2;
    cep17 += x.cep17;
  }
  const n = nuclei.length;
  return {
    meanHer2: n ? fromHundredths(hundredthsHalfUp(her2, n)) : undefined,
    meanCep17: n ? fromHundredths(hundredthsHalfUp(cep17, n)) : undefined,
    ratio: cep17 ? fromHundredths(hundredthsHalfUp(her2, cep17)) : undefined,
  };
}

const moreNuclei = (missing: number, who?: string) =>
  `${plural(missing, 'more nucleus', 'more nuclei')}${who ? ` (${who})` : ''}`;

/**
 * HER2 dual probe: ≥ 20 nuclei; groups 1–5; groups 2–4 resolved with the concurrent IHC score, and with IHC 2+
 * by a blinded second reader's ≥ 20 further nuclei. The resolved group is that of both readers' nuclei together.
 */
export function classifyHer2(
  reader1: THer2Nucleus[],
  reader2: THer2Nucleus[] = [],
  ihc?: TIhcScore | null,
): TFishClassification {
  const base = { method: 'her2-dual' as const, reader1Count: reader1.length, reader2Count: reader2.length };
  if (reader1.length < HER2_MIN_NUCLEI) {
    if (reader2.length) throw new FishInputError('reader2', 'a second reader counts only after reader 1 has 20 nuclei');
    return {
      ...base,
      counted: reader1.length,
      ...her2Partial(reader1),
      result: 'incomplete',
      interpretation: '',
      comment: '',
      needs: [moreNuclei(HER2_MIN_NUCLEI - reader1.length)],
      secondReaderRequired: false,
    };
  }
  const first = countHer2(reader1, 'reader1');
  const needsIhc = first.group >= 2 && first.group <= 4;
  const secondReaderRequired = needsIhc && ihc === '2+';
  if (reader2.length && !secondReaderRequired) {
    throw new FishInputError(
      'reader2',
      `no second reader is needed for group ${first.group}${needsIhc ? ` with IHC ${ihc ?? 'not given'}` : ''}`,
    );
  }
  const shown = {
    meanHer2: fromHundredths(first.meanHer2),
    meanCep17: fromHundredths(first.meanCep17),
    ratio: fromHundredths(first.ratio),
  };
  const done = (result: 'positive' | 'negative', group: number, comment: string, counted: number, values = shown) => ({
    ...base,
    counted,
    ...values,
    group,
    result,
    interpretation: HER2_INTERPRETATION[result],
    comment,
    needs: [],
    secondReaderRequired,
  });
  if (first.group === 1) return done('positive', 1, HER2_COMMENTS.group1, first.n);
  if (first.group === 5) return done('negative', 5, HER2_COMMENTS.group5, first.n);
  const equivocal = (needs: string[]) => ({
    ...base,
    counted: first.n,
    ...shown,
    group: first.group,
    result: 'equivocal' as const,
    interpretation: `ASCO/CAP group ${first.group}: concurrent IHC review required`,
    comment: '',
    needs,
    secondReaderRequired,
  });
  if (!ihc) return equivocal(['IHC score required (0, 1+, 2+ or 3+)']);
  if (ihc === '3+') return done('positive', first.group, HER2_COMMENTS.ihc3Positive, first.n);
  if (ihc === '0' || ihc === '1+') {
    const comment =
      first.group === 2
        ? HER2_COMMENTS.group2Negative
        : first.group === 3
          ? HER2_COMMENTS.group3Negative
          : HER2_COMMENTS.group4Negative;
    return done('negative', first.group, comment, first.n);
  }
  // IHC 2+: a blinded second reader counts at least 20 further nuclei; the group of all nuclei decides.
  if (reader2.length < HER2_MIN_NUCLEI) {
    return equivocal([
      reader2.length === 0
        ? 'second reader required (blinded, 20 nuclei)'
        : moreNuclei(HER2_MIN_NUCLEI - reader2.length, 'reader 2'),
    ]);
  }
  const all = countHer2([...reader1, ...reader2], 'reader2');
  const values = {
    meanHer2: fromHundredths(all.meanHer2),
    meanCep17: fromHundredths(all.meanCep17),
    ratio: fromHundredths(all.ratio),
  };
  const n = all.n;
  switch (all.group) {
    case 1:
      return done('positive', 1, HER2_COMMENTS.group1, n, values);
    case 2:
      return done('negative', 2, HER2_COMMENTS.group2Negative, n, values);
    case 3:
      return done('positive', 3, HER2_COMMENTS.group3Ihc2Positive, n, values);
    case 4:
      return done('negative', 4, HER2_COMMENTS.group4Negative, n, values);
    default:
      return done('negative', 5, HER2_COMMENTS.group5, n, values);
  }
}

// ---------------------------------------------------------------------------------------------------------
// UroVysion.

export const UROVYSION_CELLS = 25;
export const UROVYSION_POLYSOMY_POSITIVE = 4;
export const UROVYSION_LOSS_POSITIVE = 12;

export const UROVYSION_COMMENTS = {
  positive: 'Chromosomal abnormalities consistent with urothelial carcinoma (UroVysion criteria).',
  negative: 'No chromosomal abnormalities meeting the UroVysion criteria for urothelial carcinoma.',
  atypical: 'Atypical: 1–3 cells with polysomy, below the positive threshold of 4; correlate clinically.',
} as const;

/** A cell gains a chromosome at ≥ 3 signals; polysomic when two or more of chromosomes 3, 7, 17 gain. */
export const isPolysomic = (c: TUroVysionCell) => [c.cep3, c.cep7, c.cep17].filter((s) => s >= 3).length >= 2;
export const has9p21Loss = (c: TUroVysionCell) => c.p9p21 === 0;

/** UroVysion: 25 cells; positive at ≥ 4 polysomic cells or ≥ 12 cells with homozygous 9p21 loss. */
export function classifyUroVysion(cells: TUroVysionCell[], reader2: TUroVysionCell[] = []): TFishClassification {
  if (reader2.length) throw new FishInputError('reader2', 'UroVysion is scored by one reader');
  if (cells.length > UROVYSION_CELLS)
    throw new FishInputError('reader1', `UroVysion scores ${UROVYSION_CELLS} cells, not ${cells.length}`);
  const polysomicCells = cells.filter(isPolysomic).length;
  const lossCells = cells.filter(has9p21Loss).length;
  const base = {
    method: 'urovysion' as const,
    counted: cells.length,
    reader1Count: cells.length,
    reader2Count: 0,
    polysomicCells,
    lossCells,
    secondReaderRequired: false,
  };
  if (cells.length < UROVYSION_CELLS) {
    return {
      ...base,
      result: 'incomplete',
      interpretation: '',
      comment: '',
      needs: [plural(UROVYSION_CELLS - cells.length, 'more cell')],
    };
  }
  if (polysomicCells >= UROVYSION_POLYSOMY_POSITIVE || lossCells >= UROVYSION_LOSS_POSITIVE) {
    return {
      ...base,
      result: 'positive',
      interpretation: 'UroVysion positive',
      comment: UROVYSION_COMMENTS.positive,
      needs: [],
    };
  }
  return {
    ...base,
    result: 'negative',
    interpretation: 'UroVysion negative',
    comment: polysomicCells > 0 ? UROVYSION_COMMENTS.atypical : UROVYSION_COMMENTS.negative,
    needs: [],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Break-apart (ALK, ROS1).

export const BREAK_APART_NUCLEI = 50;
export const isBreakApartPositive = (n: TBreakApartNucleus) => n.pattern === 'split' || n.pattern === 'isolated3';

export const BREAK_APART_COMMENTS = {
  positive: 'Rearrangement detected: split or isolated 3′ signals in more than the cut-off of nuclei.',
  negative: 'No rearrangement detected.',
  positiveOf100: 'Rearrangement detected: ≥ 15 % of 100 nuclei (two readers) show split or isolated 3′ signals.',
  negativeOf100: 'No rearrangement detected: < 15 % of 100 nuclei (two readers) show split or isolated 3′ signals.',
} as const;

/** Break-apart: 50 nuclei; < 5 positive negative, > 25 positive, 5–25 → 50 more by reader 2, positive at ≥ 15 of 100. */
export function classifyBreakApart(
  reader1: TBreakApartNucleus[],
  reader2: TBreakApartNucleus[] = [],
): TFishClassification {
  if (reader1.length > BREAK_APART_NUCLEI)
    throw new FishInputError('reader1', `reader 1 scores ${BREAK_APART_NUCLEI} nuclei, not ${reader1.length}`);
  if (reader2.length > BREAK_APART_NUCLEI)
    throw new FishInputError('reader2', `reader 2 scores ${BREAK_APART_NUCLEI} nuclei, not ${reader2.length}`);
  const p1 = reader1.filter(isBreakApartPositive).length;
  const base = { method: 'break-apart' as const, reader1Count: reader1.length, reader2Count: reader2.length };
  if (reader1.length < BREAK_APART_NUCLEI) {
    if (reader2.length) throw new FishInputError('reader2', 'a second reader counts only after reader 1 has 50 nuclei');
    return {
      ...base,
      counted: reader1.length,
      positiveNuclei: p1,
      result: 'incomplete',
      interpretation: '',
      comment: '',
      needs: [moreNuclei(BREAK_APART_NUCLEI - reader1.length)],
      secondReaderRequired: false,
    };
  }
  const secondReaderRequired = p1 >= 5 && p1 <= 25;
  if (!secondReaderRequired) {
    if (reader2.length) throw new FishInputError('reader2', `no second reader is needed with ${p1} positive of 50`);
    const positive = p1 > 25;
    return {
      ...base,
      counted: 50,
      positiveNuclei: p1,
      result: positive ? 'positive' : 'negative',
      interpretation: positive ? 'Rearranged (FISH positive)' : 'Not rearranged (FISH negative)',
      comment: positive ? BREAK_APART_COMMENTS.positive : BREAK_APART_COMMENTS.negative,
      needs: [],
      secondReaderRequired,
    };
  }
  if (reader2.length < BREAK_APART_NUCLEI) {
    return {
      ...base,
      counted: 50,
      positiveNuclei: p1,
      result: 'equivocal',
      interpretation: `${p1} of 50 nuclei positive (5–25): second reader required`,
      comment: '',
      needs: [
        reader2.length === 0
          ? 'second reader required (blinded, 50 nuclei)'
          : moreNuclei(BREAK_APART_NUCLEI - reader2.length, 'reader 2'),
      ],
      secondReaderRequired,
    };
  }
  const total = p1 + reader2.filter(isBreakApartPositive).length;
  const positive = total >= 15;
  return {
    ...base,
    counted: 100,
    positiveNuclei: total,
    result: positive ? 'positive' : 'negative',
    interpretation: positive ? 'Rearranged (FISH positive)' : 'Not rearranged (FISH negative)',
    comment: positive ? BREAK_APART_COMMENTS.positiveOf100 : BREAK_APART_COMMENTS.negativeOf100,
    needs: [],
    secondReaderRequired,
  };
}

/** The one entry point: server and browser preview alike. Throws FishInputError for input no rule accepts. */
export function classifyFish(input: TFishClassifyInput): TFishClassification {
  switch (input.method) {
    case 'her2-dual':
      return classifyHer2(input.reader1, input.reader2 ?? [], input.ihc);
    case 'urovysion':
      return classifyUroVysion(input.reader1, input.reader2 ?? []);
    case 'break-apart':
      return classifyBreakApart(input.reader1, input.reader2 ?? []);
  }
}

/** The nuclei one reader must count before they may submit (their part of the rule). */
export function fishReaderTarget(method: TFishMethod): number {
  return method === 'her2-dual' ? HER2_MIN_NUCLEI : method === 'urovysion' ? UROVYSION_CELLS : BREAK_APART_NUCLEI;
}
