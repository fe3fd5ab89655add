import { describe, expect, it } from 'vitest';
import { chosenSearchGroup, contactSuggestion, escapeLike, matchRank, rankByTitle } from './search';

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

const alex = {
  id: 7,
  name: 'Alex Admin',
  email: 'admin@admin.com',
  role: 'admin',
  department: 'management',
  img: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};

describe('contactSuggestion (docs/shell.md#search)', () => {
  it('shows the staff a contact\u2019s email and record', () => {
    for (const viewer of ['admin', 'editor'] as const) {
      expect(contactSuggestion(viewer, alex)).toEqual({
        id: 7,
        title: 'Alex Admin',
        img: null,
        date: alex.createdAt,
        email: 'admin@admin.com',
        link: '/app/user/view/7',
      });
    }
  });

  it('never shows anyone else an email address: role and department, and the chat', () => {
    for (const viewer of ['physician', 'patient', null] as const) {
      const s = contactSuggestion(viewer, alex);
      expect(s.email).toBeUndefined();
      expect(JSON.stringify(s)).not.toContain('@');
      expect(s).toMatchObject({ title: 'Alex Admin', detail: 'Lab staff · management', link: '/chat' });
    }
    expect(contactSuggestion('physician', { ...alex, role: 'physician', department: null }).detail).toBe('Physician');
    expect(contactSuggestion('physician', { ...alex, role: 'editor' }).detail).toBe('Lab staff · management');
  });
});

describe('chosenSearchGroup (docs/shell.md#the-full-results)', () => {
  const groups = [
    { groupTitle: 'Pages', total: 0 },
    { groupTitle: 'Contacts', total: 3 },
    { groupTitle: 'Cases', total: 1 },
  ];
  it('shows the group asked for, in any case, else the first with a result, else the first', () => {
    expect(chosenSearchGroup(groups, 'cases')).toBe('Cases');
    expect(chosenSearchGroup(groups, 'Pages')).toBe('Pages');
    expect(chosenSearchGroup(groups, undefined)).toBe('Contacts');
    expect(chosenSearchGroup(groups, 'Files')).toBe('Contacts');
    expect(
      chosenSearchGroup(
        groups.map((g) => ({ ...g, total: 0 })),
        undefined,
      ),
    ).toBe('Pages');
    expect(chosenSearchGroup([], 'Pages')).toBeNull();
  });
});
