import type {
  Coding,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireItemAnswerOption,
  QuestionnaireItemEnableWhen,
} from '@medplum/fhirtypes';
import type { TCaseType } from '../../identifiers';
import {
  MAX_VALUE_URL,
  MIN_VALUE_URL,
  SYNOPTIC_CALCULATION_URL,
  UNIT_URL,
  type TCalculationRule,
} from '../questionnaire';

/**
 * A small vocabulary for writing the shipped protocols: each call makes plain FHIR Questionnaire JSON, so what is
 * stored, served and imported is the same Questionnaire a protocol from elsewhere is (docs/synoptic.md).
 */

export const SYNOPTIC_BASE = 'https://lab-portal.invalid/fhir';
export const LOINC = 'http://loinc.org';
export const SNOMED = 'http://snomed.info/sct';

/** A shipped protocol: the Questionnaire and the case types it is offered for. */
export interface TShippedProtocol {
  questionnaire: Questionnaire;
  caseTypes: TCaseType[];
}

type Option = readonly [code: string, display: string] | Coding | number;
type Rule = { rule: TCalculationRule; inputs: string[] };

export interface ItemExtras {
  required?: boolean;
  repeats?: boolean;
  enableWhen?: QuestionnaireItemEnableWhen[];
  enableBehavior?: 'all' | 'any';
  /** A LOINC code the item is (its answer's Observation code). */
  loinc?: readonly [code: string, display: string];
  unit?: readonly [ucum: string, display: string];
  min?: number;
  max?: number;
  rules?: Rule[];
}

/** The protocol being written: its own code system, for the items and options that have no standard code. */
export class ProtocolWriter {
  readonly system: string;
  constructor(readonly slug: string) {
    this.system = `${SYNOPTIC_BASE}/CodeSystem/synoptic-${slug}`;
  }

  private item(type: QuestionnaireItem['type'], linkId: string, text: string, x: ItemExtras = {}): QuestionnaireItem {
    const extension = [
      ...(x.unit
        ? [{ url: UNIT_URL, valueCoding: { system: 'http://unitsofmeasure.org', code: x.unit[0], display: x.unit[1] } }]
        : []),
      ...(x.min !== undefined
        ? [{ url: MIN_VALUE_URL, [type === 'decimal' ? 'valueDecimal' : 'valueInteger']: x.min }]
        : []),
      ...(x.max !== undefined
        ? [{ url: MAX_VALUE_URL, [type === 'decimal' ? 'valueDecimal' : 'valueInteger']: x.max }]
        : []),
      ...(x.rules ?? []).map((r) => ({
        url: SYNOPTIC_CALCULATION_URL,
        extension: [{ url: 'rule', valueCode: r.rule }, ...r.inputs.map((i) => ({ url: 'input', valueString: i }))],
      })),
    ];
    const code: Coding[] = [
      ...(x.loinc ? [{ system: LOINC, code: x.loinc[0], display: x.loinc[1] }] : []),
      { system: this.system, code: linkId, display: text },
    ];
    return {
      linkId,
      text,
      type,
      ...(type === 'display' || type === 'group' ? {} : { code }),
      ...(x.required ? { required: true } : {}),
      ...(x.repeats ? { repeats: true } : {}),
      ...(x.enableWhen ? { enableWhen: x.enableWhen } : {}),
      ...(x.enableBehavior ? { enableBehavior: x.enableBehavior } : {}),
      ...(extension.length ? { extension } : {}),
    };
  }

  private options(options: readonly Option[]): QuestionnaireItemAnswerOption[] {
    return options.map((o) =>
      typeof o === 'number'
        ? { valueInteger: o }
        : 'code' in o
          ? { valueCoding: o as Coding }
          : {
              valueCoding: {
                system: this.system,
                code: (o as readonly string[])[0],
                display: (o as readonly string[])[1],
              },
            },
    );
  }

  choice(linkId: string, text: string, options: readonly Option[], x?: ItemExtras): QuestionnaireItem {
    return { ...this.item('choice', linkId, text, x), answerOption: this.options(options) };
  }
  /** A choice that also takes free text ("Other (specify)"). */
  openChoice(linkId: string, text: string, options: readonly Option[], x?: ItemExtras): QuestionnaireItem {
    return { ...this.item('open-choice', linkId, text, x), answerOption: this.options(options) };
  }
  decimal(linkId: string, text: string, x?: ItemExtras) {
    return this.item('decimal', linkId, text, x);
  }
  integer(linkId: string, text: string, x?: ItemExtras) {
    return this.item('integer', linkId, text, x);
  }
  string(linkId: string, text: string, x?: ItemExtras) {
    return this.item('string', linkId, text, x);
  }
  boolean(linkId: string, text: string, x?: ItemExtras) {
    return this.item('boolean', linkId, text, x);
  }
  date(linkId: string, text: string, x?: ItemExtras) {
    return this.item('date', linkId, text, x);
  }
  display(linkId: string, text: string, x?: ItemExtras) {
    return this.item('display', linkId, text, x);
  }
  group(linkId: string, text: string, items: QuestionnaireItem[], x?: ItemExtras): QuestionnaireItem {
    return { ...this.item('group', linkId, text, x), item: items };
  }

  questionnaire(meta: { title: string; version: string; description: string }, items: QuestionnaireItem[]) {
    return {
      resourceType: 'Questionnaire',
      url: `${SYNOPTIC_BASE}/Questionnaire/${this.slug}`,
      version: meta.version,
      name: this.slug.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
      title: meta.title,
      status: 'active',
      subjectType: ['Patient'],
      description: meta.description,
      item: items,
    } satisfies Questionnaire;
  }
}

/** enableWhen conditions, the answers in the answers' own terms (a choice's code). */
export const when = {
  is: (question: string, code: string): QuestionnaireItemEnableWhen => ({
    question,
    operator: '=',
    answerCoding: { code },
  }),
  isNot: (question: string, code: string): QuestionnaireItemEnableWhen => ({
    question,
    operator: '!=',
    answerCoding: { code },
  }),
  yes: (question: string): QuestionnaireItemEnableWhen => ({ question, operator: '=', answerBoolean: true }),
  answered: (question: string): QuestionnaireItemEnableWhen => ({ question, operator: 'exists', answerBoolean: true }),
  number: (question: string, operator: '>' | '<' | '>=' | '<=', value: number): QuestionnaireItemEnableWhen => ({
    question,
    operator,
    ...(Number.isInteger(value) ? { answerInteger: value } : { answerDecimal: value }),
  }),
};

export const MM = ['mm', 'mm'] as const;

// Codes known for certain (SNOMED CT qualifiers, LOINC cancer staging and node counts); the rest are the protocol's.
export const LATERALITY: Option[] = [
  { system: SNOMED, code: '7771000', display: 'Left' },
  { system: SNOMED, code: '24028007', display: 'Right' },
];
export const PT_LOINC = ['21899-0', 'Primary tumor.pathology Cancer'] as const;
export const PN_LOINC = ['21900-6', 'Regional lymph nodes.pathology Cancer'] as const;
export const PM_LOINC = ['21901-4', 'Distant metastases.pathology Cancer'] as const;
export const NODES_EXAMINED_LOINC = ['21894-1', 'Regional lymph nodes examined [#] Specimen'] as const;
export const NODES_POSITIVE_LOINC = ['21893-3', 'Regional lymph nodes positive [#] Specimen'] as const;
export const TUMOR_SIZE_LOINC = ['21889-1', 'Size Tumor'] as const;

export const PRESENCE: Option[] = [
  ['not-identified', 'Not identified'],
  ['present', 'Present'],
  ['cannot-be-determined', 'Cannot be determined'],
];

/** pM as the protocols report it on a resection. */
export const PM_OPTIONS: Option[] = [
  ['not-applicable', 'pM not applicable (cannot be determined from the submitted specimen)'],
  ['pM1', 'pM1: distant metastasis, histologically confirmed'],
];

/**
 * The regional lymph nodes block several protocols share: nodes present or not, how many examined, how many with
 * metastasis (never more than examined).
 */
export function regionalLymphNodes(w: ProtocolWriter, positive?: QuestionnaireItem[]): QuestionnaireItem {
  return w.group('lymph-nodes', 'Regional lymph nodes', [
    w.choice(
      'ln-status',
      'Regional lymph nodes',
      [
        ['none', 'No lymph nodes submitted or found'],
        ['present', 'Lymph nodes present'],
      ],
      { required: true },
    ),
    w.integer('ln-examined', 'Number of lymph nodes examined', {
      required: true,
      enableWhen: [when.is('ln-status', 'present')],
      loinc: NODES_EXAMINED_LOINC,
      min: 0,
    }),
    ...(positive ?? [
      w.integer('ln-positive', 'Number of lymph nodes with tumor', {
        required: true,
        enableWhen: [when.is('ln-status', 'present')],
        loinc: NODES_POSITIVE_LOINC,
        min: 0,
        rules: [{ rule: 'at-most', inputs: ['ln-examined'] }],
      }),
    ]),
  ]);
}

/** Margins: negative, with the distance to the closest; involved, naming where. */
export function marginBlock(
  w: ProtocolWriter,
  what: string,
  sites: readonly Option[] | null,
  prefix = 'margin',
): QuestionnaireItem[] {
  return [
    w.choice(
      `${prefix}-status`,
      `Margin status for ${what}`,
      [
        ['negative', `All margins negative for ${what}`],
        ['involved', `${what[0]!.toUpperCase()}${what.slice(1)} present at margin`],
        ['cannot-be-assessed', 'Cannot be assessed'],
      ],
      { required: true },
    ),
    w.decimal(`${prefix}-distance`, `Distance from ${what} to closest margin`, {
      required: true,
      enableWhen: [when.is(`${prefix}-status`, 'negative')],
      unit: MM,
      min: 0,
    }),
    sites
      ? w.openChoice(`${prefix}-involved`, `Margin(s) involved by ${what}`, sites, {
          required: true,
          repeats: true,
          enableWhen: [when.is(`${prefix}-status`, 'involved')],
        })
      : w.string(`${prefix}-involved`, `Margin(s) involved by ${what}`, {
          required: true,
          enableWhen: [when.is(`${prefix}-status`, 'involved')],
        }),
  ];
}
