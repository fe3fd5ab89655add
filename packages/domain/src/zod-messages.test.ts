import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZQueryBool } from './api-common';
import { ZDate } from './form-fields';
import { plainIssueMessage } from './zod-messages';

/** The message a schema gives for `value` with plainIssueMessage as the error map. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value, { error: (issue) => plainIssueMessage(issue) });
  return r.success ? undefined : r.error.issues[0]!.message;
}

describe('plainIssueMessage', () => {
  it('says what to do instead of quoting zod', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('is required');
    expect(messageOf(z.coerce.number().int(), 'abc')).toBe('must be a number');
    expect(messageOf(z.number(), 'x')).toBe('must be a number');
    expect(messageOf(z.boolean(), 'yes')).toBe('must be true or false');
    expect(messageOf(ZQueryBool, 'all')).toBe('must be true or false');
    expect(messageOf(z.union([z.literal('x'), z.enum(['y', 'z'])]), 'w')).toBe('must be one of: x, y, z');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('must be one of: a, b');
    expect(messageOf(z.string().min(1), '')).toBe('is required');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('must be at most 3 characters');
    expect(messageOf(z.number().int().positive(), 0)).toBe('must be greater than 0');
    expect(messageOf(z.email(), 'nope')).toBe('must be an email address');
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string('name it'), undefined)).toBe('name it');
  });
});

describe('ZDate', () => {
  it('takes what the date input takes and says so', () => {
    expect(ZDate.parse('03/14/1980')).toBe('1980-03-14');
    expect(ZDate.parse('1980-3-4')).toBe('1980-03-04');
    expect(messageOf(ZDate, '02/30/1980')).toBe('must be a date (MM/DD/YYYY or YYYY-MM-DD)');
    expect(messageOf(ZDate, '')).toBe('must be a date (MM/DD/YYYY or YYYY-MM-DD)');
  });
});
