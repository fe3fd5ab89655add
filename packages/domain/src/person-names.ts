import { z } from 'zod';

/**
 * What a person's name (a patient's, a user's, a provider's, a pathologist's, a subscriber's) may not hold
 * (docs/security.md#links-feeds-names-and-files):
 * - control characters, line breaks and tabs (C0, DEL, C1, U+2028, U+2029): a CR in a name ends an HL7 segment
 *   and starts one of the sender's choosing, and a line break splits a label, a CSV row or a log line;
 * - text-direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): "Smith\u202Enhoj" shows as
 *   another name than the one stored, in the portal, on a label, in a report;
 * - invisible characters (U+200B zero-width space, U+2060 word joiner, U+FEFF): two names that look the same
 *   would be two patients to the duplicate check and the search.
 * Letters of every script, accents, apostrophes, hyphens, periods, commas and spaces are names; so are U+200C and
 * U+200D (zero-width non-joiner and joiner), which Persian and Indic names need.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
const INVISIBLE = /[\u200b\u2060\ufeff]/u;
/** HL7 v2's delimiters (field, component, repetition, escape, subcomponent). */
const HL7_DELIMITERS = /[|^~\\&]/;

export const PERSON_NAME_MESSAGES = {
  control: 'may not contain line breaks, tabs or other control characters',
  direction: 'may not contain text-direction characters (such as U+202E)',
  invisible: 'may not contain invisible characters (such as a zero-width space)',
  hl7: 'may not contain | ^ ~ \\ or & (they separate the parts of an HL7 message)',
} as const;

export interface PersonNameRule {
  /**
   * Also refuse HL7's delimiters: names the portal sends in HL7 person fields (a patient's in PID-5, a provider's
   * in ORC-12 and OBR-16). The portal's own messages escape them, but the systems that receive and re-send them
   * do not all unescape, and a name is matched by its letters.
   */
  hl7?: boolean;
}

/** What is wrong with a name (a message to follow the field's name), or null when it is a safe name. */
export function personNameProblem(value: string, rule: PersonNameRule = {}): string | null {
  if (CONTROL.test(value)) return PERSON_NAME_MESSAGES.control;
  if (DIRECTION.test(value)) return PERSON_NAME_MESSAGES.direction;
  if (INVISIBLE.test(value)) return PERSON_NAME_MESSAGES.invisible;
  if (rule.hl7 && HL7_DELIMITERS.test(value)) return PERSON_NAME_MESSAGES.hl7;
  return null;
}

export const isSafePersonName = (value: string, rule: PersonNameRule = {}) => personNameProblem(value, rule) === null;

/** Adds the rule to a string schema: checked on the text as sent, before trimming. */
function checked(rule: PersonNameRule) {
  return z.string('is required').superRefine((v, ctx) => {
    const problem = personNameProblem(v, rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
  });
}

/** A required person's name: a safe name, trimmed, 1 to `max` characters. */
export const ZPersonName = (max = 100, rule: PersonNameRule = {}, required = 'is required') =>
  checked(rule).trim().min(1, required).max(max, `must be at most ${max} characters`);

/** An optional person's name (a middle name): as ZOptionalText, '' and null mean "no value". */
export const ZOptionalPersonName = (max = 100, rule: PersonNameRule = {}) =>
  z
    .union([checked(rule).trim().max(max, `must be at most ${max} characters`), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));
