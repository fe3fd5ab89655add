import { useSampleText } from '../../components/use-sample-text';
import { CASE_STATUSES, formatCaseNumber, type TCaseStatus, type TCaseType, type TPriority } from '@lab/domain';

/**
 * Realistic, made-up lab content for the style guide's examples (part B): case numbers in the portal's own format,
 * the seeded specimen sources and tests. Nothing here is a patient's record.
 */
export const SPECIMEN_SOURCES = [
  { code: 'SKIN-FA', name: 'Skin of forearm' },
  { code: 'CERVIX', name: 'Cervix' },
  { code: 'BREAST', name: 'Breast' },
  { code: 'COLON', name: 'Colon' },
  { code: 'PROSTATE', name: 'Prostate' },
  { code: 'BLADDER', name: 'Bladder' },
  { code: 'LUNG', name: 'Lung' },
  { code: 'URINE', name: 'Urine' },
] as const;

export const TESTS = [
  { code: 'SURG', name: 'Surgical pathology' },
  { code: 'PAP', name: 'Pap test, liquid based' },
  { code: 'HER2-FISH', name: 'HER2 FISH' },
  { code: 'UROVYSION', name: 'UroVysion FISH' },
] as const;

/** `SKIN-FA — Skin of forearm`, as the lookup pickers label an entry. */
export const codeLabel = (e: { code: string; name: string }) => `${e.code} — ${e.name}`;
export const SOURCE_OPTIONS = SPECIMEN_SOURCES.map((s) => ({ value: s.code, label: codeLabel(s) }));
export const TEST_OPTIONS = TESTS.map((t) => ({ value: t.code, label: codeLabel(t) }));

/** The sources and tests as options, their names in the language shown (the codes stay as they are). */
export function useLabOptions() {
  const sample = useSampleText('styleGuideB');
  const label = (e: { code: string; name: string }) => codeLabel({ code: e.code, name: sample(e.name) });
  return {
    sourceOptions: SPECIMEN_SOURCES.map((s) => ({ value: s.code, label: label(s) })),
    testOptions: TESTS.map((t) => ({ value: t.code, label: label(t) })),
  };
}

const PATIENTS = [
  'Rivera, Ana',
  'Okafor, James',
  'Lindqvist, Maja',
  'Haddad, Omar',
  'Nguyen, Linh',
  'Kowalski, Piotr',
  'Mensah, Efua',
  'Schmidt, Jonas',
];
const TYPES: TCaseType[] = ['S', 'S', 'C', 'F'];

export interface DemoCase {
  id: number;
  caseNumber: string;
  patient: string;
  source: string;
  test: string;
  status: TCaseStatus;
  priority: TPriority;
  received: string;
}

/** `n` cases, the same on every render (no randomness: screenshots and tests stay stable). */
export function demoCases(n: number): DemoCase[] {
  return Array.from({ length: n }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const test = type === 'C' ? TESTS[1] : type === 'F' ? TESTS[(i >> 2) % 2 ? 2 : 3] : TESTS[0];
    const day = 1 + ((i * 7) % 28);
    return {
      id: i + 1,
      caseNumber: formatCaseNumber(type, 2026, 120 + i),
      patient: PATIENTS[i % PATIENTS.length]!,
      source: SPECIMEN_SOURCES[(i * 3) % SPECIMEN_SOURCES.length]!.name,
      test: test!.name,
      status: CASE_STATUSES[i % CASE_STATUSES.length]!,
      priority: i % 5 === 0 ? 'stat' : 'routine',
      received: `2026-11-${String(day).padStart(2, '0')}`,
    };
  });
}

/** Cases received per week, by case type (charts). */
export const WEEKLY_VOLUME = [
  { week: 'Oct 5', Surgical: 142, Cytology: 96, FISH: 18 },
  { week: 'Oct 12', Surgical: 151, Cytology: 88, FISH: 22 },
  { week: 'Oct 19', Surgical: 138, Cytology: 104, FISH: 19 },
  { week: 'Oct 26', Surgical: 160, Cytology: 99, FISH: 25 },
  { week: 'Nov 2', Surgical: 171, Cytology: 92, FISH: 21 },
  { week: 'Nov 9', Surgical: 149, Cytology: 110, FISH: 27 },
  { week: 'Nov 16', Surgical: 158, Cytology: 101, FISH: 24 },
];

/** Median turnaround (hours from receipt to sign-out) per week, against the 48-hour target. */
export const WEEKLY_TAT = [
  { week: 'Oct 5', Surgical: 41, Cytology: 30, FISH: 70 },
  { week: 'Oct 12', Surgical: 44, Cytology: 28, FISH: 66 },
  { week: 'Oct 19', Surgical: 52, Cytology: 33, FISH: 74 },
  { week: 'Oct 26', Surgical: 47, Cytology: 29, FISH: 61 },
  { week: 'Nov 2', Surgical: 39, Cytology: 27, FISH: 58 },
  { week: 'Nov 9', Surgical: 43, Cytology: 31, FISH: 63 },
  { week: 'Nov 16', Surgical: 40, Cytology: 26, FISH: 55 },
];
export const TAT_TARGET_HOURS = 48;
