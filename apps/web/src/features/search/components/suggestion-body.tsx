import { useTranslation } from 'react-i18next';
import { Avatar, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { TSearchSuggestion } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { formatDate } from '@/lib/format';
import { pageTitle } from '@/lib/i18n';

/**
 * One search result as the top bar and the full results page show it (docs/shell.md#search): a contact with its
 * avatar, email or role and join date; a record with its second line; a file with uploader and size; a page.
 */
export function SuggestionBody({ s }: { s: TSearchSuggestion }) {
  const { t } = useTranslation('search');
  if (s.email !== undefined || s.img !== undefined) {
    return (
      <>
        <Avatar src={s.img ?? undefined} size={32} radius="xl" color="initials" name={s.title} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {s.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {s.email ?? s.detail}
          </Text>
        </div>
        {s.date && (
          <Text size="xs" c="dimmed">
            {formatDate(s.date)}
          </Text>
        )}
      </>
    );
  }
  if (s.detail !== undefined) {
    return (
      <>
        <MenuIcon name={s.icon} size={20} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {s.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {s.detail}
          </Text>
        </div>
      </>
    );
  }
  if (s.file !== undefined || s.by !== undefined) {
    return (
      <>
        <IconFile size={22} stroke={1.5} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {s.title}
          </Text>
          {s.by && (
            <Text size="xs" c="dimmed" truncate>
              {t('by', { name: s.by })}
            </Text>
          )}
        </div>
        {s.size && (
          <Text size="xs" c="dimmed">
            {s.size}
          </Text>
        )}
      </>
    );
  }
  return (
    <>
      <MenuIcon name={s.icon} size={18} />
      <Text size="sm" truncate>
        {pageTitle(s)}
      </Text>
    </>
  );
}
