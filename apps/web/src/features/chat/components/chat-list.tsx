import { useTranslation } from 'react-i18next';
import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import type { TChatContact, TChatRecord } from '@lab/domain';
import { PresenceAvatar, presenceLabel } from './presence';
import { chatTime } from './chat-time';
import classes from './chat.module.css';

/**
 * One chat in the list: presence, the last message, its time and my unseen count. The button is named by what it
 * shows (WCAG 2.5.3), the presence and "unread" added for screen readers only.
 */
export function ChatListItem({
  contact,
  chat,
  active,
  onOpen,
}: {
  contact: TChatContact;
  chat: TChatRecord | undefined;
  active: boolean;
  onOpen(): void;
}) {
  const { t } = useTranslation('chat');
  const last = chat?.msg.at(-1);
  const unseen = chat?.unseenCount ?? 0;
  return (
    <UnstyledButton
      className={classes.item}
      data-active={active || undefined}
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      data-testid={`chat-item-${contact.uid}`}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <PresenceAvatar name={contact.displayName} photoURL={contact.photoURL} status={contact.status} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unseen ? 700 : 600} truncate>
              {contact.displayName}
              <VisuallyHidden component="span">
                {chat?.isPinned
                  ? t('list.statePinned', { status: presenceLabel(contact.status) })
                  : t('list.state', { status: presenceLabel(contact.status) })}
              </VisuallyHidden>
            </Text>
            {last && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {chatTime(last.time)}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" justify="space-between">
            {/* The last message as its author wrote it (translate="no": content; docs/i18n.md). */}
            <Text size="xs" c={unseen ? undefined : 'dimmed'} fw={unseen ? 600 : 400} truncate translate="no">
              {last ? (last.isSent ? t('list.you', { text: last.textContent }) : last.textContent) : contact.about}
            </Text>
            <Group gap={4} wrap="nowrap">
              {chat?.isPinned && <IconPinFilled size={12} aria-hidden style={{ opacity: 0.6 }} />}
              {unseen > 0 && (
                <Badge size="sm" circle={unseen < 10} color="red" data-testid="chat-unread-badge">
                  {unseen > 99 ? '99+' : unseen} <VisuallyHidden component="span">{t('list.unread')}</VisuallyHidden>
                </Badge>
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
