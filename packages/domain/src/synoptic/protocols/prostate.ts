import {
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

/** Prostate, radical prostatectomy (docs/synoptic.md). */
export function prostateRadicalProstatectomy(): TShippedProtocol {
  const w = new ProtocolWriter('prostate-radical-prostatectomy');
  return {
    caseTypes: ['S'],
    questionnaire: w.questionnaire(
      {
        title: 'Prostate: radical prostatectomy',
        version: '1.0.0',
        description:
          'Required elements of the CAP protocol for radical prostatectomy specimens from patients with carcinoma of the prostate gland (docs/synoptic.md).',
      },
      [
        w.choice('procedure', 'Procedure', [['prostatectomy', 'Radical prostatectomy']], { required: true }),
        w.decimal('prostate-weight', 'Prostate size (weight)', { unit: ['g', 'g'], min: 0 }),
        w.openChoice(
          'histologic-type',
          'Histologic type',
          [
            ['acinar', 'Acinar adenocarcinoma'],
            ['ductal', 'Ductal adenocarcinoma'],
            ['mixed', 'Mixed acinar and ductal adenocarcinoma'],
          ],
          { required: true },
        ),
        w.group('grade', 'Histologic grade (Gleason)', [
          w.choice('gleason-primary', 'Primary (predominant) Gleason pattern', [3, 4, 5], { required: true }),
          w.choice('gleason-secondary', 'Secondary (worst remaining) Gleason pattern', [3, 4, 5], { required: true }),
          w.choice('gleason-tertiary', 'Tertiary Gleason pattern (higher than primary and secondary)', [4, 5]),
          w.choice('grade-group', 'Grade group (ISUP)', [1, 2, 3, 4, 5], {
            required: true,
            rules: [{ rule: 'gleason-grade-group', inputs: ['gleason-primary', 'gleason-secondary'] }],
          }),
          w.integer('pattern-4-percent', 'Percentage of pattern 4', {
            required: true,
            enableWhen: [when.number('grade-group', '>=', 2), when.number('grade-group', '<=', 3)],
            enableBehavior: 'all',
            unit: ['%', '%'],
            min: 0,
            max: 100,
          }),
        ]),
        w.integer('tumor-percent', 'Estimated percentage of prostate involved by tumor', {
          required: true,
          unit: ['%', '%'],
          min: 0,
          max: 100,
        }),
        w.choice(
          'epe',
          'Extraprostatic extension',
          [
            ['not-identified', 'Not identified'],
            ['focal', 'Present, focal'],
            ['non-focal', 'Present, non-focal (established)'],
          ],
          { required: true },
        ),
        w.choice('svi', 'Seminal vesicle invasion', PRESENCE, { required: true }),
        w.choice('bladder-neck', 'Urinary bladder neck invasion', PRESENCE, { required: true }),
        w.choice('lvi', 'Lymphovascular invasion', PRESENCE, { required: true }),
        w.choice('pni', 'Perineural invasion', PRESENCE),
        w.group('margins', 'Margins', [
          w.choice(
            'margin-status',
            'Margin status',
            [
              ['negative', 'All margins negative for invasive carcinoma'],
              ['involved', 'Invasive carcinoma present at margin'],
            ],
            { required: true },
          ),
          w.decimal('margin-length', 'Linear length of positive margin', {
            required: true,
            enableWhen: [when.is('margin-status', 'involved')],
            unit: MM,
            min: 0,
          }),
          w.string('margin-sites', 'Margin(s) involved', {
            required: true,
            enableWhen: [when.is('margin-status', 'involved')],
          }),
        ]),
        regionalLymphNodes(w),
        w.group('stage', 'Pathologic stage classification (pTNM, AJCC 8th edition)', [
          w.choice(
            'pt',
            'pT category',
            [
              ['pT2', 'pT2: organ confined'],
              ['pT3a', 'pT3a: extraprostatic extension or microscopic invasion of the bladder neck'],
              ['pT3b', 'pT3b: seminal vesicle invasion'],
              ['pT4', 'pT4: fixed or invades adjacent structures other than the seminal vesicles'],
            ],
            { required: true, loinc: PT_LOINC },
          ),
          w.choice(
            'pn',
            'pN category',
            [
              ['pN0', 'pN0: no positive regional nodes'],
              ['pN1', 'pN1: metastases in regional node(s)'],
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
