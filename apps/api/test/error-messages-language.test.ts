import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@lab/domain';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badLogin = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    headers,
    payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
  });

/** The API's error messages in the requester's language (docs/i18n-messages.md); English stays as it is. */
describe('error messages in the reader’s language', () => {
  it('keeps English when no language is asked for, or English is', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'de-DE' },
    ];
    for (const headers of asked) {
      const res = await badLogin(headers);
      expect(res.statusCode).toBe(200); // SPEC: a wrong password answers 200 `{error}`
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.badCredentials });
    }
    const res = await t.as('editor', { url: '/api/patients/999999' });
    expect(res.json()).toMatchObject({ error: 'Patient not found', code: 'not_found' });
    const invalid = await t.as('editor', { method: 'PUT', url: '/api/account/language', payload: { language: 'de' } });
    expect(invalid.json()).toEqual({
      error: 'language: Choose en, es or fr',
      code: 'validation_failed',
      fields: { language: 'Choose en, es or fr' },
    });
  });

  it('answers an anonymous request in the Accept-Language it names (French)', async () => {
    const res = await badLogin({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 'Adresse e-mail ou mot de passe incorrect' });
    const anon = await t.as(null, { url: '/api/cases', headers: { 'accept-language': 'fr' } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ error: 'Connexion requise', code: 'sign_in_required' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      headers: { 'accept-language': 'fr' },
      payload: { email: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ email: 'L’adresse e-mail est obligatoire' });
  });

  it('answers a user who chose Spanish in Spanish, whatever the browser asks; fields keep their keys', async () => {
    const put = await t.as('staff', { method: 'PUT', url: '/api/account/language', payload: { language: 'es' } });
    expect(put.statusCode).toBe(200);
    const missing = await t.as('staff', { url: '/api/patients/999999', headers: { 'accept-language': 'fr' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Paciente no encontrado', code: 'not_found' });
    const invalid = await t.as('staff', { method: 'PUT', url: '/api/account/language', payload: { language: 'de' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'language: Elija en, es o fr',
      code: 'validation_failed',
      fields: { language: 'Elija en, es o fr' },
    });
    const refused = await t.as('patient', { url: '/api/users/list', headers: { 'accept-language': 'es' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Su rol \(patient\) no puede usar esto$/);
    // Another user who chose nothing still reads English.
    expect((await t.as('editor', { url: '/api/patients/999999' })).json().error).toBe('Patient not found');
  });
});
