import { z } from 'zod';
import { ZApiError } from './api-common';
import type { TDiagnosisPart } from './results';
import { plural } from './plural';

/**
 * Sign-out warnings (docs/laboratory.md#sign-out): what is unusual enough that the pathologist confirms it before
 * signing, but not wrong enough to refuse (a consult on outside slides has no blocks of ours). The server answers
 * 409 `sign_out_warnings` unless the sign-out confirms them; the audit row keeps what was confirmed.
 */

export const ZSignOutWarning = z.object({
  /** The part's letter. */
  part: z.string(),
  text: z.string(),
});
export type TSignOutWarning = z.infer<typeof ZSignOutWarning>;

export const ZSignOutWarningsConflict = ZApiError.extend({
  code: z.literal('sign_out_warnings'),
  warnings: z.array(ZSignOutWarning),
});
export type TSignOutWarningsConflict = z.infer<typeof ZSignOutWarningsConflict>;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How many cassettes the gross description says it submitted, and which, from its summary of submission:
 * "Entirely submitted in cassette A1", "in cassettes A1-A3", "A1 through A4", "A1, A2 and A5", "in three
 * cassettes". Null when it names none (an unfilled template blank "[cassette]" names none).
 */
export function grossCassettes(letter: string, gross: string): { count: number; labels: string[] | null } | null {
  const l = escape(letter.toUpperCase());
  const text = gross.replace(/\[[^\]\n]*\]/g, ' ');
  const labels = new Set<string>();
  const range = new RegExp(`\\b${l}(\\d{1,3})\\s*(?:-|–|—|to|through|thru)\\s*(?:${l})?(\\d{1,3})\\b`, 'gi');
  let rest = text;
  for (let m = range.exec(text); m; m = range.exec(text)) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (to >= from && to - from < 100) for (let i = from; i <= to; i++) labels.add(`${letter.toUpperCase()}${i}`);
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(new RegExp(`\\b${l}(\\d{1,3})\\b`, 'gi')))
    labels.add(`${letter.toUpperCase()}${Number(m[1])}`);
  if (labels.size) return { count: labels.size, labels: [...labels] };
  const counted =
    /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:cassettes?|blocks?)\b/i.exec(text);
  if (counted) {
    const n = /^\d+$/.test(counted[1]!) ? Number(counted[1]) : NUMBER_WORDS[counted[1]!.toLowerCase()]!;
    return { count: n, labels: null };
  }
  return null;
}

/**
 * The warnings of a sign-out, part by part in case order: a part with no block, a part with no microscopic
 * description, a part whose gross description submits a different number of cassettes (or other cassettes) than
 * the blocks recorded. Empty: nothing to confirm.
 */
export function signOutWarnings(
  parts: Array<
    Pick<TDiagnosisPart, 'letter' | 'grossDescription' | 'microscopicDescription'> & { blocks: { label: string }[] }
  >,
): TSignOutWarning[] {
  const out: TSignOutWarning[] = [];
  for (const p of parts) {
    if (p.blocks.length === 0) out.push({ part: p.letter, text: `Part ${p.letter} has no block recorded.` });
    if (!p.microscopicDescription.trim())
      out.push({ part: p.letter, text: `Part ${p.letter} has no microscopic description.` });
    const named = grossCassettes(p.letter, p.grossDescription);
    if (!named || p.blocks.length === 0) continue;
    const blockLabels = p.blocks.map((b) => b.label.trim().toUpperCase());
    const differs =
      named.count !== blockLabels.length ||
      (named.labels !== null && named.labels.some((l) => !blockLabels.includes(l)));
    if (differs) {
      const which = named.labels ? ` (${named.labels.join(', ')})` : '';
      out.push({
        part: p.letter,
        text: `Part ${p.letter}: the gross description submits ${plural(named.count, 'cassette')}${which}, but ${plural(blockLabels.length, 'block is', 'blocks are')} recorded (${blockLabels.join(', ')}).`,
      });
    }
  }
  return out;
}
