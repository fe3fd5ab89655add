import { describe, expect, it } from 'vitest';
import { escapeLike, matchRank, rankByTitle } from './search';

const items = ['Insurance', 'Patient', 'Pathologists', 'Chat', 'Change Password', 'Specimen', 'Probe Sets'].map(
  (title) => ({ title }),
);

describe('rankByTitle (docs/shell.md#search)', () => {
  it('puts prefix matches first, then the other substring matches, case-insensitively', () => {
    expect(rankByTitle(items, 'pat', 4).map((i) => i.title)).toEqual(['Patient', 'Pathologists']);
    expect(rankByTitle(items, 'CH', 4).map((i) => i.title)).toEqual(['Chat', 'Change Password']);
    expect(rankByTitle(items, 'e', 10).map((i) => i.title)).toEqual([
      'Insurance',
      'Patient',
      'Change Password',
      'Specimen',
      'Probe Sets',
    ]);
    expect(rankByTitle(items, 's', 3).map((i) => i.title)).toEqual(['Specimen', 'Insurance', 'Pathologists']);
  });

  it('limits the result and keeps the first items for an empty query', () => {
    expect(rankByTitle(items, '', 2)).toHaveLength(2);
    expect(rankByTitle(items, 'a', 4)).toHaveLength(4);
  });

  it('returns nothing when no title matches', () => {
    expect(rankByTitle(items, 'zzz', 4)).toEqual([]);
    expect(matchRank('Patient', 'tie')).toBe(1);
    expect(matchRank('Patient', 'x')).toBe(-1);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
