import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Drawer, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useParams } from '@tanstack/react-router';
import { IconMenu2 } from '@tabler/icons-react';
import { MAIL_FILTERS, MAIL_LIST_MAX, MAIL_LIST_PAGE, type TMail } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { session } from '@/lib/session';
import { useMailCounts, useMailLive, useMails, useMarkUnread } from '../api/mails';
import { ComposeModal, emptyDraft, type ComposeDraft } from './compose-modal';
import { labelName } from './labels';
import { MailFolders } from './mail-folders';
import { MailList } from './mail-list';
import { MailReader } from './mail-reader';
import classes from './mail.module.css';

/** The mail app (docs/workspace.md#mail): folders and labels, the list, the reading pane; one pane at a time when narrow. */
export function MailPage() {
  const { t } = useTranslation('mail');
  const raw = String(useParams({ strict: false }).folder ?? 'inbox');
  const folder = (MAIL_FILTERS as readonly string[]).includes(raw) ? raw : 'inbox';
  const narrow = useMediaQuery('(max-width: 62em)');
  const me = session.get()?.user.email ?? '';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [limit, setLimit] = useState(MAIL_LIST_PAGE);
  useMailLive();
  const mails = useMails(folder, q, limit);
  const counts = useMailCounts();
  const markUnread = useMarkUnread();

  // A new folder starts with nothing selected or open, and with its newest page.
  useEffect(() => {
    setSelected(new Set());
    setOpenId(null);
    setLimit(MAIL_LIST_PAGE);
  }, [folder]);
  useEffect(() => setLimit(MAIL_LIST_PAGE), [q]);
  const more =
    (mails.data?.length ?? 0) >= limit && limit < MAIL_LIST_MAX
      ? () => setLimit((l) => Math.min(MAIL_LIST_MAX, l + MAIL_LIST_PAGE))
      : undefined;

  const open = mails.data?.find((m) => m.id === openId) ?? null;
  const openMail = (m: TMail) => {
    if (m.mailFolder === 'draft') {
      setCompose({
        id: m.id,
        to: m.to,
        cc: m.cc,
        bcc: m.bcc,
        subject: m.subject,
        message: m.message,
        attachments: m.attachments,
        inReplyTo: undefined,
      });
      return;
    }
    setOpenId(m.id);
    if (m.unread) markUnread.mutate({ emailIds: [m.id], unreadFlag: false });
  };

  const folders = (
    <MailFolders
      current={folder}
      counts={counts.data?.folders ?? {}}
      onCompose={() => {
        setFoldersOpen(false);
        setCompose(emptyDraft());
      }}
      onNavigate={() => setFoldersOpen(false)}
    />
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={labelName(folder)}
        actions={
          narrow ? (
            <Button variant="default" leftSection={<IconMenu2 size={16} />} onClick={() => setFoldersOpen(true)}>
              {t('folders.button')}
            </Button>
          ) : undefined
        }
      />
      <div className={classes.layout}>
        <Card withBorder padding="sm" className={classes.nav}>
          {folders}
        </Card>
        <Card withBorder padding={0} className={narrow && open ? classes.hiddenOnSmall : undefined}>
          <MailList
            mails={mails.data}
            loading={mails.isLoading}
            folder={folder}
            search={search}
            onSearch={setSearch}
            selected={selected}
            onSelect={setSelected}
            openId={openId}
            onOpen={openMail}
            onMore={more}
            loadingMore={mails.isFetching && !mails.isLoading}
          />
        </Card>
        <Card
          withBorder
          padding="md"
          className={narrow && !open ? classes.hiddenOnSmall : undefined}
          aria-label={t('readingPane')}
        >
          {open ? (
            <MailReader mail={open} me={me} onBack={() => setOpenId(null)} onCompose={setCompose} />
          ) : (
            <Text c="dimmed" ta="center" p="xl">
              {t('choose')}
            </Text>
          )}
        </Card>
      </div>
      <Drawer opened={foldersOpen} onClose={() => setFoldersOpen(false)} title={t('drawer')} size="xs">
        {folders}
      </Drawer>
      {compose && <ComposeModal key={compose.id ?? 'new'} initial={compose} onClose={() => setCompose(null)} />}
    </>
  );
}
