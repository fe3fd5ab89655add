import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoWho, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every list whose sort goes through ZSort, with who may read it and one of its fields. */
const SORTED_LISTS: { url: string; who: DemoWho; field: string }[] = [
  { url: '/api/cases', who: 'editor', field: 'caseNumber' },
  { url: '/api/patients', who: 'editor', field: 'lastName' },
  { url: '/api/payers', who: 'editor', field: 'payerCode' },
  { url: '/api/providers', who: 'editor', field: 'npi' },
  { url: '/api/users', who: 'admin', field: 'email' },
  { url: '/api/documents', who: 'editor', field: 'title' },
  { url: '/api/aggrid/data', who: 'admin', field: 'eventtype' },
  { url: '/api/results/worklist', who: 'editor', field: 'status' },
];

const get = (who: DemoWho, url: string) => t.as(who, { url });

describe('list sorting (ZSort)', () => {
  it.each(SORTED_LISTS)(
    '$url sorts by its fields, either way, and refuses any other naming sort and the fields',
    async ({ url, who, field }) => {
      expect((await get(who, `${url}?sort=${field}`)).statusCode).toBe(200);
      expect((await get(who, `${url}?sort=-${field}`)).statusCode).toBe(200);
      const bad = await get(who, `${url}?sort=passwordHash`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
      expect(bad.json().error).toMatch(/^sort: must be one of .*\b/);
      expect(bad.json().fields.sort).toContain(field);
      expect((await get(who, `${url}?sort=--${field}`)).statusCode).toBe(400);
    },
  );
});

describe('list paging: the total beside the page', () => {
  it.each([
    { url: '/api/users', who: 'admin' as const },
    { url: '/api/payers', who: 'editor' as const },
    { url: '/api/providers', who: 'editor' as const },
    { url: '/api/documents', who: 'editor' as const },
    { url: '/api/aggrid/data', who: 'admin' as const },
    { url: '/api/results/worklist?pathologist=any', who: 'editor' as const },
    { url: '/api/fish/worklist', who: 'editor' as const },
    { url: '/api/reports/search', who: 'editor' as const },
  ])('$url says the same total on a page past the end as on the first', async ({ url, who }) => {
    const join = url.includes('?') ? '&' : '?';
    const first = (await get(who, `${url}${join}pageSize=2`)).json();
    expect(first.total).toBeGreaterThan(0);
    expect(first.data.length).toBeGreaterThan(0);
    const past = (await get(who, `${url}${join}pageSize=2&page=9999`)).json();
    expect(past.data).toEqual([]);
    // The audit trail grows with each read of it: at least the first page's total.
    if (url.startsWith('/api/aggrid')) expect(past.total).toBeGreaterThanOrEqual(first.total);
    else expect(past.total).toBe(first.total);
  });

  it("pages a patient's cases with their total, past the end too", async () => {
    const page = (await get('admin', '/api/patients?pageSize=50')).json() as { data: { id: number }[] };
    for (const p of page.data) {
      const cases = (await get('editor', `/api/patients/${p.id}/cases?pageSize=1`)).json();
      if (cases.total < 2) continue;
      expect(cases.data).toHaveLength(1);
      expect((await get('editor', `/api/patients/${p.id}/cases?pageSize=1&page=999`)).json()).toEqual({
        data: [],
        total: cases.total,
      });
      return;
    }
    throw new Error('no demo patient with two cases');
  });
});
