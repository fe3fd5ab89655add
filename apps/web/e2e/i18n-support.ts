import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { settled } from './support';

/** What the Spanish and French walks (i18n-readers.spec.ts, i18n-staff.spec.ts) look for: English of the catalogues. */
type Catalogue = { [key: string]: string | Catalogue };
/** Every namespace of the English catalogues (src/locales/en/*.json). */
const NAMESPACES = readdirSync(new URL('../src/locales/en/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Catalogue;

/** Every text of a catalogue by its dotted key. */
function flatten(c: Catalogue, prefix = '', out = new Map<string, string>()) {
  for (const [k, v] of Object.entries(c)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

/**
 * The English that must not show in `lng`: each English text's pieces between its {{placeholders}}, of two words or
 * more, unless the translation of that key is the same or carries that piece unchanged (codes, names: "MD, DO, NP…",
 * "HER2 FISH").
 */
export function englishPhrases(lng: 'es' | 'fr') {
  const phrases = new Set<string>();
  for (const ns of NAMESPACES) {
    const other = flatten(read(lng, ns));
    for (const [key, text] of flatten(read('en', ns))) {
      const translated = other.get(key);
      if (translated === text) continue;
      for (const piece of text.split(/\{\{[^}]*\}\}/)) {
        const phrase = piece.replace(/^[\s·:,.;()–-]+|[\s·:,;()–-]+$/g, '').trim();
        // A piece the translation carries as it is ("HER2 FISH: {{n}} amplified…") is a name or a code.
        if (translated?.includes(phrase)) continue;
        if (phrase.split(/\s+/).length >= 2) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/**
 * The text a reader sees on the page, less the report itself (it is in the lab's report language) and what people
 * wrote (marked `translate="no"`: names, mails, chat messages, event titles, articles: content stays as written),
 * and source code shown as code (`code`, `pre`: the style guide's samples).
 */
export async function visibleText(page: Page) {
  await settled(page);
  return page.evaluate(() => {
    const hidden = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="report-document"], [translate="no"], code, pre'),
    ];
    const before = hidden.map((el) => el.style.display);
    hidden.forEach((el) => (el.style.display = 'none'));
    const text = document.body.innerText;
    hidden.forEach((el, i) => (el.style.display = before[i]!));
    return text;
  });
}
