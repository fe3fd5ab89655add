import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatLabDateTime,
  formatLabDateTimeWithOffset,
  instantOfWallTime,
  labDate,
  labWorkingDaysBetween,
  ZLabSettings,
} from './lab-settings';
import { turnaroundState } from './results-rules';

const CHICAGO = { timeZone: 'America/Chicago', holidays: [] };
const UTC = { timeZone: 'UTC', holidays: [] };
// 2026-11-20 is a Friday; Chicago is on CST (UTC−6) then.
const at = (zone: string, day: number, hour: number, minute = 0) =>
  instantOfWallTime(zone, 2026, 11, day, hour, minute);

describe('the lab calendar', () => {
  it('finds the instant of a wall time in a zone', () => {
    expect(instantOfWallTime('America/Chicago', 2026, 11, 20, 19, 30).toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(instantOfWallTime('America/Chicago', 2026, 7, 3, 19, 30).toISOString()).toBe('2026-07-04T00:30:00.000Z');
    expect(instantOfWallTime('UTC', 2026, 11, 20, 19, 30).toISOString()).toBe('2026-11-20T19:30:00.000Z');
    expect(labDate(new Date('2026-11-21T01:30:00Z'), 'America/Chicago')).toBe('2026-11-20');
  });

  it('ages a case received Friday 19:30 in Chicago (Saturday in UTC) as one received Friday 19:30 in a UTC lab', () => {
    const chicago = at('America/Chicago', 20, 19, 30);
    const utc = at('UTC', 20, 19, 30);
    expect(chicago.getUTCDay()).toBe(6); // Saturday in UTC
    for (const [day, hour] of [
      [20, 23], // Friday 23:00: 3.5 hours
      [21, 12], // Saturday noon: still 4.5 hours
      [23, 9], // Monday 09:00: 13.5 hours
      [25, 17], // Wednesday 17:00
    ] as const) {
      const a = labWorkingDaysBetween(chicago, at('America/Chicago', day, hour), CHICAGO);
      const b = labWorkingDaysBetween(utc, at('UTC', day, hour), UTC);
      expect(a, `${day} ${hour}:00`).toBe(b);
    }
    expect(labWorkingDaysBetween(chicago, at('America/Chicago', 20, 23), CHICAGO)).toBe(0.1);
    expect(labWorkingDaysBetween(chicago, at('America/Chicago', 23, 9), CHICAGO)).toBe(0.6);
    // Counted in UTC instead, the Chicago case would have no age on Friday night: it arrived on a Saturday.
    expect(labWorkingDaysBetween(chicago, at('America/Chicago', 20, 23), UTC)).toBe(0);
    const targets = { S: 2, C: 2, F: 3 };
    expect(turnaroundState(chicago, at('America/Chicago', 25, 17), 'S', targets, CHICAGO)).toEqual(
      turnaroundState(utc, at('UTC', 25, 17), 'S', targets, UTC),
    );
  });

  it('does not count the lab’s holidays, in its own calendar', () => {
    const friday = at('America/Chicago', 20, 8);
    const tuesday = at('America/Chicago', 24, 8);
    expect(labWorkingDaysBetween(friday, tuesday, CHICAGO)).toBe(2);
    expect(labWorkingDaysBetween(friday, tuesday, { ...CHICAGO, holidays: ['2026-11-23'] })).toBe(1);
    // Thanksgiving and the day after: a case received Wednesday evening is Monday's work.
    const wed = at('America/Chicago', 25, 20);
    const holidays = ['2026-11-26', '2026-11-27'];
    expect(labWorkingDaysBetween(wed, at('America/Chicago', 30, 8), { ...CHICAGO, holidays })).toBe(0.5);
  });

  it('counts a day across a clock change as the day it is (23 or 25 hours)', () => {
    // 2026-03-08, a Sunday, Chicago springs forward; Monday is a whole working day.
    const from = instantOfWallTime('America/Chicago', 2026, 3, 6, 0);
    const to = instantOfWallTime('America/Chicago', 2026, 3, 10, 0);
    expect(labWorkingDaysBetween(from, to, CHICAGO)).toBe(2);
  });
});

describe('times as the lab prints them', () => {
  it('prints the lab’s wall time with the zone’s abbreviation', () => {
    expect(formatLabDateTime('2026-11-21T01:30:00Z', 'America/Chicago')).toBe('11/20/2026 19:30 CST');
    expect(formatLabDateTime('2026-07-04T00:30:00Z', 'America/Chicago')).toBe('07/03/2026 19:30 CDT');
    expect(formatLabDateTime('2026-11-21T01:30:00Z', 'UTC')).toBe('11/21/2026 01:30 UTC');
    expect(formatLabDateTime(null, 'UTC')).toBe('—');
    expect(formatLabDateTime('soon', 'UTC')).toBe('soon');
  });

  it('prints the offset for the audit trail', () => {
    expect(formatLabDateTimeWithOffset(new Date('2026-11-21T01:30:00Z'), 'America/Chicago')).toBe(
      '2026-11-20 19:30 -06:00',
    );
    expect(formatLabDateTimeWithOffset(new Date('2026-11-21T01:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-21 07:00 +05:30',
    );
  });
});

describe('ZLabSettings', () => {
  it('takes an IANA name, spelled as the runtime spells it, and sorts the holidays', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(
      ZLabSettings.parse({
        timeZone: 'America/Chicago',
        reportLanguage: 'es',
        holidays: ['2026-12-25', '2026-11-26', '2026-12-25'],
      }),
    ).toEqual({ timeZone: 'America/Chicago', reportLanguage: 'es', holidays: ['2026-11-26', '2026-12-25'] });
  });

  it('refuses what is no zone, language or date, naming the field', () => {
    const bad = ZLabSettings.safeParse({ timeZone: 'Mars/Olympus', reportLanguage: 'de', holidays: ['2026-02-30'] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toContain('timeZone: must be an IANA time zone name, such as America/Chicago or UTC');
    expect(paths.some((p) => p.startsWith('reportLanguage'))).toBe(true);
    expect(paths).toContain('holidays.0: must be a real date');
    expect(ZLabSettings.safeParse({ timeZone: 'CST; drop', reportLanguage: 'en', holidays: [] }).success).toBe(false);
  });
});
