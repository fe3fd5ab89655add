import { describe, expect, it } from 'vitest';
import {
  applyThemeRules,
  DEFAULT_THEME_SETTINGS,
  effectiveLayout,
  normalizeThemeSettings,
  themeOptionVisibility,
} from './theme';

describe('theme settings', () => {
  it('defaults to vertical, light, primary, ltr, static navbar and footer', () => {
    expect(DEFAULT_THEME_SETTINGS).toMatchObject({
      layout: 'vertical',
      theme: 'light',
      menuTheme: 'primary',
      direction: 'ltr',
      navbarType: 'static',
      footerType: 'static',
    });
  });

  it('hides semi-dark, collapse, hidden navbar and navbar colours in horizontal', () => {
    expect(themeOptionVisibility({ layout: 'horizontal', navbarType: 'sticky' })).toEqual({
      semiDark: false,
      collapseSidebar: false,
      navbarColors: false,
      navbarColorsDisabled: false,
      navbarTypeHidden: false,
    });
    expect(themeOptionVisibility({ layout: 'vertical', navbarType: 'floating' })).toMatchObject({
      semiDark: true,
      navbarColors: true,
      navbarColorsDisabled: false,
      navbarTypeHidden: true,
    });
  });

  it('disables navbar colours when the navbar is static', () => {
    expect(themeOptionVisibility({ layout: 'vertical', navbarType: 'static' }).navbarColorsDisabled).toBe(true);
    expect(applyThemeRules({ ...DEFAULT_THEME_SETTINGS, navbarColor: 'danger' }).navbarColor).toBe('default');
    expect(
      applyThemeRules({ ...DEFAULT_THEME_SETTINGS, navbarType: 'sticky', navbarColor: 'danger' }).navbarColor,
    ).toBe('danger');
  });

  it('drops choices horizontal cannot show', () => {
    const s = applyThemeRules({
      ...DEFAULT_THEME_SETTINGS,
      layout: 'horizontal',
      theme: 'semi-dark',
      navbarType: 'hidden',
    });
    expect(s.theme).toBe('light');
    expect(s.navbarType).toBe('static');
    expect(applyThemeRules({ ...DEFAULT_THEME_SETTINGS, theme: 'semi-dark' }).theme).toBe('semi-dark');
  });

  it('switches horizontal to vertical at 1199 px or less', () => {
    expect(effectiveLayout('horizontal', 1199)).toBe('vertical');
    expect(effectiveLayout('horizontal', 1200)).toBe('horizontal');
    expect(effectiveLayout('vertical', 2000)).toBe('vertical');
  });

  it('reads broken stored values field by field', () => {
    expect(normalizeThemeSettings({ theme: 'dark', layout: 'diagonal' })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      theme: 'dark',
    });
    expect(normalizeThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
  });
});
