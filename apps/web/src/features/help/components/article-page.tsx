import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Card, Center, Group, Loader, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { helpArticleQuery } from '../api/help';
import { ArticleEditor } from './article-form';
import { ArticleAdminActions, AudienceBadges, useCanEditHelp } from './bits';
import { Markdown } from './markdown';
import { useSession } from '@/lib/session';
import { formatDate } from '@/lib/format';

/** One knowledge-base article, its Markdown rendered (GFM tables); admins edit, retire and restore it here. */
export function KnowledgeBaseArticlePage() {
  const { t } = useTranslation('help');
  const { articleId } = useParams({ strict: false }) as { articleId?: string };
  const id = Number(articleId);
  const valid = Number.isInteger(id) && id > 0;
  const article = useQuery({ ...helpArticleQuery(id), enabled: valid });
  const canEdit = useCanEditHelp();
  const role = useSession()?.user.role ?? null;
  const [editing, setEditing] = useState(false);
  const { dir } = useDirection();

  const back = (
    <Anchor component={Link} to="/pages/knowledge-base" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} /> {t('kb.title')}
      </Group>
    </Anchor>
  );
  if (!valid || article.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={t('article.notFound')}>
          {t('article.notFoundBody')}
        </Alert>
      </Stack>
    );
  }
  if (!article.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const a = article.data;
  return (
    <Stack gap="md" maw={900}>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {a.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{a.category}</Badge>
            {a.kind === 'faq' && <Badge variant="outline">{t('faqBadge')}</Badge>}
            <AudienceBadges article={a} showAudience={role === 'admin' || role === 'editor'} />
            <Text size="xs" c="dimmed">
              {a.updatedByName
                ? t('article.updatedBy', { date: formatDate(a.updatedAt), name: a.updatedByName })
                : t('updated', { date: formatDate(a.updatedAt) })}
            </Text>
          </Group>
        </Stack>
        {canEdit && <ArticleAdminActions article={a} onEdit={() => setEditing(true)} />}
      </Group>
      {!a.active && (
        <Alert color="gray" title={t('status.retired')}>
          {t('article.retiredBody')}
        </Alert>
      )}
      <Card withBorder padding="lg">
        {a.body.trim() ? <Markdown>{a.body}</Markdown> : <Text c="dimmed">{t('article.empty')}</Text>}
      </Card>
      {canEdit && <ArticleEditor opened={editing} onClose={() => setEditing(false)} article={a} kind={a.kind} />}
    </Stack>
  );
}
