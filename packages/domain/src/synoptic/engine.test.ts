import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '@medplum/fhirtypes';
import {
  buildQuestionnaireResponse,
  computeCalculated,
  conditionHolds,
  enabledItems,
  gleasonGradeGroup,
  missingRequired,
  nottinghamGrade,
  synopticLines,
  synopticText,
  validateAnswers,
  type TAnswers,
} from './engine';
import { checkQuestionnaire, flattenItems, isCalculated, isQuestion, minValueOf, optionCode } from './questionnaire';
import { synopticSignOutBlockers } from './sign-out';
import { hl7CodingSystem, hl7LocalCode, reportSynoptic, synopticObx } from './report';
import { her2IshAnswers, withFishAnswers } from './her2';
import { suggestProtocols } from './suggest';
import type { TReportFish } from '../results';
import { SHIPPED_PROTOCOLS } from './protocols/index';

const protocol = (slug: string): Questionnaire => {
  const p = SHIPPED_PROTOCOLS.find((x) => x.questionnaire.url?.endsWith(`/${slug}`));
  if (!p) throw new Error(`no protocol ${slug}`);
  return p.questionnaire;
};
const breast = protocol('breast-invasive-resection');
const dcis = protocol('breast-dcis-resection');
const biomarkers = protocol('breast-biomarkers');
const colon = protocol('colon-rectum-resection');
const prostate = protocol('prostate-radical-prostatectomy');
const lung = protocol('lung-resection');
const melanoma = protocol('melanoma-excision');

/** Answers every required item the answers leave missing (first option, the item's minimum or 1) until none is. */
function complete(q: Questionnaire, start: TAnswers = {}): TAnswers {
  let answers = computeCalculated(q, start);
  const byId = new Map(flattenItems(q).map((f) => [f.item.linkId, f.item]));
  for (let round = 0; round < 20; round++) {
    const missing = missingRequired(q, answers).map((m) => byId.get(m.linkId)!);
    const fillable = missing.filter((i) => isQuestion(i) && !isCalculated(i));
    if (fillable.length === 0) break;
    for (const item of fillable) {
      const first = item.answerOption?.[0];
      const v =
        item.type === 'boolean'
          ? false
          : item.type === 'date'
            ? '2026-11-26'
            : item.type === 'string' || item.type === 'text'
              ? 'Not identified'
              : first
                ? optionCode(first)!
                : (minValueOf(item) ?? 1);
      answers[item.linkId] = item.repeats ? [v] : v;
    }
    answers = computeCalculated(q, answers);
  }
  return answers;
}

const ok = (q: Questionnaire, input: Record<string, unknown>): TAnswers => {
  const r = validateAnswers(q, input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.answers;
};
const errorsOf = (q: Questionnaire, input: Record<string, unknown>) => {
  const r = validateAnswers(q, input);
  return r.ok ? [] : r.errors;
};

describe('every shipped protocol', () => {
  it.each(SHIPPED_PROTOCOLS.map((p) => [p.questionnaire.title!, p.questionnaire] as const))(
    '%s: is a Questionnaire the engine runs, empty → its required items missing, completed → none, printed in order',
    (_title, q) => {
      expect(checkQuestionnaire(q)).toEqual({ ok: true, questionnaire: q });
      expect(q.version).toMatch(/^\d+\.\d+\.\d+$/);
      const empty = missingRequired(q, {});
      const topRequired = (q.item ?? []).flatMap((i) => (i.type === 'group' ? (i.item ?? []) : [i]));
      expect(empty.length).toBeGreaterThan(3);
      for (const m of empty) expect(topRequired.map((i) => i.linkId)).toContain(m.linkId);
      const answers = complete(q);
      expect(missingRequired(q, answers)).toEqual([]);
      // What a complete checklist holds passes validation unchanged (nothing dropped, nothing refused).
      expect(ok(q, answers)).toEqual(answers);
      const lines = synopticLines(q, answers).filter((l) => l.answer !== null);
      const order = flattenItems(q).map((f) => f.item.linkId);
      expect(lines.map((l) => l.linkId)).toEqual(order.filter((id) => id in answers));
      const response = buildQuestionnaireResponse(q, answers, { status: 'completed' });
      expect(response.questionnaire).toBe(`${q.url}|${q.version}`);
      expect(JSON.stringify(response)).not.toContain('null');
    },
  );

  it.each(SHIPPED_PROTOCOLS.map((p) => [p.questionnaire.title!, p.questionnaire] as const))(
    '%s: a choice answered with a code it does not list is a 400 naming the linkId',
    (_title, q) => {
      const enabled = enabledItems(q, {});
      const choice = flattenItems(q).find((f) => f.item.type === 'choice' && enabled.has(f.item.linkId))!.item;
      expect(errorsOf(q, { [choice.linkId]: 'no-such-code' })).toEqual([
        { linkId: choice.linkId, message: expect.stringContaining('is not one of its options') },
      ]);
    },
  );
});

describe('enableWhen, each operator on a shipped protocol', () => {
  it('= : "margins involved" enables the involved margins; "negative" the distance instead', () => {
    const involved = enabledItems(breast, { 'margin-status': 'involved' });
    expect(involved.has('margin-involved')).toBe(true);
    expect(involved.has('margin-distance')).toBe(false);
    const negative = enabledItems(breast, { 'margin-status': 'negative' });
    expect(negative.has('margin-involved')).toBe(false);
    expect(negative.has('margin-distance')).toBe(true);
    expect(missingRequired(breast, { 'margin-status': 'involved' }).map((m) => m.text)).toContain(
      'Margin(s) involved by invasive carcinoma',
    );
  });

  it('!= : ER percentage and intensity unless ER is negative (an unanswered status is not "negative")', () => {
    expect(enabledItems(biomarkers, { 'er-status': 'negative' }).has('er-percent')).toBe(false);
    expect(enabledItems(biomarkers, { 'er-status': 'positive' }).has('er-percent')).toBe(true);
    expect(enabledItems(biomarkers, { 'er-status': 'low-positive' }).has('er-intensity')).toBe(true);
    expect(enabledItems(biomarkers, {}).has('er-percent')).toBe(true);
  });

  it('> : the largest nodal deposit only when a node has metastasis (the calculated count > 0)', () => {
    const base = { 'ln-status': 'present', 'ln-examined': 12, 'ln-itc': 0 };
    expect(enabledItems(breast, computeCalculated(breast, { ...base, 'ln-macro': 0, 'ln-micro': 0 }))).not.toContain(
      'ln-largest-deposit',
    );
    expect(enabledItems(breast, computeCalculated(breast, { ...base, 'ln-macro': 0, 'ln-micro': 1 }))).toContain(
      'ln-largest-deposit',
    );
  });

  it('< : the close-margin note of DCIS under 2 mm, not at 2 mm', () => {
    const at = (mm: number) => enabledItems(dcis, { 'margin-status': 'negative', 'margin-distance': mm });
    expect(at(1.5).has('margin-close-note')).toBe(true);
    expect(at(2).has('margin-close-note')).toBe(false);
  });

  it('>= and <= (all): the percentage of pattern 4 for grade groups 2 and 3 only', () => {
    const group = (p: number, s: number) =>
      enabledItems(prostate, computeCalculated(prostate, { 'gleason-primary': p, 'gleason-secondary': s }));
    expect(group(3, 3).has('pattern-4-percent')).toBe(false);
    expect(group(3, 4).has('pattern-4-percent')).toBe(true);
    expect(group(4, 3).has('pattern-4-percent')).toBe(true);
    expect(group(4, 4).has('pattern-4-percent')).toBe(false);
  });

  it('>= and <= (all): the IHC score that decided a HER2 ISH group 2–4, not groups 1 and 5', () => {
    const at = (g: number) => enabledItems(biomarkers, { 'her2-ish-done': true, 'her2-ish-group': g });
    expect([1, 2, 3, 4, 5].map((g) => at(g).has('her2-ish-ihc'))).toEqual([false, true, true, true, false]);
  });

  it('= on a boolean: the ISH group only when ISH was performed', () => {
    expect(enabledItems(biomarkers, { 'her2-ish-done': false }).has('her2-ish-ratio')).toBe(false);
    expect(enabledItems(biomarkers, { 'her2-ish-done': true }).has('her2-ish-ratio')).toBe(true);
    expect(enabledItems(colon, { neoadjuvant: true }).has('treatment-effect')).toBe(true);
  });

  it('exists: the nodal stations once the number examined is answered', () => {
    expect(enabledItems(lung, { 'ln-status': 'present' }).has('ln-stations')).toBe(false);
    expect(enabledItems(lung, { 'ln-status': 'present', 'ln-examined': 4 }).has('ln-stations')).toBe(true);
    expect(
      conditionHolds({ question: 'x', operator: 'exists', answerBoolean: false }, []),
      'exists false: holds when unanswered',
    ).toBe(true);
  });

  it('enableBehavior any: the grade for adenocarcinoma or squamous cell carcinoma, not small cell', () => {
    expect(enabledItems(lung, { 'histologic-type': 'adenocarcinoma' }).has('histologic-grade')).toBe(true);
    expect(enabledItems(lung, { 'histologic-type': 'squamous' }).has('histologic-grade')).toBe(true);
    expect(enabledItems(lung, { 'histologic-type': 'small-cell' }).has('histologic-grade')).toBe(false);
  });

  it('a rectal tumor asks for the mesorectum; a colon tumor does not', () => {
    expect(missingRequired(colon, { 'tumor-site': 'rectum' }).map((m) => m.linkId)).toContain('mesorectum');
    expect(missingRequired(colon, { 'tumor-site': 'sigmoid' }).map((m) => m.linkId)).not.toContain('mesorectum');
  });
});

describe('answers', () => {
  it('drops (does not refuse) the answers of disabled items, also down a chain', () => {
    expect(ok(breast, { 'margin-status': 'negative', 'margin-involved': ['anterior'], 'margin-distance': 3 })).toEqual({
      'margin-status': 'negative',
      'margin-distance': 3,
    });
    // No nodes: the counts go, and with them the deposit the counts enabled.
    expect(ok(breast, { 'ln-status': 'none', 'ln-examined': 3, 'ln-macro': 1, 'ln-largest-deposit': 4 })).toEqual({
      'ln-status': 'none',
    });
    expect(ok(biomarkers, { 'her2-ish-done': false, 'her2-ish-ratio': 2.5 })).toEqual({ 'her2-ish-done': false });
  });

  it('repeats: a list where the item repeats, one answer where it does not', () => {
    expect(ok(breast, { 'tumor-site': ['upper-outer', 'central', 'upper-outer'] })).toEqual({
      'tumor-site': ['upper-outer', 'central'],
    });
    expect(ok(breast, { 'tumor-site': 'central' })).toEqual({ 'tumor-site': ['central'] });
    expect(errorsOf(breast, { procedure: ['excision', 'total-mastectomy'] })).toEqual([
      { linkId: 'procedure', message: 'takes one answer' },
    ]);
    expect(errorsOf(breast, { 'tumor-site': ['central', 'elbow'] })).toEqual([
      { linkId: 'tumor-site', message: expect.stringContaining('"elbow" is not one of its options') },
    ]);
  });

  it('type checks name the linkId', () => {
    expect(errorsOf(breast, { 'ln-status': 'present', 'ln-examined': 2.5 })).toEqual([
      { linkId: 'ln-examined', message: 'must be a whole number' },
    ]);
    expect(errorsOf(breast, { 'tumor-size': '12' })).toEqual([{ linkId: 'tumor-size', message: 'must be a number' }]);
    expect(errorsOf(biomarkers, { 'her2-ish-done': 'yes' })).toEqual([
      { linkId: 'her2-ish-done', message: 'must be true or false' },
    ]);
    expect(errorsOf(biomarkers, { 'specimen-tested': 12 })).toEqual([
      { linkId: 'specimen-tested', message: 'must be text' },
    ]);
    expect(errorsOf(breast, { 'no-such-item': 'x' })).toEqual([
      { linkId: 'no-such-item', message: 'is not an item of this protocol' },
    ]);
    expect(errorsOf(breast, { margins: 'x' })).toEqual([
      { linkId: 'margins', message: 'is a group item and takes no answer' },
    ]);
    expect(errorsOf(prostate, { 'gleason-primary': 6 })).toEqual([
      { linkId: 'gleason-primary', message: expect.stringContaining('not one of its options (3, 4, 5)') },
    ]);
    expect(errorsOf(biomarkers, { ki67: 101 })).toEqual([{ linkId: 'ki67', message: 'must be at most 100' }]);
    expect(errorsOf(biomarkers, { 'her2-ish-done': true, 'her2-ish-nuclei': 12 })).toEqual([
      { linkId: 'her2-ish-nuclei', message: 'must be at least 20' },
    ]);
  });

  it('an open choice takes a listed code or free text; blanks are unanswered', () => {
    expect(ok(breast, { 'histologic-type': 'lobular' })).toEqual({ 'histologic-type': 'lobular' });
    expect(ok(breast, { 'histologic-type': ' Secretory carcinoma ' })).toEqual({
      'histologic-type': 'Secretory carcinoma',
    });
    expect(ok(breast, { 'histologic-type': '', procedure: null, 'tumor-site': [] })).toEqual({});
  });

  it('a date answers YYYY-MM-DD only', () => {
    const q: Questionnaire = {
      resourceType: 'Questionnaire',
      status: 'active',
      version: '1',
      title: 'Dates',
      item: [{ linkId: 'd', text: 'Date', type: 'date' }],
    };
    expect(ok(q, { d: '2026-02-28' })).toEqual({ d: '2026-02-28' });
    expect(errorsOf(q, { d: '2026-13-01' })).toEqual([{ linkId: 'd', message: 'must be a date (YYYY-MM-DD)' }]);
    expect(conditionHolds({ question: 'd', operator: '<', answerDate: '2026-03-01' }, ['2026-02-28'])).toBe(true);
    expect(conditionHolds({ question: 'd', operator: '>=', answerDate: '2026-03-01' }, ['2026-02-28'])).toBe(false);
  });
});

describe('calculations', () => {
  it('Nottingham: 3–5 → 1, 6–7 → 2, 8–9 → 3; filled on the protocol, replacing what was sent', () => {
    const totals: Array<[number[], number]> = [
      [[1, 1, 1], 1],
      [[1, 1, 2], 1],
      [[1, 2, 2], 1],
      [[2, 2, 2], 2],
      [[3, 2, 2], 2],
      [[3, 3, 2], 3],
      [[3, 3, 3], 3],
    ];
    for (const [scores, grade] of totals) expect(nottinghamGrade(scores)).toBe(grade);
    expect(nottinghamGrade([1, 2, 4])).toBeNull();
    expect(nottinghamGrade([1, 2])).toBeNull();
    expect(ok(breast, { tubules: '3', nuclei: '2', mitoses: '1', 'overall-grade': '3' })['overall-grade']).toBe('2');
    expect(ok(breast, { tubules: '3', nuclei: '3', mitoses: '3' })['overall-grade']).toBe('3');
    expect(ok(breast, { tubules: '3', nuclei: '3' })).not.toHaveProperty('overall-grade');
  });

  it('Gleason → ISUP grade group, on the prostate protocol', () => {
    const vectors: Array<[number, number, number]> = [
      [3, 3, 1],
      [3, 4, 2],
      [4, 3, 3],
      [4, 4, 4],
      [3, 5, 4],
      [5, 3, 4],
      [4, 5, 5],
      [5, 4, 5],
      [5, 5, 5],
    ];
    for (const [p, s, g] of vectors) {
      expect(gleasonGradeGroup(p, s)).toBe(g);
      expect(ok(prostate, { 'gleason-primary': p, 'gleason-secondary': s })['grade-group']).toBe(g);
    }
    expect(gleasonGradeGroup(2, 3)).toBeNull();
  });

  it('lymph nodes: positive = macro + micro, never more than examined (the error names the item)', () => {
    const base = { 'ln-status': 'present', 'ln-itc': 0 };
    expect(ok(breast, { ...base, 'ln-examined': 10, 'ln-macro': 2, 'ln-micro': 1 })['ln-positive']).toBe(3);
    expect(errorsOf(breast, { ...base, 'ln-examined': 2, 'ln-macro': 2, 'ln-micro': 1 })).toEqual([
      { linkId: 'ln-positive', message: 'must be at most number of lymph nodes examined (2)' },
    ]);
    expect(errorsOf(colon, { 'ln-status': 'present', 'ln-examined': 12, 'ln-positive': 13 })).toEqual([
      { linkId: 'ln-positive', message: 'must be at most number of lymph nodes examined (12)' },
    ]);
    expect(ok(colon, { 'ln-status': 'present', 'ln-examined': 12, 'ln-positive': 12 })['ln-positive']).toBe(12);
    // The invasive component of a lung adenocarcinoma is no larger than the tumor.
    expect(
      errorsOf(lung, { 'histologic-type': 'adenocarcinoma', 'tumor-size': 18, 'invasive-size': 21 }).map(
        (e) => e.linkId,
      ),
    ).toEqual(['invasive-size']);
  });
});

describe('rendering', () => {
  it('"Item: Answer" lines in protocol order, disabled items left out, units and displays printed', () => {
    const answers = ok(breast, {
      procedure: 'total-mastectomy',
      laterality: '7771000',
      'tumor-site': ['upper-outer', 'central'],
      tubules: '3',
      nuclei: '2',
      mitoses: '2',
      'tumor-size': 22,
      'margin-status': 'negative',
      'margin-distance': 4,
      'margin-involved': ['anterior'],
    });
    expect(synopticText(synopticLines(breast, answers))).toBe(
      [
        'Procedure: Total mastectomy (including nipple-sparing and skin-sparing)',
        'Specimen laterality: Left',
        'Tumor site: Upper outer quadrant; Central',
        'Histologic grade (Nottingham)',
        '  Glandular (acinar) / tubular differentiation: Score 3 (< 10 %)',
        '  Nuclear pleomorphism: Score 2 (moderate)',
        '  Mitotic rate: Score 2 (medium)',
        '  Overall grade: Grade 2 (scores of 6 or 7)',
        'Tumor size (greatest dimension of largest invasive focus): 22 mm',
        'Margins',
        '  Margin status for invasive carcinoma: All margins negative for invasive carcinoma',
        '  Distance from invasive carcinoma to closest margin: 4 mm',
      ].join('\n'),
    );
  });

  it('the QuestionnaireResponse nests answers in their groups, choices as the option Coding', () => {
    const r = buildQuestionnaireResponse(breast, ok(breast, { laterality: '24028007', 'margin-status': 'involved' }), {
      status: 'in-progress',
      authored: '2026-11-26T10:00:00.000Z',
    });
    expect(r.item).toEqual([
      {
        linkId: 'laterality',
        text: 'Specimen laterality',
        answer: [{ valueCoding: { system: 'http://snomed.info/sct', code: '24028007', display: 'Right' } }],
      },
      {
        linkId: 'margins',
        text: 'Margins',
        item: [
          {
            linkId: 'margin-status',
            text: 'Margin status for invasive carcinoma',
            answer: [{ valueCoding: expect.objectContaining({ code: 'involved' }) }],
          },
        ],
      },
    ]);
  });
});

describe('importing a Questionnaire', () => {
  /** Shaped after the SDC pathology example: valueString options, display items, a required group. */
  const sdcLike = {
    resourceType: 'Questionnaire',
    url: 'http://example.org/Questionnaire/cancer-checklist',
    version: '0.1',
    title: 'Cancer checklist',
    status: 'draft',
    item: [
      { linkId: 'intro', type: 'display', text: 'Complete for every resection.' },
      {
        linkId: 'g1',
        type: 'group',
        text: 'Tumour',
        required: true,
        item: [
          {
            linkId: 'site',
            type: 'choice',
            text: 'Site',
            answerOption: [{ valueString: 'Left lobe' }, { valueString: 'Right lobe' }],
          },
          {
            linkId: 'size',
            type: 'decimal',
            text: 'Size (cm)',
            enableWhen: [{ question: 'site', operator: 'exists', answerBoolean: true }],
          },
        ],
      },
    ],
  };

  it('valueString options and display items import and work; a required group needs an answer inside', () => {
    const r = checkQuestionnaire(sdcLike);
    expect(r.ok).toBe(true);
    const q = sdcLike as Questionnaire;
    expect(missingRequired(q, {})).toEqual([{ linkId: 'g1', text: 'Tumour' }]);
    expect(ok(q, { site: 'Left lobe', size: 1.2 })).toEqual({ site: 'Left lobe', size: 1.2 });
    expect(missingRequired(q, { site: 'Left lobe' })).toEqual([]);
    expect(buildQuestionnaireResponse(q, { site: 'Left lobe' }, { status: 'completed' }).item![0]!.item).toEqual([
      { linkId: 'site', text: 'Site', answer: [{ valueString: 'Left lobe' }] },
    ]);
  });

  it('names what it does not support: unknown extensions, types, answer sets, conditions', () => {
    const bad = {
      ...sdcLike,
      extension: [{ url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-launchContext' }],
      item: [
        {
          linkId: 'a',
          type: 'choice',
          text: 'A',
          answerValueSet: 'http://example.org/ValueSet/x',
          extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden', valueBoolean: true }],
        },
        { linkId: 'b', type: 'attachment', text: 'B' },
        { linkId: 'c', type: 'string', text: 'C', enableWhen: [{ question: 'zz', operator: '=', answerString: 'x' }] },
        { linkId: 'd', type: 'string', text: 'D', modifierExtension: [{ url: 'http://example.org/mod' }] },
        { linkId: 'c', type: 'string', text: 'C again' },
      ],
    };
    const r = checkQuestionnaire(bad);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      'Questionnaire: unsupported extension http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-launchContext',
      'item c: linkId appears twice',
      'item a: unsupported extension http://hl7.org/fhir/StructureDefinition/questionnaire-hidden',
      'item a: answerValueSet is not supported (list the answerOption instead)',
      'item a: a choice item needs answerOption',
      'item b: type attachment is not supported',
      'item c enableWhen 1: question zz is not an item of this questionnaire',
      'item d: modifier extensions are not supported (http://example.org/mod)',
    ]);
    const cyclic = {
      ...sdcLike,
      item: [
        {
          linkId: 'a',
          type: 'string',
          text: 'A',
          enableWhen: [{ question: 'b', operator: 'exists', answerBoolean: true }],
        },
        {
          linkId: 'b',
          type: 'string',
          text: 'B',
          enableWhen: [{ question: 'a', operator: 'exists', answerBoolean: true }],
        },
      ],
    };
    expect(checkQuestionnaire(cyclic)).toEqual({
      ok: false,
      errors: ['item a: enableWhen depends on itself (a → b → a)'],
    });
    expect(checkQuestionnaire({ resourceType: 'Patient' })).toEqual({
      ok: false,
      errors: ['resourceType must be Questionnaire'],
    });
    expect(checkQuestionnaire({ resourceType: 'Questionnaire', item: [] })).toEqual({
      ok: false,
      errors: ['version is required', 'title or name is required', 'item: the questionnaire has no items'],
    });
  });
});

describe('sign-out', () => {
  it('names the part, the protocol and each missing item; a complete checklist blocks nothing', () => {
    const answers = complete(breast);
    const { ['pt']: _pt, ...withoutPt } = answers;
    expect(
      synopticSignOutBlockers([
        { letter: 'A', questionnaire: breast, answers: withoutPt },
        { letter: 'B', questionnaire: melanoma, answers: complete(melanoma) },
      ]),
    ).toEqual(['Part A (Breast: invasive carcinoma, resection 1.0.0) is missing required items: pT category']);
    expect(synopticSignOutBlockers([{ letter: 'A', questionnaire: breast, answers }])).toEqual([]);
  });
});

describe('the signed snapshot and its HL7 mapping', () => {
  const answers = ok(breast, {
    laterality: '24028007',
    'tumor-site': ['upper-outer', 'central'],
    'tumor-size': 12.5,
    'histologic-type': 'Secretory carcinoma',
    'ln-status': 'present',
    'ln-examined': 4,
  });
  const snapshot = reportSynoptic(breast, answers, { complete: false });
  const entry = (linkId: string) => snapshot.entries.find((e) => e.linkId === linkId)!;

  it('keeps the protocol, each line with its codes (LOINC first) and typed values', () => {
    expect(snapshot).toMatchObject({
      protocol: 'Breast: invasive carcinoma, resection',
      version: '1.0.0',
      questionnaire: `${breast.url}|1.0.0`,
      complete: false,
    });
    expect(entry('tumor-size')).toMatchObject({
      answer: '12.5 mm',
      codes: [{ system: 'http://loinc.org', code: '21889-1' }, { code: 'tumor-size' }],
      values: [{ type: 'number', value: 12.5, unit: { system: 'http://unitsofmeasure.org', code: 'mm' } }],
    });
    expect(entry('lymph-nodes')).toMatchObject({ answer: null, codes: [], values: [] });
    expect(entry('histologic-type').values).toEqual([{ type: 'text', value: 'Secretory carcinoma' }]);
  });

  it('one OBX per answered item: CWE with repetitions, NM with UCUM units, ST for free text, local codes as L', () => {
    expect(synopticObx(entry('laterality'))).toEqual({
      type: 'CWE',
      id: ['laterality', 'Specimen laterality', 'L'],
      values: [['24028007', 'Right', 'SCT']],
      units: null,
    });
    expect(synopticObx(entry('tumor-site'))!.values).toEqual([
      ['upper-outer', 'Upper outer quadrant', 'L'],
      ['central', 'Central', 'L'],
    ]);
    expect(synopticObx(entry('tumor-size'))).toEqual({
      type: 'NM',
      id: ['21889-1', 'Size Tumor', 'LN'],
      values: [['12.5']],
      units: ['mm', 'mm', 'UCUM'],
    });
    expect(synopticObx(entry('ln-examined'))!.id).toEqual([
      '21894-1',
      'Regional lymph nodes examined [#] Specimen',
      'LN',
    ]);
    expect(synopticObx(entry('histologic-type'))).toMatchObject({ type: 'ST', values: [['Secretory carcinoma']] });
    expect(synopticObx(entry('lymph-nodes'))).toBeNull();
    expect(hl7CodingSystem('http://snomed.info/sct')).toBe('SCT');
    expect(hl7CodingSystem('https://lab-portal.invalid/fhir/CodeSystem/synoptic-x')).toBe('L');
  });

  it('local codes fit HL7 identifiers (20 characters): the shipped ones as they are, longer ones cut and hashed', () => {
    for (const p of SHIPPED_PROTOCOLS)
      for (const { item } of flattenItems(p.questionnaire)) {
        expect(item.linkId.length, item.linkId).toBeLessThanOrEqual(20);
        for (const o of item.answerOption ?? []) expect(String(optionCode(o)).length).toBeLessThanOrEqual(20);
      }
    expect(hl7LocalCode('margin-distance')).toBe('margin-distance');
    const long = hl7LocalCode('distance-to-closest-margin');
    expect(long).toMatch(/^distance-to--[0-9a-z]{7}$/);
    expect(long).toHaveLength(20);
    expect(hl7LocalCode('distance-to-closest-margin')).toBe(long);
    expect(hl7LocalCode('distance-to-closest-margins')).not.toBe(long);
  });
});

describe('the accepted HER2 FISH result in the biomarker template', () => {
  const fish = (over: Partial<TReportFish>): TReportFish => ({
    probeSet: 'HER2/CEP17',
    method: 'her2-dual',
    lot: 'L1',
    lotExpiry: null,
    readers: [{ name: 'A', nuclei: 20 }],
    counted: 20,
    meanHer2: 4.5,
    meanCep17: 2,
    ratio: 2.25,
    group: 1,
    positiveNuclei: null,
    result: 'positive',
    interpretation: '',
    comment: '',
    acceptedBy: 'Dr. A',
    acceptedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  });

  it('fills the ISH items (group 1: no IHC item), which then validate and complete the ISH group', () => {
    const answers = withFishAnswers(biomarkers.url, { 'er-status': 'negative' }, [fish({})]);
    expect(answers).toEqual({
      'er-status': 'negative',
      'her2-ish-done': true,
      'her2-ish-group': 1,
      'her2-ish-ratio': 2.25,
      'her2-ish-her2': 4.5,
      'her2-ish-cep17': 2,
      'her2-ish-nuclei': 20,
      'her2-ish-result': 'positive',
    });
    const kept = ok(biomarkers, answers);
    expect(missingRequired(biomarkers, kept).map((m) => m.linkId)).not.toContain('her2-ish-ratio');
    expect(missingRequired(biomarkers, kept).map((m) => m.linkId)).not.toContain('her2-ish-ihc');
  });

  it('group 2–4: the IHC score that decided it; the newest accepted result; a sent answer wins; other protocols untouched', () => {
    const older = fish({ group: 1, acceptedAt: '2026-11-01T00:00:00.000Z' });
    const newer = fish({ group: 4, ratio: 1.8, meanHer2: 4.6, result: 'negative', ihc: '2+' });
    expect(her2IshAnswers([newer, older])).toMatchObject({ 'her2-ish-group': 4, 'her2-ish-ihc': '2+' });
    expect(ok(biomarkers, withFishAnswers(biomarkers.url, {}, [older, newer]))['her2-ish-ihc']).toBe('2+');
    expect(withFishAnswers(biomarkers.url, { 'her2-ish-nuclei': 40 }, [newer])['her2-ish-nuclei']).toBe(40);
    expect(withFishAnswers(breast.url, {}, [newer])).toEqual({});
    expect(her2IshAnswers([fish({ method: 'urovysion', group: null })])).toEqual({});
    expect(her2IshAnswers([fish({ result: 'incomplete' })])).toEqual({});
  });
});

describe('suggested protocols', () => {
  const candidates = SHIPPED_PROTOCOLS.map((p, i) => ({
    id: i + 1,
    url: p.questionnaire.url!,
    version: p.questionnaire.version!,
    status: 'active',
    caseTypes: p.caseTypes,
  }));
  const suggest = (specimen: string, finalDiagnosis: string, caseType: 'S' | 'F' = 'S') =>
    suggestProtocols({ caseType, specimen, finalDiagnosis }, candidates).map((c) => c.url.split('/').at(-1));

  it.each([
    ['Breast, left, mastectomy', 'Invasive carcinoma of no special type, grade 2.', ['breast-invasive-resection']],
    ['Breast, right, lumpectomy', 'Ductal carcinoma in situ, high grade, margins free.', ['breast-dcis-resection']],
    [
      'Breast, right, lumpectomy',
      'Ductal carcinoma in situ; no invasive carcinoma identified.',
      ['breast-dcis-resection'],
    ],
    ['Breast, left, mastectomy', 'Fibrocystic change. Negative for carcinoma.', []],
    ['Breast, left, core biopsy', 'Invasive ductal carcinoma.', []],
    ['Breast, left, mastectomy', 'Invasive lobular carcinoma, Nottingham score 6.', ['breast-invasive-resection']],
    ['Sigmoid colon, sigmoidectomy', 'Adenocarcinoma, moderately differentiated.', ['colon-rectum-resection']],
    ['Rectum, polypectomy', 'Tubular adenoma; no carcinoma.', []],
    ['Prostate, radical prostatectomy', 'Acinar adenocarcinoma, Gleason 3+4.', ['prostate-radical-prostatectomy']],
    ['Lung, right upper lobectomy', 'Invasive non-mucinous adenocarcinoma.', ['lung-resection']],
    ['Skin, back, wide excision', 'Malignant melanoma, Breslow 1.2 mm.', ['melanoma-excision']],
    ['Skin, forearm, shave', 'Basal cell carcinoma.', []],
  ])('%s, "%s" → %o', (specimen, dx, want) => expect(suggest(specimen, dx)).toEqual(want));

  it('the biomarker template beside the resection; for a FISH case only what is offered for F; retired versions never', () => {
    expect(suggest('Breast, mastectomy', 'Invasive carcinoma. ER positive, HER2 negative.')).toEqual([
      'breast-invasive-resection',
      'breast-biomarkers',
    ]);
    expect(suggest('Breast, mastectomy', 'Invasive carcinoma; HER2 by FISH.', 'F')).toEqual(['breast-biomarkers']);
    const retired = candidates.map((c) => ({ ...c, status: 'retired' }));
    expect(
      suggestProtocols({ caseType: 'S', specimen: 'Lung lobectomy', finalDiagnosis: 'Carcinoid tumor' }, retired),
    ).toEqual([]);
    const newer = [...candidates, { ...candidates[5]!, id: 99, version: '1.10.0' }];
    expect(
      suggestProtocols({ caseType: 'S', specimen: 'Lung lobectomy', finalDiagnosis: 'Carcinoid tumor' }, newer)[0]!.id,
    ).toBe(99);
  });
});
