import {
  LATERALITY,
  MM,
  PM_LOINC,
  PM_OPTIONS,
  PN_LOINC,
  PRESENCE,
  ProtocolWriter,
  PT_LOINC,
  regionalLymphNodes,
  when,
  type TShippedProtocol,
} from './build';

/** Cutaneous melanoma, excision (docs/synoptic.md). */
export function melanomaExcision(): TShippedProtocol {
  const w = new ProtocolWriter('melanoma-excision');
  const margin = (key: 'peripheral' | 'deep', name: string) => [
    w.choice(
      `${key}-margin`,
      `${name} margin`,
      [
        ['negative', 'Negative for invasive melanoma and melanoma in situ'],
        ['invasive', 'Involved by invasive melanoma'],
        ...(key === 'peripheral' ? [['in-situ', 'Involved by melanoma in situ'] as const] : []),
        ['cannot-be-assessed', 'Cannot be assessed'],
      ],
      { required: true },
    ),
    w.decimal(`${key}-distance`, `Distance of invasive melanoma from the ${name.toLowerCase()} margin`, {
      required: true,
      enableWhen: [when.is(`${key}-margin`, 'negative')],
      unit: MM,
      min: 0,
    }),
  ];
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Skin: melanoma, excision',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for excision specimens from patients with melanoma of the skin (docs/synoptic.md).',
      },
      [
        w.choice(
          'procedure',
          'Procedure',
          [
            ['excision', 'Excision'],
            ['re-excision', 'Re-excision'],
            ['wide-excision', 'Wide excision'],
            ['amputation', 'Amputation'],
          ],
          { required: true },
        ),
        w.string('tumor-site', 'Specimen site', { required: true }),
        w.choice('laterality', 'Specimen laterality', [...LATERALITY, ['midline', 'Midline']], { required: true }),
        w.openChoice(
          'histologic-type',
          'Histologic type',
          [
            ['superficial', 'Superficial spreading melanoma'],
            ['nodular', 'Nodular melanoma'],
            ['lentigo-maligna', 'Lentigo maligna melanoma'],
            ['acral', 'Acral melanoma'],
            ['desmoplastic', 'Desmoplastic melanoma'],
          ],
          { required: true },
        ),
        w.decimal('breslow', 'Maximum tumor (Breslow) thickness', { required: true, unit: MM, min: 0 }),
        w.choice(
          'ulceration',
          'Ulceration',
          [
            ['not-identified', 'Not identified'],
            ['present', 'Present'],
          ],
          { required: true },
        ),
        w.decimal('ulceration-extent', 'Extent of ulceration', {
          enableWhen: [when.is('ulceration', 'present')],
          unit: MM,
          min: 0,
        }),
        w.integer('mitotic-rate', 'Mitotic rate (mitoses per square millimetre)', { required: true, min: 0 }),
        w.choice('microsatellites', 'Microsatellite(s)', PRESENCE, { required: true }),
        w.choice('lvi', 'Lymphovascular invasion', PRESENCE, { required: true }),
        w.choice('neurotropism', 'Neurotropism', PRESENCE, { required: true }),
        w.choice('regression', 'Tumor regression', [
          ['not-identified', 'Not identified'],
          ['less-than-75', 'Present, involving less than 75 % of the lesion'],
          ['75-or-more', 'Present, involving 75 % or more of the lesion'],
        ]),
        w.group('margins', 'Margins', [...margin('peripheral', 'Peripheral'), ...margin('deep', 'Deep')]),
        regionalLymphNodes(w),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice(
            'pt',
            'pT category',
            [
              ['pTis', 'pTis: melanoma in situ'],
              ['pT1a', 'pT1a: < 0.8 mm without ulceration'],
              ['pT1b', 'pT1b: < 0.8 mm with ulceration, or 0.8–1.0 mm'],
              ['pT2a', 'pT2a: > 1.0–2.0 mm without ulceration'],
              ['pT2b', 'pT2b: > 1.0–2.0 mm with ulceration'],
              ['pT3a', 'pT3a: > 2.0–4.0 mm without ulceration'],
              ['pT3b', 'pT3b: > 2.0–4.0 mm with ulceration'],
              ['pT4a', 'pT4a: > 4.0 mm without ulceration'],
              ['pT4b', 'pT4b: > 4.0 mm with ulceration'],
              ['pTX', 'pTX: cannot be assessed'],
            ],
            { required: true, loinc: PT_LOINC },
          ),
          w.choice(
            'pn',
            'pN category',
            [
              ['pN0', 'pN0: no regional metastases'],
              ['pN1', 'pN1: one node or in-transit, satellite or microsatellite metastases'],
              ['pN2', 'pN2: two or three nodes'],
              ['pN3', 'pN3: four or more nodes'],
              ['pNX', 'pNX: cannot be assessed'],
              ['not-applicable', 'Not applicable (no lymph nodes)'],
            ],
            { required: true, loinc: PN_LOINC },
          ),
          w.choice('pm', 'pM category', PM_OPTIONS, { loinc: PM_LOINC }),
        ]),
      ],
    ),
  };
}
