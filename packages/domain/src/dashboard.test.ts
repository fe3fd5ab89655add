import { describe, expect, it } from 'vitest';
import {
  addDays,
  fillDays,
  hoursBetween,
  median,
  percentile90,
  quantile,
  statAgeBucket,
  summarizeTurnaround,
  WORK_QUEUES,
  ZDashboard,
} from './dashboard';
import { DEFAULT_TURNAROUND } from './results';

describe('quantile (type 7, as PostgreSQL percentile_cont)', () => {
  // Vectors checked against `select percentile_cont(p) within group (order by x) from unnest(array[…]) x`.
  it.each([
    [[1, 2, 3, 4], 0.5, 2.5],
    [[1, 2, 3, 4], 0.9, 3.7],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
    [[10, 1, 5], 0.5, 5],
    [[7], 0.9, 7],
    [[3, 3, 3], 0.9, 3],
    [[0, 100], 0.9, 90],
    [[1, 2, 3, 4], 0, 1],
    [[1, 2, 3, 4], 1, 4],
    [[2, 4, 4, 4, 5, 5, 7, 9], 0.5, 4.5],
  ])('%j at %s → %s', (xs, p, want) => {
    expect(quantile(xs, p)).toBeCloseTo(want, 10);
  });

  it('an empty sample has no median or 90th percentile', () => {
    expect(median([])).toBeNull();
    expect(percentile90([])).toBeNull();
  });

  it('does not reorder the caller’s array and ignores non-finite values', () => {
    const xs = [5, 1, Number.NaN, 3];
    expect(median(xs)).toBe(3);
    expect(xs).toEqual([5, 1, Number.NaN, 3]);
  });

  it('refuses p outside 0…1', () => {
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
    expect(() => quantile([1], -0.1)).toThrow(RangeError);
  });
});

describe('turnaround per case type', () => {
  const at = (s: string) => new Date(s);
  // 2026-11-02 is a Monday.
  const samples = [
    // S: 1 day (Mon→Tue), 2 days (Mon→Wed), 3 days (Mon→Thu), 4 days (Mon→Fri)
    { caseType: 'S' as const, receivedAt: at('2026-11-02T08:00:00Z'), signedOutAt: at('2026-11-03T08:00:00Z') },
    { caseType: 'S' as const, receivedAt: at('2026-11-02T08:00:00Z'), signedOutAt: at('2026-11-04T08:00:00Z') },
    { caseType: 'S' as const, receivedAt: at('2026-11-02T08:00:00Z'), signedOutAt: at('2026-11-05T08:00:00Z') },
    { caseType: 'S' as const, receivedAt: at('2026-11-02T08:00:00Z'), signedOutAt: at('2026-11-06T08:00:00Z') },
    // C: Friday 12:00 → Monday 12:00 is 72 hours but one working day.
    { caseType: 'C' as const, receivedAt: at('2026-11-06T12:00:00Z'), signedOutAt: at('2026-11-09T12:00:00Z') },
  ];
  const rows = summarizeTurnaround(samples, DEFAULT_TURNAROUND);

  it('answers S, C, F in that order, an empty type with count 0 and nulls', () => {
    expect(rows.map((r) => r.caseType)).toEqual(['S', 'C', 'F']);
    expect(rows[2]).toEqual({
      caseType: 'F',
      count: 0,
      medianHours: null,
      p90Hours: null,
      medianWorkingDays: null,
      p90WorkingDays: null,
      targetWorkingDays: 3,
      withinTarget: 0,
      withinTargetPct: null,
    });
  });

  it('median and 90th percentile in hours and working days, against the target', () => {
    expect(rows[0]).toEqual({
      caseType: 'S',
      count: 4,
      medianHours: 60, // (48 + 72) / 2
      p90Hours: 88.8, // 72 + 0.7 × 24
      medianWorkingDays: 2.5,
      p90WorkingDays: 3.7,
      targetWorkingDays: 2,
      withinTarget: 2, // 1 and 2 days; 3 and 4 are over
      withinTargetPct: 50,
    });
  });

  it('weekends are not working days: 72 hours over a weekend is 1 working day, within a 2-day target', () => {
    expect(rows[1]).toMatchObject({
      count: 1,
      medianHours: 72,
      medianWorkingDays: 1,
      withinTarget: 1,
      withinTargetPct: 100,
    });
  });

  it('the lab’s own targets are used', () => {
    const strict = summarizeTurnaround(samples, { S: 1, C: 0.5, F: 3 });
    expect(strict[0]).toMatchObject({ targetWorkingDays: 1, withinTarget: 1, withinTargetPct: 25 });
    expect(strict[1]).toMatchObject({ withinTarget: 0, withinTargetPct: 0 });
  });

  it('hours never go negative (a clock set back)', () => {
    expect(hoursBetween(at('2026-11-02T10:00:00Z'), at('2026-11-02T09:00:00Z'))).toBe(0);
    expect(hoursBetween(at('2026-11-02T10:00:00Z'), at('2026-11-02T11:30:00Z'))).toBe(1.5);
  });
});

describe('day series', () => {
  it('30 days ending today, oldest first, missing days as 0', () => {
    const days = fillDays(
      '2026-03-01',
      30,
      new Map([
        ['2026-02-28', 4],
        ['2026-03-01', 2],
        ['2026-01-31', 9],
      ]),
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-01-31', count: 9 });
    expect(days[28]).toEqual({ date: '2026-02-28', count: 4 });
    expect(days[29]).toEqual({ date: '2026-03-01', count: 2 });
    expect(days.filter((d) => d.count === 0)).toHaveLength(27);
  });

  it('crosses month and leap-year ends', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('STAT age buckets', () => {
  it.each([
    [0, 'under-4h'],
    [3.99, 'under-4h'],
    [4, '4-8h'],
    [7.9, '4-8h'],
    [8, '8-24h'],
    [23.9, '8-24h'],
    [24, '1-2d'],
    [47.9, '1-2d'],
    [48, 'over-2d'],
    [500, 'over-2d'],
    [-1, 'under-4h'],
  ])('%s h → %s', (h, key) => {
    expect(statAgeBucket(h)).toBe(key);
  });
});

describe('work queues', () => {
  it('each opens its list with filters the list reads', () => {
    expect(WORK_QUEUES['received-today'].search('2026-11-23')).toEqual({ from: '2026-11-23' });
    expect(WORK_QUEUES['my-sign-out']).toMatchObject({ to: '/results' });
    expect(WORK_QUEUES['my-sign-out'].search('x')).toEqual({ status: 'pending-diagnosis', pathologist: 'mine' });
    expect(WORK_QUEUES['stat-open'].search('x')).toEqual({ open: true, priority: 'stat' });
  });
});

describe('the answer', () => {
  it('is told apart by role', () => {
    const patient = ZDashboard.parse({ role: 'patient', reports: [], total: 0, unread: 0 });
    expect(patient.role).toBe('patient');
    expect(() => ZDashboard.parse({ role: 'staff', reports: [] })).toThrow();
  });
});
