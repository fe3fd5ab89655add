import type {
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireItemEnableWhen,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from '@medplum/fhirtypes';
import {
  calculationOf,
  calculationsOf,
  flattenItems,
  isQuestion,
  maxValueOf,
  minValueOf,
  optionCode,
  optionDisplay,
  unitOf,
} from './questionnaire';

/**
 * The synoptic engine: pure functions over a checked Questionnaire (checkQuestionnaire) and the answers the
 * pathologist gives, keyed by linkId. A choice is answered by its option's code (a Coding's code, the string of a
 * valueString option, the number of a valueInteger one); a repeating item by a list.
 */

export type TAnswerValue = string | number | boolean;
export type TAnswers = Record<string, TAnswerValue | TAnswerValue[]>;
export interface TAnswerError {
  linkId: string;
  message: string;
}

const listOf = (v: TAnswerValue | TAnswerValue[] | undefined): TAnswerValue[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

const itemsById = (q: Questionnaire) => new Map(flattenItems(q).map((f) => [f.item.linkId, f]));

/** The value an enableWhen compares with, in the answers' own terms (a Coding by its code). */
function conditionValue(ew: QuestionnaireItemEnableWhen): TAnswerValue | undefined {
  return (
    ew.answerCoding?.code ??
    ew.answerString ??
    ew.answerInteger ??
    ew.answerDecimal ??
    ew.answerDate ??
    ew.answerBoolean
  );
}

function compare(a: TAnswerValue, b: TAnswerValue): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Numbers answered by an integer option code compare with an integer condition, whichever side is a string.
  if (typeof a !== typeof b && String(a) === String(b)) return 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : null;
  return null;
}

/**
 * One enableWhen against the question's answers (FHIR R4): `exists` true/false asks for an answer or none; `=`,
 * `>`, `<`, `>=`, `<=` hold when any answer satisfies them; `!=` holds when no answer equals the value (an
 * unanswered question is not equal). Comparisons are of numbers, of dates (YYYY-MM-DD order is date order) and of
 * strings; values of different kinds never satisfy an order.
 */
export function conditionHolds(ew: QuestionnaireItemEnableWhen, answers: TAnswerValue[]): boolean {
  if (ew.operator === 'exists') return answers.length > 0 === (ew.answerBoolean ?? true);
  const want = conditionValue(ew);
  if (want === undefined) return false;
  const results = answers.map((a) => compare(a, want));
  switch (ew.operator) {
    case '=':
      return results.some((r) => r === 0);
    case '!=':
      return !results.some((r) => r === 0);
    case '>':
      return results.some((r) => r !== null && r > 0 && typeof want !== 'boolean');
    case '<':
      return results.some((r) => r !== null && r < 0 && typeof want !== 'boolean');
    case '>=':
      return results.some((r) => r !== null && r >= 0 && typeof want !== 'boolean');
    case '<=':
      return results.some((r) => r !== null && r <= 0 && typeof want !== 'boolean');
  }
}

/**
 * The linkIds enabled by these answers: an item is enabled when its group is and its enableWhen hold (all or any,
 * by enableBehavior). A disabled question has no answers, so what depends on it is judged as unanswered.
 */
export function enabledItems(q: Questionnaire, answers: TAnswers): Set<string> {
  const byId = itemsById(q);
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const enabled = (linkId: string): boolean => {
    const known = memo.get(linkId);
    if (known !== undefined) return known;
    const flat = byId.get(linkId);
    // A cycle of conditions enables nothing in it.
    if (!flat || visiting.has(linkId)) return false;
    visiting.add(linkId);
    let on = flat.parent === null || enabled(flat.parent);
    const conditions = flat.item.enableWhen ?? [];
    if (on && conditions.length) {
      const holds = conditions.map((ew) =>
        conditionHolds(ew, enabled(ew.question) ? listOf(answers[ew.question]) : []),
      );
      on = flat.item.enableBehavior === 'any' ? holds.some(Boolean) : holds.every(Boolean);
    }
    visiting.delete(linkId);
    memo.set(linkId, on);
    return on;
  };
  return new Set([...byId.keys()].filter(enabled));
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** One answer checked against its item's type and options: the value to keep, or what is wrong with it. */
function checkValue(item: QuestionnaireItem, v: unknown): { value: TAnswerValue } | { error: string } {
  switch (item.type) {
    case 'choice':
    case 'open-choice': {
      const option = (item.answerOption ?? []).find((o) => String(optionCode(o)) === String(v));
      if (option) return { value: optionCode(option)! };
      if (item.type === 'open-choice' && typeof v === 'string') return { value: v.trim() };
      const codes = (item.answerOption ?? []).map((o) => String(optionCode(o)));
      return { error: `${JSON.stringify(v)} is not one of its options (${codes.join(', ')})` };
    }
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v) ? { value: v } : { error: 'must be a whole number' };
    case 'decimal':
      return typeof v === 'number' && Number.isFinite(v) ? { value: v } : { error: 'must be a number' };
    case 'boolean':
      return typeof v === 'boolean' ? { value: v } : { error: 'must be true or false' };
    case 'date':
      return typeof v === 'string' && DATE.test(v) ? { value: v } : { error: 'must be a date (YYYY-MM-DD)' };
    default:
      if (typeof v !== 'string') return { error: 'must be text' };
      if (item.maxLength && v.length > item.maxLength) return { error: `must be at most ${item.maxLength} characters` };
      return { value: v.trim() };
  }
}

/** Nottingham: tubules + nuclei + mitoses, each 1–3; 3–5 → grade 1, 6–7 → grade 2, 8–9 → grade 3. */
export function nottinghamGrade(scores: number[]): number | null {
  if (scores.length !== 3 || scores.some((s) => !Number.isInteger(s) || s < 1 || s > 3)) return null;
  const total = scores[0]! + scores[1]! + scores[2]!;
  return total <= 5 ? 1 : total <= 7 ? 2 : 3;
}

/**
 * ISUP grade group from the primary and secondary Gleason patterns (3–5): 3+3 → 1, 3+4 → 2, 4+3 → 3,
 * 4+4, 3+5, 5+3 → 4, 4+5, 5+4, 5+5 → 5.
 */
export function gleasonGradeGroup(primary: number, secondary: number): number | null {
  if (![primary, secondary].every((p) => p === 3 || p === 4 || p === 5)) return null;
  const score = primary + secondary;
  if (score <= 6) return 1;
  if (score === 7) return primary === 3 ? 2 : 3;
  return score === 8 ? 4 : 5;
}

/** The calculated items' answers from their inputs; an item whose inputs are not all answered has none. */
export function computeCalculated(q: Questionnaire, answers: TAnswers): TAnswers {
  const out: TAnswers = { ...answers };
  for (const { item } of flattenItems(q)) {
    const calc = calculationOf(item);
    if (!calc) continue;
    delete out[item.linkId];
    const inputs = calc.inputs.map((id) => out[id]);
    if (inputs.some((v) => v === undefined || Array.isArray(v))) continue;
    const nums = inputs.map((v) => Number(v));
    if (nums.some((n) => !Number.isFinite(n))) continue;
    let value: number | null = null;
    if (calc.rule === 'sum') value = nums.reduce((a, b) => a + b, 0);
    if (calc.rule === 'nottingham-grade') value = nottinghamGrade(nums);
    if (calc.rule === 'gleason-grade-group') value = gleasonGradeGroup(nums[0]!, nums[1]!);
    if (value === null) continue;
    // A choice item answers by its option's code: the grade's number as the code of the option that has it.
    const option = item.answerOption?.find((o) => String(optionCode(o)) === String(value));
    if (item.type === 'choice') {
      if (option) out[item.linkId] = optionCode(option)!;
    } else out[item.linkId] = value;
  }
  return out;
}

export type TAnswerCheck = { ok: true; answers: TAnswers } | { ok: false; errors: TAnswerError[] };

/**
 * The answers as the protocol keeps them: every answer of the right type and among the options (else an error
 * naming the linkId); blanks left out; calculated items filled from their inputs (what was sent for them is
 * replaced); the answers of items the other answers disable dropped, not refused; the protocol's checks between
 * items (`at-most`) and minValue / maxValue applied to what is left.
 */
export function validateAnswers(q: Questionnaire, input: Record<string, unknown>): TAnswerCheck {
  const byId = itemsById(q);
  const errors: TAnswerError[] = [];
  let answers: TAnswers = {};
  for (const [linkId, raw] of Object.entries(input)) {
    const flat = byId.get(linkId);
    if (!flat) {
      errors.push({ linkId, message: 'is not an item of this protocol' });
      continue;
    }
    const item = flat.item;
    if (!isQuestion(item)) {
      if (!isBlank(raw)) errors.push({ linkId, message: `is a ${item.type} item and takes no answer` });
      continue;
    }
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v));
    if (values.length === 0) continue;
    if (values.length > 1 && !item.repeats) {
      errors.push({ linkId, message: 'takes one answer' });
      continue;
    }
    const kept: TAnswerValue[] = [];
    for (const v of values) {
      const r = checkValue(item, v);
      if ('error' in r) errors.push({ linkId, message: r.error });
      else if (!kept.some((k) => k === r.value)) kept.push(r.value);
    }
    if (kept.length) answers[linkId] = item.repeats ? kept : kept[0]!;
  }
  if (errors.length) return { ok: false, errors };
  // Disabling can cascade (a dropped answer disables what it enabled): repeat until nothing more drops.
  for (;;) {
    answers = computeCalculated(q, answers);
    const enabled = enabledItems(q, answers);
    const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => enabled.has(id)));
    if (Object.keys(kept).length === Object.keys(answers).length) break;
    answers = kept;
  }
  for (const [linkId, value] of Object.entries(answers)) {
    const item = byId.get(linkId)!.item;
    for (const v of listOf(value)) {
      if (typeof v !== 'number') continue;
      const min = minValueOf(item);
      const max = maxValueOf(item);
      if (min !== null && v < min) errors.push({ linkId, message: `must be at least ${min}` });
      if (max !== null && v > max) errors.push({ linkId, message: `must be at most ${max}` });
    }
    for (const check of calculationsOf(item).filter((c) => c.rule === 'at-most')) {
      const limitId = check.inputs[0]!;
      const limit = answers[limitId];
      if (typeof value === 'number' && typeof limit === 'number' && value > limit) {
        const limitText = byId.get(limitId)?.item.text ?? limitId;
        errors.push({ linkId, message: `must be at most ${limitText.toLowerCase()} (${limit})` });
      }
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, answers };
}

const hasAnswer = (answers: TAnswers, linkId: string) => listOf(answers[linkId]).length > 0;

/**
 * The required items left unanswered, in protocol order: enabled questions with no answer, and enabled required
 * groups with no answer anywhere inside. Empty: the checklist is complete.
 */
export function missingRequired(q: Questionnaire, answers: TAnswers): Array<{ linkId: string; text: string }> {
  const enabled = enabledItems(q, answers);
  const flat = flattenItems(q);
  const answeredInside = (linkId: string): boolean =>
    flat.some((f) => f.parent === linkId && (hasAnswer(answers, f.item.linkId) || answeredInside(f.item.linkId)));
  return flat
    .filter(({ item }) => item.required && enabled.has(item.linkId))
    .filter(({ item }) => (item.type === 'group' ? !answeredInside(item.linkId) : !hasAnswer(answers, item.linkId)))
    .map(({ item }) => ({ linkId: item.linkId, text: item.text ?? item.linkId }));
}

/** One answer as a QuestionnaireResponse value: a choice as its option's Coding (or string, or integer). */
function responseValue(item: QuestionnaireItem, v: TAnswerValue): QuestionnaireResponseItemAnswer {
  if (item.type === 'choice' || item.type === 'open-choice') {
    const option = item.answerOption?.find((o) => String(optionCode(o)) === String(v));
    if (option?.valueCoding) return { valueCoding: option.valueCoding };
    if (option?.valueInteger !== undefined) return { valueInteger: option.valueInteger };
    return { valueString: String(v) };
  }
  switch (item.type) {
    case 'integer':
      return { valueInteger: Number(v) };
    case 'decimal':
      return { valueDecimal: Number(v) };
    case 'boolean':
      return { valueBoolean: Boolean(v) };
    case 'date':
      return { valueDate: String(v) };
    default:
      return { valueString: String(v) };
  }
}

/**
 * The answers as a FHIR QuestionnaireResponse, nested like the protocol's groups; disabled and unanswered items
 * and empty groups are left out. `questionnaire` is the protocol's canonical (url|version).
 */
export function buildQuestionnaireResponse(
  q: Questionnaire,
  answers: TAnswers,
  meta: { status: QuestionnaireResponse['status']; authored?: string; subject?: QuestionnaireResponse['subject'] },
): QuestionnaireResponse {
  const enabled = enabledItems(q, answers);
  const walk = (items: QuestionnaireItem[] | undefined): QuestionnaireResponseItem[] =>
    (items ?? []).flatMap((item): QuestionnaireResponseItem[] => {
      if (!enabled.has(item.linkId)) return [];
      const base = { linkId: item.linkId, ...(item.text ? { text: item.text } : {}) };
      if (item.type === 'group') {
        const inner = walk(item.item);
        return inner.length ? [{ ...base, item: inner }] : [];
      }
      const values = listOf(answers[item.linkId]);
      if (!isQuestion(item) || values.length === 0) return [];
      return [{ ...base, answer: values.map((v) => responseValue(item, v)) }];
    });
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: q.url ? `${q.url}${q.version ? `|${q.version}` : ''}` : undefined,
    status: meta.status,
    ...(meta.subject ? { subject: meta.subject } : {}),
    ...(meta.authored ? { authored: meta.authored } : {}),
    item: walk(q.item),
  };
}

/** How one answer prints: an option's display, a number with its unit, yes/no, the text. */
export function answerText(item: QuestionnaireItem, v: TAnswerValue): string {
  if (item.type === 'choice' || item.type === 'open-choice') {
    const option = item.answerOption?.find((o) => String(optionCode(o)) === String(v));
    return option ? optionDisplay(option) : String(v);
  }
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const unit = typeof v === 'number' ? unitOf(item) : null;
  return unit ? `${v} ${unit.display}` : String(v);
}

export interface TSynopticLine {
  linkId: string;
  /** The item's text (the group's, for a heading). */
  item: string;
  /** "Answer" (several joined by "; "), or null for a group's heading. */
  answer: string | null;
  depth: number;
}

/**
 * The report's "Item: Answer" lines in protocol order: a heading for each group with an answer inside, one line
 * per answered enabled question. Items not enabled are left out, never printed empty.
 */
export function synopticLines(q: Questionnaire, answers: TAnswers): TSynopticLine[] {
  const response = buildQuestionnaireResponse(q, answers, { status: 'in-progress' });
  const byId = itemsById(q);
  const out: TSynopticLine[] = [];
  const walk = (items: QuestionnaireResponseItem[] | undefined, depth: number) => {
    for (const r of items ?? []) {
      const item = byId.get(r.linkId)!.item;
      if (item.type === 'group') {
        if (item.text) out.push({ linkId: r.linkId, item: item.text, answer: null, depth });
        walk(r.item, item.text ? depth + 1 : depth);
      } else {
        const values = listOf(answers[r.linkId]);
        out.push({
          linkId: r.linkId,
          item: item.text ?? r.linkId,
          answer: values.map((v) => answerText(item, v)).join('; '),
          depth,
        });
      }
    }
  };
  walk(response.item, 0);
  return out;
}

/** The lines as text, "Item: Answer" one a line, headings on their own. */
export const synopticText = (lines: TSynopticLine[]): string =>
  lines.map((l) => `${'  '.repeat(l.depth)}${l.answer === null ? l.item : `${l.item}: ${l.answer}`}`).join('\n');
