import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS } from '@lab/domain';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('theme settings per user', () => {
  it('starts empty and keeps what the user saves, for that user only', async () => {
    const first = await t.as('editor', { method: 'GET', url: '/api/account/theme' });
    expect(first.json()).toEqual({ settings: null, customizerEnabled: false });
    const dark = { ...DEFAULT_THEME_SETTINGS, theme: 'dark', direction: 'rtl' };
    const put = await t.as('editor', { method: 'PUT', url: '/api/account/theme', payload: dark });
    expect(put.statusCode).toBe(200);
    expect((await t.as('editor', { method: 'GET', url: '/api/account/theme' })).json().settings).toEqual(dark);
    expect((await t.as('staff', { method: 'GET', url: '/api/account/theme' })).json().settings).toBeNull();
    // Audited as one row per changed option.
    const audit = JSON.stringify((await t.as('admin', { method: 'GET', url: '/api/aggrid/data' })).json());
    expect(audit).toContain('"datavalue":"direction"');
    expect(audit).toContain('"datavalue":"theme"');
    expect(audit).not.toContain('"datavalue":"layout"');
  });

  it('rejects an unknown option', async () => {
    const res = await t.as('editor', {
      method: 'PUT',
      url: '/api/account/theme',
      payload: { ...DEFAULT_THEME_SETTINGS, navbarType: 'wobbly' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('portal customizer switch', () => {
  it('is off by default; only an admin turns it on, and it is audited', async () => {
    expect((await t.as('editor', { method: 'GET', url: '/api/settings/portal' })).json()).toEqual({
      customizerEnabled: false,
      customizerLockedByEnv: false,
    });
    expect(
      (await t.as('editor', { method: 'PUT', url: '/api/settings/portal', payload: { customizerEnabled: true } }))
        .statusCode,
    ).toBe(403);
    const res = await t.as('admin', {
      method: 'PUT',
      url: '/api/settings/portal',
      payload: { customizerEnabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as('patient', { method: 'GET', url: '/api/account/theme' })).json().customizerEnabled).toBe(true);
    const audit = await t.as('admin', { method: 'GET', url: '/api/aggrid/data' });
    expect(JSON.stringify(audit.json())).toContain('Theme customizer enabled for everyone');
  });

  it('follows PORTAL_CUSTOMIZER when set at start', async () => {
    const t2 = await (await import('./helper')).createTestApp({ config: { customizerEnabledByEnv: true } });
    try {
      expect((await t2.as('editor', { method: 'GET', url: '/api/settings/portal' })).json()).toEqual({
        customizerEnabled: true,
        customizerLockedByEnv: true,
      });
      expect(
        (await t2.as('admin', { method: 'PUT', url: '/api/settings/portal', payload: { customizerEnabled: false } }))
          .statusCode,
      ).toBe(409);
    } finally {
      await t2.close();
    }
  });
});
