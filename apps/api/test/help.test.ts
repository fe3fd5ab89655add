import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, helpArticles } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { DEMO_ARTICLES, DEMO_FAQ } from '../src/seed/demo-help';
import { createTestApp, type DemoWho, type TestContext } from './helper';

type Article = {
  id: number;
  kind: string;
  category: string;
  title: string;
  body: string;
  audience: string;
  active: boolean;
  updatedByName: string | null;
};
type Page<T> = { data: T[]; total: number };
type Entry = {
  id: number;
  code: string;
  name: string;
  testGroupName: string | null;
  caseType: string | null;
  cptCodes: string | null;
  cpt: Array<{ code: string; units: number }>;
  specimenRequirements: string | null;
  container: string | null;
  transport: string | null;
  turnaroundDays: number | null;
};
type Group = { groupTitle: string; searchLimit: number; data: Array<{ title: string; link: string; detail?: string }> };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (who: DemoWho | null, url: string) => t.as(who, { method: 'GET', url });
const send = (who: DemoWho, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(who, { method, url, payload: payload ?? {} });
const list = async (who: DemoWho, query = '') =>
  (await get(who, `/api/help/articles?pageSize=500${query}`)).json() as Page<Article>;
const search = async (who: DemoWho, q: string) =>
  (await get(who, `/api/main-search/data?q=${encodeURIComponent(q)}`)).json().searchResult as Group[];
const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'help-article'), eq(auditEvents.entityId, String(id))));

const article = {
  kind: 'article',
  category: 'Ordering',
  title: 'Quarantined specimens',
  body: '## Hold\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  audience: 'clients',
};

describe('help articles: reading by audience', () => {
  it('serves the seeded FAQ and knowledge base to admins, every audience', async () => {
    const all = await list('admin');
    expect(all.total).toBe(DEMO_FAQ.length + DEMO_ARTICLES.length);
    expect(DEMO_FAQ.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all.data.map((a) => a.audience))).toEqual(new Set(['everyone', 'clients', 'staff']));
  });

  it('a patient reads only what is for everyone; a physician also what is for clients; an editor all', async () => {
    const patient = await list('patient');
    const physician = await list('physician');
    const editor = await list('editor');
    expect(patient.data.length).toBeGreaterThan(0);
    expect(new Set(patient.data.map((a) => a.audience))).toEqual(new Set(['everyone']));
    expect(new Set(physician.data.map((a) => a.audience))).toEqual(new Set(['everyone', 'clients']));
    expect(editor.total).toBe(DEMO_FAQ.length + DEMO_ARTICLES.length);
    const staffOnly = editor.data.find((a) => a.audience === 'staff')!;
    expect((await get('physician', `/api/help/articles/${staffOnly.id}`)).statusCode).toBe(404);
    expect((await get('patient', `/api/help/articles/${staffOnly.id}`)).statusCode).toBe(404);
    expect((await get('editor', `/api/help/articles/${staffOnly.id}`)).statusCode).toBe(200);
  });

  it('filters by kind and category, searches title and body, pages', async () => {
    const faq = await list('admin', '&kind=faq');
    expect(faq.total).toBe(DEMO_FAQ.length);
    expect(faq.data.every((a) => a.kind === 'faq')).toBe(true);
    const billing = await list('admin', '&category=billing');
    expect(billing.data.length).toBeGreaterThan(0);
    expect(billing.data.every((a) => a.category === 'Billing')).toBe(true);
    // "formalin" is in titles and in bodies: title matches come first.
    const q = await list('physician', '&q=formalin');
    expect(q.data.length).toBeGreaterThan(2);
    expect(q.data[0]!.title.toLowerCase()).toContain('formalin');
    expect(
      q.data.some((a) => !a.title.toLowerCase().includes('formalin') && a.body.toLowerCase().includes('formalin')),
    ).toBe(true);
    const page2 = (await get('admin', '/api/help/articles?pageSize=5&page=2')).json() as Page<Article>;
    expect(page2.data).toHaveLength(5);
    expect(page2.total).toBe(DEMO_FAQ.length + DEMO_ARTICLES.length);
    // LIKE wildcards are text: "%" finds only what contains a percent sign ("10% neutral buffered formalin").
    const percent = await list('admin', '&q=%25');
    expect(percent.total).toBeGreaterThan(0);
    for (const a of percent.data) expect(`${a.title} ${a.body}`).toContain('%');
  });

  it('answers the categories with counts, for the role', async () => {
    const admin = (await get('admin', '/api/help/categories?kind=article')).json() as {
      data: Array<{ category: string; count: number }>;
    };
    expect(admin.data.map((c) => c.category)).toEqual([
      'Billing',
      'FISH',
      'Ordering',
      'Reading a report',
      'Specimen collection and transport',
      'Using the portal',
    ]);
    expect(admin.data.find((c) => c.category === 'Using the portal')!.count).toBe(2);
    const patient = (await get('patient', '/api/help/categories?kind=article')).json() as {
      data: Array<{ category: string; count: number }>;
    };
    expect(patient.data.find((c) => c.category === 'Using the portal')!.count).toBe(1);
    expect(patient.data.map((c) => c.category)).not.toContain('FISH');
  });

  it('a user without a role, or nobody, reads nothing', async () => {
    expect((await get(null, '/api/help/articles')).statusCode).toBe(401);
  });
});

describe('help articles: writing (admins only)', () => {
  it('an admin writes an article; the audit keeps it; readers of its audience find it', async () => {
    const res = await send('admin', 'POST', '/api/help/articles', article);
    expect(res.statusCode).toBe(201);
    const a = res.json() as Article;
    expect(a).toMatchObject({ ...article, active: true, updatedByName: expect.any(String) });
    const rows = await audits(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventtype: 'create',
      eventdescription: 'Help article written: Quarantined specimens',
    });
    expect(JSON.parse(rows[0]!.newvalue!)).toMatchObject({ title: 'Quarantined specimens', audience: 'clients' });
    expect((await get('physician', `/api/help/articles/${a.id}`)).json()).toMatchObject({ body: article.body });
    expect((await get('patient', `/api/help/articles/${a.id}`)).statusCode).toBe(404);
  });

  it('refuses editors, physicians and patients every write (403)', async () => {
    const [first] = (await list('admin')).data;
    for (const who of ['editor', 'physician', 'patient'] as const) {
      expect((await send(who, 'POST', '/api/help/articles', article)).statusCode, who).toBe(403);
      expect((await send(who, 'PUT', `/api/help/articles/${first!.id}`, article)).statusCode, who).toBe(403);
      expect((await send(who, 'POST', `/api/help/articles/${first!.id}/retire`)).statusCode, who).toBe(403);
    }
    expect((await get('patient', '/api/help/tests')).statusCode).toBe(403);
  });

  it('names the field at fault', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...article, title: '' }, 'title', 'is required'],
      [{ ...article, title: 'x'.repeat(201) }, 'title', 'must be at most 200 characters'],
      [{ ...article, category: '  ' }, 'category', 'is required'],
      [{ ...article, body: 'b'.repeat(50_001) }, 'body', 'must be at most 50,000 characters'],
      [{ ...article, kind: 'news' }, 'kind', 'must be faq or article'],
      [{ ...article, audience: 'public' }, 'audience', 'must be everyone, clients or staff'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('admin', 'POST', '/api/help/articles', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: message });
      expect(res.json().error, field).toBe(`${field}: ${message}`);
    }
  });

  it('an edit keeps a category in its first spelling and audits each changed field', async () => {
    const a = (
      await send('admin', 'POST', '/api/help/articles', { ...article, title: 'To be edited' })
    ).json() as Article;
    const res = await send('admin', 'PUT', `/api/help/articles/${a.id}`, {
      ...article,
      title: 'Edited',
      category: 'billing',
      audience: 'staff',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited', category: 'Billing', audience: 'staff' });
    const rows = (await audits(a.id)).filter((r) => r.eventtype === 'update');
    expect(rows.map((r) => r.datavalue).sort()).toEqual(['audience', 'category', 'title']);
    expect(rows.find((r) => r.datavalue === 'title')).toMatchObject({ oldvalue: 'To be edited', newvalue: 'Edited' });
    expect((await send('admin', 'PUT', '/api/help/articles/999999', article)).statusCode).toBe(404);
  });

  it('retires (never deletes) and restores; readers stop seeing a retired article; admins still do', async () => {
    const a = (
      await send('admin', 'POST', '/api/help/articles', { ...article, title: 'Retire me', audience: 'everyone' })
    ).json() as Article;
    const retired = await send('admin', 'POST', `/api/help/articles/${a.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ active: false });
    const [row] = await t.database.db.select().from(helpArticles).where(eq(helpArticles.id, a.id));
    expect(row).toMatchObject({ active: false, title: 'Retire me' });
    expect((await get('patient', `/api/help/articles/${a.id}`)).statusCode).toBe(404);
    expect((await list('patient')).data.map((x) => x.id)).not.toContain(a.id);
    expect((await list('admin')).data.map((x) => x.id)).not.toContain(a.id);
    expect((await list('admin', '&active=false')).data.map((x) => x.id)).toContain(a.id);
    expect((await list('admin', '&all=true')).data.map((x) => x.id)).toContain(a.id);
    expect((await get('admin', `/api/help/articles/${a.id}`)).json()).toMatchObject({ active: false });
    expect((await send('admin', 'POST', `/api/help/articles/${a.id}/retire`)).statusCode).toBe(409);
    expect((await search('patient', 'Retire me')).find((g) => g.groupTitle === 'Help')!.data).toEqual([]);

    expect((await send('admin', 'POST', `/api/help/articles/${a.id}/restore`)).json()).toMatchObject({ active: true });
    expect((await get('patient', `/api/help/articles/${a.id}`)).statusCode).toBe(200);
    const rows = await audits(a.id);
    expect(rows.map((r) => r.eventtype)).toEqual(['create', 'deactivate', 'reactivate']);
  });
});

describe('test directory', () => {
  it('lists the active tests with what an office needs, by name', async () => {
    const res = await get('physician', '/api/help/tests?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<Entry>;
    expect(page.total).toBeGreaterThanOrEqual(9);
    expect(page.data.map((e) => e.name)).toEqual(
      [...page.data.map((e) => e.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const panel = page.data.find((e) => e.code === 'IHC-BRPANEL')!;
    expect(panel).toMatchObject({
      testGroupName: 'Immunohistochemistry',
      caseType: 'S',
      cpt: [{ code: '88360', units: 4 }],
      turnaroundDays: 2,
    });
    for (const e of page.data) {
      expect(e.specimenRequirements, e.code).toBeTruthy();
      expect(e.container, e.code).toBeTruthy();
      expect(e.transport, e.code).toBeTruthy();
    }
  });

  it('searches by name, code and CPT code; filters by test group and case type; sorts; pages', async () => {
    const names = async (query: string) =>
      ((await get('editor', `/api/help/tests?${query}`)).json() as Page<Entry>).data.map((e) => e.code);
    expect(await names('q=urine')).toEqual(['URINE-CYTO']);
    expect(await names('q=fish-her')).toEqual(['FISH-HER2']);
    expect((await names('q=8836')).sort()).toEqual(['FISH-ALK', 'IHC-BRPANEL']);
    expect(await names('q=88307')).toEqual(['SP-EXC']);
    expect((await names('caseType=F')).sort()).toEqual(['FISH-ALK', 'FISH-HER2', 'FISH-URO']);
    const groups = (await get('admin', '/api/lookups/testgroups?pageSize=100')).json() as Page<{
      id: number;
      code: string;
    }>;
    const gyn = groups.data.find((g) => g.code === 'GYNCYTO')!;
    expect((await names(`testGroupId=${gyn.id}`)).sort()).toEqual(['PAP', 'PAP-TP', 'PAP-TP-HPV']);
    const byTat = ((await get('editor', '/api/help/tests?sort=-turnaroundDays&pageSize=100')).json() as Page<Entry>)
      .data;
    expect(byTat[0]!.turnaroundDays).toBe(6);
    const p2 = (await get('editor', '/api/help/tests?pageSize=4&page=2')).json() as Page<Entry>;
    expect(p2.data).toHaveLength(4);
    const bad = await get('editor', '/api/help/tests?caseType=X');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ caseType: 'must be S, C or F' });
  });

  it('leaves retired tests out', async () => {
    const lookup = (await get('admin', '/api/lookups/tests?pageSize=100')).json() as Page<{ id: number; code: string }>;
    const urine = lookup.data.find((e) => e.code === 'URINE-CYTO')!;
    const one = await get('physician', `/api/help/tests/${urine.id}`);
    expect(one.json()).toMatchObject({ code: 'URINE-CYTO', cpt: [{ code: '88112', units: 1 }] });
    await t.database.db.update(lookupTables.tests).set({ active: false }).where(eq(lookupTables.tests.id, urine.id));
    expect(((await get('physician', '/api/help/tests?q=urine')).json() as Page<Entry>).total).toBe(0);
    expect((await get('physician', `/api/help/tests/${urine.id}`)).statusCode).toBe(404);
    await t.database.db.update(lookupTables.tests).set({ active: true }).where(eq(lookupTables.tests.id, urine.id));
  });
});

describe('top-bar search', () => {
  it('has a Help group for every role and a Tests group for staff and physicians, at most 4 each', async () => {
    const admin = await search('admin', 'formalin');
    const help = admin.find((g) => g.groupTitle === 'Help')!;
    expect(help.searchLimit).toBe(4);
    expect(help.data.length).toBe(4);
    expect(help.data[0]!.title.toLowerCase()).toContain('formalin');
    for (const s of help.data) expect(s.link).toMatch(/^\/pages\/(faq#faq-\d+|knowledge-base\/\d+)$/);

    const patient = await search('patient', 'report');
    expect(patient.map((g) => g.groupTitle)).toEqual(['Pages', 'Help']);
    const patientHelp = patient.find((g) => g.groupTitle === 'Help')!.data;
    expect(patientHelp.length).toBeGreaterThan(0);
    // Only what is for everyone: "How do I find a patient’s report?" is for clients.
    expect(patientHelp.map((s) => s.title)).not.toContain('How do I find a patient’s report?');

    const physician = await search('physician', 'HER2');
    const tests = physician.find((g) => g.groupTitle === 'Tests')!;
    expect(tests.data[0]).toMatchObject({
      title: 'HER2 FISH',
      link: expect.stringMatching(/^\/pages\/knowledge-base\/tests\?test=\d+$/),
    });
    expect(tests.data[0]!.detail).toContain('CPT 88377');
    expect(
      (await search('physician', '88305')).find((g) => g.groupTitle === 'Tests')!.data.map((s) => s.title),
    ).toContain('Surgical pathology, biopsy');
  });

  it('answers nothing for an empty text and writes no audit row (no patient data)', async () => {
    const before = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'search'))).length;
    const groups = await search('admin', '');
    expect(groups.find((g) => g.groupTitle === 'Help')!.data).toEqual([]);
    expect(groups.find((g) => g.groupTitle === 'Tests')!.data).toEqual([]);
    await search('physician', 'fixation');
    expect((await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'search'))).length).toBe(
      before,
    );
  });
});
