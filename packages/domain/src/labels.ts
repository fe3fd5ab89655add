/**
 * The words people read for the codes the records keep (issue 26 item 8: "left", "female", "ihc" reached screens
 * raw). One map per code list, used by the web and the report alike.
 */

/** A part's laterality as a word with a capital, for a column of its own. */
export const LATERALITY_LABELS: Record<'left' | 'right' | 'bilateral', string> = {
  left: 'Left',
  right: 'Right',
  bilateral: 'Bilateral',
};

/** `Skin, left forearm` from body site `Skin, forearm` and laterality `left`; `Left breast` from `Breast`. */
export function siteWithLaterality(part: { bodySite: string | null; laterality: string | null }): string {
  const site = part.bodySite?.trim() ?? '';
  const lat = part.laterality?.trim().toLowerCase() ?? '';
  if (!site) return lat ? lat[0]!.toUpperCase() + lat.slice(1) : '';
  if (!lat) return site;
  const segments = site.split(/,\s*/);
  if (segments.length === 1) return `${lat[0]!.toUpperCase()}${lat.slice(1)} ${site[0]!.toLowerCase()}${site.slice(1)}`;
  const last = segments.pop()!;
  return [...segments, `${lat} ${last}`].join(', ');
}

/** `Breast, left, lumpectomy` as the specimen is labeled on the report: site with laterality, then description. */
export function specimenLabel(part: {
  bodySite: string | null;
  laterality: string | null;
  description: string;
}): string {
  return [siteWithLaterality(part), part.description.trim()].filter(Boolean).join(', ') || 'Specimen';
}

/**
 * A part's final diagnosis as the report prints it: a part left blank points to the comment only when there is
 * one (a preview of a case still being written says so instead of "See comment.").
 */
export function finalDiagnosisText(finalDiagnosis: string, comment: string): string {
  if (finalDiagnosis.trim()) return finalDiagnosis.trim();
  return comment.trim() ? 'See comment.' : 'No final diagnosis entered yet.';
}
