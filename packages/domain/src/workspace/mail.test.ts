import { describe, expect, it } from 'vitest';
import { findCaseNumbers, mailFilterRule, mailSearchWords, splitCaseNumbers, toggleLabel, ZSendMail } from './mail';

describe('mail rules', () => {
  it('reads a filter as a folder, starred or a label; anything else is the inbox', () => {
    expect(mailFilterRule('sent')).toEqual({ kind: 'folder', folder: 'sent' });
    expect(mailFilterRule('Starred')).toEqual({ kind: 'starred' });
    expect(mailFilterRule('private')).toEqual({ kind: 'label', label: 'private' });
    expect(mailFilterRule('archive')).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(mailFilterRule(undefined)).toEqual({ kind: 'folder', folder: 'inbox' });
  });

  it('toggles a label, keeping the labels in their order', () => {
    expect(toggleLabel([], 'private')).toEqual(['private']);
    expect(toggleLabel(['private'], 'personal')).toEqual(['personal', 'private']);
    expect(toggleLabel(['personal', 'private'], 'personal')).toEqual(['private']);
    expect(toggleLabel(['bogus', 'company'], 'company')).toEqual([]);
  });

  it('finds case numbers once each, not inside longer words or numbers', () => {
    expect(findCaseNumbers('See S26-00042, s26-00042 and F25-00001; not XS26-00042 or S26-000421.')).toEqual([
      'S26-00042',
      'F25-00001',
    ]);
    expect(findCaseNumbers('no case here')).toEqual([]);
  });

  it('splits a text around its case numbers for links', () => {
    expect(splitCaseNumbers('About S26-00042.')).toEqual([
      { text: 'About ' },
      { text: 'S26-00042', caseNumber: 'S26-00042' },
      { text: '.' },
    ]);
    expect(splitCaseNumbers('plain')).toEqual([{ text: 'plain' }]);
  });

  it('normalises addresses and defaults the optional parts of a mail', () => {
    const m = ZSendMail.parse({ to: [' Admin@Admin.com '] });
    expect(m).toMatchObject({
      to: ['admin@admin.com'],
      cc: [],
      bcc: [],
      subject: '',
      message: '',
      attachments: [],
      draft: false,
    });
    expect(ZSendMail.safeParse({ to: ['not an address'] }).success).toBe(false);
  });
});

describe('mailSearchWords', () => {
  it('reads words as word starts in order, for the word index', () => {
    expect(mailSearchWords('frozen')).toBe('frozen:*');
    expect(mailSearchWords('Frozen  SEC')).toBe('frozen:* <-> sec:*');
    expect(mailSearchWords('résumé, Łukasz')).toBe('résumé:* <-> łukasz:*');
  });
  it('leaves nothing of the query syntax through', () => {
    expect(mailSearchWords("a & b | !c:* <-> 'd'")).toBe('a:* <-> b:* <-> c:* <-> d:*');
  });
  it('searches case numbers, times and other digits by "contains"', () => {
    expect(mailSearchWords('S26-00012')).toBeNull();
    expect(mailSearchWords('at 14:00')).toBeNull();
    expect(mailSearchWords('@@ --')).toBeNull();
  });
});
