import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { SEARCH_PROVIDERS } from '../src/routes/index';
import { createTestApp, type TestContext } from './helper';

// Only an uploaded avatar's address is shown (an old row may hold any URL).
const AVATAR = `/api/avatars/${'ab'.repeat(32)}.png`;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // Contacts whose names test the ordering: one contains "ann" inside, two start with it.
  await t.database.db.insert(users).values([
    { email: 'joanna@lab.test', username: 'joanna', name: 'Joanna Reyes', role: 'editor' },
    { email: 'anna@lab.test', username: 'anna', name: 'Anna Lindqvist', role: 'editor', avatar: AVATAR },
    { email: 'annabel@lab.test', username: 'annabel', name: 'Annabel Okafor', role: 'physician' },
    { email: 'ann_pat@lab.test', username: 'annpat', name: 'Ann Patient', role: 'patient' },
  ]);
});
afterAll(() => t.close());

const search = (who: 'admin' | 'physician' | 'patient', q?: string) =>
  t.as(who, { method: 'GET', url: `/api/main-search/data${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}` });

describe('GET /api/main-search/data (docs/shell.md#search)', () => {
  it('answers groups with searchLimit 4, prefix matches first', async () => {
    const res = await search('admin', 'ann');
    expect(res.statusCode).toBe(200);
    const groups = res.json().searchResult as Array<{
      groupTitle: string;
      searchLimit: number;
      data: Array<Record<string, unknown>>;
    }>;
    // The shell's groups first, in this order; features add theirs after them.
    expect(groups.map((g) => g.groupTitle).slice(0, 5)).toEqual(['Pages', 'Files', 'Contacts', 'Patients', 'Cases']);
    expect(groups.every((g) => g.searchLimit === 4)).toBe(true);
    const contacts = groups.find((g) => g.groupTitle === 'Contacts')!.data;
    // Patients are not contacts; prefix matches (alphabetical) before the inner match.
    expect(contacts.map((c) => c.title)).toEqual(['Anna Lindqvist', 'Annabel Okafor', 'Joanna Reyes']);
    expect(contacts[0]).toMatchObject({ email: 'anna@lab.test', img: AVATAR });
    expect(typeof contacts[0]!.date).toBe('string');
  });

  it('ranks pages case-insensitively with prefix first and at most 4', async () => {
    const pages = (await search('admin', 'PAT')).json().searchResult[0].data as Array<{ title: string; link: string }>;
    expect(pages.map((p) => p.title)).toEqual(['Patient', 'Pathologists', 'TCPC Pathologists']);
    const many = (await search('admin', 'e')).json().searchResult[0].data as unknown[];
    expect(many).toHaveLength(4);
  });

  it('returns an empty group when nothing matches (the web shows No Result)', async () => {
    const groups = (await search('admin', 'zzzqqq')).json().searchResult as Array<{ data: unknown[] }>;
    expect(groups.every((g) => g.data.length === 0)).toBe(true);
  });

  it('treats LIKE wildcards literally', async () => {
    // No page, file, contact, patient or case has a % in its name (a help text may well say "95%").
    const groups = (await search('admin', '%')).json().searchResult as Array<{ groupTitle: string; data: unknown[] }>;
    expect(groups.slice(0, 5).every((g) => g.data.length === 0)).toBe(true);
  });

  it('offers each role only the pages it may open, and no contacts to patients', async () => {
    const ph = (await search('physician', 'pat')).json().searchResult as Array<{
      groupTitle: string;
      data: Array<{ link: string }>;
    }>;
    expect(ph[0]!.data.map((p) => p.link)).not.toContain('/patient');
    const pt = (await search('patient', 'my')).json().searchResult as Array<{
      groupTitle: string;
      data: Array<{ link: string }>;
    }>;
    expect(pt[0]!.groupTitle).toBe('Pages');
    for (const staffOnly of ['Files', 'Contacts', 'Patients', 'Cases'])
      expect(pt.map((g) => g.groupTitle)).not.toContain(staffOnly);
    expect(pt[0]!.data.map((p) => p.link)).toContain('/myreports');
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/main-search/data?q=a' })).statusCode).toBe(401);
  });

  it('lets a feature add a group with one provider', async () => {
    SEARCH_PROVIDERS.push({
      groupTitle: 'Slides',
      search: async (_ex, q) => (q ? [{ title: `slide-${q}`, link: '/specimen', by: 'Lab' }] : []),
    });
    try {
      const groups = (await search('admin', 'x')).json().searchResult as Array<{ groupTitle: string; data: unknown[] }>;
      expect(groups.map((g) => g.groupTitle).at(-1)).toBe('Slides');
      expect(groups.at(-1)!.data).toHaveLength(1);
    } finally {
      SEARCH_PROVIDERS.pop();
    }
  });
});
