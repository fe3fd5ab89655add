import { describe, expect, it } from 'vitest';
import {
  diagnosisChanges,
  nextBlank,
  nextBlockLabel,
  nextSlideLabel,
  pendingDiagnosisBlocker,
  signOutBlockers,
  signRight,
  statusFromWork,
  templateBlanks,
  trailingMicrocode,
  turnaroundState,
  workingDaysBetween,
} from './results-rules';
import { DEFAULT_TURNAROUND, type TDiagnosisContent, type TDiagnosisPart } from './results';

const part = (over: Partial<TDiagnosisPart> = {}): TDiagnosisPart => ({
  partId: 1,
  letter: 'A',
  grossTemplateId: null,
  grossDescription: '',
  blocks: [],
  microscopicDescription: '',
  finalDiagnosis: '',
  resultId: null,
  ...over,
});

describe('working days', () => {
  const at = (s: string) => new Date(`${s}Z`);
  it.each([
    ['2026-11-23T08:00:00', '2026-11-23T20:00:00', 0.5], // Monday, half a day
    ['2026-11-23T00:00:00', '2026-11-25T00:00:00', 2], // Monday → Wednesday
    ['2026-11-27T12:00:00', '2026-11-30T12:00:00', 1], // Friday noon → Monday noon: the weekend does not count
    ['2026-11-28T09:00:00', '2026-11-29T18:00:00', 0], // all within a weekend
    ['2026-11-20T00:00:00', '2026-11-30T00:00:00', 6], // ten calendar days, two weekends
    ['2026-11-23T10:00:00', '2026-11-23T09:00:00', 0], // the future is not an age
  ])('%s → %s is %s working days', (from, to, days) => {
    expect(workingDaysBetween(at(from), at(to))).toBe(days);
  });

  it('is overdue past the target of its case type (CAP: 2 working days for surgical)', () => {
    const received = at('2026-11-23T08:00:00');
    expect(turnaroundState(received, at('2026-11-25T08:00:00'), 'S', DEFAULT_TURNAROUND)).toEqual({
      ageWorkingDays: 2,
      targetWorkingDays: 2,
      overdue: false,
    });
    expect(turnaroundState(received, at('2026-11-25T11:00:00'), 'S', DEFAULT_TURNAROUND).overdue).toBe(true);
    expect(turnaroundState(received, at('2026-11-25T11:00:00'), 'F', DEFAULT_TURNAROUND).overdue).toBe(false);
  });
});

describe('status from the work done', () => {
  const content = (parts: TDiagnosisPart[]): Pick<TDiagnosisContent, 'parts'> => ({ parts });
  it('moves forward only, as far as the work goes', () => {
    expect(statusFromWork('accessioned', content([part()]))).toBe('accessioned');
    expect(statusFromWork('accessioned', content([part({ grossDescription: 'Received in formalin' })]))).toBe(
      'grossed',
    );
    expect(
      statusFromWork('accessioned', content([part({ blocks: [{ label: 'A1', description: '', slides: [] }] })])),
    ).toBe('grossed');
    expect(
      statusFromWork(
        'grossed',
        content([part({ blocks: [{ label: 'A1', description: '', slides: [{ label: 'A1-1', stainId: 1 }] }] })]),
      ),
    ).toBe('in-histology');
    expect(
      statusFromWork('in-histology', content([part({ finalDiagnosis: 'BCC' }), part({ partId: 2, letter: 'B' })])),
    ).toBe('in-histology');
    expect(
      statusFromWork(
        'grossed',
        content([part({ finalDiagnosis: 'BCC' }), part({ partId: 2, letter: 'B', finalDiagnosis: 'SK' })]),
      ),
    ).toBe('pending-diagnosis');
    expect(statusFromWork('pending-diagnosis', content([part()]))).toBe('pending-diagnosis');
    // Without a pathologist the case waits in histology: nobody could sign it.
    expect(
      statusFromWork(
        'grossed',
        content([
          part({
            finalDiagnosis: 'BCC',
            blocks: [{ label: 'A1', description: '', slides: [{ label: 'A1-1', stainId: 1 }] }],
          }),
        ]),
        false,
      ),
    ).toBe('in-histology');
    expect(pendingDiagnosisBlocker('pending-diagnosis', null)).toMatch(/assign a pathologist/);
    expect(pendingDiagnosisBlocker('pending-diagnosis', 3)).toBeNull();
    expect(pendingDiagnosisBlocker('grossed', null)).toBeNull();
    expect(statusFromWork('signed-out', content([part({ finalDiagnosis: 'x' })]))).toBe('signed-out');
    expect(statusFromWork('cancelled', content([part({ finalDiagnosis: 'x' })]))).toBe('cancelled');
  });
});

describe('sign-out', () => {
  it('names every part without a final diagnosis', () => {
    expect(
      signOutBlockers([
        { letter: 'A', finalDiagnosis: 'BCC' },
        { letter: 'B', finalDiagnosis: '  ' },
        { letter: 'C', finalDiagnosis: '' },
      ]),
    ).toEqual(['Part B has no final diagnosis', 'Part C has no final diagnosis']);
    expect(signOutBlockers([{ letter: 'A', finalDiagnosis: 'BCC' }])).toEqual([]);
    expect(signOutBlockers([])).toHaveLength(1);
  });

  it('belongs to the pathologist the case is assigned to', () => {
    expect(signRight(7, 7, 'editor')).toEqual({ ok: true });
    expect(signRight(7, 7, 'admin')).toEqual({ ok: true });
    expect(signRight(null, 7, 'editor')).toMatchObject({ ok: false, reason: 'not-a-pathologist' });
    expect(signRight(7, 8, 'editor')).toMatchObject({ ok: false, reason: 'not-assigned' });
    expect(signRight(7, null, 'editor')).toMatchObject({ ok: false, reason: 'no-pathologist' });
  });

  it('needs an account whose role may hold a Pathologists link', () => {
    expect(signRight(7, 7, 'physician')).toMatchObject({ ok: false, reason: 'role' });
    expect(signRight(7, 7, 'patient')).toMatchObject({ ok: false, reason: 'role' });
    expect(signRight(7, 7, null)).toMatchObject({ ok: false, reason: 'role' });
  });
});

describe('labels, templates and microcodes', () => {
  it('numbers blocks and slides after the highest used', () => {
    expect(nextBlockLabel('A', [])).toBe('A1');
    expect(nextBlockLabel('B', [{ label: 'B1' }, { label: 'B3' }])).toBe('B4');
    expect(nextSlideLabel({ label: 'A2', slides: [] })).toBe('A2-1');
    expect(
      nextSlideLabel({
        label: 'A2',
        slides: [
          { label: 'A2-1', stainId: 1 },
          { label: 'A2-2', stainId: 2 },
        ],
      }),
    ).toBe('A2-3');
  });

  it('finds the blanks of a gross template and the next one from the cursor, wrapping', () => {
    const text = 'Received [number] fragments measuring [size] cm, in [cassette].';
    expect(templateBlanks(text).map((b) => b.hint)).toEqual(['number', 'size', 'cassette']);
    expect(nextBlank(text, 0)).toEqual({ start: 9, end: 17, hint: 'number' });
    expect(text.slice(nextBlank(text, 18)!.start, nextBlank(text, 18)!.end)).toBe('[size]');
    expect(nextBlank(text, text.length)!.start).toBe(9);
    expect(nextBlank('no blanks here', 0)).toBeNull();
  });

  it('spots a microcode typed at the end: a dot, the code, then a space', () => {
    expect(trailingMicrocode('.bcc ')).toEqual({ code: 'bcc', start: 0 });
    expect(trailingMicrocode('Sections show .BCC ')).toEqual({ code: 'BCC', start: 14 });
    expect(trailingMicrocode('Sections show .bcc')).toBeNull();
    expect(trailingMicrocode('measures 0.5 ')).toBeNull();
    expect(trailingMicrocode('e.g. ')).toBeNull();
  });

  it('says what differs between two versions of a diagnosis', () => {
    const a: TDiagnosisContent = {
      parts: [part({ finalDiagnosis: 'BCC' })],
      comment: '',
      icdCodeIds: [1],
      procedures: [],
    };
    const b: TDiagnosisContent = {
      ...a,
      parts: [part({ finalDiagnosis: 'SCC', grossDescription: 'x' })],
      comment: 'c',
    };
    expect(diagnosisChanges(a, b)).toEqual(['Part A gross description', 'Part A final diagnosis', 'Comment']);
    expect(diagnosisChanges(a, a)).toEqual([]);
    // The database may keep an object's keys in another order: that is no change.
    const blocks = [{ label: 'A1', description: '', slides: [{ label: 'A1-1', stainId: 3 }] }];
    const reordered = [{ slides: [{ stainId: 3, label: 'A1-1' }], description: '', label: 'A1' }];
    expect(
      diagnosisChanges({ ...a, parts: [part({ blocks })] }, { ...a, parts: [part({ blocks: reordered })] }),
    ).toEqual([]);
  });
});
