import { describe, expect, it } from 'vitest';
import { PAGE_CATALOGUE } from './page-catalogue';

describe('page catalogue', () => {
  it('gives every page an icon of its own, so a bookmark bar of icons tells its entries apart', () => {
    const byIcon = new Map<string, string[]>();
    for (const p of PAGE_CATALOGUE) byIcon.set(p.icon, [...(byIcon.get(p.icon) ?? []), p.title]);
    const shared = [...byIcon].filter(([, titles]) => titles.length > 1).map(([icon, titles]) => `${icon}: ${titles.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
