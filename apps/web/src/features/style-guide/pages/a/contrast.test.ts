import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio } from './contrast';

describe('contrastRatio (WCAG 2)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Order does not matter; #767676 on white is the classic 4.5:1 grey.
    expect(contrastRatio('#ffffff', '#767676')).toBe(4.5);
    expect(contrastRatio('#fa5252', '#ffffff')).toBe(3.3);
    // The theme writes white as #fff.
    expect(contrastRatio('#fff', '#767676')).toBe(4.5);
    expect(contrastRatio('#000', '#fff')).toBe(21);
  });
  it('names the level', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.3)).toBe('AA large');
    expect(contrastLevel(2.1)).toBe('fails');
  });
});
