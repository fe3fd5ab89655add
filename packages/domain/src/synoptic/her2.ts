import type { TReportFish } from '../results';
import type { TAnswers } from './engine';
import { SYNOPTIC_BASE } from './protocols/build';

/** The breast biomarker template the accepted HER2 FISH result fills (docs/synoptic.md#her2-fish). */
export const BREAST_BIOMARKER_URL = `${SYNOPTIC_BASE}/Questionnaire/breast-biomarkers`;

/**
 * The breast biomarker template's ISH items from the case's accepted HER2 dual-probe FISH results (the newest
 * accepted one): ISH performed, the group, the ratio, the average HER2 and CEP17 signals per cell, the nuclei
 * counted, the result, and for groups 2–4 the IHC score that decided it. Empty when there is none with a result.
 */
export function her2IshAnswers(fish: TReportFish[]): TAnswers {
  const her2 = fish
    .filter((f) => f.method === 'her2-dual' && f.group !== null && (f.result === 'positive' || f.result === 'negative'))
    .sort((a, b) => (a.acceptedAt ?? '').localeCompare(b.acceptedAt ?? ''))
    .at(-1);
  if (!her2) return {};
  const out: TAnswers = {
    'her2-ish-done': true,
    'her2-ish-group': her2.group!,
    'her2-ish-nuclei': her2.counted,
    'her2-ish-result': her2.result,
  };
  if (her2.ratio !== null) out['her2-ish-ratio'] = her2.ratio;
  if (her2.meanHer2 !== null) out['her2-ish-her2'] = her2.meanHer2;
  if (her2.meanCep17 !== null) out['her2-ish-cep17'] = her2.meanCep17;
  if (her2.ihc && her2.group! >= 2 && her2.group! <= 4) out['her2-ish-ihc'] = her2.ihc;
  return out;
}

/**
 * What a save of the biomarker template keeps: the answers sent, with the ISH items left unanswered filled from
 * the accepted FISH result (an answer sent wins; another protocol is left as sent).
 */
export function withFishAnswers(
  protocolUrl: string | undefined,
  answers: Record<string, unknown>,
  fish: TReportFish[],
) {
  if (protocolUrl !== BREAST_BIOMARKER_URL) return answers;
  const filled: Record<string, unknown> = { ...answers };
  for (const [linkId, value] of Object.entries(her2IshAnswers(fish))) {
    const sent = answers[linkId];
    if (sent === undefined || sent === null || sent === '' || (Array.isArray(sent) && sent.length === 0))
      filled[linkId] = value;
  }
  return filled;
}
