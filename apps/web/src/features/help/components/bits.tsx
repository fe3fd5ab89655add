import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconEdit, IconRestore } from '@tabler/icons-react';
import { canEditHelp, type THelpArticle } from '@lab/domain';
import { useSession } from '@/lib/session';
import { useSetHelpArticleActive } from '../api/help';

/** Admins write the help; the server refuses everyone else, and they see no edit controls. */
export function useCanEditHelp(): boolean {
  return canEditHelp(useSession()?.user.role ?? null);
}

export type ArticleStatus = 'active' | 'retired';

/** The admins' filter between published and retired articles. */
export function StatusFilter({ value, onChange }: { value: ArticleStatus; onChange(status: ArticleStatus): void }) {
  const { t } = useTranslation('help');
  return (
    <SegmentedControl
      aria-label={t('status.label')}
      data={[
        { value: 'active', label: t('status.published') },
        { value: 'retired', label: t('status.retired') },
      ]}
      value={value}
      onChange={(v) => onChange(v === 'retired' ? 'retired' : 'active')}
    />
  );
}

/** Who an article is for and whether it is retired: shown to the staff, who read every audience. */
export function AudienceBadges({ article, showAudience }: { article: THelpArticle; showAudience: boolean }) {
  const { t } = useTranslation('help');
  return (
    <>
      {showAudience && article.audience !== 'everyone' && (
        <Badge size="sm" variant="light" color={article.audience === 'staff' ? 'orange' : 'cyan'}>
          {t(`audience.${article.audience}`)}
        </Badge>
      )}
      {!article.active && (
        <Badge size="sm" variant="filled" color="gray">
          {t('status.retired')}
        </Badge>
      )}
    </>
  );
}

/** Edit, and Retire or Restore: for admins only. */
export function ArticleAdminActions({ article, onEdit }: { article: THelpArticle; onEdit(): void }) {
  const { t } = useTranslation('help');
  const setActive = useSetHelpArticleActive();
  const toggle = () =>
    setActive.mutate(
      { id: article.id, active: !article.active },
      {
        onSuccess: (a) =>
          notifications.show({
            color: 'green',
            message: a.active ? t('admin.restored', { title: a.title }) : t('admin.retired', { title: a.title }),
          }),
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onEdit}>
        {t('admin.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color={article.active ? 'red' : 'green'}
        leftSection={article.active ? <IconArchive size={14} /> : <IconRestore size={14} />}
        loading={setActive.isPending}
        onClick={toggle}
      >
        {article.active ? t('admin.retire') : t('admin.restore')}
      </Button>
    </Group>
  );
}
