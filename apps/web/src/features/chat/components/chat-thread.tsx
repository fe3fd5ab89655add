import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
  useDirection,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconChecks,
  IconPin,
  IconPinFilled,
  IconSend,
} from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, type TChatContact, type TChatMessage, type TChatRecord } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { getOlderMessages } from '../api/chat-queries';
import { useMarkAllSeen, useSendMessage, useSetPinned } from '../api/chat-mutations';
import { PresenceAvatar, presenceLabel } from './presence';
import { bubbleTime } from './chat-time';
import classes from './chat.module.css';

function Bubble({ m }: { m: TChatMessage }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.row} data-mine={m.isSent || undefined} data-testid="chat-bubble">
      <div className={classes.bubble}>
        <Text size="sm" inherit translate="no">
          {m.textContent}
        </Text>
        <div className={classes.meta}>
          <time dateTime={m.time}>{bubbleTime(m.time)}</time>
          {m.isSent &&
            (m.isSeen ? (
              <IconChecks size={14} aria-label={t('thread.seen')} data-testid="chat-seen" />
            ) : (
              <IconCheck size={14} aria-label={t('thread.sent')} data-testid="chat-sent" />
            ))}
        </div>
      </div>
    </div>
  );
}

/**
 * One conversation (docs/workspace.md#chat): the newest page from `chats`, older pages on request; opening it,
 * or a message arriving while it is open, marks the contact's messages seen.
 */
export function ChatThread({
  contact,
  chat,
  onBack,
}: {
  contact: TChatContact;
  chat: TChatRecord | undefined;
  onBack?: () => void;
}) {
  const { t } = useTranslation('chat');
  const [older, setOlder] = useState<{ msg: TChatMessage[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const send = useSendMessage();
  const seen = useMarkAllSeen();
  const pin = useSetPinned();
  const { dir } = useDirection();

  const latest = chat?.msg ?? [];
  const known = new Set(latest.map((m) => m.id));
  const messages = [...(older?.msg.filter((m) => !known.has(m.id)) ?? []), ...latest];
  const hasMore = older ? older.hasMore : Boolean(chat?.hasMore);
  const lastId = latest.at(-1)?.id;
  const unseen = chat?.unseenCount ?? 0;

  useEffect(() => {
    setOlder(null);
    setText('');
    setError(null);
  }, [contact.uid]);

  useEffect(() => {
    // Once per new count: a second mark while one is under way is harmless, a missed one would leave it unread.
    if (unseen > 0) seen.mutate(contact.uid);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes every render
  }, [contact.uid, unseen]);

  useEffect(() => {
    const v = viewport.current;
    if (v) v.scrollTo({ top: v.scrollHeight });
  }, [contact.uid, lastId]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await getOlderMessages(contact.uid, first.id);
      setOlder((o) => ({ msg: [...page.msg, ...(o?.msg ?? [])], hasMore: page.hasMore }));
    } finally {
      setLoadingOlder(false);
    }
  };

  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    setError(null);
    send.mutate(
      { contactId: contact.uid, textContent: body },
      {
        onSuccess: () => setText(''),
        onError: (e) => setError(e instanceof ApiError ? e.message : t('thread.notSent')),
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const pinned = Boolean(chat?.isPinned);
  return (
    <>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('thread.back')}>
            {dir === 'rtl' ? <IconArrowRight size={18} /> : <IconArrowLeft size={18} />}
          </ActionIcon>
        )}
        <PresenceAvatar name={contact.displayName} photoURL={contact.photoURL} status={contact.status} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate data-testid="chat-thread-name">
            {contact.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {presenceLabel(contact.status)}
            {contact.about ? ` · ${contact.about}` : ''}
          </Text>
        </Stack>
        {chat && (
          <Tooltip label={pinned ? t('thread.unpin') : t('thread.pin')}>
            <ActionIcon
              variant={pinned ? 'light' : 'subtle'}
              aria-pressed={pinned}
              aria-label={t('thread.pin')}
              loading={pin.isPending}
              onClick={() => pin.mutate({ contactId: contact.uid, value: !pinned })}
            >
              {pinned ? <IconPinFilled size={18} /> : <IconPin size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
        <Stack
          gap={4}
          p="md"
          role="log"
          aria-live="polite"
          aria-label={t('thread.messagesWith', { name: contact.displayName })}
        >
          {hasMore && (
            <Group justify="center">
              <Button size="xs" variant="subtle" loading={loadingOlder} onClick={() => void loadOlder()}>
                {t('thread.older')}
              </Button>
            </Group>
          )}
          {messages.length === 0 && (
            <Text c="dimmed" ta="center" size="sm" py="xl">
              {t('thread.empty', { name: contact.displayName })}
            </Text>
          )}
          {messages.map((m) => (
            <Bubble key={m.id} m={m} />
          ))}
        </Stack>
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('thread.messageTo', { name: contact.displayName })}
            placeholder={t('thread.placeholder')}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={error}
            data-testid="chat-composer"
          />
          <ActionIcon
            size="lg"
            onClick={submit}
            loading={send.isPending}
            disabled={!text.trim()}
            aria-label={t('thread.send')}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Box>
    </>
  );
}
