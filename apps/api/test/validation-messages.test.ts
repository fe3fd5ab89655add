import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** No message a user sees quotes zod ("Invalid input: expected string, received undefined"). */
const ZOD_WORDS = /Invalid input|expected|received|NaN/;

describe('validation messages', () => {
  it('a lookup entry without a name: "name: is required"', async () => {
    const res = await t.as('admin', { method: 'POST', url: '/api/lookups/bodysites', payload: { code: 'NONAME' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'name: is required',
      code: 'validation_failed',
      fields: { name: 'is required' },
    });
  });

  it('a list filter the API does not know names the values it takes', async () => {
    const res = await t.as('admin', { url: '/api/lookups/bodysites?active=all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ active: 'must be true or false' });
  });

  it('a non-numeric id in a URL: "id: must be a number"', async () => {
    for (const url of ['/api/patients/abc', '/api/payers/abc']) {
      const res = await t.as('editor', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: 'id: must be a number',
        code: 'validation_failed',
        fields: { id: 'must be a number' },
      });
    }
  });

  it('every field of an empty patient is named, in plain words', async () => {
    const res = await t.as('editor', { method: 'POST', url: '/api/patients', payload: {} });
    expect(res.statusCode).toBe(400);
    const { fields, error } = res.json() as { error: string; fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['dob', 'firstName', 'lastName', 'sex']);
    expect(fields.dob).toBe('must be a date (MM/DD/YYYY or YYYY-MM-DD)');
    for (const m of [error, ...Object.values(fields)]) expect(m).not.toMatch(ZOD_WORDS);
  });

  it('a payer without name or payer id names both', async () => {
    const res = await t.as('editor', { method: 'POST', url: '/api/payers', payload: {} });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'payerCode']));
    for (const m of Object.values(fields)) expect(m).not.toMatch(ZOD_WORDS);
  });
});
