import { useTranslation } from 'react-i18next';
import { resources } from '@/lib/i18n';

type Samples = Record<string, string>;
const byEnglish = new Map<string, Map<string, string>>();

/** The English sample texts of a namespace's `samples` section, by their text (made once per namespace). */
function keysOf(ns: string): Map<string, string> {
  let map = byEnglish.get(ns);
  if (!map) {
    const samples = (resources.en[ns]?.samples ?? {}) as Samples;
    map = new Map(Object.entries(samples).map(([key, text]) => [text, key]));
    byEnglish.set(ns, map);
  }
  return map;
}

/**
 * The style guide's sample data (made-up cases, tabs, toasts… in the pages' own arrays) in the language shown: the
 * arrays keep their English, which is also the English of the catalogue's `samples` section, so a text finds its key
 * by its English (like translateMessage for the server's messages); a text not in the catalogue (a case number, a
 * name) is shown as it is.
 */
export function useSampleText(ns: 'styleGuideA' | 'styleGuideB') {
  const { t } = useTranslation(ns);
  return <T>(text: T): T | string => {
    const key = typeof text === 'string' ? keysOf(ns).get(text) : undefined;
    return key ? t(`samples.${key}`) : text;
  };
}
