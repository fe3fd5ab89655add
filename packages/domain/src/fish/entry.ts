import { FISH_MAX_NUCLEI } from './inputs';
import type { TBreakApartPattern, TFishMethod, TFishNucleus } from './inputs';

/** Keyboard entry at the microscope (docs/fish.md#entry-at-the-microscope): pure, so the page and its tests share it. */

export interface TFishEntryField {
  key: string;
  label: string;
}

/** The signal counts entered per nucleus, in key order (the probe colours come from the probe set). */
export const FISH_ENTRY_FIELDS: Record<'her2-dual' | 'urovysion', TFishEntryField[]> = {
  'her2-dual': [
    { key: 'her2', label: 'HER2' },
    { key: 'cep17', label: 'CEP17' },
  ],
  urovysion: [
    { key: 'cep3', label: 'CEP3' },
    { key: 'cep7', label: 'CEP7' },
    { key: 'cep17', label: 'CEP17' },
    { key: 'p9p21', label: '9p21' },
  ],
};

/** Break-apart: one key per nucleus pattern. */
export const BREAK_APART_KEYS: Record<string, TBreakApartPattern> = {
  f: 'fused',
  s: 'split',
  '3': 'isolated3',
  '5': 'isolated5',
};

/** One probe's signal count of a nucleus by its entry key (`her2`, `cep3`…); a break-apart nucleus has none. */
export function nucleusCount(nucleus: TFishNucleus, key: string): number | undefined {
  if ('pattern' in nucleus) return undefined;
  const counts: Record<string, number | undefined> = nucleus;
  return counts[key];
}

export interface TFishEntryState {
  nuclei: TFishNucleus[];
  /** Digits typed for the nucleus being entered. */
  partial: number[];
  /** After `+`: the digits of a two-digit count (10–99) being typed. */
  tens: string | null;
}

export const emptyFishEntry = (nuclei: TFishNucleus[] = []): TFishEntryState => ({ nuclei, partial: [], tens: null });

function complete(method: 'her2-dual' | 'urovysion', values: number[]): TFishNucleus {
  const fields = FISH_ENTRY_FIELDS[method];
  return Object.fromEntries(fields.map((f, i) => [f.key, values[i]!])) as TFishNucleus;
}

/**
 * One key at the microscope. Digits enter one signal count each (`+` then two digits enters 10–99); the
 * nucleus is complete when every probe has a count. Break-apart takes one pattern key per nucleus.
 * Backspace takes back the last key, reopening the last nucleus when nothing is pending.
 * Returns the same state object when the key means nothing here.
 */
export function applyFishKey(
  method: TFishMethod,
  state: TFishEntryState,
  key: string,
  limit = FISH_MAX_NUCLEI,
): TFishEntryState {
  if (key === 'Backspace') {
    if (state.tens !== null) return { ...state, tens: state.tens.length ? state.tens.slice(0, -1) : null };
    if (state.partial.length) return { ...state, partial: state.partial.slice(0, -1) };
    const last = state.nuclei[state.nuclei.length - 1];
    if (!last) return state;
    const nuclei = state.nuclei.slice(0, -1);
    if (method === 'break-apart') return { ...state, nuclei };
    const values = FISH_ENTRY_FIELDS[method].map((f) => nucleusCount(last, f.key)!);
    return { nuclei, partial: values.slice(0, -1), tens: null };
  }
  if (state.nuclei.length >= limit) return state;
  if (method === 'break-apart') {
    const pattern = BREAK_APART_KEYS[key.toLowerCase()];
    return pattern ? { ...state, nuclei: [...state.nuclei, { pattern }] } : state;
  }
  if (key === '+' && state.tens === null) return { ...state, tens: '' };
  if (!/^[0-9]$/.test(key)) return state;
  let value: number;
  if (state.tens !== null) {
    if (state.tens.length === 0) return { ...state, tens: key };
    value = Number(state.tens + key);
  } else {
    value = Number(key);
  }
  const partial = [...state.partial, value];
  if (partial.length < FISH_ENTRY_FIELDS[method].length) return { ...state, partial, tens: null };
  return { nuclei: [...state.nuclei, complete(method, partial)], partial: [], tens: null };
}
