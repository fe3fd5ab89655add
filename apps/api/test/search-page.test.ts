import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { PATIENT_PAGE_LINKS, pagesOfferedTo } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { SEARCH_PROVIDERS } from '../src/routes/index';
import { createTestApp, type TestContext } from './helper';

/** The full results page (docs/shell.md#the-full-results) and the role rules of search and bookmarks. */
let t: TestContext;
type Results = {
  q: string;
  groups: Array<{ groupTitle: string; total: number }>;
  group: string | null;
  page: number;
  pageSize: number;
  total: number;
  data: Array<Record<string, unknown> & { title: string; link: string }>;
};
type Who = 'admin' | 'editor' | 'physician' | 'patient';
const results = async (who: Who, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.as(who, { method: 'GET', url: `/api/search/results?${qs}` });
};
const ok = async (who: Who, query: Record<string, string | number>) => {
  const res = await results(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Results;
};

// Twelve staff and physicians share a rare name, so the Contacts group has three pages of five.
const STAFF = Array.from({ length: 8 }, (_, i) => ({
  email: `quill.staff${i}@lab.test`,
  username: `quillstaff${i}`,
  name: `Quillmere Staff ${String.fromCharCode(65 + i)}`,
  role: i % 2 ? 'editor' : 'admin',
  department: 'Cytology',
}));
const DOCTORS = Array.from({ length: 4 }, (_, i) => ({
  email: `quill.doc${i}@clinic.test`,
  username: `quilldoc${i}`,
  name: `Dr Quillmere ${String.fromCharCode(65 + i)}`,
  role: 'physician',
}));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values([
    ...STAFF,
    ...DOCTORS,
    { email: 'quill.patient@home.test', username: 'quillpatient', name: 'Quillmere Patient', role: 'patient' },
    {
      email: 'quill.gone@lab.test',
      username: 'quillgone',
      name: 'Quillmere Gone',
      role: 'editor',
      status: 'inactive',
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/search/results', () => {
  it('answers every group the user may see with its total, and pages the chosen group on the server', async () => {
    const first = await ok('admin', { q: 'quillmere', group: 'contacts', pageSize: 5 });
    // The groups of the top bar, in its order (features may add theirs after these).
    expect(first.groups.map((g) => g.groupTitle).slice(0, 5)).toEqual([
      'Pages',
      'Files',
      'Contacts',
      'Patients',
      'Cases',
    ]);
    expect(first.groups.find((g) => g.groupTitle === 'Contacts')!.total).toBe(12);
    expect(first).toMatchObject({ group: 'Contacts', page: 1, pageSize: 5, total: 12 });
    const second = await ok('admin', { q: 'quillmere', group: 'Contacts', page: 2, pageSize: 5 });
    const third = await ok('admin', { q: 'quillmere', group: 'Contacts', page: 3, pageSize: 5 });
    expect([first.data.length, second.data.length, third.data.length]).toEqual([5, 5, 2]);
    const names = [...first.data, ...second.data, ...third.data].map((c) => c.title);
    expect(new Set(names).size).toBe(12);
    // Prefix matches first, then by name: the same order as the top bar, whose four are the first page's four.
    expect(names.slice(0, 8)).toEqual(STAFF.map((s) => s.name));
    expect(names.slice(8)).toEqual(DOCTORS.map((d) => d.name));
    expect(names).not.toContain('Quillmere Patient');
    expect(names).not.toContain('Quillmere Gone');
    const top = (await t.as('admin', { method: 'GET', url: '/api/main-search/data?q=quillmere' })).json().searchResult;
    expect(top[2].data.map((c: { title: string }) => c.title)).toEqual(names.slice(0, 4));
    // A page past the end is empty but keeps the total.
    expect(await ok('admin', { q: 'quillmere', group: 'Contacts', page: 9, pageSize: 5 })).toMatchObject({
      total: 12,
      data: [],
    });
  });

  it('shows the first group with a result when none is asked for, or an unknown one', async () => {
    expect((await ok('admin', { q: 'quillmere' })).group).toBe('Contacts');
    expect((await ok('admin', { q: 'quillmere', group: 'Nonsense' })).group).toBe('Contacts');
    expect((await ok('admin', { q: 'pat' })).group).toBe('Pages');
    const none = await ok('admin', { q: 'zzzqqqxx' });
    expect(none.groups.every((g) => g.total === 0)).toBe(true);
    expect(none).toMatchObject({ group: 'Pages', total: 0, data: [] });
  });

  it('pages the catalogue pages the user is offered', async () => {
    const all = pagesOfferedTo('admin').filter((p) => /s/i.test(p.title)).length;
    const p1 = await ok('admin', { q: 's', group: 'Pages', pageSize: 10 });
    expect(p1.total).toBe(all);
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]).toMatchObject({ title: 'Specimen', link: '/specimen' });
  });

  it('pages a provider without searchPage through its search', async () => {
    SEARCH_PROVIDERS.push({
      groupTitle: 'Slides',
      search: async (_ex, q, limit) =>
        Array.from({ length: Math.min(limit, 7) }, (_, i) => ({ title: `${q} slide ${i}`, link: '/specimen' })),
    });
    try {
      const res = await ok('admin', { q: 'x', group: 'slides', page: 2, pageSize: 5 });
      expect(res).toMatchObject({ group: 'Slides', total: 7 });
      expect(res.data.map((d) => d.title)).toEqual(['x slide 5', 'x slide 6']);
    } finally {
      SEARCH_PROVIDERS.pop();
    }
  });

  it('audits a page of patients as a read of patient data', async () => {
    const res = await ok('editor', { q: 'smith', group: 'Patients' });
    expect(res.data.length).toBeGreaterThan(0);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'read'), eq(auditEvents.entity, 'search')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.eventdescription).toBe(`Search results "smith" showed ${res.data.length} patients (page 1)`);
  });

  it('refuses bad paging with a message naming the field, and strangers', async () => {
    for (const [field, value] of [
      ['pageSize', 0],
      ['pageSize', 51],
      ['page', 0],
      ['page', 'two'],
    ] as const) {
      const res = await results('admin', { q: 'a', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await results('admin', { q: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await t.as(null, { method: 'GET', url: '/api/search/results?q=a' })).statusCode).toBe(401);
  });
});

describe('what search and bookmarks offer each role (docs/shell.md#page-catalogue)', () => {
  it('never shows a physician an email address, in the top bar or the full results', async () => {
    const top = (await t.as('physician', { method: 'GET', url: '/api/main-search/data?q=quillmere' })).json()
      .searchResult;
    const contacts = top.find((g: { groupTitle: string }) => g.groupTitle === 'Contacts').data as Array<
      Record<string, unknown>
    >;
    expect(contacts).toHaveLength(4);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => ok('physician', { q: 'quillmere', group: 'Contacts', page, pageSize: 5 })),
    );
    const all = [...contacts, ...pages.flatMap((p) => p.data)];
    expect(all).toHaveLength(16);
    for (const c of all) {
      expect(c.email).toBeUndefined();
      expect(JSON.stringify(c)).not.toMatch(/@/);
      // The user's record is the staff's; a physician writes to them in the chat.
      expect(c.link).toBe('/chat');
    }
    expect(pages[0]!.data[0]).toMatchObject({ title: 'Quillmere Staff A', detail: 'Lab staff · Cytology' });
    // The staff still see the email and open the record.
    const staff = await ok('editor', { q: 'quillmere', group: 'Contacts' });
    expect(staff.data[0]).toMatchObject({
      email: 'quill.staff0@lab.test',
      link: expect.stringMatching(/^\/app\/user\/view\/\d+$/),
    });
  });

  it('offers a physician no staff-only, guarded or sample pages', async () => {
    const res = await ok('physician', { q: '', group: 'Pages', pageSize: 50 });
    expect(res.data.map((p) => p.link)).toEqual(pagesOfferedTo('physician').map((p) => p.link));
    for (const l of [
      '/tables/agGrid',
      '/pages/invoice',
      '/maps/leaflet',
      '/ui-element/grid',
      '/pages/login',
      '/misc/error/404',
      '/users',
    ]) {
      expect(res.data.map((p) => p.link)).not.toContain(l);
    }
    const groups = res.groups.map((g) => g.groupTitle);
    expect(groups.slice(0, 3)).toEqual(['Pages', 'Contacts', 'Cases']);
    expect(groups).not.toContain('Files');
    expect(groups).not.toContain('Patients');
  });

  it('offers a patient only their own pages, in search and in bookmarks', async () => {
    const res = await ok('patient', { q: '', pageSize: 50 });
    const groups = res.groups.map((g) => g.groupTitle);
    expect(groups[0]).toBe('Pages');
    for (const staffOnly of ['Files', 'Contacts', 'Patients', 'Cases']) expect(groups).not.toContain(staffOnly);
    expect(res.data.map((p) => p.link).sort()).toEqual([...PATIENT_PAGE_LINKS].sort());
    for (const q of ['login', 'register', '404', 'coming', 'maintenance', 'invoice', 'table', 'chat', 'calendar']) {
      const top = (await t.as('patient', { method: 'GET', url: `/api/main-search/data?q=${q}` })).json().searchResult;
      expect(top[0].data, q).toEqual([]);
      expect((await ok('patient', { q })).total, q).toBe(0);
    }
    const marks = (await t.as('patient', { method: 'GET', url: '/api/search/bookmarks/data' })).json()
      .searchResult as Array<{ link: string }>;
    expect(marks.map((b) => b.link).sort()).toEqual([...PATIENT_PAGE_LINKS].sort());
    const typed = (await t.as('patient', { method: 'GET', url: '/api/search/bookmarks/data?q=log' })).json()
      .searchResult;
    expect(typed).toEqual([]);
    // Nor can a patient star a page they are not offered.
    const star = await t.as('patient', {
      method: 'POST',
      url: '/api/update/bookmarks',
      payload: { obj: { id: 'pages-login', starred: false } },
    });
    expect(star.statusCode).toBe(404);
  });

  it('offers a physician bookmarks of only the pages they may open', async () => {
    const marks = (await t.as('physician', { method: 'GET', url: '/api/search/bookmarks/data' })).json()
      .searchResult as Array<{ link: string }>;
    expect(marks.map((b) => b.link).sort()).toEqual(
      pagesOfferedTo('physician')
        .map((p) => p.link)
        .sort(),
    );
  });
});
