import { describe, expect, it } from 'vitest';
import { addendumHistoryNote, lastCorrectionAfter, reportChanges } from './report-history';
import { specimenLabel } from './labels';
import type { TReportContent, TReportPart } from './results';
import { fishAcceptRefusal } from './fish/sessions';

const part = (over: Partial<TReportPart> = {}): TReportPart => ({
  letter: 'A',
  bodySite: 'Colon',
  bodySiteCode: null,
  laterality: 'left',
  description: 'Excision',
  grossDescription: 'Tan tissue.',
  blocks: [],
  microscopicDescription: 'Margins free.',
  finalDiagnosis: 'Basal cell carcinoma.',
  result: null,
  ...over,
});
const content = (parts: TReportPart[], over: Partial<TReportContent> = {}) =>
  ({ parts, comment: '', icdCodes: [], procedures: [], ...over }) as TReportContent;

describe('specimenLabel', () => {
  it.each([
    [{ bodySite: 'Colon', laterality: 'left', description: 'Excision' }, 'Left colon, Excision'],
    [{ bodySite: 'Skin, forearm', laterality: 'left', description: 'Shave' }, 'Skin, left forearm, Shave'],
    [{ bodySite: null, laterality: null, description: '' }, 'Specimen'],
  ] as const)('%o → %s', (p, want) => expect(specimenLabel(p)).toBe(want));
});

describe('reportChanges', () => {
  it('names each changed item with what the corrected version said, in report order', () => {
    const before = content([part()], { comment: 'Old comment', icdCodes: [{ code: 'C44.91', description: 'BCC' }] });
    const after = content(
      [
        part({
          bodySite: 'Skin, forearm',
          description: 'Shave',
          microscopicDescription: 'The deep margin is involved.',
        }),
      ],
      { comment: 'Old comment', icdCodes: [{ code: 'C44.91', description: 'BCC' }] },
    );
    expect(reportChanges(before, after)).toEqual([
      { part: 'A', item: 'Specimen (site and procedure)', previously: 'Left colon, Excision' },
      { part: 'A', item: 'Microscopic description', previously: 'Margins free.' },
    ]);
  });

  it('case-level items: comment and codes, "None" for what was empty', () => {
    const before = content([part()]);
    const after = content([part()], {
      comment: 'New',
      procedures: [{ code: '88305', description: 'Level IV', units: 2 }],
    });
    expect(reportChanges(before, after)).toEqual([
      { part: null, item: 'Comment', previously: 'None' },
      { part: null, item: 'CPT procedure codes', previously: 'None' },
    ]);
  });

  it('nothing changed: no items', () => {
    expect(reportChanges(content([part()]), content([part()]))).toEqual([]);
  });

  it('synoptic answers: each changed item, "None" for one not answered before; a part without one has none', () => {
    const synoptic = (entries: Array<[string, string, string | null]>) => ({
      protocol: 'P',
      version: '1',
      questionnaire: 'u|1',
      complete: true,
      entries: entries.map(([linkId, item, answer]) => ({ linkId, item, answer, depth: 0, codes: [], values: [] })),
    });
    const before = content([
      part({
        synoptic: synoptic([
          ['stage', 'Stage', null],
          ['pt', 'pT category', 'pT2'],
          ['pn', 'pN category', 'pN0'],
        ]),
      }),
    ]);
    const after = content([
      part({
        synoptic: synoptic([
          ['stage', 'Stage', null],
          ['pt', 'pT category', 'pT3'],
          ['pn', 'pN category', 'pN0'],
          ['pm', 'pM category', 'pM1'],
        ]),
      }),
    ]);
    expect(reportChanges(before, after)).toEqual([
      { part: 'A', item: 'Synoptic: pT category', previously: 'pT2' },
      { part: 'A', item: 'Synoptic: pM category', previously: 'None' },
    ]);
    expect(reportChanges(content([part({ synoptic: null })]), content([part()]))).toEqual([]);
  });
});

describe('the history an addendum states', () => {
  const fmt = (iso: string) => iso.slice(0, 16).replace('T', ' ');
  it('after a correction: the corrected diagnosis with the date and reason of its last correction', () => {
    const v2 = { version: 2, kind: 'corrected' as const, reason: 'Wrong site', reportedAt: '2026-11-20T09:00:00.000Z' };
    const corr = lastCorrectionAfter(v2);
    expect(corr).toEqual({ version: 2, signedAt: '2026-11-20T09:00:00.000Z', reason: 'Wrong site' });
    const note = addendumHistoryNote(
      { reportedAt: '2026-11-21T10:00:00.000Z', originalSignedAt: '2026-11-19T05:52:00.000Z', lastCorrection: corr },
      fmt,
    );
    expect(note).toBe(
      'Addendum signed 2026-11-21 10:00. The diagnosis below is the corrected diagnosis of version 2 (corrected 2026-11-20 09:00; reason: Wrong site; originally reported 2026-11-19 05:52); this addendum does not change it.',
    );
    expect(note).not.toContain('original diagnosis');
  });

  it('an addendum after an addendum after a correction still names the correction', () => {
    const corr = { version: 2, signedAt: '2026-11-20T09:00:00.000Z', reason: 'Wrong site' };
    expect(
      lastCorrectionAfter({
        version: 3,
        kind: 'addendum',
        reason: null,
        reportedAt: '2026-11-21T10:00:00.000Z',
        lastCorrection: corr,
      }),
    ).toEqual(corr);
  });

  it('never corrected: the original diagnosis is unchanged', () => {
    expect(
      lastCorrectionAfter({ version: 1, kind: 'final', reason: null, reportedAt: '2026-11-19T05:52:00.000Z' }),
    ).toBeNull();
    expect(
      addendumHistoryNote(
        { reportedAt: '2026-11-21T10:00:00.000Z', originalSignedAt: '2026-11-19T05:52:00.000Z' },
        fmt,
      ),
    ).toBe(
      'Addendum signed 2026-11-21 10:00. The original diagnosis (reported 2026-11-19 05:52) is unchanged; the addendum follows it.',
    );
  });
});

it('fish: the second reader may not accept', () => {
  expect(fishAcceptRefusal({ reader2Id: 7 }, 7)).toMatch(/second reader/);
  expect(fishAcceptRefusal({ reader2Id: 7 }, 8)).toBeNull();
  expect(fishAcceptRefusal({ reader2Id: null }, 8)).toBeNull();
});
