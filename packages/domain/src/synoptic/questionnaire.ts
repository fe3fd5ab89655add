import type {
  Extension,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireItemAnswerOption,
  QuestionnaireItemEnableWhen,
} from '@medplum/fhirtypes';

/**
 * The part of FHIR R4 Questionnaire (SDC) the synoptic engine runs (docs/synoptic.md): what it does not run is
 * refused with the reason, never ignored, so a checklist never silently loses a rule.
 */

/** The item types the engine answers and checks; `text` is a multi-line string. */
export const SUPPORTED_ITEM_TYPES = [
  'group',
  'display',
  'choice',
  'open-choice',
  'decimal',
  'integer',
  'string',
  'text',
  'boolean',
  'date',
] as const satisfies readonly QuestionnaireItem['type'][];

export const ENABLE_WHEN_OPERATORS = ['exists', '=', '!=', '>', '<', '>=', '<='] as const;
export type TEnableWhenOperator = (typeof ENABLE_WHEN_OPERATORS)[number];

/** Our own extension: a calculated item or a check between items (docs/synoptic.md#calculations). */
export const SYNOPTIC_CALCULATION_URL = 'https://lab-portal.invalid/fhir/StructureDefinition/synoptic-calculation';

/**
 * What a calculation extension may name: `nottingham-grade` (three scores 1–3 → grade 1–3), `gleason-grade-group`
 * (primary and secondary Gleason pattern → ISUP grade group 1–5), `sum` (integers added), and the check
 * `at-most` (the item's number may not exceed its input's).
 */
export const CALCULATION_RULES = ['nottingham-grade', 'gleason-grade-group', 'sum', 'at-most'] as const;
export type TCalculationRule = (typeof CALCULATION_RULES)[number];

export const ITEM_CONTROL_URL = 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl';
export const UNIT_URL = 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit';
export const MIN_VALUE_URL = 'http://hl7.org/fhir/StructureDefinition/minValue';
export const MAX_VALUE_URL = 'http://hl7.org/fhir/StructureDefinition/maxValue';
export const ENTRY_FORMAT_URL = 'http://hl7.org/fhir/StructureDefinition/entryFormat';

/** Extensions the engine knows: presentation hints it may leave to the screen, and the ones it enforces. */
export const SUPPORTED_EXTENSIONS: readonly string[] = [
  SYNOPTIC_CALCULATION_URL,
  ITEM_CONTROL_URL,
  UNIT_URL,
  MIN_VALUE_URL,
  MAX_VALUE_URL,
  ENTRY_FORMAT_URL,
];

export interface TCalculation {
  rule: TCalculationRule;
  /** The linkIds the rule reads, in the rule's order. */
  inputs: string[];
}

/** One item with where it sits: its depth and the group it belongs to, in protocol order. */
export interface TFlatItem {
  item: QuestionnaireItem;
  parent: string | null;
  depth: number;
}

/** Every item depth-first, in the protocol's order. */
export function flattenItems(q: Pick<Questionnaire, 'item'>): TFlatItem[] {
  const out: TFlatItem[] = [];
  const walk = (items: QuestionnaireItem[] | undefined, parent: string | null, depth: number) => {
    for (const item of items ?? []) {
      out.push({ item, parent, depth });
      walk(item.item, item.linkId, depth + 1);
    }
  };
  walk(q.item, null, 0);
  return out;
}

export const isQuestion = (item: QuestionnaireItem): boolean => item.type !== 'group' && item.type !== 'display';

/** The calculations and checks an item carries (several extensions may sit on one item). */
export function calculationsOf(item: QuestionnaireItem): TCalculation[] {
  return (item.extension ?? [])
    .filter((e) => e.url === SYNOPTIC_CALCULATION_URL)
    .map((ext) => ({
      rule: ext.extension?.find((e) => e.url === 'rule')?.valueCode as TCalculationRule,
      inputs: (ext.extension ?? []).filter((e) => e.url === 'input').map((e) => e.valueString ?? ''),
    }));
}

/** The rule that fills an item (`sum`, `nottingham-grade`, `gleason-grade-group`), or null; `at-most` only checks. */
export function calculationOf(item: QuestionnaireItem): TCalculation | null {
  return calculationsOf(item).find((c) => c.rule !== 'at-most') ?? null;
}

export const isCalculated = (item: QuestionnaireItem): boolean => calculationOf(item) !== null;

const numberExtension = (item: QuestionnaireItem, url: string): number | null => {
  const e = item.extension?.find((x) => x.url === url);
  return e?.valueInteger ?? e?.valueDecimal ?? null;
};
export const minValueOf = (item: QuestionnaireItem) => numberExtension(item, MIN_VALUE_URL);
export const maxValueOf = (item: QuestionnaireItem) => numberExtension(item, MAX_VALUE_URL);

/** The unit an item's number is in (UCUM code and how it prints), or null. */
export function unitOf(item: QuestionnaireItem): { code: string; display: string } | null {
  const c = item.extension?.find((x) => x.url === UNIT_URL)?.valueCoding;
  return c?.code ? { code: c.code, display: c.display ?? c.code } : null;
}

/** The code an option is answered by: a Coding's code, the string, or the integer. */
export function optionCode(o: QuestionnaireItemAnswerOption): string | number | undefined {
  return o.valueCoding?.code ?? o.valueString ?? o.valueInteger;
}

/** How an option prints: a Coding's display (else code), the string, the integer. */
export function optionDisplay(o: QuestionnaireItemAnswerOption): string {
  return o.valueCoding ? (o.valueCoding.display ?? o.valueCoding.code ?? '') : String(optionCode(o) ?? '');
}

const ANSWER_KEYS = [
  'answerBoolean',
  'answerDecimal',
  'answerInteger',
  'answerDate',
  'answerString',
  'answerCoding',
] as const satisfies readonly (keyof QuestionnaireItemEnableWhen)[];
const UNSUPPORTED_ANSWER_KEYS = ['answerDateTime', 'answerTime', 'answerQuantity', 'answerReference'] as const;
const UNSUPPORTED_OPTION_KEYS = ['valueDate', 'valueTime', 'valueReference'] as const;

export type TQuestionnaireCheck = { ok: true; questionnaire: Questionnaire } | { ok: false; errors: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function extensionErrors(where: string, extensions: unknown, modifiers: unknown): string[] {
  const out: string[] = [];
  if (Array.isArray(modifiers) && modifiers.length) {
    const urls = modifiers.map((e) => (isObject(e) ? String(e.url) : '?'));
    out.push(`${where}: modifier extensions are not supported (${urls.join(', ')})`);
  }
  if (extensions !== undefined && !Array.isArray(extensions)) out.push(`${where}: extension must be a list`);
  for (const e of Array.isArray(extensions) ? (extensions as Extension[]) : []) {
    if (!isObject(e) || typeof e.url !== 'string') out.push(`${where}: an extension has no url`);
    else if (!SUPPORTED_EXTENSIONS.includes(e.url)) out.push(`${where}: unsupported extension ${e.url}`);
  }
  return out;
}

function calculationErrors(where: string, item: QuestionnaireItem, linkIds: Map<string, QuestionnaireItem>): string[] {
  const out: string[] = [];
  const calcs = calculationsOf(item);
  if (calcs.filter((c) => c.rule !== 'at-most').length > 1) out.push(`${where}: an item is filled by one calculation`);
  for (const calc of calcs) {
    if (!(CALCULATION_RULES as readonly string[]).includes(calc.rule)) {
      out.push(`${where}: the calculation names no known rule (one of ${CALCULATION_RULES.join(', ')})`);
      continue;
    }
    const want = { 'nottingham-grade': 3, 'gleason-grade-group': 2, 'at-most': 1, sum: -1 }[calc.rule];
    if (want > 0 && calc.inputs.length !== want) out.push(`${where}: ${calc.rule} reads ${want} input item(s)`);
    if (want < 0 && calc.inputs.length < 1) out.push(`${where}: ${calc.rule} reads at least one input item`);
    for (const input of calc.inputs) {
      const target = linkIds.get(input);
      if (!target || !isQuestion(target)) out.push(`${where}: the calculation's input ${input} is not a question`);
      else if (target.repeats) out.push(`${where}: the calculation's input ${input} repeats`);
    }
    const numeric = calc.rule === 'sum' || calc.rule === 'at-most';
    if (numeric && item.type !== 'integer' && item.type !== 'decimal')
      out.push(`${where}: ${calc.rule} needs an integer or decimal item`);
    if (!numeric && item.type !== 'choice') out.push(`${where}: ${calc.rule} needs a choice item`);
  }
  return out;
}

function optionErrors(where: string, item: QuestionnaireItem): string[] {
  const out: string[] = [];
  const choice = item.type === 'choice' || item.type === 'open-choice';
  if (item.answerValueSet) out.push(`${where}: answerValueSet is not supported (list the answerOption instead)`);
  if (!choice) {
    if (item.answerOption?.length) out.push(`${where}: only choice and open-choice items take answerOption`);
    return out;
  }
  if (!item.answerOption?.length && item.type === 'choice') out.push(`${where}: a choice item needs answerOption`);
  const seen = new Set<string>();
  for (const [i, o] of (item.answerOption ?? []).entries()) {
    const bad = UNSUPPORTED_OPTION_KEYS.filter((k) => k in o);
    if (bad.length) out.push(`${where}: answerOption ${i + 1} uses ${bad.join(', ')}, which is not supported`);
    out.push(...extensionErrors(`${where} answerOption ${i + 1}`, o.extension, o.modifierExtension));
    const code = optionCode(o);
    if (code === undefined || code === '') {
      if (!bad.length) out.push(`${where}: answerOption ${i + 1} has no valueCoding.code, valueString or valueInteger`);
      continue;
    }
    if (seen.has(String(code))) out.push(`${where}: answerOption ${String(code)} appears twice`);
    seen.add(String(code));
  }
  return out;
}

function enableWhenErrors(where: string, item: QuestionnaireItem, linkIds: Map<string, QuestionnaireItem>): string[] {
  const out: string[] = [];
  const conditions = item.enableWhen ?? [];
  if (conditions.length > 1 && item.enableBehavior !== 'all' && item.enableBehavior !== 'any')
    out.push(`${where}: enableBehavior (all or any) is required with several enableWhen`);
  for (const [i, ew] of conditions.entries()) {
    const at = `${where} enableWhen ${i + 1}`;
    const target = linkIds.get(ew.question);
    if (!target) out.push(`${at}: question ${ew.question} is not an item of this questionnaire`);
    else if (!isQuestion(target)) out.push(`${at}: question ${ew.question} is a ${target.type} item`);
    else if (ew.question === item.linkId) out.push(`${at}: an item cannot depend on itself`);
    if (!(ENABLE_WHEN_OPERATORS as readonly string[]).includes(ew.operator))
      out.push(`${at}: operator ${String(ew.operator)} is not supported`);
    const unsupported = UNSUPPORTED_ANSWER_KEYS.filter((k) => k in ew);
    if (unsupported.length) out.push(`${at}: ${unsupported.join(', ')} is not supported`);
    const given = ANSWER_KEYS.filter((k) => ew[k] !== undefined);
    if (given.length !== 1 && !unsupported.length) out.push(`${at}: needs exactly one answer[x]`);
    if (ew.operator === 'exists' && given[0] && given[0] !== 'answerBoolean')
      out.push(`${at}: exists takes answerBoolean`);
  }
  return out;
}

/**
 * Checks that a Questionnaire is one the engine runs; every problem is named with the item's linkId. A
 * Questionnaire needs a version and a title (or name): a case keeps the version it was reported with.
 */
export function checkQuestionnaire(input: unknown): TQuestionnaireCheck {
  if (!isObject(input) || input.resourceType !== 'Questionnaire')
    return { ok: false, errors: ['resourceType must be Questionnaire'] };
  const q = input as unknown as Questionnaire;
  const errors: string[] = [];
  if (!q.version || typeof q.version !== 'string') errors.push('version is required');
  if (!(q.title || q.name)) errors.push('title or name is required');
  errors.push(...extensionErrors('Questionnaire', input.extension, input.modifierExtension));
  if (!Array.isArray(q.item) || q.item.length === 0) errors.push('item: the questionnaire has no items');
  if (errors.length && !Array.isArray(q.item)) return { ok: false, errors };
  const flat = flattenItems(q);
  const linkIds = new Map<string, QuestionnaireItem>();
  for (const { item } of flat) {
    if (!isObject(item) || typeof item.linkId !== 'string' || !item.linkId) {
      errors.push('item: an item has no linkId');
      continue;
    }
    if (linkIds.has(item.linkId)) errors.push(`item ${item.linkId}: linkId appears twice`);
    linkIds.set(item.linkId, item);
  }
  if (errors.some((e) => e.endsWith('has no linkId'))) return { ok: false, errors };
  for (const { item } of flat) {
    const where = `item ${item.linkId}`;
    const raw = item as unknown as Record<string, unknown>;
    if (!(SUPPORTED_ITEM_TYPES as readonly string[]).includes(item.type)) {
      errors.push(`${where}: type ${String(item.type)} is not supported`);
      continue;
    }
    errors.push(...extensionErrors(where, raw.extension, raw.modifierExtension));
    if (!item.text && item.type !== 'group') errors.push(`${where}: text is required`);
    if (item.type === 'group' && !item.item?.length) errors.push(`${where}: a group needs items`);
    if (item.type !== 'group' && item.item?.length) errors.push(`${where}: only groups hold items`);
    if (item.type === 'group' && item.repeats) errors.push(`${where}: repeating groups are not supported`);
    if (item.type === 'display' && (item.required || item.repeats))
      errors.push(`${where}: a display item is neither required nor repeated`);
    if (item.initial?.length) errors.push(`${where}: initial values are not supported`);
    errors.push(...optionErrors(where, item));
    errors.push(...enableWhenErrors(where, item, linkIds));
    errors.push(...calculationErrors(where, item, linkIds));
  }
  if (!errors.length) errors.push(...cycleErrors(flat));
  return errors.length ? { ok: false, errors } : { ok: true, questionnaire: q };
}

/** Conditions that depend on themselves (through enableWhen and the groups items sit in) would enable nothing. */
function cycleErrors(flat: TFlatItem[]): string[] {
  const byId = new Map(flat.map((f) => [f.item.linkId, f]));
  const dependsOn = (f: TFlatItem) => [
    ...(f.parent ? [f.parent] : []),
    ...(f.item.enableWhen ?? []).map((ew) => ew.question),
  ];
  const state = new Map<string, 'visiting' | 'done'>();
  const out: string[] = [];
  const visit = (id: string, path: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      out.push(`item ${id}: enableWhen depends on itself (${[...path.slice(path.indexOf(id)), id].join(' → ')})`);
      return;
    }
    state.set(id, 'visiting');
    for (const next of dependsOn(byId.get(id)!)) visit(next, [...path, id]);
    state.set(id, 'done');
  };
  for (const f of flat) visit(f.item.linkId, []);
  return out;
}

/** The protocol's name as lists show it. */
export const questionnaireName = (q: Pick<Questionnaire, 'title' | 'name'>): string => q.title ?? q.name ?? '';
