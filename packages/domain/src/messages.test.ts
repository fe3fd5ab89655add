import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';
import { AUTH_MFA_MESSAGES } from './mfa';
import {
  SERVER_MESSAGES,
  VALIDATION_MESSAGES,
  VALIDATION_TRANSLATIONS,
  matchMessage,
  translateServerMessage,
} from './messages';
import { plainIssueMessage } from './zod-messages';
import { ZDob } from './patients';

describe('translateServerMessage', () => {
  it.each([
    ['Email Or Password Invalid', 'es', 'Correo electrónico o contraseña no válidos'],
    ['Email Or Password Invalid', 'fr', 'Adresse e-mail ou mot de passe incorrect'],
    ['Sign in required', 'fr', 'Connexion requise'],
    ['The code is not correct', 'es', 'El código no es correcto'],
    ['You are not allowed to do this', 'es', 'No tiene permiso para hacer esto'],
    ['Case not found', 'es', 'Caso no encontrado'],
    ['Case not found', 'fr', 'Cas introuvable'],
    ['is required', 'fr', 'est obligatoire'],
    ['lastName: is required', 'es', 'lastName: es obligatorio'],
    ['patient.dob: must be 1900 or later', 'fr', 'patient.dob: doit être 1900 ou après'],
    ['must be at most 500 characters', 'es', 'debe tener como máximo 500 caracteres'],
    ['must be at most 1 character', 'fr', 'doit comporter au plus 1 caractère'],
    ['must be at most 99', 'es', 'debe ser como máximo 99'],
    ['must be 0 or more', 'fr', 'doit être 0 ou plus'],
    ['must be one of: routine, stat', 'es', 'debe ser uno de: routine, stat'],
    [
      'Too many failed sign-ins. Try again in a few minutes.',
      'fr',
      'Trop d’échecs de connexion. Réessayez dans quelques minutes.',
    ],
    ['Assign the case to a pathologist before signing', 'es', 'Asigne el caso a un patólogo antes de firmar'],
    [
      'Too many wrong passwords for this account: try again in 1 second',
      'es',
      'Demasiadas contraseñas incorrectas para esta cuenta: vuelva a intentarlo en 1 segundo',
    ],
    [
      'Too many wrong codes for this account: try again in 30 seconds',
      'fr',
      'Trop de codes erronés pour ce compte : réessayez dans 30 secondes',
    ],
    ['The server is busy: try again in a moment', 'fr', 'Le serveur est occupé : réessayez dans un instant'],
    ['Someone saved this case since you loaded it', 'es', 'Alguien guardó este caso después de que usted lo abriera'],
    ['Your role (none) cannot sign reports', 'es', 'Su rol (ninguno) no puede firmar informes'],
    ['Part B has no final diagnosis', 'fr', 'La partie B n’a pas de diagnostic final'],
    [
      'Case S26-00012 is signed out and can no longer be edited',
      'es',
      'El caso S26-00012 está en estado «firmado» y ya no se puede editar',
    ],
    [
      'Signed out is done from the diagnosis screen, not here',
      'fr',
      '« Validé » se fait depuis l’écran de diagnostic, pas ici',
    ],
    [
      'Confirm before signing: Part A has no block recorded. Part B has no microscopic description. Nothing was signed.',
      'es',
      'Confirme antes de firmar: La parte A no tiene ningún bloque registrado. La parte B no tiene descripción microscópica. No se firmó nada.',
    ],
  ])('%s (%s)', (en, lng, expected) => {
    expect(translateServerMessage(en, lng)).toBe(expected);
  });

  it("translates the invoice's notes, with their values", () => {
    expect(translateServerMessage('The case is not signed out yet: this is a draft invoice', 'es')).toBe(
      'El caso aún no está firmado: esta es una factura provisional',
    );
    expect(
      translateServerMessage('Medicare, but the patient has no active insurance coverage: billed to the patient', 'fr'),
    ).toBe('Medicare, mais le patient n’a pas de couverture d’assurance active : facturé au patient');
    expect(translateServerMessage('88305 has no fee in the Procedures list', 'es')).toBe(
      '88305 no tiene tarifa en la lista de procedimientos',
    );
    expect(
      translateServerMessage('88305 has no fee in the Procedures list; 88305 is retired in the Procedures list', 'fr'),
    ).toBe(
      '88305 n’a pas de tarif dans la liste des actes ; 88305 est retiré de la liste des actes'.replace(' ; ', '; '),
    );
  });

  it('leaves English, unknown languages and unknown messages byte for byte', () => {
    for (const m of [...Object.values(AUTH_MESSAGES), ...Object.values(AUTH_MFA_MESSAGES), 'Case not found']) {
      expect(translateServerMessage(m, 'en')).toBe(m);
      expect(translateServerMessage(m, null)).toBe(m);
      expect(translateServerMessage(m, 'de')).toBe(m);
    }
    expect(translateServerMessage('Something nobody wrote down', 'es')).toBe('Something nobody wrote down');
    expect(translateServerMessage('notAField: Something nobody wrote down', 'fr')).toBe(
      'notAField: Something nobody wrote down',
    );
  });

  it('has every sign-in message (AUTH_MESSAGES and the MFA ones) in Spanish and French', () => {
    for (const m of [...Object.values(AUTH_MESSAGES), ...Object.values(AUTH_MFA_MESSAGES)]) {
      expect(SERVER_MESSAGES[m], m).toBeDefined();
    }
  });

  it('has the same {{values}} and a real text in each language', () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [en, { es, fr }] of Object.entries(SERVER_MESSAGES)) {
      expect(names(es), en).toEqual(names(en));
      expect(names(fr), en).toEqual(names(en));
      expect(es.trim() && es !== en, en).toBeTruthy();
      expect(fr.trim() && fr !== en, en).toBeTruthy();
    }
  });

  it('translates zod issues whose schema gave no message (plainIssueMessage)', () => {
    const issues = z
      .object({
        a: z.string(),
        b: z.string().min(3),
        c: z.array(z.number()).max(2),
        d: z.enum(['x', 'y']),
        e: z.number(),
      })
      .strict()
      .safeParse({ b: 'x', c: [1, 2, 3], d: 'z', e: 'n', f: 1 }, { error: (i) => plainIssueMessage(i) }).error!.issues;
    for (const issue of issues) {
      expect(translateServerMessage(issue.message, 'es'), issue.message).not.toBe(issue.message);
      expect(translateServerMessage(issue.message, 'fr'), issue.message).not.toBe(issue.message);
    }
    expect(ZDob.safeParse('1850-01-01').error!.issues[0]!.message).toBe(VALIDATION_MESSAGES.year1900);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('is translated, each key in Spanish and French, and the server has the same texts', () => {
    for (const [key, en] of Object.entries(VALIDATION_MESSAGES)) {
      const tr = VALIDATION_TRANSLATIONS[key as keyof typeof VALIDATION_MESSAGES];
      expect(SERVER_MESSAGES[en], key).toEqual(tr);
    }
  });

  it('finds a message with values by its template', () => {
    expect(matchMessage(VALIDATION_MESSAGES, 'must be at most 40 characters')).toEqual({
      key: 'atMostChars',
      values: { n: '40' },
    });
    expect(matchMessage(VALIDATION_MESSAGES, 'is required')).toEqual({ key: 'required', values: {} });
    expect(matchMessage(VALIDATION_MESSAGES, 'Not a domain message')).toBeNull();
  });
});
