import { MENU_COLORS, TAG_COLOR_NAMES, type TTagColorName, type TThemeSettings } from '@lab/domain';

/*
 * The colour names of packages/domain on the portal's Mantine palette, as the style guide shows them. They mirror
 * MENU_COLOR_PALETTE of app/theme-providers.tsx and TAG_COLOR of features/tasks (a feature may not import either); the
 * style guide's e2e check compares the live theme with MENU_COLORS_ON_PALETTE.
 */
export const MENU_COLORS_ON_PALETTE: Record<TThemeSettings['menuTheme'], string> = {
  primary: 'brand',
  success: 'teal',
  danger: 'red',
  info: 'cyan',
  warning: 'orange',
  dark: 'dark',
};

const TAG_ON_PALETTE: Record<TTagColorName, string | undefined> = {
  primary: undefined,
  warning: 'orange',
  success: 'green',
  danger: 'red',
  info: 'cyan',
  secondary: 'gray',
};

/** The tag colours with a label; `color` undefined = the theme's primary colour. */
export const TAG_SWATCHES = TAG_COLOR_NAMES.map((name) => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  color: TAG_ON_PALETTE[name],
}));

export const MENU_SWATCHES = MENU_COLORS.map((name) => ({ name, palette: MENU_COLORS_ON_PALETTE[name] }));
