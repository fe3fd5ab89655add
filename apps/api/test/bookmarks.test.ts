import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Mark {
  id: string;
  title: string;
  link: string;
  starred: boolean;
}
const list = async (who: 'admin' | 'editor' | 'physician', q?: string) =>
  (await t.as(who, { method: 'GET', url: `/api/search/bookmarks/data${q ? `?q=${q}` : ''}` })).json()
    .searchResult as Mark[];
const toggle = (who: 'admin' | 'editor', id: string, starred: boolean) =>
  t.as(who, { method: 'POST', url: '/api/update/bookmarks', payload: { obj: { id, starred } } });

describe('bookmarks (docs/shell.md#bookmarks)', () => {
  it('lists catalogue pages with the default starred ones first', async () => {
    const marks = await list('editor');
    expect(marks.length).toBeGreaterThan(40);
    expect(marks.length).toBeLessThanOrEqual(100);
    expect(marks[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: expect.any(String),
        link: expect.any(String),
        starred: true,
      }),
    );
    expect(marks.filter((m) => m.starred).map((m) => m.link)).toEqual(['/calendar', '/chat', '/email/inbox']);
  });

  it('gives 6 ranked suggestions while typing', async () => {
    const marks = await list('editor', 'e');
    expect(marks).toHaveLength(6);
    const pat = await list('editor', 'pat');
    expect(pat.map((m) => m.title).slice(0, 2)).toEqual(['Patient', 'Pathologists']);
  });

  it('toggles to the opposite of obj.starred, appends to the bar and keeps it per user', async () => {
    const res = await toggle('editor', 'patient', false);
    expect(res.statusCode).toBe(200);
    const after = await list('editor');
    expect(after.filter((m) => m.starred).map((m) => m.id)).toEqual(['calendar', 'chat', 'email-inbox', 'patient']);
    await toggle('editor', 'chat', true);
    expect((await list('editor')).filter((m) => m.starred).map((m) => m.id)).toEqual([
      'calendar',
      'email-inbox',
      'patient',
    ]);
    // Another user is untouched.
    expect((await list('admin')).filter((m) => m.starred).map((m) => m.id)).toEqual([
      'calendar',
      'chat',
      'email-inbox',
    ]);
  });

  it('keeps the order of a drag', async () => {
    const res = await t.as('editor', {
      method: 'POST',
      url: '/api/update/bookmarks/order',
      payload: { ids: ['patient', 'calendar', 'email-inbox'] },
    });
    expect(res.statusCode).toBe(200);
    expect((await list('editor')).filter((m) => m.starred).map((m) => m.id)).toEqual([
      'patient',
      'calendar',
      'email-inbox',
    ]);
  });

  it('sends the 11th starred page past the bar and returns all starred in order', async () => {
    const extra = (await list('admin')).filter((m) => !m.starred).slice(0, 8);
    for (const m of extra) await toggle('admin', m.id, false);
    const starred = (await list('admin')).filter((m) => m.starred);
    expect(starred).toHaveLength(11);
    expect(starred.at(-1)!.id).toBe(extra.at(-1)!.id);
  });

  it('refuses a page outside the catalogue or the role', async () => {
    expect((await toggle('admin', 'no-such-page', false)).statusCode).toBe(404);
    const ph = await list('physician');
    expect(ph.map((m) => m.link)).not.toContain('/patient');
  });
});
