import { useTranslation } from 'react-i18next';
import { menuTitle } from './index';

/** menuTitle, re-rendered when the language changes. */
export function useMenuTitle() {
  const { i18n } = useTranslation('menu');
  return (item: { id: string; title: string }) => menuTitle(item, i18n.language);
}
