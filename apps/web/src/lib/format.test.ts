import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatNumber,
  formatTime,
  isolateLtr,
  setFormatLanguage,
  setFormatTimeZone,
} from './format';

const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

describe('dates, one way on every screen', () => {
  it('writes a moment the same in lists and on pages, its date as a date alone is written', () => {
    const at = '2026-11-21T20:37:12.000Z';
    expect(formatDateTimeShort(at)).toBe(formatDateTime(at));
    expect(plain(formatDateTime(at)).startsWith(plain(formatDate(at)))).toBe(true);
  });

  it("writes a birth date as that calendar day in the reader's zone, in the same format as other dates", () => {
    expect(formatDate('1980-04-12')).toBe(formatDate(new Date(1980, 3, 12)));
    expect(plain(formatDate('1980-04-12'))).not.toBe('1980-04-12');
  });
});

describe('formats in the language shown (docs/i18n.md)', () => {
  afterEach(() => setFormatLanguage(undefined));
  it('writes the same moment in Spanish and French once the language changes', () => {
    const v = '2026-11-21';
    setFormatLanguage('es');
    expect(formatDate(v)).toBe(
      isolateLtr(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(2026, 10, 21))),
    );
    expect(formatDate(v)).toMatch(/21 nov/);
    setFormatLanguage('fr');
    expect(formatDate(v)).toMatch(/21 nov\. 2026/);
  });
  it('writes counts in the language shown', () => {
    setFormatLanguage('es');
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('es').format(12345));
    setFormatLanguage('fr');
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('fr').format(12345));
    expect(formatNumber(12345)).not.toBe('12,345');
  });
});

describe("moments on the lab's clock (docs/lab-settings.md)", () => {
  afterEach(() => {
    setFormatTimeZone('UTC');
    setFormatLanguage(undefined);
  });
  it("prints a moment in the lab's zone, and a calendar date as that day, whatever the browser's zone", () => {
    setFormatLanguage('en');
    setFormatTimeZone('America/Chicago');
    // Friday 19:30 in Chicago is Saturday 01:30 UTC.
    expect(plain(formatDateTime('2026-11-21T01:30:00.000Z'))).toBe('Nov 20, 2026, 7:30 PM');
    expect(plain(formatDate('2026-11-21T01:30:00.000Z'))).toBe('Nov 20, 2026');
    expect(plain(formatTime('2026-11-21T01:30:00.000Z'))).toBe('07:30 PM');
    expect(plain(formatDate('1980-04-12'))).toBe('Apr 12, 1980');
    setFormatTimeZone('UTC');
    expect(plain(formatDateTime('2026-11-21T01:30:00.000Z'))).toBe('Nov 21, 2026, 1:30 AM');
    expect(plain(formatDate('1980-04-12'))).toBe('Apr 12, 1980');
  });
  it('keeps the zone it had when given a name that is no zone', () => {
    setFormatTimeZone('Europe/Paris');
    expect(setFormatTimeZone('Mars/Olympus')).toBe(false);
    expect(plain(formatTime('2026-11-21T01:30:00.000Z'))).toBe('02:30 AM');
  });
});
