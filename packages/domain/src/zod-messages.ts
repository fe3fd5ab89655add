import { z } from 'zod';
import { plural } from './plural';

type RawIssue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
};

const list = (values: readonly unknown[]) => values.map((v) => (v === null ? 'empty' : String(v))).join(', ');

const FORMATS: Record<string, string> = {
  email: 'must be an email address',
  url: 'must be a web address',
  uuid: 'must be a UUID',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time',
  time: 'must be a time (HH:MM)',
};

/** The literal values a union accepts, gathered from its branches' "invalid value" issues. */
function unionValues(errors: readonly (readonly z.core.$ZodIssue[])[]): unknown[] {
  const values: unknown[] = [];
  for (const branch of errors) {
    for (const issue of branch) {
      if (issue.code === 'invalid_value' && issue.path.length === 0) values.push(...issue.values);
    }
  }
  return [...new Set(values)];
}

/**
 * A plain message for an issue whose schema gave none ("is required", "must be a number", "must be one of: …"),
 * in place of zod's defaults ("Invalid input: expected string, received undefined") that a user cannot act on.
 * Used as zod's global error map; a schema's own message always wins.
 */
export function plainIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      return EXPECTED[issue.expected] ?? `must be ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${list(issue.values)}` : `must be one of: ${list(issue.values)}`;
    case 'invalid_union': {
      const values = unionValues(issue.errors);
      return values.length ? `must be one of: ${list(values)}` : 'is invalid';
    }
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${plural(issue.minimum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must have at least ${plural(issue.minimum, 'item')}`;
      return issue.inclusive === false ? `must be greater than ${issue.minimum}` : `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${plural(issue.maximum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must have at most ${plural(issue.maximum, 'item')}`;
      return issue.inclusive === false ? `must be less than ${issue.maximum}` : `must be at most ${issue.maximum}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'is not in the expected format';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'is an unknown field' : 'are unknown fields'}: ${issue.keys.join(', ')}`;
    default:
      return 'is invalid';
  }
}

/** Makes plainIssueMessage zod's message for every schema without its own (call once at start). */
export function installPlainZodMessages(): void {
  z.config({ customError: (issue) => plainIssueMessage(issue) });
}
