import type { TCaseType } from '../identifiers';
import { SYNOPTIC_BASE } from './protocols/build';

/**
 * Which shipped protocol a part is likely reported with, from its specimen (body site and procedure) and its final
 * diagnosis: a suggestion the pathologist confirms, never a choice made for them (docs/synoptic.md#suggestions).
 */

const Q = (slug: string) => `${SYNOPTIC_BASE}/Questionnaire/${slug}`;

/** Each rule: the specimen it needs, the diagnosis it needs, what rules it out; the first rules that hold win. */
const RULES: Array<{ url: string; site: RegExp; dx: RegExp; not?: RegExp }> = [
  {
    url: Q('breast-invasive-resection'),
    site: /breast|mastectomy|lumpectomy/,
    dx: /invasive|infiltrating|no special type|lobular carcinoma(?! in situ)|mucinous carcinoma|tubular carcinoma/,
    not: /\bbiopsy\b|\bcore\b/,
  },
  {
    url: Q('breast-dcis-resection'),
    site: /breast|mastectomy|lumpectomy/,
    dx: /ductal carcinoma in situ|\bdcis\b/,
    not: /\bbiopsy\b|\bcore\b|invasive|infiltrating/,
  },
  { url: Q('breast-biomarkers'), site: /breast/, dx: /her2|estrogen receptor|progesterone receptor|ki-?67/ },
  {
    url: Q('colon-rectum-resection'),
    site: /colon|colectomy|cecum|caecum|rectum|rectal|sigmoid|anterior resection|abdominoperineal/,
    dx: /adenocarcinoma|carcinoma/,
    not: /polyp|\bbiopsy\b/,
  },
  { url: Q('prostate-radical-prostatectomy'), site: /prostatectomy/, dx: /adenocarcinoma|carcinoma/ },
  {
    url: Q('lung-resection'),
    site: /lung|lobectomy|pneumonectomy|segmentectomy|wedge/,
    dx: /carcinoma|carcinoid/,
    not: /\bbiopsy\b|brushing|washing/,
  },
  {
    url: Q('melanoma-excision'),
    site: /skin|excision/,
    dx: /melanoma/,
    not: /in situ(?![^.]*invasive)|\bshave\b|\bpunch\b/,
  },
];

export interface TProtocolCandidate {
  id: number;
  url: string;
  version: string;
  status: string;
  caseTypes: TCaseType[];
}

/** Numeric-aware comparison of version strings ("1.10.0" after "1.9.0"). */
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The protocol versions to suggest for a part, best first: the rules that hold for its specimen and diagnosis,
 * each as the newest active version offered for the case type. Empty when nothing fits.
 */
export function suggestProtocols(
  part: { caseType: TCaseType; specimen: string; finalDiagnosis: string },
  protocols: TProtocolCandidate[],
): TProtocolCandidate[] {
  const site = part.specimen.toLowerCase();
  // "No invasive carcinoma identified" says what the part is not: negated findings are left out before matching.
  const dx = part.finalDiagnosis
    .toLowerCase()
    .replace(
      /\b(?:no|without|negative for)\s+(?:evidence of\s+)?(?:residual\s+)?[a-z -]*?(?:invasive|carcinoma|melanoma)[^.;]*/g,
      ' ',
    );
  const all = `${site} ${dx}`;
  const out: TProtocolCandidate[] = [];
  for (const rule of RULES) {
    if (!rule.site.test(site) || !rule.dx.test(dx) || rule.not?.test(all)) continue;
    const newest = protocols
      .filter((p) => p.url === rule.url && p.status === 'active' && p.caseTypes.includes(part.caseType))
      .sort((a, b) => byVersion(a.version, b.version))
      .at(-1);
    if (newest) out.push(newest);
  }
  return out;
}
