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
import './theme-providers.css';

const violet: MantineColorsTuple = [
  '#f1efff',
  '#dedbfb',
  '#bab3f4',
  '#9589ee',
  '#7367f0',
  '#5f50e6',
  '#5443e3',
  '#4535ca',
  '#3c2eb5',
  '#3026a0',
];

/** Menu Colors of the customizer → Mantine palette names. */
export const MENU_COLOR_PALETTE: Record<TThemeSettings['menuTheme'], string> = {
  primary: 'brand',
  success: 'teal',
  danger: 'red',
  info: 'cyan',
  warning: 'orange',
  dark: 'dark',
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
      Modal: { defaultProps: { zIndex: 260 } },
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
 * Light-variant badges and buttons of the violet brand read too dark on dark backgrounds (the default takes
 * shade 4 for the text): in dark mode they take a lighter text and a slightly stronger tint.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-2)',
    '--mantine-color-brand-light': 'rgba(115, 103, 240, 0.22)',
    '--mantine-color-brand-light-hover': 'rgba(115, 103, 240, 0.3)',
  },
});

/**
 * Mantine with the user's theme settings (mode, direction, menu colour): the whole app's, and the sign-in page's of its
 * own entry (src/sign-in.tsx), which has no router or React Query (docs/performance.md#the-sign-in-page-of-its-own).
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const mantineTheme = useMemo(() => buildTheme(settings.menuTheme), [settings.menuTheme]);
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
