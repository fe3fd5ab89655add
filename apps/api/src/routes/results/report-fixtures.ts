import type { TReportContent, TReportFish } from '@lab/domain';

/**
 * Report contents as they are snapshotted at signing, for the renderer tests and the benchmarks: a final
 * surgical report of two parts (one diagnosis long enough to run onto a second page), its corrected version,
 * an addendum to it, and a FISH report.
 */

const LONG_MICROSCOPIC = [
  'Sections show breast parenchyma infiltrated by an invasive carcinoma of no special type, arranged in nests, cords and',
  'trabeculae with moderate tubule formation (score 2), moderate nuclear pleomorphism (score 2) and a mitotic count of',
  '12 per 10 high-power fields (score 2), for a Nottingham combined histologic grade of 2 of 3 (score 6 of 9).',
].join(' ');

/** About 2,400 words of diagnosis and description between the two parts: the report runs to three pages or more. */
const longDiagnosis = (): string =>
  [
    'INVASIVE DUCTAL CARCINOMA (NO SPECIAL TYPE), NOTTINGHAM GRADE 2 (TUBULES 2, NUCLEI 2, MITOSES 2).',
    '- Tumor size: 2.1 cm in greatest dimension (gross measurement, confirmed microscopically).',
    '- Ductal carcinoma in situ: present, intermediate nuclear grade, solid and cribriform types, comprising about 10% of the tumor.',
    '- Lymphovascular invasion: not identified.',
    '- Margins: all margins negative for invasive carcinoma and DCIS; closest margin (posterior) 0.4 cm from invasive carcinoma.',
    '- Biomarkers: see FISH results and the separately reported immunohistochemistry (ER, PR, HER2 IHC 2+ [equivocal]).',
    '- Pathologic stage (AJCC 8th edition): pT2 pN0(sn) - see part B.',
    '',
    ...Array.from(
      { length: 14 },
      (_, i) =>
        `Note ${i + 1}: ${LONG_MICROSCOPIC} Additional levels (${i + 1}) were examined and confirm the findings above; the ` +
        'carcinoma abuts but does not involve the biopsy site changes, which show fat necrosis, hemosiderin-laden macrophages and ' +
        'organizing granulation tissue consistent with the prior core needle biopsy (S26-00017).',
    ),
  ].join('\n');

export const HER2_FISH: TReportFish = {
  probeSet: 'HER2/CEP17 dual probe (PathVysion)',
  method: 'her2-dual',
  lot: 'PV-24117',
  lotExpiry: '2027-03-31',
  readers: [
    { name: 'Maria Lopez, CT(ASCP)', nuclei: 20 },
    { name: 'Tom Becker, CG(ASCP)', nuclei: 20 },
  ],
  counted: 40,
  meanHer2: 4.5,
  meanCep17: 2,
  ratio: 2.25,
  group: 1,
  positiveNuclei: null,
  result: 'Positive (amplified)',
  interpretation:
    'HER2/CEP17 ratio ≥ 2.0 with an average HER2 copy number ≥ 4.0 signals/cell: ASCO/CAP 2018 group 1, HER2 amplified.',
  comment: 'Scored on invasive carcinoma only (block A3); controls performed appropriately.',
  acceptedBy: 'Tom Becker, CG(ASCP)',
  acceptedAt: '2026-11-23T13:40:00.000Z',
};

export const ALK_FISH: TReportFish = {
  probeSet: 'ALK break-apart (Vysis LSI ALK)',
  method: 'break-apart',
  lot: 'ALK-8821',
  lotExpiry: null,
  readers: [{ name: 'Maria Lopez, CT(ASCP)', nuclei: 50 }],
  counted: 50,
  meanHer2: null,
  meanCep17: null,
  ratio: null,
  group: null,
  positiveNuclei: 3,
  result: 'Negative',
  interpretation:
    'ALK rearrangement not detected: 3 of 50 nuclei (6%) show split or isolated 3′ signals (< 5 positive nuclei).',
  comment: '',
  acceptedBy: 'Maria Lopez, CT(ASCP)',
  acceptedAt: '2026-11-24T10:15:00.000Z',
};

/** Final surgical report, version 1: two parts, the first with a diagnosis that spans pages. */
export const finalReport: TReportContent = {
  lab: {
    name: 'Northfield Pathology Associates',
    address: '1200 Medical Center Drive, Suite 300, Springfield, IL 62704 · (217) 555-0142',
    clia: '14D2083671',
  },
  caseId: 42,
  caseNumber: 'S26-00042',
  caseType: 'S',
  caseTypeLabel: 'Surgical',
  priority: 'routine',
  patient: {
    id: 7,
    mrn: 'MRN-100234',
    firstName: 'Jane',
    lastName: "O'Connor-Smith",
    dob: '1961-04-09',
    sex: 'female',
  },
  provider: { name: 'Alan Grant', npi: '1234567893', credentials: 'MD' },
  facility: {
    name: 'Springfield Breast Center',
    address: '45 Elm Street, Springfield, IL 62701',
    phone: '(217) 555-0190',
  },
  collectedAt: '2026-11-19T15:30:00.000Z',
  receivedAt: '2026-11-20T08:05:00.000Z',
  reportedAt: '2026-11-23T14:05:00.000Z',
  clinicalHistory:
    "65-year-old woman with a 2.0 cm spiculated mass of the left breast at 2 o'clock (BI-RADS 5); core biopsy S26-00017: " +
    'invasive ductal carcinoma. Lumpectomy with sentinel lymph node biopsy.',
  testsOrdered: ['Surgical pathology, tissue exam', 'HER2 FISH'],
  parts: [
    {
      letter: 'A',
      bodySite: 'Breast',
      bodySiteCode: 'BRST',
      laterality: 'left',
      description: 'lumpectomy, wire-localized (stitch short superior, long lateral)',
      grossDescription:
        'Received fresh, labeled with the patient\'s name and "left breast lumpectomy", is an oriented fibrofatty excision ' +
        'measuring 6.5 x 5.0 x 3.2 cm with a localization wire. The margins are inked: superior blue, inferior green, ' +
        'medial yellow, lateral red, anterior orange, posterior black. Serial sectioning reveals a firm, stellate, ' +
        'tan-white mass measuring 2.1 x 1.8 x 1.6 cm, 0.4 cm from the posterior margin. Representative sections are ' +
        'submitted in cassettes A1 through A6.\nA1: superior margin; A2: inferior margin; A3-A5: tumor; A6: biopsy site.',
      blocks: [
        { label: 'A1', slides: [{ label: 'A1-1', stain: 'H&E' }] },
        { label: 'A2', slides: [{ label: 'A2-1', stain: 'H&E' }] },
        {
          label: 'A3',
          slides: [
            { label: 'A3-1', stain: 'H&E' },
            { label: 'A3-2', stain: 'HER2 FISH' },
          ],
        },
        { label: 'A4', slides: [{ label: 'A4-1', stain: 'H&E' }] },
        { label: 'A5', slides: [{ label: 'A5-1', stain: 'H&E' }] },
        { label: 'A6', slides: [{ label: 'A6-1', stain: 'H&E' }] },
      ],
      microscopicDescription: `${LONG_MICROSCOPIC}\nThe in situ component is of intermediate nuclear grade, solid and cribriform.`,
      finalDiagnosis: longDiagnosis(),
      result: { code: 'MAL', name: 'Malignant', category: 'Malignant', critical: false },
    },
    {
      letter: 'B',
      bodySite: 'Lymph node, axillary',
      bodySiteCode: 'LNAX',
      laterality: 'left',
      description: 'sentinel lymph node #1, excision',
      grossDescription:
        'Received in formalin is a single lymph node, 1.4 x 0.9 x 0.6 cm, bisected and entirely submitted in B1.',
      blocks: [
        {
          label: 'B1',
          slides: [
            { label: 'B1-1', stain: 'H&E' },
            { label: 'B1-2', stain: 'H&E' },
            { label: 'B1-3', stain: 'Cytokeratin AE1/AE3' },
          ],
        },
      ],
      microscopicDescription: 'Three levels and a cytokeratin AE1/AE3 stain show no metastatic carcinoma.',
      finalDiagnosis:
        'ONE LYMPH NODE, NEGATIVE FOR METASTATIC CARCINOMA (0/1).\n- Cytokeratin AE1/AE3 immunostain negative.',
      result: { code: 'BEN', name: 'Benign', category: 'Benign', critical: false },
    },
  ],
  comment:
    'Results were discussed with Dr. Grant on 11/23/2026 at 14:00. The HER2 immunohistochemistry was equivocal (2+), ' +
    'therefore reflex FISH was performed (see below).',
  icdCodes: [
    { code: 'C50.412', description: 'Malignant neoplasm of upper-outer quadrant of left female breast' },
    { code: 'Z17.0', description: 'Estrogen receptor positive status [ER+]' },
  ],
  procedures: [
    { code: '88307', description: 'Level V surgical pathology, gross and microscopic examination', units: 1 },
    { code: '88305', description: 'Level IV surgical pathology, gross and microscopic examination', units: 1 },
    { code: '88342', description: 'Immunohistochemistry, initial single antibody stain', units: 1 },
    {
      code: '88377',
      description: 'Morphometric analysis, in situ hybridization, multiplex probe, computer-assisted',
      units: 1,
    },
  ],
  fish: [HER2_FISH],
  critical: false,
  pathologist: {
    name: 'Eleanor Vance',
    credentials: 'MD, FCAP',
    npi: '1912345675',
    signatureLine: 'Eleanor Vance, MD, FCAP · Anatomic and Clinical Pathology',
  },
  version: 1,
  kind: 'final',
  reason: null,
  addenda: [],
  previous: null,
  originalSignedAt: '2026-11-23T14:05:00.000Z',
};

/** Version 2: part B's diagnosis corrected (a micrometastasis found on deeper levels), with the reason. */
export const correctedReport: TReportContent = {
  ...finalReport,
  reportedAt: '2026-11-25T09:12:00.000Z',
  version: 2,
  kind: 'corrected',
  reason:
    'Deeper levels of the sentinel lymph node (B1) show a micrometastasis; the nodal diagnosis and stage are corrected.',
  parts: [
    {
      ...finalReport.parts[0]!,
      finalDiagnosis:
        'INVASIVE DUCTAL CARCINOMA (NO SPECIAL TYPE), NOTTINGHAM GRADE 2.\n- Margins negative; closest (posterior) 0.4 cm.\n- Pathologic stage (AJCC 8th edition): pT2 pN1mi(sn).',
    },
    {
      ...finalReport.parts[1]!,
      finalDiagnosis: 'ONE LYMPH NODE WITH MICROMETASTATIC CARCINOMA (1/1), 1.1 mm; no extranodal extension.',
      result: { code: 'MAL', name: 'Malignant', category: 'Malignant', critical: true },
    },
  ],
  critical: true,
  previous: {
    version: 1,
    signedAt: '2026-11-23T14:05:00.000Z',
    parts: [
      { letter: 'A', finalDiagnosis: 'INVASIVE DUCTAL CARCINOMA (NO SPECIAL TYPE), NOTTINGHAM GRADE 2.' },
      { letter: 'B', finalDiagnosis: 'ONE LYMPH NODE, NEGATIVE FOR METASTATIC CARCINOMA (0/1).' },
    ],
    comment: finalReport.comment,
  },
};

/** Version 3: an addendum with the ALK FISH result; the diagnosis of version 2 is unchanged. */
export const addendumReport: TReportContent = {
  ...correctedReport,
  reportedAt: '2026-11-26T16:40:00.000Z',
  version: 3,
  kind: 'addendum',
  reason: null,
  fish: [HER2_FISH, ALK_FISH],
  addenda: [
    {
      version: 3,
      text:
        'ALK break-apart FISH, requested by the oncologist for the study protocol, is NEGATIVE (see FISH results).\n' +
        'This result does not change the diagnosis above.',
      signedAt: '2026-11-26T16:40:00.000Z',
      signedBy: 'Eleanor Vance, MD, FCAP',
    },
  ],
  previous: null,
};

/** A FISH case: one part, one accepted HER2 result, delimiters and line breaks in the texts. */
export const fishReport: TReportContent = {
  ...finalReport,
  caseId: 57,
  caseNumber: 'F26-00057',
  caseType: 'F',
  caseTypeLabel: 'FISH',
  priority: 'stat',
  patient: { id: 9, mrn: '400917', firstName: 'Robert', lastName: 'Nguyen', dob: '1958-12-30', sex: 'male' },
  facility: null,
  collectedAt: null,
  receivedAt: '2026-11-21T10:00:00.000Z',
  reportedAt: '2026-11-22T11:30:00.000Z',
  clinicalHistory:
    'Gastric adenocarcinoma; HER2 status for trastuzumab | pembrolizumab eligibility (IHC 2+ ^ equivocal).',
  testsOrdered: ['HER2 FISH'],
  parts: [
    {
      letter: 'A',
      bodySite: 'Stomach',
      bodySiteCode: 'STOM',
      laterality: null,
      description: 'paraffin block S26-00031 A2 (outside material)',
      grossDescription: 'Received one paraffin block labeled S26-00031 A2 & one H&E slide.',
      blocks: [
        {
          label: 'A1',
          slides: [
            { label: 'A1-1', stain: 'H&E' },
            { label: 'A1-2', stain: null },
          ],
        },
      ],
      microscopicDescription: '',
      finalDiagnosis:
        'HER2 (ERBB2) GENE AMPLIFIED by FISH\\dual probe; see the FISH result table.\r\nGroup 1 ~ positive.',
      result: { code: 'POS', name: 'Positive', category: 'Abnormal', critical: false },
    },
  ],
  comment: '',
  icdCodes: [{ code: 'C16.9', description: 'Malignant neoplasm of stomach, unspecified' }],
  procedures: [
    {
      code: '88377',
      description: 'Morphometric analysis, in situ hybridization, multiplex probe, computer-assisted',
      units: 2,
    },
  ],
  fish: [HER2_FISH],
  pathologist: { name: 'Eleanor Vance', credentials: 'MD', npi: null, signatureLine: null },
  originalSignedAt: '2026-11-22T11:30:00.000Z',
};

export const reportFixtures = { finalReport, correctedReport, addendumReport, fishReport } as const;

/** HER2 group 2 decided by the IHC score (3+ → positive). */
export const HER2_GROUP2_FISH: TReportFish = {
  ...HER2_FISH,
  meanHer2: 3.2,
  meanCep17: 1.5,
  ratio: 2.13,
  group: 2,
  result: 'Positive',
  interpretation: 'ASCO/CAP 2018 group 2 with IHC 3+: HER2 positive.',
  ihc: '3+',
};

/** UroVysion with its cell counts. */
export const UROVYSION_FISH: TReportFish = {
  probeSet: 'UroVysion (Vysis)',
  method: 'urovysion',
  lot: 'UV-3310',
  lotExpiry: '2027-06-30',
  readers: [{ name: 'Maria Lopez, CT(ASCP)', nuclei: 25 }],
  counted: 25,
  meanHer2: null,
  meanCep17: null,
  ratio: null,
  group: null,
  positiveNuclei: null,
  polysomicCells: 6,
  lossCells: 0,
  result: 'Positive',
  interpretation:
    '6 of 25 cells show gains of two or more of chromosomes 3, 7 and 17: positive for urothelial carcinoma.',
  comment: '',
  acceptedBy: 'Maria Lopez, CT(ASCP)',
  acceptedAt: '2026-11-24T11:00:00.000Z',
};
