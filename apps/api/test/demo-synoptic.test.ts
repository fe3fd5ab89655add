import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiagnosis, TPartSynoptic, TProtocolSummary, TWorklistRow } from '@lab/domain';
import { caseDiagnoses, caseParts, cases, caseTests } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

/** The demo data's synoptic cases and its clinical coherence (issue 29), read as a pathologist would. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const r = await t.database.db.execute<Record<string, unknown>>(query);
  return ((r as unknown as { rows?: T[] }).rows ?? (r as unknown as T[])) as T[];
}
/** The ICD-10 codes of a case's diagnosis, in its order. */
async function icdCodes(caseId: number) {
  const db = t.database.db;
  const [d] = await db
    .select({ ids: caseDiagnoses.icdCodeIds })
    .from(caseDiagnoses)
    .where(eq(caseDiagnoses.caseId, caseId));
  const icd = lookupTables.icdcodelist!;
  const found = await db.select({ id: icd.id, code: icd.code }).from(icd).where(inArray(icd.id, d!.ids));
  return d!.ids.map((id) => found.find((f) => f.id === id)!.code);
}

/** The one demo case whose part has this description. */
async function caseWithPart(description: string) {
  const found = await rows<{ id: number; case_number: string }>(
    sql`select c.id, c.case_number from cases c join case_parts p on p.case_id = c.id where p.description = ${description}`,
  );
  expect(found, description).toHaveLength(1);
  return found[0]!;
}

describe('the demo synoptic cases', () => {
  it('a signed breast resection with its invasive carcinoma checklist complete', async () => {
    const c = await caseWithPart('Partial mastectomy (wire-guided excision), upper outer quadrant');
    const synoptic = (
      await t.as('pathologist', { url: `/api/cases/${c.id}/parts/A/synoptic` })
    ).json() as TPartSynoptic;
    expect(synoptic).toMatchObject({ protocolName: 'Breast: invasive carcinoma, resection', missing: [] });
    // Calculated by the engine: grade 2 from 2 + 2 + 2, no node positive of the two.
    expect(synoptic.answers).toMatchObject({ 'overall-grade': '2', 'ln-positive': 0, pt: 'pT1c', pn: 'pN0' });
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    expect(d).toMatchObject({ status: 'signed-out', editable: false });
  });

  it('its block A2 with an accepted HER2 FISH (group 1) filling the biomarker template, signed', async () => {
    const c = await caseWithPart('Paraffin block A2, left breast partial mastectomy');
    const synoptic = (
      await t.as('pathologist', { url: `/api/cases/${c.id}/parts/A/synoptic` })
    ).json() as TPartSynoptic;
    expect(synoptic).toMatchObject({ protocolName: 'Breast: biomarker reporting template', missing: [] });
    expect(synoptic.answers).toMatchObject({
      'her2-ihc-score': '2+',
      'her2-ish-done': true,
      'her2-ish-group': 1,
      'her2-ish-ratio': 2.25,
      'her2-ish-her2': 4.5,
      'her2-ish-cep17': 2,
      'her2-ish-nuclei': 20,
      'her2-ish-result': 'positive',
    });
    const [fish] = await rows<{ status: string }>(sql`select status from fish_sessions where case_id = ${c.id}`);
    expect(fish).toEqual({ status: 'accepted' });
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    expect(d.editable).toBe(false);
  });

  it("a colon resection awaits its checklist on the pathologist's worklist, the colon protocol suggested", async () => {
    const c = await caseWithPart('Sigmoid colectomy');
    const worklist = (
      await t.as('pathologist', { url: `/api/results/worklist?pathologist=mine&q=${c.case_number}` })
    ).json() as {
      data: TWorklistRow[];
    };
    expect(worklist.data.map((r) => r.caseNumber)).toEqual([c.case_number]);
    expect((await t.as('pathologist', { url: `/api/cases/${c.id}/parts/A/synoptic` })).statusCode).toBe(404);
    const suggested = (
      await t.as('pathologist', { url: `/api/cases/${c.id}/parts/A/synoptic/suggestions` })
    ).json() as TProtocolSummary[];
    expect(suggested[0]?.name).toBe('Colon and rectum: resection');
  });
});

describe('the demo reports read as a pathologist would', () => {
  it('the corrected basal cell carcinoma no longer describes an involved deep margin', async () => {
    const found = await rows<{ case_id: number }>(
      sql`select case_id from case_diagnoses where parts::text like '%BASAL CELL CARCINOMA, NODULAR TYPE%'`,
    );
    expect(found).toHaveLength(1);
    const c = { id: found[0]!.case_id };
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    expect(d.parts[0]!.finalDiagnosis).toMatch(/MARGINS FREE/);
    expect(d.parts[0]!.microscopicDescription).not.toMatch(/margin is involved/i);
    expect(d.parts[0]!.microscopicDescription).toMatch(/clear of the deep margin/);
  });

  it('codes the squamous cell carcinoma on a cervical smear as cytologic evidence of malignancy', async () => {
    const found = await rows<{ case_id: number }>(
      sql`select case_id from case_diagnoses where parts::text like '%SQUAMOUS CELL CARCINOMA.%'`,
    );
    expect(found).toHaveLength(1);
    expect(await icdCodes(found[0]!.case_id)).toEqual(['R87.614']);
  });

  it('records the rectal polyp at the rectum, coded as a rectal polyp beside the sigmoid adenoma', async () => {
    const c = await caseWithPart('Polypectomy, rectum');
    const sites = lookupTables.bodysites!;
    const parts = await t.database.db
      .select({ description: caseParts.description, site: sites.name })
      .from(caseParts)
      .innerJoin(sites, eq(sites.id, caseParts.bodySiteId))
      .where(eq(caseParts.caseId, c.id))
      .orderBy(caseParts.label);
    expect(parts).toEqual([
      { description: 'Polypectomy, sigmoid', site: 'Colon, sigmoid' },
      { description: 'Polypectomy, rectum', site: 'Rectum' },
    ]);
    expect((await icdCodes(c.id)).sort()).toEqual(['D12.5', 'K62.1']);
  });

  it('orders each FISH test on the specimen it is for: UroVysion on urine, HER2 on breast, ALK on lung', async () => {
    const tests = lookupTables.tests!;
    const sites = lookupTables.bodysites!;
    const found = await t.database.db
      .select({ test: tests.name, site: sites.name })
      .from(cases)
      .innerJoin(caseTests, eq(caseTests.caseId, cases.id))
      .innerJoin(tests, eq(tests.id, caseTests.testId))
      .innerJoin(caseParts, eq(caseParts.caseId, cases.id))
      .innerJoin(sites, eq(sites.id, caseParts.bodySiteId))
      .where(eq(cases.caseType, 'F'));
    expect(found.length).toBeGreaterThan(3);
    const siteOf: Array<[RegExp, RegExp]> = [
      [/UroVysion/i, /Urine/],
      [/HER2/, /Breast/],
      [/ALK/, /Lung/],
    ];
    for (const r of found) {
      const rule = siteOf.find(([test]) => test.test(r.test));
      expect(rule, r.test).toBeTruthy();
      expect(r.site, r.test).toMatch(rule![1]);
    }
  });

  it('leaves HER2 FISH cases nobody has started on the FISH worklist, beside the one scoring under way', async () => {
    const list = (await t.as('editor', { url: '/api/fish/worklist?pageSize=500' })).json() as {
      data: Array<{ session: unknown; fishTests: string[] }>;
    };
    const her2 = list.data.filter((r) => r.fishTests.some((x) => /HER2/.test(x)));
    expect(her2.filter((r) => r.session).length).toBe(1);
    expect(her2.filter((r) => !r.session).length).toBeGreaterThanOrEqual(2);
  });
});
