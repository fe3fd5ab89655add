import { useEffect, useMemo, type ReactNode } from 'react';
import {
  DirectionProvider,
  MantineProvider,
  createTheme,
  useDirection,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import type { TThemeSettings } from '@lab/domain';
import { themeStore, useThemeSettings } from '@/lib/theme-store';
import { BRAND_SHADES, paletteVariables } from './palette';
import './theme-providers.css';

const violet: MantineColorsTuple = [...BRAND_SHADES];

/** Menu Colors of the customizer → Mantine palette names. */
export const MENU_COLOR_PALETTE: Record<TThemeSettings['menuTheme'], string> = {
  primary: 'brand',
  success: 'teal',
  danger: 'red',
  info: 'cyan',
  warning: 'orange',
  dark: 'dark',
};

const PAGE_CONTROLS: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

const buildTheme = (menuTheme: TThemeSettings['menuTheme']) =>
  createTheme({
    primaryColor: MENU_COLOR_PALETTE[menuTheme],
    primaryShade: { light: menuTheme === 'dark' ? 8 : 6, dark: menuTheme === 'dark' ? 4 : 7 },
    colors: { brand: violet },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '600' },
    components: {
      // Dialogs cover the whole shell, wide ones too: the fixed sidebar sits at 210, the search overlay at 251.
      Modal: { defaultProps: { zIndex: 260, closeButtonProps: { 'aria-label': 'Close dialog' } } },
      // A link in running text is told apart by more than its colour (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // A spinner is a status: its name ("Loading the checklist of part A") is allowed and read (WCAG 4.1.2, 4.1.3).
      Loader: { defaultProps: { role: 'status' } },
      // The four arrows under every list say what they do (WCAG 4.1.2).
      Pagination: {
        defaultProps: { getControlProps: (control: string) => ({ 'aria-label': PAGE_CONTROLS[control] }) },
      },
    },
  });

export const theme = buildTheme('primary');

/** Keeps Mantine's direction and the page's dir attribute in step with the RTL switch. */
function DirectionSync({ dir }: { dir: TThemeSettings['direction'] }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(dir);
    document.documentElement.setAttribute('dir', dir);
  }, [dir, setDirection]);
  return null;
}

/** Theme mode on the body (docs/shell.md#theme-customizer: the mode sets a body style), for CSS outside React. */
function BodyMode({ mode }: { mode: TThemeSettings['theme'] }) {
  useEffect(() => {
    document.body.dataset.themeMode = mode;
  }, [mode]);
  return null;
}

/**
 * The accessible palette (palette.ts, docs/accessibility.md#colour) over Mantine's defaults: dimmed text, links,
 * and every colour's filled, light and text shades, in both schemes, for the user's menu colour.
 */
const resolverFor =
  (primary: string): CSSVariablesResolver =>
  () => ({
    variables: {},
    light: paletteVariables('light', primary),
    dark: paletteVariables('dark', primary),
  });

/**
 * Mantine with the user's theme settings (mode, direction, menu colour): the whole app's, and the sign-in page's of its
 * own entry (src/sign-in.tsx), which has no router or React Query (docs/performance.md#the-sign-in-page-of-its-own).
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const mantineTheme = useMemo(() => buildTheme(settings.menuTheme), [settings.menuTheme]);
  const cssVariablesResolver = useMemo(() => resolverFor(MENU_COLOR_PALETTE[settings.menuTheme]), [settings.menuTheme]);
  return (
    <DirectionProvider initialDirection={themeStore.get().settings.direction} detectDirection={false}>
      <DirectionSync dir={settings.direction} />
      <BodyMode mode={settings.theme} />
      <MantineProvider
        theme={mantineTheme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={settings.theme === 'dark' ? 'dark' : 'light'}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
