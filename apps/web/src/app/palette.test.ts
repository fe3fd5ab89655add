import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MENU_COLOR_PALETTE } from './theme-providers';
import {
  CHART_COLORS,
  COLOR_TOKENS,
  contrast,
  focusRing,
  LIGHT_TINT,
  over,
  paletteVariables,
  SURFACES,
  TEXT,
  TINT_BASE,
  type Scheme,
} from './palette';

const SCHEMES: Scheme[] = ['light', 'dark'];
const TEXT_MIN = 4.5;
const UI_MIN = 3;

/** Every failing pair, named, so one run lists them all. */
function failing(pairs: Array<[string, string, string, number]>) {
  return pairs
    .map(([name, fg, bg, min]) => ({ name, ratio: Number(contrast(fg, bg).toFixed(2)), min, fg, bg }))
    .filter((p) => p.ratio < p.min);
}

describe('the accessible palette (WCAG 2.1 AA)', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2); // Mantine's dimmed grey, the audit's figure
    expect(contrast('#ffffff', '#fd7e14')).toBeCloseTo(2.57, 2); // the old "Demo data" badge
    expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
  });

  for (const scheme of SCHEMES) {
    it(`${scheme}: plain, dimmed, link and placeholder text on every surface reach 4.5:1`, () => {
      const t = TEXT[scheme];
      const pairs: Array<[string, string, string, number]> = [];
      for (const bg of SURFACES[scheme])
        for (const [k, fg] of Object.entries(t)) pairs.push([`${k} on ${bg}`, fg, bg, TEXT_MIN]);
      expect(failing(pairs)).toEqual([]);
    });

    it(`${scheme}: every colour's filled, light and text tokens reach 4.5:1`, () => {
      const pairs: Array<[string, string, string, number]> = [];
      for (const [name, tokens] of Object.entries(COLOR_TOKENS)) {
        const s = tokens[scheme];
        pairs.push([`${name} filled under white`, '#ffffff', s.filled, TEXT_MIN]);
        pairs.push([`${name} filled-hover under white`, '#ffffff', s.filledHover, TEXT_MIN]);
        for (const bg of SURFACES[scheme]) {
          const tint = over(TINT_BASE[name]!, LIGHT_TINT[scheme].alpha, bg);
          pairs.push([`${name} light badge on ${bg}`, s.lightColor, tint, TEXT_MIN]);
          pairs.push([`${name} text on ${bg}`, s.text, bg, TEXT_MIN]);
        }
      }
      expect(failing(pairs)).toEqual([]);
    });

    it(`${scheme}: chart series stand out from the surfaces (3:1) and their labels read (4.5:1)`, () => {
      const pairs: Array<[string, string, string, number]> = [];
      for (const c of CHART_COLORS)
        for (const bg of SURFACES[scheme]) {
          pairs.push([`${c} series on ${bg}`, COLOR_TOKENS[c]![scheme].text, bg, UI_MIN]);
          pairs.push([`axis label on ${bg}`, TEXT[scheme].dimmed, bg, TEXT_MIN]);
        }
      expect(failing(pairs)).toEqual([]);
    });

    it(`${scheme}: the focus ring of every menu colour stands out from every surface (3:1)`, () => {
      const pairs: Array<[string, string, string, number]> = [];
      for (const primary of Object.values(MENU_COLOR_PALETTE))
        for (const bg of SURFACES[scheme])
          pairs.push([`${primary} ring on ${bg}`, focusRing(scheme, primary), bg, UI_MIN]);
      expect(failing(pairs)).toEqual([]);
    });

    it(`${scheme}: the semi-dark sidebar's text and dimmed text read on its dark surface`, () => {
      const vars = paletteVariables(scheme, 'brand');
      const pairs: Array<[string, string, string, number]> = [];
      for (const bg of SURFACES.dark)
        for (const k of ['--lab-dark-text', '--lab-dark-dimmed']) pairs.push([`${k} on ${bg}`, vars[k]!, bg, TEXT_MIN]);
      expect(failing(pairs)).toEqual([]);
    });

    it(`${scheme}: the CSS variables carry every token, for every menu colour`, () => {
      for (const primary of Object.values(MENU_COLOR_PALETTE)) {
        const vars = paletteVariables(scheme, primary);
        expect(vars['--mantine-color-dimmed']).toBe(TEXT[scheme].dimmed);
        expect(vars['--mantine-primary-color-filled']).toBe(COLOR_TOKENS[primary]![scheme].filled);
        for (const [name, t] of Object.entries(COLOR_TOKENS)) {
          expect(vars[`--mantine-color-${name}-filled`]).toBe(t[scheme].filled);
          expect(vars[`--mantine-color-${name}-light-color`]).toBe(t[scheme].lightColor);
          expect(vars[`--mantine-color-${name}-text`]).toBe(t[scheme].text);
          expect(vars[`--mantine-color-${name}-contrast`]).toBe('#ffffff');
        }
        expect(vars['--mantine-primary-color-contrast']).toBe('#ffffff');
        expect(vars['--lab-focus-ring']).toBe(focusRing(scheme, primary));
      }
    });
  }

  it('names every colour of the menu themes and of the charts', () => {
    for (const c of Object.values(MENU_COLOR_PALETTE)) expect(COLOR_TOKENS[c], c).toBeDefined();
    for (const c of CHART_COLORS) expect(COLOR_TOKENS[c], c).toBeDefined();
  });

  it("has a token for each of Mantine's colours, so a colour named anywhere (a status badge, a chart) is the palette's", () => {
    const mantine = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green'];
    for (const c of [...mantine, 'lime', 'yellow', 'orange', 'brand']) expect(COLOR_TOKENS[c], c).toBeDefined();
  });

  it('the app names colours, never a shade ("yellow.6", "--mantine-color-green-6"), which would bypass the palette', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const names = Object.keys(COLOR_TOKENS).join('|');
    const shade = new RegExp(
      `["'\`](${names})\\.\\d["'\`]|\\}\\.\\d\`|(c|color)=["{]?["'\`]?var\\(--mantine-color-(${names})-\\d\\)`,
    );
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = path.join(dir, f);
        // The style guide shows Mantine's own shades on purpose; tests may name anything.
        if (statSync(p).isDirectory()) {
          if (f !== 'style-guide') walk(p);
        } else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)) {
          readFileSync(p, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (shade.test(line)) offenders.push(`${path.relative(src, p)}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
