import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo patient list as a new user first sees it', () => {
  it('opens on plausible people with MRNs of one format, not on a test-looking row', async () => {
    const res = await t.as('editor', { method: 'GET', url: '/api/patients?page=1&pageSize=25' });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { data: Array<{ mrn: string; firstName: string; lastName: string }> }).data;
    expect(rows.length).toBeGreaterThan(5);
    for (const p of rows) {
      expect(p.mrn).toMatch(/^M\d{7}$/);
      expect(['Documents', 'Test', 'Demo', 'Patient']).not.toContain(p.lastName);
    }
  });
});
