import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Alert, Group, Paper, Loader, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessagePlus, IconMessages, IconSearch } from '@tabler/icons-react';
import { matchesContact, orderChats, type TChatContact } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useChats } from '../api/chat-queries';
import { ChatListItem } from './chat-list';
import { ChatThread } from './chat-thread';
import { MyStatusMenu } from './presence';
import { NewChatModal } from './new-chat-modal';
import classes from './chat.module.css';

/**
 * The chat app (docs/workspace.md#chat): my chats on the start side (pinned first, then by the last message), the
 * open conversation on the end side; at phone width one pane at a time. Messages and seen marks arrive live.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const login = useSession();
  const chats = useChats();
  const narrow = useMediaQuery('(max-width: 48em)', false);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  // A contact picked in "new chat" before the first message makes the chat.
  const [picked, setPicked] = useState<TChatContact | null>(null);
  const [pickerOpen, picker] = useDisclosure(false);

  const data = chats.data;
  const list = useMemo(() => {
    if (!data) return [];
    const ordered = orderChats(data.contacts, data.chats);
    return search.trim() ? ordered.filter((c) => matchesContact(c, search)) : ordered;
  }, [data, search]);
  const open = data?.contacts.find((c) => c.uid === openId) ?? (picked && picked.uid === openId ? picked : null);

  const showList = !narrow || open === null;
  const showThread = !narrow || open !== null;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper withBorder radius="md" className={classes.shell}>
        {showList && (
          <div className={classes.list}>
            <Group
              gap="sm"
              p="sm"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <MyStatusMenu name={login?.user.name ?? ''} photoURL={login?.user.avatar} />
              <TextInput
                style={{ flex: 1 }}
                size="sm"
                leftSection={<IconSearch size={16} />}
                placeholder={t('searchChats')}
                aria-label={t('searchChats')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Tooltip label={t('newChat')}>
                <ActionIcon variant="light" size="lg" onClick={picker.open} aria-label={t('newChat')}>
                  <IconMessagePlus size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <ScrollArea style={{ flex: 1 }} type="auto">
              <Stack gap={2} p={4} component="nav" aria-label={t('chats')}>
                {chats.isLoading && <Loader size="sm" m="md" />}
                {chats.isError && (
                  <Alert color="red" m="sm">
                    {t('loadFailed')}
                  </Alert>
                )}
                {data && list.length === 0 && (
                  <Text c="dimmed" size="sm" p="md">
                    {search.trim() ? t('noMatch') : t('none')}
                  </Text>
                )}
                {list.map((c) => (
                  <ChatListItem
                    key={c.uid}
                    contact={c}
                    chat={data?.chats[String(c.uid)]}
                    active={c.uid === openId}
                    onOpen={() => setOpenId(c.uid)}
                  />
                ))}
              </Stack>
            </ScrollArea>
          </div>
        )}
        {showThread && (
          <section className={classes.thread} aria-label={t('conversation')}>
            {open ? (
              <ChatThread
                contact={open}
                chat={data?.chats[String(open.uid)]}
                onBack={narrow ? () => setOpenId(null) : undefined}
              />
            ) : (
              <Stack align="center" justify="center" style={{ flex: 1 }} c="dimmed" gap="xs">
                <IconMessages size={48} stroke={1.2} aria-hidden />
                <Text>{t('pick')}</Text>
              </Stack>
            )}
          </section>
        )}
      </Paper>
      <NewChatModal
        opened={pickerOpen}
        onClose={picker.close}
        onPick={(c) => {
          setPicked(c);
          setOpenId(c.uid);
          picker.close();
        }}
      />
    </>
  );
}
