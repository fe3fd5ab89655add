import type { Questionnaire } from '@medplum/fhirtypes';
import { z } from 'zod';
import { synopticLines, type TAnswers, type TAnswerValue } from './engine';
import { flattenItems, optionCode, questionnaireName, unitOf } from './questionnaire';
import { ZQuestionnaireResponseJson } from './api';

/**
 * A part's synoptic report as a signed version keeps it (the report's snapshot): the protocol's name and version
 * and one entry per printed line, each answered one with its codes and typed values, so the PDF prints
 * "Item: Answer", the HL7 message has one OBX per answer and FHIR one Observation per answer, from the same data.
 */

export const ZSynopticCoding = z.object({ system: z.string(), code: z.string(), display: z.string() });
export const ZSynopticValue = z.discriminatedUnion('type', [
  z.object({ type: z.literal('coding'), system: z.string().nullable(), code: z.string(), display: z.string() }),
  z.object({ type: z.literal('number'), value: z.number(), unit: ZSynopticCoding.nullable() }),
  z.object({ type: z.literal('text'), value: z.string() }),
  z.object({ type: z.literal('boolean'), value: z.boolean() }),
  z.object({ type: z.literal('date'), value: z.string() }),
]);
export type TSynopticValue = z.infer<typeof ZSynopticValue>;

export const ZSynopticEntry = z.object({
  linkId: z.string(),
  item: z.string(),
  /** The answer as printed; null for a group's heading. */
  answer: z.string().nullable(),
  depth: z.number().int(),
  /** The item's codes, a standard code (LOINC) first when it has one; empty for a heading. */
  codes: z.array(ZSynopticCoding),
  values: z.array(ZSynopticValue),
});
export type TSynopticEntry = z.infer<typeof ZSynopticEntry>;

export const ZReportSynoptic = z.object({
  protocol: z.string(),
  version: z.string(),
  /** The Questionnaire's canonical url|version (the QuestionnaireResponse's `questionnaire`). */
  questionnaire: z.string(),
  complete: z.boolean(),
  entries: z.array(ZSynopticEntry),
  /** The QuestionnaireResponse as last saved (the FHIR export's). */
  response: ZQuestionnaireResponseJson.optional(),
});
export type TReportSynoptic = z.infer<typeof ZReportSynoptic>;

function typedValue(item: NonNullable<Questionnaire['item']>[number], v: TAnswerValue): TSynopticValue {
  if (item.type === 'choice' || item.type === 'open-choice') {
    const option = item.answerOption?.find((o) => String(optionCode(o)) === String(v));
    if (option?.valueCoding?.code)
      return {
        type: 'coding',
        system: option.valueCoding.system ?? null,
        code: option.valueCoding.code,
        display: option.valueCoding.display ?? option.valueCoding.code,
      };
    if (option?.valueInteger !== undefined) return { type: 'number', value: option.valueInteger, unit: null };
    return { type: 'text', value: String(v) };
  }
  if (typeof v === 'number') {
    const unit = unitOf(item);
    return {
      type: 'number',
      value: v,
      unit: unit ? { system: 'http://unitsofmeasure.org', code: unit.code, display: unit.display } : null,
    };
  }
  if (typeof v === 'boolean') return { type: 'boolean', value: v };
  return item.type === 'date' ? { type: 'date', value: v } : { type: 'text', value: v };
}

/** The snapshot of a part's synoptic report; `complete` when no required item is missing. */
export function reportSynoptic(
  q: Questionnaire,
  answers: TAnswers,
  kept: { complete: boolean; response?: TReportSynoptic['response'] },
): TReportSynoptic {
  const byId = new Map(flattenItems(q).map((f) => [f.item.linkId, f.item]));
  return {
    protocol: questionnaireName(q),
    version: q.version ?? '',
    questionnaire: `${q.url ?? questionnaireName(q)}|${q.version ?? ''}`,
    complete: kept.complete,
    ...(kept.response ? { response: kept.response } : {}),
    entries: synopticLines(q, answers).map((l) => {
      const item = byId.get(l.linkId)!;
      const raw = answers[l.linkId];
      const values = l.answer === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      return {
        ...l,
        codes:
          l.answer === null
            ? []
            : (item.code ?? []).flatMap((c) =>
                c.code ? [{ system: c.system ?? '', code: c.code, display: c.display ?? l.item }] : [],
              ),
        values: values.map((v) => typedValue(item, v)),
      };
    }),
  };
}

/** HL7 v2 coding system of a code system url (table 0396): LOINC, SNOMED CT, UCUM, else the sender's local codes. */
export function hl7CodingSystem(system: string | null): string {
  if (system === 'http://loinc.org') return 'LN';
  if (system === 'http://snomed.info/sct') return 'SCT';
  if (system === 'http://unitsofmeasure.org') return 'UCUM';
  return 'L';
}

/**
 * HL7 v2.5.1 identifiers (CWE.1, ST) hold at most 20 characters: a longer local code (an imported protocol's
 * linkId) becomes its first 12 characters, '-' and a 7-character FNV-1a hash of the whole in base 36, the same
 * every time. The shipped protocols keep theirs within 20 (engine.test.ts).
 */
export function hl7LocalCode(code: string): string {
  if (code.length <= 20) return code;
  let h = 0x811c9dc5;
  for (const ch of code) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${code.slice(0, 12)}-${h.toString(36).padStart(7, '0')}`;
}

/** One synoptic answer as an OBX carries it, before escaping: each component a plain string. */
export interface TSynopticObx {
  /** OBX-2. */
  type: 'CWE' | 'NM' | 'ST' | 'DT';
  /** OBX-3: the item's first code (LOINC when it has one), else its linkId as a local code. */
  id: [code: string, text: string, system: string];
  /** OBX-5, one entry per repetition, each a list of components. */
  values: string[][];
  /** OBX-6 for a number with a unit. */
  units: [code: string, text: string, system: string] | null;
}

/**
 * How an answered entry goes into an ORU: choices as CWE (code, display, coding system; free text of an open choice
 * as CWE.9 original text), numbers as NM with UCUM units, yes/no as CWE of HL7 table 0136, dates as DT, text as ST.
 */
export function synopticObx(e: TSynopticEntry): TSynopticObx | null {
  if (e.answer === null || e.values.length === 0) return null;
  const code = e.codes[0];
  const id: TSynopticObx['id'] =
    code && hl7CodingSystem(code.system) !== 'L'
      ? [code.code, code.display, hl7CodingSystem(code.system)]
      : [hl7LocalCode(e.linkId), e.item, 'L'];
  const first = e.values[0]!;
  if (first.type === 'number' && e.values.length === 1)
    return {
      type: 'NM',
      id,
      values: [[String(first.value)]],
      units: first.unit ? [first.unit.code, first.unit.display, 'UCUM'] : null,
    };
  if (first.type === 'date') return { type: 'DT', id, values: [[first.value.replace(/-/g, '')]], units: null };
  if (e.values.every((v) => v.type === 'text')) return { type: 'ST', id, values: [[e.answer]], units: null };
  const values = e.values.map((v): string[] => {
    switch (v.type) {
      case 'coding': {
        const system = hl7CodingSystem(v.system);
        return [system === 'L' ? hl7LocalCode(v.code) : v.code, v.display, system];
      }
      case 'boolean':
        return v.value ? ['Y', 'Yes', 'HL70136'] : ['N', 'No', 'HL70136'];
      case 'number':
        return [String(v.value), String(v.value), 'L'];
      default:
        return ['', '', '', '', '', '', '', '', String(v.value)];
    }
  });
  return { type: 'CWE', id, values, units: null };
}
