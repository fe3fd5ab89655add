import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TChatContact } from '@lab/domain';
import { useAllContacts } from '../api/chat-queries';
import { PresenceAvatar, presenceLabel } from './presence';
import classes from './chat.module.css';

/** Start a chat with anyone of the lab and its physicians (docs/workspace.md#chat). */
export function NewChatModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose(): void;
  onPick(c: TChatContact): void;
}) {
  const { t } = useTranslation('chat');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const contacts = useAllContacts(debounced, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('newChat')} size="md">
      <TextInput
        data-autofocus
        leftSection={<IconSearch size={16} />}
        placeholder={t('modal.searchPlaceholder')}
        aria-label={t('modal.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        mb="sm"
      />
      <ScrollArea.Autosize mah="60vh">
        {contacts.isLoading && <Loader size="sm" m="md" />}
        {contacts.data?.length === 0 && (
          <Text c="dimmed" size="sm" p="sm">
            {t('modal.nobody', { q: debounced })}
          </Text>
        )}
        <Stack gap={2}>
          {contacts.data?.map((c) => (
            <button
              type="button"
              key={c.uid}
              className={classes.item}
              style={{
                border: 0,
                background: 'none',
                color: 'inherit',
                textAlign: 'start',
                cursor: 'pointer',
                font: 'inherit',
              }}
              onClick={() => onPick(c)}
              aria-label={t('modal.chatWith', { name: c.displayName, status: presenceLabel(c.status) })}
            >
              <span style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'center' }}>
                <PresenceAvatar name={c.displayName} photoURL={c.photoURL} status={c.status} size={34} />
                <span style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {c.displayName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {c.about}
                  </Text>
                </span>
              </span>
            </button>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Modal>
  );
}
