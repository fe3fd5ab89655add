import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Badge,
  Box,
  Checkbox,
  Group,
  Menu,
  Button,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  Loader,
  Center,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconFolder,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconSearch,
  IconStar,
  IconStarFilled,
  IconTag,
} from '@tabler/icons-react';
import { MAIL_LABELS, type TMail, type TMailFolder } from '@lab/domain';
import { formatDayMonth, formatTime } from '@/lib/format';
import { useMarkUnread, useMoveMails, useSetLabels, useSetStarred } from '../api/mails';
import { labelColor, labelName } from './labels';
import classes from './mail.module.css';

const shortTime = (iso: string) => {
  const d = new Date(iso);
  const today = new Date();
  return d.toDateString() === today.toDateString() ? formatTime(d) : formatDayMonth(d);
};

const MOVE_TARGETS: TMailFolder[] = ['inbox', 'spam', 'trash'];

interface Props {
  mails: TMail[] | undefined;
  loading: boolean;
  folder: string;
  search: string;
  onSearch(q: string): void;
  selected: Set<number>;
  onSelect(ids: Set<number>): void;
  openId: number | null;
  onOpen(mail: TMail): void;
  /** Asks for older mails; absent when the list holds them all (or as many as a list answers: search to narrow). */
  onMore?: () => void;
  loadingMore?: boolean;
}

/** The middle pane: search, select, bulk star/label/move/unread, and the rows (unread in bold). */
export function MailList({
  mails,
  loading,
  folder,
  search,
  onSearch,
  selected,
  onSelect,
  openId,
  onOpen,
  onMore,
  loadingMore,
}: Props) {
  const { t } = useTranslation('mail');
  const star = useSetStarred();
  const move = useMoveMails();
  const labels = useSetLabels();
  const unread = useMarkUnread();
  const list = mails ?? [];
  const ids = [...selected].filter((id) => list.some((m) => m.id === id));
  const all = list.length > 0 && ids.length === list.length;
  const done = { onSuccess: () => onSelect(new Set()) };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  return (
    <Stack gap={0}>
      <Box p="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
        />
      </Box>
      <Group gap="xs" px="sm" pb="xs" wrap="wrap">
        <Checkbox
          aria-label={t('list.selectAll')}
          checked={all}
          indeterminate={ids.length > 0 && !all}
          onChange={() => onSelect(all ? new Set() : new Set(list.map((m) => m.id)))}
        />
        {ids.length > 0 && (
          <>
            <Menu>
              <Menu.Target>
                <Button size="compact-sm" variant="default" leftSection={<IconFolder size={14} />}>
                  {t('list.move')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {MOVE_TARGETS.filter((f) => f !== folder).map((f) => (
                  <Menu.Item key={f} onClick={() => move.mutate({ selectedEmails: ids, mailFolder: f }, done)}>
                    {labelName(f)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Menu>
              <Menu.Target>
                <Button size="compact-sm" variant="default" leftSection={<IconTag size={14} />}>
                  {t('list.label')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {MAIL_LABELS.map((l) => (
                  <Menu.Item
                    key={l}
                    onClick={() => labels.mutate({ emailIds: ids, label: l }, done)}
                    leftSection={
                      <Badge size="xs" circle color={labelColor(l)}>
                        {' '}
                      </Badge>
                    }
                  >
                    {labelName(l)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              variant="default"
              aria-label={t('list.markRead')}
              onClick={() => unread.mutate({ emailIds: ids, unreadFlag: false }, done)}
            >
              <IconMailOpened size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('markUnread')}
              onClick={() => unread.mutate({ emailIds: ids, unreadFlag: true }, done)}
            >
              <IconMail size={16} />
            </ActionIcon>
          </>
        )}
      </Group>
      {loading && (
        <Center p="lg">
          <Loader size="sm" />
        </Center>
      )}
      {!loading && list.length === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          {t('list.none')}
        </Text>
      )}
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.mails')}>
        {list.map((m) => {
          const who =
            folder === 'sent' || folder === 'draft' ? t('toList', { list: m.to.join(', ') || '—' }) : m.sender_name;
          return (
            <Box component="li" key={m.id} className={classes.row} data-active={m.id === openId || undefined}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Checkbox
                  aria-label={t('list.select', { subject: m.subject || t('list.mail') })}
                  checked={selected.has(m.id)}
                  onChange={() => toggle(m.id)}
                  mt={4}
                />
                <ActionIcon
                  variant="subtle"
                  color="yellow"
                  size="sm"
                  mt={2}
                  onClick={() => star.mutate(m.id)}
                  aria-label={
                    m.isStarred ? t('list.unstar', { subject: m.subject }) : t('list.star', { subject: m.subject })
                  }
                  aria-pressed={m.isStarred}
                >
                  {m.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                </ActionIcon>
                <UnstyledButton onClick={() => onOpen(m)} style={{ flex: 1, minWidth: 0 }}>
                  {/* Named by what it shows (WCAG 2.5.3): "Unread:" is the bold type's word for screen readers. */}
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate className={m.unread ? classes.unread : undefined}>
                      {m.unread && <VisuallyHidden component="span">{t('list.unread')}</VisuallyHidden>}
                      {m.unread && ' '}
                      {who}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {shortTime(m.time)}
                    </Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" truncate className={m.unread ? classes.unread : undefined} style={{ flex: 1 }}>
                      {m.subject || t('noSubject')}
                      {m.replies.length > 0 && (
                        <Text span c="dimmed" size="xs">
                          {' '}
                          ({m.replies.length + 1})
                        </Text>
                      )}
                    </Text>
                    {m.attachments.length > 0 && <IconPaperclip size={14} aria-label={t('list.hasAttachments')} />}
                    {m.labels.map((l) => (
                      <Badge key={l} size="xs" circle color={labelColor(l)} aria-label={labelName(l)}>
                        {' '}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {m.message.replace(/\s+/g, ' ').slice(0, 140)}
                  </Text>
                </UnstyledButton>
              </Group>
            </Box>
          );
        })}
      </Box>
      {onMore && (
        <Center p="sm">
          <Button variant="subtle" size="xs" onClick={onMore} loading={loadingMore}>
            {t('list.older')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
