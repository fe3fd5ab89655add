import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './auth';
import {
  REPORT_TEXTS,
  fillPlaceholders,
  formatReportDate,
  formatReportDateTime,
  formatReportDecimal,
  placeholdersOf,
  reportLanguageOf,
  reportTexts,
} from './report-language';
import { NOTICE_TEXTS, noticeText, recipientLanguage } from './notice-texts';
import { INVOICE_TEXTS } from './invoice-texts';

/** `status.accessioned`: a catalogue's nested labels as flat keys. */
const flat = (o: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v as object, `${prefix}${k}.`)),
    ),
  );
const catalogues = { report: REPORT_TEXTS, notice: NOTICE_TEXTS, invoice: INVOICE_TEXTS } as const;

describe.each(Object.entries(catalogues))('the %s catalogue', (_name, catalogue) => {
  const english = flat(catalogue.en);
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key of English, none empty, the same placeholders',
    (l) => {
      const texts = flat(catalogue[l]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, en] of Object.entries(english)) {
        expect(texts[key]!.trim(), `${l}.${key}`).not.toBe('');
        expect(placeholdersOf(texts[key]!), `${l}.${key}`).toEqual(placeholdersOf(en));
      }
    },
  );
  it('English has no empty text', () => {
    for (const [key, en] of Object.entries(english)) expect(en.trim(), key).not.toBe('');
  });
});

describe('the report texts', () => {
  it('fills placeholders once, leaving values as typed', () => {
    expect(fillPlaceholders('Reason: {reason}', { reason: '{version} typo' })).toBe('Reason: {version} typo');
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('counts in the language (French 0 and 1 are singular)', () => {
    expect(reportTexts('en').count('units', 1)).toBe('×1 unit');
    expect(reportTexts('en').count('units', 0)).toBe('×0 units');
    expect(reportTexts('es').count('units', 2)).toBe('×2 unidades');
    expect(reportTexts('fr').count('units', 0)).toBe('×0 unité');
  });
  it('says the language in the footer, in it', () => {
    expect(reportTexts('es').t('footerLanguage')).toBe(
      'Informe redactado en español, idioma de informes del laboratorio',
    );
    expect(reportTexts('fr').t('footerLanguage')).toContain('français');
  });
  it('prints versions without a kept language in English', () => {
    expect(reportLanguageOf({ lab: {} })).toBe('en');
    expect(reportLanguageOf({ lab: { reportLanguage: 'fr' } })).toBe('fr');
  });
  it('prints times in the language and the lab zone, keeping the abbreviation', () => {
    const at = '2026-11-21T01:30:00Z';
    expect(formatReportDateTime(at, 'America/Chicago', 'en')).toBe('11/20/2026 19:30 CST');
    expect(formatReportDateTime(at, 'America/Chicago', 'es')).toBe('20/11/2026 19:30 CST');
    expect(formatReportDateTime(at, 'America/Chicago', 'fr')).toBe('20/11/2026 19:30 CST');
    expect(formatReportDateTime('2026-07-04T00:30:00Z', 'America/Chicago', 'es')).toBe('03/07/2026 19:30 CDT');
    expect(formatReportDateTime(null, 'UTC', 'es')).toBe('—');
    expect(formatReportDate('1970-03-09', 'en')).toBe('03/09/1970');
    expect(formatReportDate('1970-03-09', 'fr')).toBe('09/03/1970');
    expect(formatReportDecimal(2.345, 'en')).toBe('2.35');
    expect(formatReportDecimal(2.3, 'es')).toBe('2,30');
  });
});

describe('the notice texts', () => {
  it('keep the English texts', () => {
    expect(noticeText('en', 'passwordResetSubject', { lab: 'Lab' })).toBe('Lab: reset your password');
    expect(noticeText('es', 'reportFinalTitle', { caseNumber: 'S26-00001' })).toBe('Informe final del caso S26-00001');
  });
  it('are in the chosen language, else the lab report language, else English', () => {
    expect(recipientLanguage('fr', 'es')).toBe('fr');
    expect(recipientLanguage(null, 'es')).toBe('es');
    expect(recipientLanguage(null, null)).toBe('en');
    expect(recipientLanguage('de', undefined)).toBe('en');
  });
});
