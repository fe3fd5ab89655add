/**
 * A line of text split into runs that one font each can draw, in the order they are drawn from left to right.
 * The PDFs (report, invoice, labels) pick a font per run: Latin, Greek and Cyrillic share one font; Arabic,
 * Hebrew and CJK have their own; the mathematical symbols (≥, ≤, ≠, →), arrows and shapes come from a font that
 * has them.
 *
 * Direction: the documents are left to right. An Arabic or Hebrew run is handed over in its logical order and
 * the font's shaper (fontkit) joins and reverses it; what this function reorders is a right-to-left stretch made
 * of several runs ("العلي, محمد": two Arabic runs and the comma between them), whose runs are drawn in reverse.
 * Simplified from the Unicode Bidirectional Algorithm (UAX #9) for one left-to-right line: neutrals between two
 * right-to-left runs go with them, digits keep their own order, anything at the edge goes with the left-to-right
 * text around it.
 */

export type TTextScript = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'symbol';

export interface TTextRun {
  script: TTextScript;
  text: string;
  /** Drawn right to left by its font's shaper (Arabic, Hebrew). */
  rtl: boolean;
}

type CharClass = TTextScript | 'space' | 'neutral' | 'digit';

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

/** The script a character is drawn in, or what it is when it has none (a space, a digit, punctuation). */
function classify(ch: string): CharClass {
  const cp = ch.codePointAt(0)!;
  if (/\s/u.test(ch)) return 'space';
  if (cp >= 0x30 && cp <= 0x39) return 'digit';
  if (
    (cp >= 0x0600 && cp <= 0x06ff) || // Arabic
    (cp >= 0x0750 && cp <= 0x077f) || // Arabic Supplement
    (cp >= 0x08a0 && cp <= 0x08ff) || // Arabic Extended-A
    (cp >= 0xfb50 && cp <= 0xfdff) || // Arabic Presentation Forms-A
    (cp >= 0xfe70 && cp <= 0xfeff) // Arabic Presentation Forms-B
  )
    return cp >= 0x0660 && cp <= 0x0669 ? 'digit' : 'arabic';
  if ((cp >= 0x0590 && cp <= 0x05ff) || (cp >= 0xfb1d && cp <= 0xfb4f)) return 'hebrew';
  if (
    (cp >= 0x2e80 && cp <= 0x2fdf) || // CJK radicals
    (cp >= 0x3000 && cp <= 0x30ff) || // CJK punctuation, Hiragana, Katakana
    (cp >= 0x3100 && cp <= 0x31ff) || // Bopomofo, Katakana extensions
    (cp >= 0x3200 && cp <= 0x4dbf) || // enclosed CJK, compatibility, extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified ideographs
    (cp >= 0xac00 && cp <= 0xd7af) || // Hangul syllables
    (cp >= 0xf900 && cp <= 0xfaff) || // CJK compatibility ideographs
    (cp >= 0xff00 && cp <= 0xffef) || // full-width forms
    (cp >= 0x2460 && cp <= 0x24ff) || // enclosed numbers (①), which the CJK font has
    (cp >= 0x20000 && cp <= 0x2fa1f) // extensions B and later
  )
    return 'cjk';
  if (
    (cp >= 0x2190 && cp <= 0x23ff && cp !== 0x2212) || // arrows, mathematical and technical symbols (not the minus)
    (cp >= 0x25a0 && cp <= 0x27bf) // shapes, dingbats
  )
    return 'symbol';
  if (/[\p{L}\p{M}]/u.test(ch)) return 'latin'; // Latin, Greek, Cyrillic and other letters the text font has
  return 'neutral';
}

const isRtl = (c: CharClass) => c === 'arabic' || c === 'hebrew';
const isStrong = (c: CharClass): c is TTextScript => c !== 'space' && c !== 'neutral' && c !== 'digit';

/** The runs of `text` in drawing order (left to right), each in one script; their texts joined hold every character. */
export function textRuns(text: string): TTextRun[] {
  const chars = [...text];
  const classes = chars.map(classify);
  const strongBefore: (TTextScript | null)[] = [];
  let prev: TTextScript | null = null;
  for (const c of classes) {
    strongBefore.push(prev);
    if (isStrong(c)) prev = c;
  }
  const strongAfter: (TTextScript | null)[] = new Array<TTextScript | null>(chars.length).fill(null);
  let next: TTextScript | null = null;
  for (let i = chars.length - 1; i >= 0; i--) {
    strongAfter[i] = next;
    const c = classes[i]!;
    if (isStrong(c)) next = c;
  }
  // Each character's script: a space between two letters of one script joins them; the rest draw in the text font.
  const scripts: TTextScript[] = classes.map((c, i) => {
    if (isStrong(c)) return c;
    const before = strongBefore[i] ?? null;
    if (c === 'space' && before !== null && before === strongAfter[i] && before !== 'symbol') return before;
    return 'latin';
  });
  // Right to left or not, per character: a neutral or digit between two right-to-left letters is in their stretch.
  const rtlLevel = classes.map((c, i) => {
    if (isRtl(c)) return true;
    if (isStrong(c)) return false;
    const before = strongBefore[i] ?? null;
    const after = strongAfter[i] ?? null;
    return before !== null && after !== null && isRtl(before) && isRtl(after);
  });

  const logical: { script: TTextScript; text: string; inRtl: boolean; digits: boolean }[] = [];
  chars.forEach((ch, i) => {
    const script = scripts[i]!;
    const inRtl = rtlLevel[i]!;
    const digits = classes[i] === 'digit';
    const last = logical[logical.length - 1];
    // In a right-to-left stretch, each neutral of the text font is a run of its own (it is drawn reversed), digits stay together.
    const joins =
      last && last.script === script && last.inRtl === inRtl && (!inRtl || isRtl(script) || (digits && last.digits));
    if (joins) last.text += ch;
    else logical.push({ script, text: ch, inRtl, digits });
  });

  const out: TTextRun[] = [];
  for (let i = 0; i < logical.length;) {
    if (!logical[i]!.inRtl) {
      const r = logical[i]!;
      out.push({ script: r.script, text: r.text, rtl: false });
      i++;
      continue;
    }
    let j = i;
    while (j < logical.length && logical[j]!.inRtl) j++;
    for (const r of logical.slice(i, j).reverse())
      out.push({
        script: r.script,
        text: isRtl(r.script) || r.digits ? r.text : [...r.text].map((ch) => MIRRORED[ch] ?? ch).join(''),
        rtl: isRtl(r.script),
      });
    i = j;
  }
  // Neighbouring runs of one script and direction (left to right) are drawn as one.
  const merged: TTextRun[] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && !last.rtl && !r.rtl && last.script === r.script) last.text += r.text;
    else merged.push({ ...r });
  }
  return merged;
}
