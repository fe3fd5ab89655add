import {
  LATERALITY,
  marginBlock,
  MM,
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

/** Lung, resection (docs/synoptic.md). */
export function lungResection(): TShippedProtocol {
  const w = new ProtocolWriter('lung-resection');
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Lung: resection',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for resection specimens from patients with primary non-small cell carcinoma, small cell carcinoma or carcinoid tumor of the lung (docs/synoptic.md).',
      },
      [
        w.choice(
          'procedure',
          'Procedure',
          [
            ['wedge', 'Wedge resection'],
            ['segmentectomy', 'Segmentectomy'],
            ['lobectomy', 'Lobectomy'],
            ['bilobectomy', 'Bilobectomy'],
            ['pneumonectomy', 'Pneumonectomy'],
          ],
          { required: true },
        ),
        w.choice('laterality', 'Specimen laterality', LATERALITY, { required: true }),
        w.choice(
          'tumor-site',
          'Tumor site',
          [
            ['upper-lobe', 'Upper lobe'],
            ['middle-lobe', 'Middle lobe'],
            ['lower-lobe', 'Lower lobe'],
            ['main-bronchus', 'Main bronchus'],
          ],
          { required: true, repeats: true },
        ),
        w.openChoice(
          'histologic-type',
          'Histologic type',
          [
            ['adenocarcinoma', 'Invasive non-mucinous adenocarcinoma'],
            ['mucinous-adeno', 'Invasive mucinous adenocarcinoma'],
            ['squamous', 'Squamous cell carcinoma'],
            ['adenosquamous', 'Adenosquamous carcinoma'],
            ['large-cell', 'Large cell carcinoma'],
            ['small-cell', 'Small cell carcinoma'],
            ['carcinoid', 'Carcinoid tumor'],
          ],
          { required: true },
        ),
        w.choice(
          'adeno-pattern',
          'Predominant pattern of adenocarcinoma',
          [
            ['lepidic', 'Lepidic'],
            ['acinar', 'Acinar'],
            ['papillary', 'Papillary'],
            ['micropapillary', 'Micropapillary'],
            ['solid', 'Solid'],
          ],
          { required: true, enableWhen: [when.is('histologic-type', 'adenocarcinoma')] },
        ),
        w.choice(
          'histologic-grade',
          'Histologic grade',
          [
            ['G1', 'G1: well differentiated'],
            ['G2', 'G2: moderately differentiated'],
            ['G3', 'G3: poorly differentiated'],
          ],
          {
            required: true,
            enableWhen: [when.is('histologic-type', 'adenocarcinoma'), when.is('histologic-type', 'squamous')],
            enableBehavior: 'any',
          },
        ),
        w.decimal('tumor-size', 'Total tumor size (greatest dimension)', {
          required: true,
          loinc: TUMOR_SIZE_LOINC,
          unit: MM,
          min: 0,
        }),
        w.decimal('invasive-size', 'Size of invasive component', {
          required: true,
          enableWhen: [when.is('histologic-type', 'adenocarcinoma')],
          unit: MM,
          min: 0,
          rules: [{ rule: 'at-most', inputs: ['tumor-size'] }],
        }),
        w.choice('visceral-pleura', 'Visceral pleura invasion', PRESENCE, { required: true }),
        w.choice('lvi', 'Lymphovascular invasion', PRESENCE, { required: true }),
        w.string('direct-invasion', 'Direct invasion of adjacent structures (name them, or "not identified")', {
          required: true,
        }),
        w.boolean('neoadjuvant', 'Neoadjuvant therapy given', { required: true }),
        w.integer('residual-viable', 'Percentage of residual viable tumor', {
          required: true,
          enableWhen: [when.yes('neoadjuvant')],
          unit: ['%', '%'],
          min: 0,
          max: 100,
        }),
        w.group('margins', 'Margins', [
          ...marginBlock(w, 'invasive carcinoma', [
            ['bronchial', 'Bronchial'],
            ['vascular', 'Vascular'],
            ['parenchymal', 'Parenchymal'],
            ['chest-wall', 'Chest wall'],
          ]),
        ]),
        regionalLymphNodes(w),
        w.string('ln-stations', 'Nodal stations examined', { enableWhen: [when.answered('ln-examined')] }),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice(
            'pt',
            'pT category',
            [
              ['pTis', 'pTis: carcinoma in situ'],
              ['pT1mi', 'pT1mi: minimally invasive adenocarcinoma'],
              ['pT1a', 'pT1a: tumor ≤ 1 cm'],
              ['pT1b', 'pT1b: tumor > 1 cm but ≤ 2 cm'],
              ['pT1c', 'pT1c: tumor > 2 cm but ≤ 3 cm'],
              ['pT2a', 'pT2a: tumor > 3 cm but ≤ 4 cm, or visceral pleura invasion'],
              ['pT2b', 'pT2b: tumor > 4 cm but ≤ 5 cm'],
              ['pT3', 'pT3: tumor > 5 cm but ≤ 7 cm, or separate nodule in the same lobe'],
              ['pT4', 'pT4: tumor > 7 cm, or invasion of mediastinal structures'],
            ],
            { required: true, loinc: PT_LOINC },
          ),
          w.choice(
            'pn',
            'pN category',
            [
              ['pN0', 'pN0: no regional lymph node metastasis'],
              ['pN1', 'pN1: ipsilateral peribronchial, hilar or intrapulmonary nodes'],
              ['pN2', 'pN2: ipsilateral mediastinal or subcarinal nodes'],
              ['pN3', 'pN3: contralateral or supraclavicular nodes'],
              ['pNX', 'pNX: cannot be assessed'],
            ],
            { required: true, loinc: PN_LOINC },
          ),
          w.choice('pm', 'pM category', PM_OPTIONS, { loinc: PM_LOINC }),
        ]),
      ],
    ),
  };
}
