/**
 * The accessible palette (docs/accessibility.md#colour): every text and background pair the app draws, in light and
 * dark, meets WCAG 2.1 AA (4.5:1 for text, 3:1 for large text and the parts of controls). Defined once here; the
 * theme (theme-providers.tsx) turns it into Mantine's CSS variables and palette.test.ts computes every ratio.
 */

/** The brand violet (Mantine shades 0–9). Shade 6 is the light mode's filled colour. */
export const BRAND_SHADES = [
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
] as const;

export type Scheme = 'light' | 'dark';

/** The surfaces text sits on: the body, cards and papers, table stripes, hovered rows, the sidebar. */
export const SURFACES: Record<Scheme, readonly string[]> = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#1f1f1f', '#242424', '#2e2e2e'],
};

/** Plain, secondary ("dimmed") and link text, and the placeholder of an empty field. */
export const TEXT: Record<Scheme, { text: string; dimmed: string; anchor: string; placeholder: string }> = {
  light: { text: '#000000', dimmed: '#5f666d', anchor: '#4535ca', placeholder: '#5f666d' },
  dark: { text: '#c9c9c9', dimmed: '#a6a6a6', anchor: '#b1a9f5', placeholder: '#a6a6a6' },
};

/**
 * One colour's tokens in one scheme: `filled` is the background of a filled badge or button under white text,
 * `lightColor` the text of a light (tinted) badge over its tint, `text` the colour of coloured text on a surface
 * (and of an outline badge).
 */
export interface ColorTokens {
  filled: string;
  filledHover: string;
  lightColor: string;
  text: string;
}

/** How strong a light variant's tint is over the surface (Mantine's defaults, kept). */
export const LIGHT_TINT: Record<Scheme, { shade: number; alpha: number }> = {
  light: { shade: 6, alpha: 0.1 },
  dark: { shade: 6, alpha: 0.15 },
};

/** Every colour the app names (Mantine's palette and the brand) in both schemes. */
export const COLOR_TOKENS: Record<string, Record<Scheme, ColorTokens>> = {
  brand: {
    light: { filled: '#5443e3', filledHover: '#4535ca', lightColor: '#4535ca', text: '#4535ca' },
    dark: { filled: '#4535ca', filledHover: '#3c2eb5', lightColor: '#bab3f4', text: '#b1a9f5' },
  },
  dark: {
    light: { filled: '#2e2e2e', filledHover: '#242424', lightColor: '#2e2e2e', text: '#2e2e2e' },
    dark: { filled: '#424242', filledHover: '#3b3b3b', lightColor: '#c9c9c9', text: '#c9c9c9' },
  },
  gray: {
    light: { filled: '#495057', filledHover: '#343a40', lightColor: '#495057', text: '#495057' },
    dark: { filled: '#495057', filledHover: '#343a40', lightColor: '#ced4da', text: '#ced4da' },
  },
  red: {
    light: { filled: '#c92a2a', filledHover: '#a61e1e', lightColor: '#b02525', text: '#c92a2a' },
    dark: { filled: '#c92a2a', filledHover: '#a61e1e', lightColor: '#ffa8a8', text: '#ff8787' },
  },
  pink: {
    light: { filled: '#c2255c', filledHover: '#a61e4d', lightColor: '#a61e4d', text: '#a61e4d' },
    dark: { filled: '#c2255c', filledHover: '#a61e4d', lightColor: '#fcc2d7', text: '#faa2c1' },
  },
  grape: {
    light: { filled: '#9c36b5', filledHover: '#862e9c', lightColor: '#862e9c', text: '#862e9c' },
    dark: { filled: '#9c36b5', filledHover: '#862e9c', lightColor: '#eebefa', text: '#e599f7' },
  },
  violet: {
    light: { filled: '#7048e8', filledHover: '#6741d9', lightColor: '#6741d9', text: '#6741d9' },
    dark: { filled: '#7048e8', filledHover: '#6741d9', lightColor: '#d0bfff', text: '#b197fc' },
  },
  indigo: {
    light: { filled: '#4263eb', filledHover: '#3b5bdb', lightColor: '#364fc7', text: '#3b5bdb' },
    dark: { filled: '#4263eb', filledHover: '#3b5bdb', lightColor: '#bac8ff', text: '#91a7ff' },
  },
  blue: {
    light: { filled: '#1971c2', filledHover: '#1864ab', lightColor: '#1864ab', text: '#1971c2' },
    dark: { filled: '#1971c2', filledHover: '#1864ab', lightColor: '#a5d8ff', text: '#74c0fc' },
  },
  cyan: {
    light: { filled: '#0b7285', filledHover: '#095c6b', lightColor: '#095c6b', text: '#0b7285' },
    dark: { filled: '#0b7285', filledHover: '#095c6b', lightColor: '#99e9f2', text: '#66d9e8' },
  },
  teal: {
    light: { filled: '#087f5b', filledHover: '#066649', lightColor: '#066649', text: '#087f5b' },
    dark: { filled: '#087f5b', filledHover: '#066649', lightColor: '#96f2d7', text: '#63e6be' },
  },
  green: {
    light: { filled: '#237032', filledHover: '#1b5a28', lightColor: '#1b5a28', text: '#237032' },
    dark: { filled: '#237032', filledHover: '#1b5a28', lightColor: '#b2f2bb', text: '#8ce99a' },
  },
  lime: {
    light: { filled: '#4d7c0f', filledHover: '#3f6212', lightColor: '#3f6212', text: '#436c0d' },
    dark: { filled: '#4d7c0f', filledHover: '#3f6212', lightColor: '#d8f5a2', text: '#c0eb75' },
  },
  yellow: {
    light: { filled: '#8a5a00', filledHover: '#704900', lightColor: '#704900', text: '#8a5a00' },
    dark: { filled: '#8a5a00', filledHover: '#704900', lightColor: '#ffec99', text: '#ffe066' },
  },
  orange: {
    light: { filled: '#b8400b', filledHover: '#9a3509', lightColor: '#9a3509', text: '#b8400b' },
    dark: { filled: '#b8400b', filledHover: '#9a3509', lightColor: '#ffd8a8', text: '#ffc078' },
  },
};

/** The colour every light variant's tint is made of (Mantine's shade 6 of the colour). */
export const TINT_BASE: Record<string, string> = {
  brand: BRAND_SHADES[6],
  dark: '#2e2e2e',
  gray: '#868e96',
  red: '#fa5252',
  pink: '#e64980',
  grape: '#be4bdb',
  violet: '#7950f2',
  indigo: '#4c6ef5',
  blue: '#228be6',
  cyan: '#15aabf',
  teal: '#12b886',
  green: '#40c057',
  lime: '#82c91e',
  yellow: '#fab005',
  orange: '#fd7e14',
};

/** Chart series (lib/chart-colors.ts): each is drawn in its colour's text token, 3:1 on every surface. */
export { CHART_COLORS } from '@/lib/chart-colors';

// ── Contrast (WCAG 2.1 relative luminance) ─────────────────────────────────────────────────────────────────────────

export const rgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

export const luminance = ([r, g, b]: [number, number, number]) => {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};

export const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** `fg` at `alpha` over `bg`, as a hex colour (a light variant's tint on a surface). */
export const over = (fg: string, alpha: number, bg: string) => {
  const f = rgb(fg);
  const b = rgb(bg);
  return `#${f
    .map((c, i) =>
      Math.round(c * alpha + b[i]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

const rgba = (hex: string, alpha: number) => `rgba(${rgb(hex).join(', ')}, ${alpha})`;

/**
 * The focus ring's colour (theme-providers.css, 2 px on every control): the menu colour's filled shade in light
 * mode, its light text shade in dark mode, where the filled shade is too dark to see (#4535ca on #242424, 1.9:1).
 */
export const focusRing = (scheme: Scheme, primary: string) =>
  scheme === 'light' ? COLOR_TOKENS[primary]![scheme].filled : COLOR_TOKENS[primary]![scheme].lightColor;

/** Mantine's CSS variables of the palette for one scheme (cssVariablesResolver). */
export function paletteVariables(scheme: Scheme, primary: string): Record<string, string> {
  const vars: Record<string, string> = {
    '--mantine-color-dimmed': TEXT[scheme].dimmed,
    '--mantine-color-placeholder': TEXT[scheme].placeholder,
    '--mantine-color-anchor': primary === 'brand' ? TEXT[scheme].anchor : COLOR_TOKENS[primary]![scheme].text,
    // The semi-dark sidebar (a dark sidebar in light mode too) draws its text in the dark mode's tokens.
    '--lab-dark-text': TEXT.dark.text,
    '--lab-dark-dimmed': TEXT.dark.dimmed,
  };
  for (const [name, t] of Object.entries(COLOR_TOKENS)) {
    const s = t[scheme];
    vars[`--mantine-color-${name}-filled`] = s.filled;
    vars[`--mantine-color-${name}-filled-hover`] = s.filledHover;
    vars[`--mantine-color-${name}-light`] = rgba(TINT_BASE[name]!, LIGHT_TINT[scheme].alpha);
    vars[`--mantine-color-${name}-light-color`] = s.lightColor;
    vars[`--mantine-color-${name}-text`] = s.text;
    vars[`--mantine-color-${name}-outline`] = s.text;
    // Text on the filled colour (an active menu entry, a filled button): white, which every filled token is tested for.
    vars[`--mantine-color-${name}-contrast`] = '#ffffff';
  }
  vars['--mantine-primary-color-contrast'] = '#ffffff';
  const p = COLOR_TOKENS[primary]![scheme];
  vars['--mantine-primary-color-filled'] = p.filled;
  vars['--mantine-primary-color-filled-hover'] = p.filledHover;
  vars['--mantine-primary-color-light'] = rgba(TINT_BASE[primary]!, LIGHT_TINT[scheme].alpha);
  vars['--mantine-primary-color-light-color'] = p.lightColor;
  vars['--lab-focus-ring'] = focusRing(scheme, primary);
  return vars;
}
