import type { TCaseStatus, TPriority } from '@lab/domain';

/**
 * Realistic lab content the style guide's part A shows (docs/style-guide.md#part-a): made-up patients, real
 * shapes (case numbers of the S/C/F-YY-NNNNN format, specimens as accessioning writes them).
 */
export interface SampleCase {
  caseNumber: string;
  patient: string;
  mrn: string;
  specimen: string;
  status: TCaseStatus;
  priority: TPriority;
  pathologist: string;
}

export const SAMPLE_CASES: readonly SampleCase[] = [
  {
    caseNumber: 'S26-00412',
    patient: 'Maria Okafor',
    mrn: 'M0001042',
    specimen: 'Breast, left, core needle biopsy',
    status: 'pending-diagnosis',
    priority: 'stat',
    pathologist: 'Dr. Ana Ruiz',
  },
  {
    caseNumber: 'S26-00413',
    patient: 'Henrik Lund',
    mrn: 'M0001057',
    specimen: 'Colon, sigmoid, polypectomy',
    status: 'in-histology',
    priority: 'routine',
    pathologist: 'Dr. Ana Ruiz',
  },
  {
    caseNumber: 'C26-00088',
    patient: 'Aiko Tanaka',
    mrn: 'M0001063',
    specimen: 'Thyroid, right lobe, FNA',
    status: 'grossed',
    priority: 'routine',
    pathologist: 'Dr. Omar Haddad',
  },
  {
    caseNumber: 'F26-00021',
    patient: 'Maria Okafor',
    mrn: 'M0001042',
    specimen: 'HER2 FISH on block A1',
    status: 'accessioned',
    priority: 'stat',
    pathologist: 'Dr. Omar Haddad',
  },
  {
    caseNumber: 'S26-00398',
    patient: 'Luis Ferreira',
    mrn: 'M0000998',
    specimen: 'Skin, left forearm, shave biopsy',
    status: 'signed-out',
    priority: 'routine',
    pathologist: 'Dr. Ana Ruiz',
  },
  {
    caseNumber: 'S26-00377',
    patient: 'Grace Mensah',
    mrn: 'M0000971',
    specimen: 'Prostate, 12-core biopsies',
    status: 'amended',
    priority: 'routine',
    pathologist: 'Dr. Omar Haddad',
  },
];

export const SAMPLE_CASE = SAMPLE_CASES[0]!;
