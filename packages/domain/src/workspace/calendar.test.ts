import { describe, expect, it } from 'vitest';
import {
  CALENDAR_LABELS,
  ZCalendarEventInput,
  icsEscape,
  icsFold,
  icsUnescape,
  icsUtc,
  parseICalendarLines,
  toICalendar,
} from './calendar';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar serializer (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(icsEscape('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsUnescape(icsEscape('x;y,z\\w\nv'))).toBe('x;y,z\\w\nv');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = icsFold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(icsFold('SHORT:x')).toBe('SHORT:x');
    // Exactly 75 octets stays on one line; 76 folds.
    expect(icsFold('X'.repeat(75))).toBe('X'.repeat(75));
    expect(icsFold('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes a VCALENDAR with DATE values for all-day events, UTC instants otherwise, CRLF everywhere', () => {
    const text = toICalendar({
      name: 'Lab',
      now: new Date('2026-11-23T08:00:00Z'),
      events: [
        {
          uid: 'ev-1@lab',
          title: 'Tumor board; breast, GI',
          start: '2026-11-24T14:00:00+01:00',
          end: '2026-11-24T15:00:00+01:00',
          allDay: false,
          categories: ['Tumor board'],
        },
        {
          uid: 'ev-2@lab',
          title: 'CAP inspection',
          start: '2026-11-26',
          end: '2026-11-27',
          allDay: true,
          categories: ['Meeting'],
          description: 'Line 1\nLine 2',
        },
      ],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = parseICalendarLines(text);
    const get = (name: string) => lines.filter((l) => l.name === name);
    expect(get('BEGIN').map((l) => l.value)).toEqual(['VCALENDAR', 'VEVENT', 'VEVENT']);
    expect(get('UID').map((l) => l.value)).toEqual(['ev-1@lab', 'ev-2@lab']);
    expect(get('DTSTAMP')[0]!.value).toBe('20261123T080000Z');
    expect(get('DTSTART')[0]).toEqual({ name: 'DTSTART', params: '', value: '20261124T130000Z' });
    expect(get('DTSTART')[1]).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: '20261126' });
    expect(get('DTEND')[1]!.value).toBe('20261127');
    expect(get('SUMMARY')[0]!.value).toBe('Tumor board\\; breast\\, GI');
    expect(get('DESCRIPTION')[0]!.value).toBe('Line 1\\nLine 2');
    expect(get('CATEGORIES').map((l) => l.value)).toEqual(['Tumor board', 'Meeting']);
  });

  it('formats UTC instants', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
  });
});

describe('event input', () => {
  const base = {
    title: 'Frozen section',
    start: '2026-11-23T10:00:00Z',
    end: '2026-11-23T10:30:00Z',
    label: 'frozen-section',
  };
  it('accepts a valid event and fills defaults', () => {
    const e = ZCalendarEventInput.parse(base);
    expect(e).toMatchObject({ allDay: false, description: '', location: '' });
  });
  it('names the field at fault', () => {
    const bad = ZCalendarEventInput.safeParse({ ...base, end: '2026-11-23T09:00:00Z' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['end']);
    const label = ZCalendarEventInput.safeParse({ ...base, label: 'party' });
    expect(label.error!.issues[0]!.path).toEqual(['label']);
    expect(ZCalendarEventInput.safeParse({ ...base, title: '  ' }).error!.issues[0]!.path).toEqual(['title']);
    expect(ZCalendarEventInput.safeParse({ ...base, start: 'tomorrow' }).success).toBe(false);
  });
  it('has a Mantine colour for every label', () => {
    for (const l of Object.values(CALENDAR_LABELS)) expect(l.color).toMatch(/^[a-z]+$/);
  });
});
