import type { TLanguage } from './auth';
import { reportTexts } from './report-language';
import type { TReportContent, TReportPart } from './results';
import type { TReportSynoptic } from './synoptic/report';
import { specimenLabel } from './labels';

/**
 * What a later report version says about the versions before it (docs/laboratory.md#amendments-and-addenda):
 * the "Previously reported" items of a corrected version and the history line of an addendum. Pure: the server
 * snapshots their result into the version's content, the PDF prints it.
 */

/** One item a corrected version changed, with what the version it corrects said. */
export interface TReportChange {
  /** The part's letter, or null for the case-level items (comment, codes). */
  part: string | null;
  /** What changed, in the report's words: "Specimen (site and procedure)", "Microscopic description". */
  item: string;
  /** What the corrected version reported ("None" when it was empty). */
  previously: string;
}

type ContentForChanges = Pick<TReportContent, 'parts' | 'comment' | 'icdCodes' | 'procedures'>;

const blank = (s: string) => (s.trim() ? s.trim() : 'None');
const codes = (rows: { code: string; description: string; units?: number }[]) =>
  rows.length
    ? rows.map((r) => `${r.code} ${r.description}${r.units && r.units > 1 ? ` ×${r.units}` : ''}`).join('; ')
    : 'None';
const resultText = (r: TReportPart['result']) => (r ? `${r.code} ${r.name}` : 'None');

/**
 * Every reported item that differs between the version corrected (`before`) and the correction (`after`), in
 * report order: per part its specimen (site and procedure), final diagnosis, result, microscopic description,
 * gross description; then the comment, the ICD-10 codes and the CPT codes. A part the correction does not name is
 * reported as removed from nothing: parts are never deleted, so both versions list the same letters.
 */
export function reportChanges(before: ContentForChanges, after: ContentForChanges): TReportChange[] {
  const out: TReportChange[] = [];
  for (const a of after.parts) {
    const b = before.parts.find((p) => p.letter === a.letter);
    if (!b) continue;
    const items: Array<[string, string, string]> = [
      ['Specimen (site and procedure)', specimenLabel(b), specimenLabel(a)],
      ['Final diagnosis', blank(b.finalDiagnosis), blank(a.finalDiagnosis)],
      ['Result', resultText(b.result), resultText(a.result)],
      ['Microscopic description', blank(b.microscopicDescription), blank(a.microscopicDescription)],
      ['Gross description', blank(b.grossDescription), blank(a.grossDescription)],
    ];
    for (const [item, was, now] of items) if (was !== now) out.push({ part: a.letter, item, previously: was });
    out.push(...synopticChanges(a.letter, b.synoptic ?? null, a.synoptic ?? null));
  }
  if (blank(before.comment) !== blank(after.comment))
    out.push({ part: null, item: 'Comment', previously: blank(before.comment) });
  if (codes(before.icdCodes) !== codes(after.icdCodes))
    out.push({ part: null, item: 'ICD-10-CM diagnosis codes', previously: codes(before.icdCodes) });
  if (codes(before.procedures) !== codes(after.procedures))
    out.push({ part: null, item: 'CPT procedure codes', previously: codes(before.procedures) });
  return out;
}

/**
 * The synoptic answers a correction changed, item by item in the protocol's order ("Synoptic: pT category"), with
 * what the corrected version answered ("None" for an item it did not answer).
 */
function synopticChanges(part: string, before: TReportSynoptic | null, after: TReportSynoptic | null): TReportChange[] {
  const answersOf = (s: TReportSynoptic | null) =>
    new Map((s?.entries ?? []).filter((e) => e.answer !== null).map((e) => [e.linkId, e]));
  const was = answersOf(before);
  const now = answersOf(after);
  const order = [...(after?.entries ?? []), ...(before?.entries ?? [])].filter((e) => e.answer !== null);
  const seen = new Set<string>();
  const out: TReportChange[] = [];
  for (const e of order) {
    if (seen.has(e.linkId)) continue;
    seen.add(e.linkId);
    const b = was.get(e.linkId)?.answer ?? 'None';
    if (b !== (now.get(e.linkId)?.answer ?? 'None')) out.push({ part, item: `Synoptic: ${e.item}`, previously: b });
  }
  return out;
}

/** The newest correction a version carries forward: its version, date and reason. */
export interface TLastCorrection {
  version: number;
  signedAt: string;
  reason: string;
}

/**
 * The last correction as of the version after `last`: `last` itself when it was a correction, otherwise what
 * `last` carried forward (null: the diagnosis was never corrected).
 */
export function lastCorrectionAfter(
  last:
    | (Pick<TReportContent, 'version' | 'kind' | 'reason' | 'reportedAt'> & { lastCorrection?: TLastCorrection | null })
    | null,
): TLastCorrection | null {
  if (!last) return null;
  if (last.kind === 'corrected') return { version: last.version, signedAt: last.reportedAt, reason: last.reason ?? '' };
  return last.lastCorrection ?? null;
}

/**
 * The line under an addendum's banner: the diagnosis it sits below, truthfully. After a correction that is the
 * corrected diagnosis, with the date and reason of its last correction; otherwise the original one.
 */
export function addendumHistoryNote(
  c: Pick<TReportContent, 'reportedAt' | 'originalSignedAt'> & { lastCorrection?: TLastCorrection | null },
  formatDateTime: (iso: string) => string,
  language: TLanguage = 'en',
): string {
  const { t } = reportTexts(language);
  const signed = t('addendumSigned', { time: formatDateTime(c.reportedAt) });
  const corr = c.lastCorrection;
  if (corr) {
    const reason = corr.reason.trim() ? t('addendumReason', { reason: corr.reason.trim() }) : '';
    return `${signed} ${t('addendumAfterCorrection', {
      version: corr.version,
      corrected: formatDateTime(corr.signedAt),
      reason,
      original: formatDateTime(c.originalSignedAt),
    })}`;
  }
  return `${signed} ${t('addendumOriginal', { original: formatDateTime(c.originalSignedAt) })}`;
}
