import type { TFunction } from 'i18next';
import { choiceLabel, singularInSentence, type LookupField, type LookupList } from '@lab/domain';

/**
 * A list's words in the language shown: the registry (packages/domain) keeps the English, the `lookups` catalogue
 * has each list's translations under `lists.<key>` (title, singular, the singular inside a sentence, description,
 * code and name labels, and per field its label, help and option labels). A list or field the catalogue does not
 * name shows the registry's English.
 */
type T = TFunction<'lookups'>;
type ListWords = Pick<LookupList, 'key' | 'title' | 'singular' | 'description' | 'codeLabel' | 'nameLabel'>;

export const listTitle = (t: T, list: ListWords) => t(`lists.${list.key}.title`, { defaultValue: list.title });
export const listDescription = (t: T, list: ListWords) =>
  list.description ? t(`lists.${list.key}.description`, { defaultValue: list.description }) : undefined;
/** The singular as it reads inside a sentence ("Add accident type"). */
export const listOne = (t: T, list: ListWords) =>
  t(`lists.${list.key}.one`, { defaultValue: singularInSentence(list) });
/** The singular as a label starts ("Accident type form"). */
export const listSingular = (t: T, list: ListWords) => t(`lists.${list.key}.singular`, { defaultValue: list.singular });
export const codeLabel = (t: T, list: ListWords) =>
  t(`lists.${list.key}.codeLabel`, { defaultValue: list.codeLabel ?? t('code') });
export const nameLabel = (t: T, list: ListWords) =>
  t(`lists.${list.key}.nameLabel`, { defaultValue: list.nameLabel ?? t('name') });
export const fieldLabel = (t: T, listKey: string, f: Pick<LookupField, 'name' | 'label'>) =>
  t(`lists.${listKey}.fields.${f.name}.label`, { defaultValue: f.label });
export const fieldHelp = (t: T, listKey: string, f: Pick<LookupField, 'name' | 'help'>) =>
  f.help ? t(`lists.${listKey}.fields.${f.name}.help`, { defaultValue: f.help }) : undefined;
export const optionLabel = (
  t: T,
  listKey: string | undefined,
  f: Pick<LookupField, 'name'> & { optionLabels?: Readonly<Record<string, string>> },
  option: string,
) =>
  listKey
    ? t(`lists.${listKey}.fields.${f.name}.options.${option}`, { defaultValue: choiceLabel(f, option) })
    : choiceLabel(f, option);
