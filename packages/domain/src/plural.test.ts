import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('names one in the singular and any other count in the plural, irregular ones as given', () => {
    expect(plural(1, 'unit')).toBe('1 unit');
    expect(plural(0, 'item')).toBe('0 items');
    expect(plural(2, 'nucleus', 'nuclei')).toBe('2 nuclei');
    expect(plural(1n, 'character')).toBe('1 character');
  });
});
