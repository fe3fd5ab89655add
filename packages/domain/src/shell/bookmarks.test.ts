import { describe, expect, it } from 'vitest';
import { moveBookmark, splitBookmarkBar, toggleStarredOrder } from './bookmarks';
import { PAGE_CATALOGUE } from './page-catalogue';

const marks = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, starred: true }));

describe('bookmark bar (docs/shell.md#bookmarks)', () => {
  it('shows at most 10 starred and sends the 11th to the overflow list', () => {
    const { bar, overflow } = splitBookmarkBar(marks(11));
    expect(bar.map((b) => b.id)).toEqual(marks(10).map((b) => b.id));
    expect(overflow.map((b) => b.id)).toEqual(['p11']);
  });

  it('promotes the first overflow item when one in the bar is unstarred', () => {
    let order = marks(12).map((b) => b.id);
    order = toggleStarredOrder(order, 'p3', false);
    const { bar, overflow } = splitBookmarkBar(order.map((id) => ({ id, starred: true })));
    expect(bar.map((b) => b.id)).toContain('p11');
    expect(bar).toHaveLength(10);
    expect(overflow.map((b) => b.id)).toEqual(['p12']);
  });

  it('appends a newly starred page and ignores unstarred ones', () => {
    expect(toggleStarredOrder(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleStarredOrder(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(splitBookmarkBar([{ id: 'x', starred: false }]).bar).toEqual([]);
  });

  it('reorders by drag', () => {
    expect(moveBookmark(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveBookmark(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveBookmark(['a', 'b'], 'z', 'a')).toEqual(['a', 'b']);
  });
});

describe('page catalogue', () => {
  it('holds every menu route and the template pages, with unique ids and links', () => {
    const links = PAGE_CATALOGUE.map((p) => p.link);
    for (const l of [
      '/',
      '/patient',
      '/fishscoring',
      '/tests',
      '/users',
      '/providerlist',
      '/myreports',
      '/calendar',
      '/maps/leaflet',
    ]) {
      expect(links).toContain(l);
    }
    expect(new Set(links).size).toBe(links.length);
    expect(new Set(PAGE_CATALOGUE.map((p) => p.id)).size).toBe(PAGE_CATALOGUE.length);
    expect(PAGE_CATALOGUE.find((p) => p.link === '/results')?.title).toBe('Diagnosis');
  });
});
