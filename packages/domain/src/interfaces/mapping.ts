// The mapping rules of results out (docs/interfaces.md, "## Codes"): what a report version becomes in an HL7 v2.5.1
// ORU^R01 and a FHIR R4 Bundle. Pure functions; the API's message builders only apply them.
import type { TReportFish } from '../results';

/** A coded observation identifier: LOINC where LOINC has a code, the lab's local code (`L`) elsewhere. */
export interface TObservationCode {
  code: string;
  display: string;
  /** HL7 v2 coding system (CWE.3): `LN` LOINC, `L` local. */
  system: 'LN' | 'L';
}

export const LOINC_URL = 'http://loinc.org';

/**
 * HL7 v2 OBR-25 / OBX-11 result status of a report version: `F` for the first version, `C` for every later one
 * (a corrected report and an addendum alike), so a receiver never sees a second final or a status going back.
 */
export function hl7ResultStatus(version: number): 'F' | 'C' {
  return version <= 1 ? 'F' : 'C';
}

/** OBX-8 abnormal flag of a coded result: `AA` (critically abnormal) for a critical result, none otherwise. */
export function hl7CriticalFlag(critical: boolean): 'AA' | '' {
  return critical ? 'AA' : '';
}

/** The FHIR Observation.interpretation coding of a critical result (v3 ObservationInterpretation `AA`). */
export const FHIR_CRITICAL_INTERPRETATION = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  code: 'AA',
  display: 'Critical abnormal',
} as const;

/** The most an HD.1 namespace ID (IS) may hold. */
export const HD_NAMESPACE_MAX = 20;

/**
 * A short HD.1 namespace ID for a laboratory or facility name: upper-case letters and digits; the whole name when
 * it fits in 20 characters, else the first three letters of each significant word (`Riverside Pathology
 * Laboratory` → `RIVPATLAB`), cut to 20. Never empty.
 */
export function hl7NamespaceId(name: string): string {
  const words = name
    .toUpperCase()
    .normalize('NFKD')
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const whole = words.join('');
  if (whole.length <= HD_NAMESPACE_MAX) return whole || 'UNKNOWN';
  const significant = words.filter((w) => !['OF', 'THE', 'AND', 'FOR', 'AT'].includes(w));
  return (significant.length ? significant : words)
    .map((w) => w.slice(0, 3))
    .join('')
    .slice(0, HD_NAMESPACE_MAX);
}

/**
 * A provider's credentials as separate values, one per component: `MD, FCAP` → degree `MD` (XCN.7 / CNN.7, an IS
 * of at most 5) and the rest as professional suffixes (XCN.21). A first value longer than 5 goes to the suffixes.
 */
export function splitCredentials(credentials: string | null | undefined): { degree: string; suffixes: string[] } {
  const all = (credentials ?? '')
    .split(/\s*[,;]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const first = all[0] ?? '';
  return first && first.length <= 5 && /^[A-Za-z.]+$/.test(first)
    ? { degree: first, suffixes: all.slice(1) }
    : { degree: '', suffixes: all };
}

/** What a FISH observation reports. */
export type TFishMeasure =
  | 'ratio'
  | 'her2PerNucleus'
  | 'cep17PerNucleus'
  | 'group'
  | 'counted'
  | 'positiveNuclei'
  | 'polysomicCells'
  | 'lossCells'
  | 'ihc'
  | 'interpretation';

const LN = (code: string, display: string): TObservationCode => ({ code, display, system: 'LN' });
const L = (code: string, display: string): TObservationCode => ({ code, display, system: 'L' });

/**
 * The observation code of each FISH measure. LOINC: the HER2/CEP17 ratio (49683-6), the HER2 and CEP17 copy
 * numbers per nucleus (74860-8, 74861-6), the HER2 FISH report (96893-3) and the HER2 IHC score that decided a
 * group 2–4 result (18474-7). Local codes (`L`) where no LOINC term was found for the measure: the ASCO/CAP group,
 * nuclei counted, UroVysion's cell counts and interpretation, break-apart.
 */
export const FISH_OBSERVATION_CODES: Record<TReportFish['method'], Partial<Record<TFishMeasure, TObservationCode>>> = {
  'her2-dual': {
    ratio: LN('49683-6', 'ERBB2 copy number/Chromosome 17 copy number [# Ratio] in Tissue by FISH'),
    her2PerNucleus: LN('74860-8', 'ERBB2 copy number/nucleus in Tissue by FISH'),
    cep17PerNucleus: LN('74861-6', 'Chromosome 17 copy number/nucleus in Tissue by FISH'),
    group: L('HER2FISH-GROUP', 'HER2 FISH ASCO/CAP 2018 group'),
    counted: L('HER2FISH-NUCLEI', 'HER2 FISH nuclei counted'),
    ihc: LN('18474-7', 'HER2 Ag [Presence] in Tissue by Immune stain'),
    interpretation: LN('96893-3', 'ERBB2 gene duplication in Tumor by FISH'),
  },
  urovysion: {
    counted: L('UROV-CELLS', 'UroVysion cells counted'),
    polysomicCells: L('UROV-POLYSOMIC', 'UroVysion cells with gain of 2 or more of chr 3, 7, 17'),
    lossCells: L('UROV-9P21LOSS', 'UroVysion cells with homozygous 9p21 loss'),
    ihc: L('UROV-IHC', 'IHC score'),
    interpretation: L('UROV-INTERP', 'UroVysion FISH interpretation'),
  },
  'break-apart': {
    counted: L('BAFISH-NUCLEI', 'Break-apart FISH nuclei counted'),
    positiveNuclei: L('BAFISH-POSNUC', 'Break-apart FISH split or isolated 3 prime nuclei'),
    ihc: L('BAFISH-IHC', 'IHC score'),
    interpretation: L('BAFISH-INTERP', 'Break-apart FISH interpretation'),
  },
};

export function fishObservationCode(method: TReportFish['method'], measure: TFishMeasure): TObservationCode {
  return FISH_OBSERVATION_CODES[method][measure] ?? L(`FISH-${measure.toUpperCase()}`, `FISH ${measure}`);
}

/** The observation code of a part's coded result (the Results list entry, its category as the original text). */
export const RESULT_OBSERVATION_CODE: TObservationCode = L('RESULT', 'Pathology result (Results list)');

/**
 * The identifier systems of the FHIR resources: under the lab's public address when one is configured (an
 * `https://` URL), else under the reserved `lab-portal.invalid` host (RFC 6761), so every system is a valid
 * absolute `http(s)` URI. CLIA numbers and NPIs use their registered systems.
 */
export function fhirIdentifierSystems(publicOrigin: string | null | undefined) {
  const base = (/^https?:\/\//.test(publicOrigin ?? '') ? publicOrigin! : 'https://lab-portal.invalid').replace(
    /\/+$/,
    '',
  );
  return {
    mrn: `${base}/fhir/sid/mrn`,
    caseNumber: `${base}/fhir/sid/case-number`,
    reportVersion: `${base}/fhir/sid/report-version`,
    specimen: `${base}/fhir/sid/specimen`,
    container: `${base}/fhir/sid/block`,
    facility: `${base}/fhir/sid/facility`,
    placerOrder: `${base}/fhir/sid/placer-order`,
    correctionReasonExtension: `${base}/fhir/StructureDefinition/correction-reason`,
    /** The lab's local observation codes (`L` in HL7) and its Results list. */
    localObservation: `${base}/fhir/CodeSystem/observation`,
    results: `${base}/fhir/CodeSystem/results`,
    clia: 'urn:oid:2.16.840.1.113883.4.7',
    npi: 'http://hl7.org/fhir/sid/us-npi',
  };
}
export type TFhirIdentifierSystems = ReturnType<typeof fhirIdentifierSystems>;
