import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  matchMessage,
  plainIssueMessage,
  translateServerMessage,
  VALIDATION_MESSAGES,
  VALIDATION_TRANSLATIONS,
  ZDocumentDelete,
  type TValidationMessageKey,
} from '@lab/domain';
import { zodResolver } from '@/lib/form-resolver';
import { i18n, resources } from './index';
import { translateFieldErrors, translateValidation } from './validation';

/**
 * The domain's sources: every message their schemas and rules write (`.min(1, 'is required')`, `message: '…'`,
 * `{ error: '…' }`), a value written into it (`${max}`) standing for any value.
 */
const SOURCES = import.meta.glob<string>(['../../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
function domainMessages(): Array<[file: string, message: string]> {
  const re =
    /(?:\.(?:min|max|length|regex|refine|int|email|nonempty|positive|nonnegative|gte|lte)\(\s*(?:[^,()]*?(?:\([^()]*\))?[^,()]*?,\s*)?|message:\s*|error:\s*|z\.(?:string|number|email|boolean|array|enum)\(\s*(?:[^,()]*,\s*)?)(['`])((?:(?!\1)[^\\]|\\.)*?)\1/gs;
  const out = new Map<string, string>();
  for (const [file, source] of Object.entries(SOURCES)) {
    if (/\/messages\.ts$|example-messages/.test(file)) continue;
    for (const m of source.matchAll(re)) {
      const text = m[2]!;
      if (!/[a-z]{2,} /i.test(text)) continue; // codes and enum values, not messages
      out.set(text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '7'), file);
    }
  }
  return [...out].map(([message, file]) => [file, message]);
}

/** Domain code only the server runs (the synoptic answer check): its messages are in the server's catalogue. */
const SERVER_ONLY = /synoptic\/engine\.ts$/;

const catalogue = (lng: 'en' | 'es' | 'fr') => resources[lng].validation as Record<string, string>;

describe('the validation catalogue (docs/i18n-messages.md)', () => {
  it('has the domain’s messages as its English texts, by their keys', () => {
    expect(catalogue('en')).toEqual(VALIDATION_MESSAGES);
  });

  it('has the domain’s Spanish and French, the same the server answers with', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as TValidationMessageKey[]) {
      expect(catalogue('es')[key], key).toBe(VALIDATION_TRANSLATIONS[key].es);
      expect(catalogue('fr')[key], key).toBe(VALIDATION_TRANSLATIONS[key].fr);
    }
  });

  it('holds every message the domain’s sources write', () => {
    const messages = domainMessages();
    expect(messages.length).toBeGreaterThan(80);
    const missing = messages.filter(([file, m]) =>
      SERVER_ONLY.test(file) ? translateServerMessage(m, 'es') === m : !matchMessage(VALIDATION_MESSAGES, m),
    );
    expect(missing).toEqual([]);
  });
});

describe('translateValidation', () => {
  it.each([
    ['is required', 'es', 'es obligatorio'],
    ['is required', 'fr', 'est obligatoire'],
    ['must be at most 500 characters', 'es', 'debe tener como máximo 500 caracteres'],
    ['Enter a title', 'fr', 'Saisissez un titre'],
    ['Give a reason of at least 3 characters', 'es', 'Indique un motivo de al menos 3 caracteres'],
    ['Email is required', 'fr', 'L’adresse e-mail est obligatoire'],
    ['Email Or Password Invalid', 'es', 'Correo electrónico o contraseña no válidos'],
    ['is required', 'en', 'is required'],
    ['is required to cancel a case', 'fr', 'est obligatoire pour annuler un cas'],
    ['Ya traducido por el servidor', 'es', 'Ya traducido por el servidor'],
  ])('%s (%s)', (message, lng, expected) => {
    expect(translateValidation(message, lng)).toBe(expected);
  });

  it('translates zod’s plain messages', () => {
    const issues = z.object({ a: z.string().max(5) }).safeParse({ a: 'toolong' }, { error: plainIssueMessage }).error!;
    expect(translateValidation(issues.issues[0]!.message, 'fr')).toBe('doit comporter au plus 5 caractères');
  });

  it('keeps the errors’ shape and elements', () => {
    const ref = { name: 'reason' };
    const errors = {
      reason: { type: 'too_small', message: 'is required', ref },
      parts: [undefined, { a: { type: 'x', message: 'Enter a title' } }],
    };
    const out = translateFieldErrors(errors, 'es');
    expect(out.reason.ref).toBe(ref);
    expect(out.reason.message).toBe('es obligatorio');
    expect(out.parts[1]!.a.message).toBe('Escriba un título');
    expect(out.parts[0]).toBeUndefined();
  });
});

describe('zodResolver (lib/form-resolver.ts)', () => {
  it('puts every form’s field errors in the language shown, and English stays English', async () => {
    const resolve = zodResolver(ZDocumentDelete);
    const run = async () =>
      (await resolve({ reason: '' }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors.reason
        ?.message;
    expect(await run()).toBe('Give a reason of at least 3 characters');
    await i18n.changeLanguage('es');
    try {
      expect(await run()).toBe('Indique un motivo de al menos 3 caracteres');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
