import { describe, expect, it } from 'vitest';
import {
  applyFishKey,
  classifyHer2,
  emptyFishEntry,
  type TBreakApartNucleus,
  type TFishEntryState,
  type TFishMethod,
  type THer2Nucleus,
} from './index';

describe('applyFishKey: entry at the microscope', () => {
  const type = (method: TFishMethod, keys: string[], from: TFishEntryState = emptyFishEntry()) =>
    keys.reduce((s, k) => applyFishKey(method, s, k), from);

  it('HER2: two digits per nucleus, the row is complete after the second', () => {
    const s = type('her2-dual', ['4', '2', '5']);
    expect(s.nuclei).toEqual([{ her2: 4, cep17: 2 }]);
    expect(s.partial).toEqual([5]);
  });

  it('20 HER2 nuclei in 40 keys give a result', () => {
    const keys = Array.from({ length: 20 }, (_, i) => (i < 10 ? ['5', '2'] : ['4', '2'])).flat();
    expect(keys).toHaveLength(40);
    const s = type('her2-dual', keys);
    expect(classifyHer2(s.nuclei as THer2Nucleus[])).toMatchObject({
      meanHer2: 4.5,
      meanCep17: 2,
      ratio: 2.25,
      group: 1,
    });
  });

  it('Backspace takes back the last key, reopening the last nucleus', () => {
    let s = type('her2-dual', ['4', '2', '3']);
    s = applyFishKey('her2-dual', s, 'Backspace');
    expect(s).toEqual({ nuclei: [{ her2: 4, cep17: 2 }], partial: [], tens: null });
    s = applyFishKey('her2-dual', s, 'Backspace');
    expect(s).toEqual({ nuclei: [], partial: [4], tens: null });
    s = type('her2-dual', ['3'], s);
    expect(s.nuclei).toEqual([{ her2: 4, cep17: 3 }]);
    expect(applyFishKey('her2-dual', emptyFishEntry(), 'Backspace')).toEqual(emptyFishEntry());
  });

  it('`+` and two digits enter a count of 10–99', () => {
    const s = type('her2-dual', ['+', '1', '5', '2']);
    expect(s.nuclei).toEqual([{ her2: 15, cep17: 2 }]);
    const b = type('her2-dual', ['+', '1', 'Backspace', 'Backspace', '3', '2']);
    expect(b.nuclei).toEqual([{ her2: 3, cep17: 2 }]);
  });

  it('UroVysion: four digits per cell', () => {
    const s = type('urovysion', ['2', '3', '3', '0', '2']);
    expect(s.nuclei).toEqual([{ cep3: 2, cep7: 3, cep17: 3, p9p21: 0 }]);
    expect(s.partial).toEqual([2]);
  });

  it('break-apart: one key per nucleus pattern; other keys do nothing', () => {
    const s = type('break-apart', ['f', 's', '3', '5', 'x', '1', 'F']);
    expect(s.nuclei.map((n) => (n as TBreakApartNucleus).pattern)).toEqual([
      'fused',
      'split',
      'isolated3',
      'isolated5',
      'fused',
    ]);
    expect(applyFishKey('break-apart', s, 'Backspace').nuclei).toHaveLength(4);
  });

  it('ignores keys that mean nothing and stops at the limit', () => {
    const s = emptyFishEntry();
    expect(applyFishKey('her2-dual', s, 'a')).toBe(s);
    expect(applyFishKey('her2-dual', s, 'Enter')).toBe(s);
    const full = type('break-apart', ['f', 'f'], emptyFishEntry());
    expect(applyFishKey('break-apart', full, 's', 2)).toBe(full);
  });
});
