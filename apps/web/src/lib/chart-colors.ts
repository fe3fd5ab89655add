/**
 * The colours a chart series may take (the home's figures, BarChartCard). Each is drawn in its colour's text token of
 * the accessible palette (app/palette.ts), which stands out from every surface at 3:1 or more, a graphical object's
 * minimum (WCAG 1.4.11); palette.test.ts checks every one in light and dark. Mantine's shade 6 did not (yellow 1.9:1).
 */
export const CHART_COLORS = [
  'brand',
  'blue',
  'cyan',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'grape',
  'gray',
] as const;
export type ChartColor = (typeof CHART_COLORS)[number];

/** A chart series' colour: a CSS variable of the palette, light or dark by the scheme. */
export const chartColor = (name: ChartColor) => `var(--mantine-color-${name}-text)`;
