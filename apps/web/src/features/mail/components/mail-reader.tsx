import { useTranslation } from 'react-i18next';
import { ActionIcon, Avatar, Badge, Button, Card, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconMail,
  IconPaperclip,
  IconShare3,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { MAIL_LABELS, type TMail, type TMailReply } from '@lab/domain';
import { SignedAnchor } from '@/components/signed-link';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useMarkUnread, useMoveMails, useSetLabels, useSetStarred } from '../api/mails';
import type { ComposeDraft } from './compose-modal';
import { labelColor, labelName } from './labels';
import { MailText } from './mail-text';
import classes from './mail.module.css';

const quote = (m: TMailReply) =>
  `\n\n${i18n.t('mail:reader.wrote', { when: formatDateTime(m.time), name: m.sender_name, email: m.sender })}\n${m.message
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n')}`;

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** One message of the thread. */
function MessageCard({ m }: { m: TMailReply }) {
  const { t } = useTranslation('mail');
  return (
    <Card withBorder padding="md" component="article" aria-label={t('reader.messageFrom', { name: m.sender_name })}>
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <Avatar src={m.img} name={m.sender_name} color="initials" radius="xl" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" truncate>
            {m.sender_name}{' '}
            <Text span c="dimmed" size="xs">
              &lt;{m.sender}&gt;
            </Text>
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('toList', { list: m.to.join(', ') || '—' })}
            {m.cc.length > 0 && ` · ${t('ccList', { list: m.cc.join(', ') })}`}
            {m.bcc.length > 0 && ` · ${t('bccList', { list: m.bcc.join(', ') })}`}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(m.time)}
        </Text>
      </Group>
      <MailText text={m.message} caseLinks={m.caseLinks} />
      {m.attachments.length > 0 && (
        <Group gap="xs" mt="md" aria-label={t('attachments')}>
          {m.attachments.map((a) => (
            <SignedAnchor key={a.id} path={`/api/email/attachments/${a.id}`} download={a.fileName} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                {t('fileSize', { name: a.fileName, kb: Math.max(1, Math.round(a.size / 1024)) })}
              </Group>
            </SignedAnchor>
          ))}
        </Group>
      )}
    </Card>
  );
}

/** The reading pane: the thread, Reply / Reply all / Forward, star, labels, unread, trash. */
export function MailReader({
  mail,
  me,
  onBack,
  onCompose,
}: {
  mail: TMail;
  me: string;
  onBack(): void;
  onCompose(d: ComposeDraft): void;
}) {
  const { t } = useTranslation('mail');
  const star = useSetStarred();
  const move = useMoveMails();
  const labels = useSetLabels();
  const unread = useMarkUnread();
  const thread = [...mail.replies, mail].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  const others = (list: string[]) => list.filter((e) => e.toLowerCase() !== me.toLowerCase());
  const base = { bcc: [], attachments: [], inReplyTo: mail.id };
  const reply = () =>
    onCompose({
      ...base,
      to: mail.sender === me ? mail.to : [mail.sender],
      cc: [],
      subject: prefixed('Re:', mail.subject),
      message: quote(mail),
    });
  const replyAll = () =>
    onCompose({
      ...base,
      to: others([mail.sender, ...mail.to]),
      cc: others(mail.cc),
      subject: prefixed('Re:', mail.subject),
      message: quote(mail),
    });
  const forward = () =>
    onCompose({
      to: [],
      cc: [],
      bcc: [],
      subject: prefixed('Fwd:', mail.subject),
      message: quote(mail),
      attachments: mail.attachments,
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('reader.back')}>
            <IconArrowLeft size={18} className={classes.flipRtl} />
          </ActionIcon>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {mail.subject || t('noSubject')}
          </Title>
        </Group>
        <Group gap={4}>
          <Tooltip label={mail.isStarred ? t('unstar') : t('star')}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              onClick={() => star.mutate(mail.id)}
              aria-label={mail.isStarred ? t('unstar') : t('star')}
              aria-pressed={mail.isStarred}
            >
              {mail.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('labels')}>
                <IconTag size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {MAIL_LABELS.map((l) => (
                <Menu.Item
                  key={l}
                  onClick={() => labels.mutate({ emailIds: [mail.id], label: l })}
                  leftSection={
                    <Badge size="xs" circle color={labelColor(l)}>
                      {' '}
                    </Badge>
                  }
                >
                  {mail.labels.includes(l) ? t('reader.removeLabel', { label: labelName(l) }) : labelName(l)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Tooltip label={t('markUnread')}>
            <ActionIcon
              variant="subtle"
              onClick={() => unread.mutate({ emailIds: [mail.id], unreadFlag: true }, { onSuccess: onBack })}
              aria-label={t('markUnread')}
            >
              <IconMail size={18} />
            </ActionIcon>
          </Tooltip>
          {mail.mailFolder !== 'trash' && (
            <Tooltip label={t('reader.trash')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => move.mutate({ selectedEmails: [mail.id], mailFolder: 'trash' }, { onSuccess: onBack })}
                aria-label={t('reader.trash')}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {mail.labels.length > 0 && (
        <Group gap={4}>
          {mail.labels.map((l) => (
            <Badge key={l} color={labelColor(l)} variant="light">
              {labelName(l)}
            </Badge>
          ))}
        </Group>
      )}
      {thread.map((m) => (
        <MessageCard key={m.id} m={m} />
      ))}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={reply}>
          {t('reader.reply')}
        </Button>
        <Button variant="default" leftSection={<IconShare3 size={16} />} onClick={replyAll}>
          {t('reader.replyAll')}
        </Button>
        <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} onClick={forward}>
          {t('reader.forward')}
        </Button>
      </Group>
    </Stack>
  );
}
