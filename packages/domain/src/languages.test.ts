import { describe, expect, it } from 'vitest';
import { pickLanguage, ZAccountLanguageInput } from './auth';

describe('pickLanguage', () => {
  it('takes the first language the portal speaks, by its primary subtag', () => {
    expect(pickLanguage(['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(pickLanguage(['FR-ca'])).toBe('fr');
    expect(pickLanguage(['en-GB', 'fr'])).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['de', 'pt-BR'])).toBe('en');
  });
});

describe('ZAccountLanguageInput', () => {
  it('accepts the three languages only', () => {
    expect(ZAccountLanguageInput.safeParse({ language: 'fr' }).success).toBe(true);
    expect(ZAccountLanguageInput.safeParse({ language: 'de' }).success).toBe(false);
    expect(ZAccountLanguageInput.safeParse({ language: null }).success).toBe(false);
  });
});
