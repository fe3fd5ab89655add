import { describe, expect, it } from 'vitest';
import { addDays, fromLocalInput, toDayInput, toLocalInput } from './event-dates';

describe('calendar event dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('round-trips a datetime input on the lab clock', () => {
    const iso = '2026-11-23T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
  it("edits on the lab's clock, whatever the browser's zone", () => {
    // Friday 19:30 in Chicago is Saturday 01:30 UTC (CST), and 00:30 UTC in summer (CDT).
    expect(toLocalInput('2026-11-21T01:30:00.000Z', 'America/Chicago')).toBe('2026-11-20T19:30');
    expect(fromLocalInput('2026-11-20T19:30', 'America/Chicago')).toBe('2026-11-21T01:30:00.000Z');
    expect(fromLocalInput('2026-07-03T19:30', 'America/Chicago')).toBe('2026-07-04T00:30:00.000Z');
    expect(toDayInput('2026-11-21T01:30:00.000Z', 'America/Chicago')).toBe('2026-11-20');
    expect(toLocalInput('2026-11-21T01:30:00.000Z', 'UTC')).toBe('2026-11-21T01:30');
  });
  it('keeps a day as it is', () => {
    expect(toDayInput('2026-11-23')).toBe('2026-11-23');
    expect(toDayInput('2026-11-23T12:00:00Z', 'UTC')).toBe('2026-11-23');
  });
});
