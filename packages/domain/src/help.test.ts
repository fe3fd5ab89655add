import { describe, expect, it } from 'vitest';
import {
  canEditHelp,
  canReadHelp,
  cptUnits,
  formatCptUnits,
  helpArticleLink,
  helpAudiencesFor,
  markdownExcerpt,
  turnaroundLabel,
  ZHelpArticleInput,
  ZTestDirectoryQuery,
} from './help';

describe('help: who reads what (docs/help.md#who-reads-what)', () => {
  const vectors = [
    ['patient', ['everyone']],
    ['physician', ['everyone', 'clients']],
    ['editor', ['everyone', 'clients', 'staff']],
    ['admin', ['everyone', 'clients', 'staff']],
    [null, []],
    [undefined, []],
  ] as const;
  it.each(vectors)('%s reads %j', (role, audiences) => {
    expect(helpAudiencesFor(role)).toEqual(audiences);
  });

  it('canReadHelp follows the same rule for every role and audience', () => {
    expect(canReadHelp('patient', 'everyone')).toBe(true);
    expect(canReadHelp('patient', 'clients')).toBe(false);
    expect(canReadHelp('patient', 'staff')).toBe(false);
    expect(canReadHelp('physician', 'clients')).toBe(true);
    expect(canReadHelp('physician', 'staff')).toBe(false);
    expect(canReadHelp('editor', 'staff')).toBe(true);
    expect(canReadHelp(null, 'everyone')).toBe(false);
  });

  it('only admins edit', () => {
    expect((['admin', 'editor', 'physician', 'patient', null] as const).map((r) => canEditHelp(r))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('help: article input', () => {
  const ok = { kind: 'faq', category: 'Billing', title: 'Who pays?', body: '**You** or your insurer.' };

  it('accepts a minimal article and fills the defaults', () => {
    expect(ZHelpArticleInput.parse({ kind: 'article', category: ' Ordering ', title: ' How to order ' })).toEqual({
      kind: 'article',
      category: 'Ordering',
      title: 'How to order',
      body: '',
      audience: 'everyone',
      sortOrder: 0,
    });
  });

  const bad: Array<[string, object, string, string]> = [
    ['empty title', { ...ok, title: '  ' }, 'title', 'is required'],
    ['long title', { ...ok, title: 'x'.repeat(201) }, 'title', 'must be at most 200 characters'],
    ['no category', { ...ok, category: undefined }, 'category', 'is required'],
    ['long category', { ...ok, category: 'c'.repeat(81) }, 'category', 'must be at most 80 characters'],
    ['long body', { ...ok, body: 'b'.repeat(50_001) }, 'body', 'must be at most 50,000 characters'],
    ['unknown kind', { ...ok, kind: 'blog' }, 'kind', 'must be faq or article'],
    ['unknown audience', { ...ok, audience: 'public' }, 'audience', 'must be everyone, clients or staff'],
    ['fractional sort order', { ...ok, sortOrder: 1.5 }, 'sortOrder', 'must be a whole number'],
  ];
  it.each(bad)('%s is refused naming the field', (_name, input, field, message) => {
    const r = ZHelpArticleInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual([field]);
    expect(r.error!.issues[0]!.message).toBe(message);
  });

  it('a body of exactly 50,000 characters is fine', () => {
    expect(ZHelpArticleInput.safeParse({ ...ok, body: 'b'.repeat(50_000) }).success).toBe(true);
  });
});

describe('help: excerpts and links', () => {
  it('strips Markdown to plain text', () => {
    expect(markdownExcerpt('# Title\n\nSome **bold** and _em_ text with a [link](https://x.org) and `code`.')).toBe(
      'Title Some bold and em text with a link and code.',
    );
    expect(markdownExcerpt('- one\n- two\n1. three')).toBe('one two three');
    expect(markdownExcerpt('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a b 1 2');
    expect(markdownExcerpt('<script>alert(1)</script>hi')).toBe('alert(1) hi');
  });

  it('cuts at a word with an ellipsis', () => {
    const e = markdownExcerpt('word '.repeat(100), 30);
    expect(e.length).toBeLessThanOrEqual(30);
    expect(e).toMatch(/word…$/);
    expect(markdownExcerpt('short', 30)).toBe('short');
  });

  it('an FAQ entry opens on the FAQ page at its anchor, an article on its own page', () => {
    expect(helpArticleLink({ id: 7, kind: 'faq' })).toBe('/pages/faq#faq-7');
    expect(helpArticleLink({ id: 7, kind: 'article' })).toBe('/pages/knowledge-base/7');
  });
});

describe('test directory', () => {
  it('counts CPT units: a code listed n times is n units', () => {
    expect(cptUnits('88360, 88360, 88360, 88360')).toEqual([{ code: '88360', units: 4 }]);
    expect(cptUnits('88305, 88307')).toEqual([
      { code: '88305', units: 1 },
      { code: '88307', units: 1 },
    ]);
    expect(cptUnits(' 88342;88341 88341 ,, ')).toEqual([
      { code: '88342', units: 1 },
      { code: '88341', units: 2 },
    ]);
    expect(cptUnits('g0416')).toEqual([{ code: 'G0416', units: 1 }]);
    expect(cptUnits(null)).toEqual([]);
    expect(cptUnits('')).toEqual([]);
    expect(formatCptUnits({ code: '88360', units: 4 })).toBe('88360 × 4');
    expect(formatCptUnits({ code: '88305', units: 1 })).toBe('88305');
  });

  it('says the turnaround in working days', () => {
    expect(turnaroundLabel(1)).toBe('1 working day');
    expect(turnaroundLabel(3)).toBe('3 working days');
    expect(turnaroundLabel(0)).toBe('Same day');
    expect(turnaroundLabel(null)).toBeNull();
    expect(turnaroundLabel(undefined)).toBeNull();
  });

  it('filters name their field', () => {
    const r = ZTestDirectoryQuery.safeParse({ caseType: 'X', testGroupId: 'abc', sort: 'price' });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields.caseType).toBe('must be S, C or F');
    expect(fields.testGroupId).toBe('must be a number');
    expect(fields.sort).toMatch(/^must be one of name, code, testGroup, turnaroundDays/);
  });
});
