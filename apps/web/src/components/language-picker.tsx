import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, pickLanguage, type TLanguage } from '@lab/domain';
import { chooseLanguage } from '@/api/account/save-language';

/**
 * The language menu (docs/i18n.md): the three languages, each named in itself (and marked with its `lang`), the
 * one shown checked. Choosing shows it at once and saves it on the account. `compact` shows only the code (top bar).
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const current = pickLanguage([i18n.language]);
  const [error, setError] = useState(false);
  const choose = (language: TLanguage) => {
    setError(false);
    chooseLanguage(language).catch(() => setError(true));
  };
  return (
    <Menu position="bottom-end" shadow="lg" width={180}>
      <Menu.Target>
        <Button
          variant={compact ? 'subtle' : 'default'}
          color={compact ? 'gray' : undefined}
          size={compact ? 'compact-sm' : 'sm'}
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name holds what the button shows (WCAG 2.5.3): "Language: Español, ES" for the code alone (axe reads a code in brackets as not named).
          aria-label={
            t('language.label', { language: LANGUAGE_NAMES[current] }) + (compact ? `, ${current.toUpperCase()}` : '')
          }
          data-testid="language-picker"
          style={compact ? { color: 'inherit' } : undefined}
        >
          {compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.title')}</Menu.Label>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l}
            lang={l}
            aria-current={l === current ? 'true' : undefined}
            rightSection={l === current ? <IconCheck size={14} aria-hidden /> : undefined}
            onClick={() => choose(l)}
          >
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
        {error && (
          <Menu.Label c="red" role="alert">
            {t('language.saveFailed')}
          </Menu.Label>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
