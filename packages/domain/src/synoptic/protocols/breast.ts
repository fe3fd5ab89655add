import {
  LATERALITY,
  marginBlock,
  MM,
  NODES_POSITIVE_LOINC,
  PM_LOINC,
  PM_OPTIONS,
  PN_LOINC,
  PRESENCE,
  ProtocolWriter,
  PT_LOINC,
  regionalLymphNodes,
  TUMOR_SIZE_LOINC,
  when,
  type TShippedProtocol,
} from './build';

/** Breast: invasive carcinoma and DCIS resections, and the biomarker template (docs/synoptic.md). */

const BREAST_PROCEDURES = [
  ['excision', 'Excision (less than total mastectomy)'],
  ['total-mastectomy', 'Total mastectomy (including nipple-sparing and skin-sparing)'],
  ['modified-radical', 'Modified radical mastectomy'],
  ['other', 'Other'],
] as const;

const BREAST_SITES = [
  ['upper-outer', 'Upper outer quadrant'],
  ['lower-outer', 'Lower outer quadrant'],
  ['upper-inner', 'Upper inner quadrant'],
  ['lower-inner', 'Lower inner quadrant'],
  ['central', 'Central'],
  ['nipple', 'Nipple'],
] as const;

const BREAST_MARGINS = [
  ['anterior', 'Anterior'],
  ['posterior', 'Posterior'],
  ['superior', 'Superior'],
  ['inferior', 'Inferior'],
  ['medial', 'Medial'],
  ['lateral', 'Lateral'],
] as const;

const SCORE = (what: readonly [string, string, string]) =>
  [
    ['1', `Score 1 (${what[0]})`],
    ['2', `Score 2 (${what[1]})`],
    ['3', `Score 3 (${what[2]})`],
  ] as const;

const PN_BREAST = [
  ['pN0', 'pN0: no regional lymph node metastasis'],
  ['pN0(i+)', 'pN0(i+): isolated tumor cells only'],
  ['pN1mi', 'pN1mi: micrometastases'],
  ['pN1a', 'pN1a: metastases in 1–3 axillary lymph nodes'],
  ['pN2a', 'pN2a: metastases in 4–9 axillary lymph nodes'],
  ['pN3a', 'pN3a: metastases in 10 or more axillary lymph nodes'],
  ['pNX', 'pNX: cannot be assessed'],
  ['not-applicable', 'Not applicable (no lymph nodes)'],
] as const;

function invasive(): TShippedProtocol {
  const w = new ProtocolWriter('breast-invasive-resection');
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Breast: invasive carcinoma, resection',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for resection specimens from patients with invasive carcinoma of the breast (docs/synoptic.md).',
      },
      [
        w.choice('procedure', 'Procedure', BREAST_PROCEDURES, { required: true }),
        w.choice('laterality', 'Specimen laterality', LATERALITY, { required: true }),
        w.choice('tumor-site', 'Tumor site', BREAST_SITES, { required: true, repeats: true }),
        w.openChoice(
          'histologic-type',
          'Histologic type',
          [
            ['nst', 'Invasive carcinoma of no special type (ductal)'],
            ['lobular', 'Invasive lobular carcinoma'],
            ['mixed', 'Invasive carcinoma with mixed ductal and lobular features'],
            ['mucinous', 'Mucinous carcinoma'],
            ['tubular', 'Tubular carcinoma'],
            ['micropapillary', 'Invasive micropapillary carcinoma'],
            ['metaplastic', 'Metaplastic carcinoma'],
          ],
          { required: true },
        ),
        w.group('grade', 'Histologic grade (Nottingham)', [
          w.choice('tubules', 'Glandular (acinar) / tubular differentiation', SCORE(['> 75 %', '10–75 %', '< 10 %']), {
            required: true,
          }),
          w.choice('nuclei', 'Nuclear pleomorphism', SCORE(['small, regular', 'moderate', 'marked']), {
            required: true,
          }),
          w.choice('mitoses', 'Mitotic rate', SCORE(['low', 'medium', 'high']), { required: true }),
          w.choice(
            'overall-grade',
            'Overall grade',
            [
              ['1', 'Grade 1 (scores of 3, 4 or 5)'],
              ['2', 'Grade 2 (scores of 6 or 7)'],
              ['3', 'Grade 3 (scores of 8 or 9)'],
            ],
            { required: true, rules: [{ rule: 'nottingham-grade', inputs: ['tubules', 'nuclei', 'mitoses'] }] },
          ),
        ]),
        w.decimal('tumor-size', 'Tumor size (greatest dimension of largest invasive focus)', {
          required: true,
          loinc: TUMOR_SIZE_LOINC,
          unit: MM,
          min: 0,
        }),
        w.choice(
          'focality',
          'Tumor focality',
          [
            ['single', 'Single focus of invasive carcinoma'],
            ['multiple', 'Multiple foci of invasive carcinoma'],
          ],
          { required: true },
        ),
        w.integer('foci-count', 'Number of foci', { enableWhen: [when.is('focality', 'multiple')], min: 2 }),
        w.choice(
          'dcis',
          'Ductal carcinoma in situ (DCIS)',
          [
            ['not-identified', 'Not identified'],
            ['present', 'Present'],
          ],
          { required: true },
        ),
        w.choice('lvi', 'Lymphovascular invasion', PRESENCE, { required: true }),
        w.group('margins', 'Margins', [
          ...marginBlock(w, 'invasive carcinoma', BREAST_MARGINS),
          ...marginBlock(w, 'DCIS', BREAST_MARGINS, 'dcis-margin').map((i) =>
            i.linkId === 'dcis-margin-status' ? { ...i, enableWhen: [when.is('dcis', 'present')] } : i,
          ),
        ]),
        regionalLymphNodes(w, [
          w.integer('ln-macro', 'Number of lymph nodes with macrometastases (> 2 mm)', {
            required: true,
            enableWhen: [when.is('ln-status', 'present')],
            min: 0,
          }),
          w.integer('ln-micro', 'Number of lymph nodes with micrometastases (> 0.2 mm to 2 mm)', {
            required: true,
            enableWhen: [when.is('ln-status', 'present')],
            min: 0,
          }),
          w.integer('ln-itc', 'Number of lymph nodes with isolated tumor cells (≤ 0.2 mm)', {
            required: true,
            enableWhen: [when.is('ln-status', 'present')],
            min: 0,
            rules: [{ rule: 'at-most', inputs: ['ln-examined'] }],
          }),
          w.integer('ln-positive', 'Number of lymph nodes with macro- or micrometastases', {
            enableWhen: [when.is('ln-status', 'present')],
            loinc: NODES_POSITIVE_LOINC,
            rules: [
              { rule: 'sum', inputs: ['ln-macro', 'ln-micro'] },
              { rule: 'at-most', inputs: ['ln-examined'] },
            ],
          }),
          w.decimal('ln-largest-deposit', 'Size of largest nodal metastatic deposit', {
            required: true,
            enableWhen: [when.number('ln-positive', '>', 0)],
            unit: MM,
            min: 0,
          }),
        ]),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice(
            'pt',
            'pT category',
            [
              ['pT1mi', 'pT1mi: tumor ≤ 1 mm'],
              ['pT1a', 'pT1a: tumor > 1 mm but ≤ 5 mm'],
              ['pT1b', 'pT1b: tumor > 5 mm but ≤ 10 mm'],
              ['pT1c', 'pT1c: tumor > 10 mm but ≤ 20 mm'],
              ['pT2', 'pT2: tumor > 20 mm but ≤ 50 mm'],
              ['pT3', 'pT3: tumor > 50 mm'],
              ['pT4a', 'pT4a: extension to the chest wall'],
              ['pT4b', 'pT4b: ulceration, satellite nodules or edema of the skin'],
              ['pT4c', 'pT4c: both pT4a and pT4b'],
              ['pT4d', 'pT4d: inflammatory carcinoma'],
              ['pTX', 'pTX: cannot be assessed'],
            ],
            { required: true, loinc: PT_LOINC },
          ),
          w.choice('pn', 'pN category', PN_BREAST, { required: true, loinc: PN_LOINC }),
          w.choice('pm', 'pM category', PM_OPTIONS, { loinc: PM_LOINC }),
        ]),
      ],
    ),
  };
}

function dcis(): TShippedProtocol {
  const w = new ProtocolWriter('breast-dcis-resection');
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Breast: ductal carcinoma in situ, resection',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for resection specimens from patients with ductal carcinoma in situ of the breast (docs/synoptic.md).',
      },
      [
        w.choice('procedure', 'Procedure', BREAST_PROCEDURES, { required: true }),
        w.choice('laterality', 'Specimen laterality', LATERALITY, { required: true }),
        w.choice('tumor-site', 'Tumor site', BREAST_SITES, { required: true, repeats: true }),
        w.choice(
          'histologic-type',
          'Histologic type',
          [
            ['dcis', 'Ductal carcinoma in situ'],
            ['paget', 'Paget disease of the nipple with DCIS'],
          ],
          { required: true },
        ),
        w.decimal('dcis-size', 'Size (extent) of DCIS', { required: true, unit: MM, min: 0 }),
        w.choice(
          'architecture',
          'Architectural patterns',
          [
            ['cribriform', 'Cribriform'],
            ['solid', 'Solid'],
            ['micropapillary', 'Micropapillary'],
            ['papillary', 'Papillary'],
            ['comedo', 'Comedo'],
            ['flat', 'Flat'],
          ],
          { repeats: true },
        ),
        w.choice(
          'nuclear-grade',
          'Nuclear grade',
          [
            ['1', 'Grade I (low)'],
            ['2', 'Grade II (intermediate)'],
            ['3', 'Grade III (high)'],
          ],
          { required: true },
        ),
        w.choice(
          'necrosis',
          'Necrosis',
          [
            ['not-identified', 'Not identified'],
            ['punctate', 'Present, focal (punctate)'],
            ['central', 'Present, central (comedo)'],
          ],
          { required: true },
        ),
        w.group('margins', 'Margins', [
          ...marginBlock(w, 'DCIS', BREAST_MARGINS),
          w.display('margin-close-note', 'Margins closer than 2 mm: consider the clinical context for re-excision.', {
            enableWhen: [when.number('margin-distance', '<', 2)],
          }),
        ]),
        regionalLymphNodes(w),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice('pt', 'pT category', [['pTis', 'pTis (DCIS): ductal carcinoma in situ']], {
            required: true,
            loinc: PT_LOINC,
          }),
          w.choice('pn', 'pN category', PN_BREAST, { required: true, loinc: PN_LOINC }),
        ]),
      ],
    ),
  };
}

/** ER and PR by their percentage: ≥ 1 % positive, 1–10 % reported as low positive (ASCO/CAP 2020). */
function receptor(w: ProtocolWriter, key: 'er' | 'pr', name: string, loinc: readonly [string, string]) {
  return w.group(key, name, [
    w.choice(
      `${key}-status`,
      `${name} status`,
      [
        ['positive', 'Positive'],
        ...(key === 'er' ? [['low-positive', 'Low positive (1–10 % of cells with nuclear positivity)'] as const] : []),
        ['negative', 'Negative (< 1 %)'],
      ],
      { required: true, loinc },
    ),
    w.integer(`${key}-percent`, `${key.toUpperCase()}: percentage of cells with nuclear positivity`, {
      required: true,
      enableWhen: [when.isNot(`${key}-status`, 'negative')],
      unit: ['%', '%'],
      min: 0,
      max: 100,
    }),
    w.choice(
      `${key}-intensity`,
      `${key.toUpperCase()}: average intensity of staining`,
      [
        ['weak', 'Weak'],
        ['moderate', 'Moderate'],
        ['strong', 'Strong'],
      ],
      { required: true, enableWhen: [when.isNot(`${key}-status`, 'negative')] },
    ),
  ]);
}

function biomarkers(): TShippedProtocol {
  const w = new ProtocolWriter('breast-biomarkers');
  return {
    caseTypes: ['S', 'F'],
    questionnaire: w.questionnaire(
      {
        title: 'Breast: biomarker reporting template',
        version: '1.0.0',
        description:
          'ER, PR, HER2 by immunohistochemistry and by in situ hybridization, and Ki-67, after the CAP breast biomarker template and the ASCO/CAP HER2 (2018) and ER/PR (2020) guidelines (docs/synoptic.md).',
      },
      [
        w.string('specimen-tested', 'Block or specimen tested', { required: true }),
        receptor(w, 'er', 'Estrogen receptor (ER)', ['16112-5', 'Estrogen receptor [Interpretation] in Tissue']),
        receptor(w, 'pr', 'Progesterone receptor (PR)', [
          '16113-3',
          'Progesterone receptor [Interpretation] in Tissue',
        ]),
        w.group('her2-ihc', 'HER2 by immunohistochemistry', [
          w.choice(
            'her2-ihc-score',
            'HER2 (by immunohistochemistry)',
            [
              ['0', 'Negative (score 0)'],
              ['1+', 'Negative (score 1+)'],
              ['2+', 'Equivocal (score 2+)'],
              ['3+', 'Positive (score 3+)'],
            ],
            { required: true },
          ),
        ]),
        w.boolean('her2-ish-done', 'HER2 by in situ hybridization performed', { required: true }),
        w.group(
          'her2-ish',
          'HER2 by in situ hybridization (dual probe)',
          [
            w.choice('her2-ish-group', 'ISH group (ASCO/CAP 2018)', [1, 2, 3, 4, 5], { required: true }),
            w.decimal('her2-ish-ratio', 'HER2/CEP17 ratio', { required: true, min: 0 }),
            w.decimal('her2-ish-her2', 'Average number of HER2 signals per cell', { required: true, min: 0 }),
            w.decimal('her2-ish-cep17', 'Average number of CEP17 signals per cell', { required: true, min: 0 }),
            w.integer('her2-ish-nuclei', 'Number of nuclei counted', { required: true, min: 20 }),
            w.choice(
              'her2-ish-result',
              'HER2 by ISH result',
              [
                ['positive', 'Positive (amplified)'],
                ['negative', 'Negative (not amplified)'],
              ],
              { required: true },
            ),
            w.choice(
              'her2-ish-ihc',
              'Concurrent IHC score that decided the result',
              ['0', '1+', '2+', '3+'].map((s) => [s, s] as const),
              {
                required: true,
                enableWhen: [when.number('her2-ish-group', '>=', 2), when.number('her2-ish-group', '<=', 4)],
                enableBehavior: 'all',
              },
            ),
          ],
          { enableWhen: [when.yes('her2-ish-done')] },
        ),
        w.integer('ki67', 'Ki-67 (percentage of positive nuclei)', { unit: ['%', '%'], min: 0, max: 100 }),
        w.string('antibody-clones', 'Primary antibody clones and scoring methods'),
      ],
    ),
  };
}

export const BREAST_PROTOCOLS: TShippedProtocol[] = [invasive(), dcis(), biomarkers()];
