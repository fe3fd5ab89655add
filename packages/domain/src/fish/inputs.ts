import { z } from 'zod';

/**
 * FISH scoring's shapes (docs/fish.md): the methods, the nuclei a reader counts, what `classifyFish` takes and what
 * it answers. The rules that decide are in rules.ts; keyboard entry in entry.ts; the session API in sessions.ts.
 */

export const FISH_METHODS = ['her2-dual', 'urovysion', 'break-apart'] as const;
export const ZFishMethod = z.enum(FISH_METHODS, 'must be her2-dual, urovysion or break-apart');
export type TFishMethod = z.infer<typeof ZFishMethod>;

export const FISH_METHOD_LABELS: Record<TFishMethod, string> = {
  'her2-dual': 'HER2 dual probe (ASCO/CAP 2018)',
  urovysion: 'UroVysion',
  'break-apart': 'Break-apart (ALK, ROS1)',
};

export const IHC_SCORES = ['0', '1+', '2+', '3+'] as const;
export const ZIhcScore = z.enum(IHC_SCORES, 'must be 0, 1+, 2+ or 3+');
export type TIhcScore = z.infer<typeof ZIhcScore>;

/** A signal count: a whole number 0–99 (an amplified cluster is estimated). */
const ZSignals = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(99, 'must be at most 99');

export const ZHer2Nucleus = z.strictObject({ her2: ZSignals, cep17: ZSignals });
export type THer2Nucleus = z.infer<typeof ZHer2Nucleus>;

export const ZUroVysionCell = z.strictObject({ cep3: ZSignals, cep7: ZSignals, cep17: ZSignals, p9p21: ZSignals });
export type TUroVysionCell = z.infer<typeof ZUroVysionCell>;

export const BREAK_APART_PATTERNS = ['fused', 'split', 'isolated3', 'isolated5'] as const;
export const ZBreakApartPattern = z.enum(BREAK_APART_PATTERNS, 'must be fused, split, isolated3 or isolated5');
export type TBreakApartPattern = z.infer<typeof ZBreakApartPattern>;
export const ZBreakApartNucleus = z.strictObject({ pattern: ZBreakApartPattern });
export type TBreakApartNucleus = z.infer<typeof ZBreakApartNucleus>;

export const BREAK_APART_PATTERN_LABELS: Record<TBreakApartPattern, string> = {
  fused: 'Fused',
  split: 'Split',
  isolated3: 'Isolated 3′',
  isolated5: 'Isolated 5′',
};

export type TFishNucleus = THer2Nucleus | TUroVysionCell | TBreakApartNucleus;
export const ZFishNucleus = z.union([ZHer2Nucleus, ZUroVysionCell, ZBreakApartNucleus]);

/** At most this many nuclei per reader: far above any rule, low enough to bound a request. */
export const FISH_MAX_NUCLEI = 200;
const readerOf = <T extends z.ZodType>(nucleus: T) =>
  z.array(nucleus).max(FISH_MAX_NUCLEI, `at most ${FISH_MAX_NUCLEI} nuclei per reader`);

/** `POST /api/fish/classify`: one branch per method, so an invalid nucleus is named `reader1.3.her2`. */
export const ZFishClassifyInput = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('her2-dual'),
      reader1: readerOf(ZHer2Nucleus),
      reader2: readerOf(ZHer2Nucleus).optional(),
      ihc: ZIhcScore.nullish(),
    }),
    z.strictObject({
      method: z.literal('urovysion'),
      reader1: readerOf(ZUroVysionCell),
      reader2: readerOf(ZUroVysionCell).optional(),
      ihc: ZIhcScore.nullish(),
    }),
    z.strictObject({
      method: z.literal('break-apart'),
      reader1: readerOf(ZBreakApartNucleus),
      reader2: readerOf(ZBreakApartNucleus).optional(),
      ihc: ZIhcScore.nullish(),
    }),
  ],
  { error: 'must be her2-dual, urovysion or break-apart' },
);
export type TFishClassifyInput = z.infer<typeof ZFishClassifyInput>;

export const FISH_RESULTS = ['positive', 'negative', 'equivocal', 'incomplete'] as const;
export const ZFishResultValue = z.enum(FISH_RESULTS);
export type TFishResultValue = z.infer<typeof ZFishResultValue>;

export const ZFishClassification = z.object({
  method: ZFishMethod,
  /** Nuclei (cells for UroVysion) the result rests on, both readers together. */
  counted: z.number().int(),
  /** Per reader, as counted. */
  reader1Count: z.number().int(),
  reader2Count: z.number().int(),
  meanHer2: z.number().optional(),
  meanCep17: z.number().optional(),
  ratio: z.number().optional(),
  /** ASCO/CAP 2018 group 1–5 of the count the result rests on. */
  group: z.number().int().min(1).max(5).optional(),
  /** Break-apart: split or isolated 3′ nuclei. */
  positiveNuclei: z.number().int().optional(),
  /** UroVysion: cells with gain of two or more of chromosomes 3, 7, 17; cells with no 9p21 signal. */
  polysomicCells: z.number().int().optional(),
  lossCells: z.number().int().optional(),
  result: ZFishResultValue,
  /** One line for the report: "HER2 amplified (ISH positive)". Empty while incomplete. */
  interpretation: z.string(),
  /** The guideline comment printed with the result (ASCO/CAP text for HER2 groups 2–4). */
  comment: z.string(),
  /** What is still required, in words: "8 more nuclei", "second reader required", "IHC score required". */
  needs: z.array(z.string()),
  /** Whether a blinded second reader is (or was) required. */
  secondReaderRequired: z.boolean(),
});
export type TFishClassification = z.infer<typeof ZFishClassification>;
