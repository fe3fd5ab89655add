import { describe, expect, it } from 'vitest';
import { PAGE_CATALOGUE } from '@lab/domain';
import { hasMenuIcon } from './menu-icon';

describe('MenuIcon', () => {
  it('draws every page of the catalogue with its own glyph (none falls back to the circle)', () => {
    expect(PAGE_CATALOGUE.filter((p) => !hasMenuIcon(p.icon)).map((p) => `${p.title}: ${p.icon}`)).toEqual([]);
  });
});
