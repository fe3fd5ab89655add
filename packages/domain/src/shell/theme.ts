import { z } from 'zod';

/** docs/shell.md#theme-customizer. */
export const MENU_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal'] as const;
export const THEME_MODES = ['light', 'dark', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export const ZThemeSettings = z.object({
  layout: z.enum(THEME_LAYOUTS),
  theme: z.enum(THEME_MODES),
  sidebarCollapsed: z.boolean(),
  navbarColor: z.enum(NAVBAR_COLORS),
  navbarType: z.enum(NAVBAR_TYPES),
  footerType: z.enum(FOOTER_TYPES),
  menuTheme: z.enum(MENU_COLORS),
  direction: z.enum(DIRECTIONS),
  hideScrollToTop: z.boolean(),
});
export type TThemeSettings = z.infer<typeof ZThemeSettings>;

/** The defaults of docs/shell.md#theme-settings: vertical, light, primary, ltr, static navbar and footer. */
export const DEFAULT_THEME_SETTINGS: TThemeSettings = {
  layout: 'vertical',
  theme: 'light',
  sidebarCollapsed: false,
  navbarColor: 'default',
  navbarType: 'static',
  footerType: 'static',
  menuTheme: 'primary',
  direction: 'ltr',
  hideScrollToTop: false,
};

/** Widths (px) of docs/shell.md#constants-and-limits. */
export const DESKTOP_BREAKPOINT = 1200;
export const HORIZONTAL_MAX_FALLBACK = 1199;
export const SCROLL_NAVBAR_AT = 50;
export const SCROLL_MENU_SHADOW_AT = 100;
export const SCROLL_TO_TOP_AT = 160;

/**
 * Reads stored settings leniently: unknown or broken fields fall back to the defaults one by one, so an
 * old or hand-edited value never breaks the first paint.
 */
export function normalizeThemeSettings(raw: unknown): TThemeSettings {
  const out: Record<string, unknown> = { ...DEFAULT_THEME_SETTINGS };
  if (raw && typeof raw === 'object') {
    const shape = ZThemeSettings.shape;
    for (const key of Object.keys(shape) as Array<keyof typeof shape>) {
      const parsed = shape[key].safeParse((raw as Record<string, unknown>)[key]);
      if (parsed.success) out[key] = parsed.data;
    }
  }
  return out as TThemeSettings;
}

export interface ThemeOptionVisibility {
  semiDark: boolean;
  collapseSidebar: boolean;
  navbarColors: boolean;
  /** Shown but not choosable (a static navbar keeps the default colour). */
  navbarColorsDisabled: boolean;
  navbarTypeHidden: boolean;
}

/** docs/shell.md#rules-between-settings: horizontal hides semi-dark, collapse, hidden navbar and navbar colours; static disables colours. */
export function themeOptionVisibility(s: Pick<TThemeSettings, 'layout' | 'navbarType'>): ThemeOptionVisibility {
  const vertical = s.layout === 'vertical';
  return {
    semiDark: vertical,
    collapseSidebar: vertical,
    navbarColors: vertical,
    navbarColorsDisabled: s.navbarType === 'static',
    navbarTypeHidden: vertical,
  };
}

/** The layout actually drawn: horizontal falls back to vertical at 1199 px or less. */
export function effectiveLayout(layout: TThemeSettings['layout'], width: number): TThemeSettings['layout'] {
  return layout === 'horizontal' && width <= HORIZONTAL_MAX_FALLBACK ? 'vertical' : layout;
}

/**
 * The settings as they apply: a choice the layout hides has no effect (semi-dark reads as light in horizontal,
 * a hidden navbar as static), and a static navbar shows the default colour.
 */
export function applyThemeRules(s: TThemeSettings, layout: TThemeSettings['layout'] = s.layout): TThemeSettings {
  const out = { ...s, layout };
  if (layout === 'horizontal') {
    if (out.theme === 'semi-dark') out.theme = 'light';
    if (out.navbarType === 'hidden') out.navbarType = 'static';
    out.sidebarCollapsed = false;
    out.navbarColor = 'default';
  }
  if (out.navbarType === 'static') out.navbarColor = 'default';
  return out;
}

/** Portal-wide settings an administrator controls (docs/shell.md#theme-customizer: customizer disabled by default). */
export const ZPortalSettings = z.object({
  customizerEnabled: z.boolean(),
  /** True when PORTAL_CUSTOMIZER at start decides, so the page cannot change it. */
  customizerLockedByEnv: z.boolean(),
});
export type TPortalSettings = z.infer<typeof ZPortalSettings>;
export const ZPortalSettingsUpdate = z.object({ customizerEnabled: z.boolean() });
