import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Card, Center, Group, Loader, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { helpArticleQuery } from '../api/help';
import { ArticleEditor } from './article-form';
import { ArticleAdminActions, AudienceBadges, useCanEditHelp } from './bits';
import { Markdown } from './markdown';
import { useSession } from '@/lib/session';

/** One knowledge-base article, its Markdown rendered (GFM tables); admins edit, retire and restore it here. */
export function KnowledgeBaseArticlePage() {
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
        <IconArrowLeft size={14} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} /> Knowledge base
      </Group>
    </Anchor>
  );
  if (!valid || article.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title="Article not found">
          This article does not exist, was retired, or is not written for your account.
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
            {a.kind === 'faq' && <Badge variant="outline">FAQ</Badge>}
            <AudienceBadges article={a} showAudience={role === 'admin' || role === 'editor'} />
            <Text size="xs" c="dimmed">
              Updated {new Date(a.updatedAt).toLocaleDateString()}
              {a.updatedByName ? ` by ${a.updatedByName}` : ''}
            </Text>
          </Group>
        </Stack>
        {canEdit && <ArticleAdminActions article={a} onEdit={() => setEditing(true)} />}
      </Group>
      {!a.active && (
        <Alert color="gray" title="Retired">
          Readers no longer see this article. Restore it to publish it again.
        </Alert>
      )}
      <Card withBorder padding="lg">
        {a.body.trim() ? <Markdown>{a.body}</Markdown> : <Text c="dimmed">This article has no text yet.</Text>}
      </Card>
      {canEdit && <ArticleEditor opened={editing} onClose={() => setEditing(false)} article={a} kind={a.kind} />}
    </Stack>
  );
}
