import {
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

/** Colon and rectum, resection (docs/synoptic.md). */
export function colonRectumResection(): TShippedProtocol {
  const w = new ProtocolWriter('colon-rectum-resection');
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Colon and rectum: resection',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for resection specimens from patients with primary carcinoma of the colon and rectum (docs/synoptic.md).',
      },
      [
        w.openChoice(
          'procedure',
          'Procedure',
          [
            ['right-hemicolectomy', 'Right hemicolectomy'],
            ['transverse-colectomy', 'Transverse colectomy'],
            ['left-hemicolectomy', 'Left hemicolectomy'],
            ['sigmoidectomy', 'Sigmoidectomy'],
            ['low-anterior', 'Low anterior resection'],
            ['abdominoperineal', 'Abdominoperineal resection'],
            ['total-colectomy', 'Total abdominal colectomy'],
          ],
          { required: true },
        ),
        w.choice(
          'tumor-site',
          'Tumor site',
          [
            ['cecum', 'Cecum'],
            ['ascending', 'Ascending colon'],
            ['hepatic-flexure', 'Hepatic flexure'],
            ['transverse', 'Transverse colon'],
            ['splenic-flexure', 'Splenic flexure'],
            ['descending', 'Descending colon'],
            ['sigmoid', 'Sigmoid colon'],
            ['rectosigmoid', 'Rectosigmoid junction'],
            ['rectum', 'Rectum'],
          ],
          { required: true },
        ),
        w.choice(
          'mesorectum',
          'Macroscopic evaluation of the mesorectum',
          [
            ['complete', 'Complete'],
            ['near-complete', 'Near complete'],
            ['incomplete', 'Incomplete'],
          ],
          { required: true, enableWhen: [when.is('tumor-site', 'rectum')] },
        ),
        w.openChoice(
          'histologic-type',
          'Histologic type',
          [
            ['adenocarcinoma', 'Adenocarcinoma'],
            ['mucinous', 'Mucinous adenocarcinoma'],
            ['signet-ring', 'Signet-ring cell carcinoma'],
            ['medullary', 'Medullary carcinoma'],
            ['serrated', 'Serrated adenocarcinoma'],
          ],
          { required: true },
        ),
        w.choice(
          'histologic-grade',
          'Histologic grade',
          [
            ['low', 'Low grade'],
            ['high', 'High grade'],
          ],
          { required: true },
        ),
        w.decimal('tumor-size', 'Tumor size (greatest dimension)', {
          required: true,
          loinc: TUMOR_SIZE_LOINC,
          unit: MM,
          min: 0,
        }),
        w.choice(
          'tumor-extent',
          'Tumor extent',
          [
            ['lamina-propria', 'Invades lamina propria / muscularis mucosae (intramucosal)'],
            ['submucosa', 'Invades submucosa'],
            ['muscularis-propria', 'Invades muscularis propria'],
            ['pericolorectal', 'Invades through the muscularis propria into pericolorectal tissue'],
            ['visceral-peritoneum', 'Invades the visceral peritoneum'],
            ['adjacent', 'Directly invades or adheres to adjacent structures'],
          ],
          { required: true },
        ),
        w.choice('lvi', 'Lymphovascular invasion', PRESENCE, { required: true }),
        w.choice('pni', 'Perineural invasion', PRESENCE, { required: true }),
        w.choice('budding', 'Tumor budding', [
          ['low', 'Low score (0–4)'],
          ['intermediate', 'Intermediate score (5–9)'],
          ['high', 'High score (10 or more)'],
        ]),
        w.boolean('neoadjuvant', 'Neoadjuvant therapy given', { required: true }),
        w.choice(
          'treatment-effect',
          'Treatment effect',
          [
            ['0', 'Complete response (score 0): no viable cancer cells'],
            ['1', 'Near-complete response (score 1): single cells or rare small groups'],
            ['2', 'Partial response (score 2): residual cancer with evident tumor regression'],
            ['3', 'Poor or no response (score 3)'],
          ],
          { required: true, enableWhen: [when.yes('neoadjuvant')] },
        ),
        w.group('margins', 'Margins', [...marginBlock(w, 'invasive carcinoma', null)]),
        regionalLymphNodes(w),
        w.choice('tumor-deposits', 'Tumor deposits', PRESENCE, { required: true }),
        w.integer('tumor-deposit-count', 'Number of tumor deposits', {
          required: true,
          enableWhen: [when.is('tumor-deposits', 'present')],
          min: 1,
        }),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice(
            'pt',
            'pT category',
            [
              ['pTis', 'pTis: intramucosal carcinoma'],
              ['pT1', 'pT1: invades the submucosa'],
              ['pT2', 'pT2: invades the muscularis propria'],
              ['pT3', 'pT3: through the muscularis propria into pericolorectal tissue'],
              ['pT4a', 'pT4a: penetrates the visceral peritoneum'],
              ['pT4b', 'pT4b: invades or adheres to adjacent organs'],
              ['pT0', 'pT0: no evidence of primary tumor'],
            ],
            { required: true, loinc: PT_LOINC },
          ),
          w.choice(
            'pn',
            'pN category',
            [
              ['pN0', 'pN0: no regional lymph node metastasis'],
              ['pN1a', 'pN1a: one regional lymph node'],
              ['pN1b', 'pN1b: two or three regional lymph nodes'],
              ['pN1c', 'pN1c: tumor deposits, no lymph node metastasis'],
              ['pN2a', 'pN2a: four to six regional lymph nodes'],
              ['pN2b', 'pN2b: seven or more regional lymph nodes'],
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
