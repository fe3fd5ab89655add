import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook, IconFlask, IconHelp, IconPlus, IconSearch } from '@tabler/icons-react';
import { markdownExcerpt, STAFF_AND_PHYSICIAN_ROLES, type THelpArticle } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { formatDate } from '@/lib/format';
import { helpArticlesQuery, helpCategoriesQuery } from '../api/help';
import { ArticleEditor } from './article-form';
import { AudienceBadges, StatusFilter, useCanEditHelp, type ArticleStatus } from './bits';

const PAGE_SIZE = 20;

function ArticleCard({ article, staff }: { article: THelpArticle; staff: boolean }) {
  const { t } = useTranslation('help');
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={`/pages/knowledge-base/${article.id}`}
      aria-label={article.title}
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={600} c="var(--mantine-primary-color-filled)" translate="no">
            {article.title}
          </Text>
          <Group gap={4} wrap="nowrap">
            <AudienceBadges article={article} showAudience={staff} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} translate="no">
          {markdownExcerpt(article.body, 220)}
        </Text>
        <Group gap="xs">
          <Badge variant="light" size="sm">
            {article.category}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('updated', { date: formatDate(article.updatedAt) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The knowledge base (docs/help.md#knowledge-base): category cards with their counts, a search over titles and
 * text, and the article list; an article opens on its page. Admins write, edit, retire and restore articles.
 */
export function KnowledgeBasePage() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const canEdit = useCanEditHelp();
  const role = useSession()?.user.role ?? null;
  const staff = role === 'admin' || role === 'editor';
  const seesDirectory = STAFF_AND_PHYSICIAN_ROLES.some((r) => r === role);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<ArticleStatus>('active');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const categories = useQuery(helpCategoriesQuery('article'));
  const retired = canEdit && status === 'retired';
  const browsing = !q && !category && !retired;
  const list = useQuery(
    helpArticlesQuery({
      kind: 'article',
      q: q || undefined,
      category: category ?? undefined,
      page,
      pageSize: PAGE_SIZE,
      ...(retired && { active: false }),
    }),
  );
  const pick = (c: string | null) => {
    setCategory(c);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('kb.title')}
        subtitle={t('kb.subtitle')}
        actions={
          <>
            {seesDirectory && (
              <Button
                variant="light"
                leftSection={<IconFlask size={16} />}
                component={Link}
                to="/pages/knowledge-base/tests"
              >
                {t('tests.title')}
              </Button>
            )}
            <Button variant="light" leftSection={<IconHelp size={16} />} component={Link} to="/pages/faq">
              {t('faqBadge')}
            </Button>
            {canEdit && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('kb.new')}
              </Button>
            )}
          </>
        }
      />
      <Stack>
        <Group align="end" gap="sm">
          <TextInput
            aria-label={t('kb.search')}
            placeholder={t('kb.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 360 }}
          />
          {canEdit && (
            <StatusFilter
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
            />
          )}
        </Group>

        {browsing && (categories.data?.data.length ?? 0) > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" role="list" aria-label={t('categories')}>
            {categories.data!.data.map((c) => (
              <UnstyledButton
                key={c.category}
                onClick={() => pick(c.category)}
                role="listitem"
                aria-label={`${c.category}, ${t('kb.articles', { count: c.count })}`}
              >
                <Card withBorder padding="md" h="100%">
                  <Group wrap="nowrap" gap="sm">
                    <IconBook
                      size={28}
                      stroke={1.5}
                      color="var(--mantine-primary-color-filled)"
                      style={{ flexShrink: 0 }}
                    />
                    <Stack gap={0}>
                      <Text fw={600}>{c.category}</Text>
                      <Text size="sm" c="dimmed">
                        {t('kb.articles', { count: c.count })}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}

        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {q ? t('kb.matching', { q }) : retired ? t('kb.retired') : (category ?? t('kb.all'))}
            {list.data ? ` (${list.data.total})` : ''}
          </Title>
          {category && (
            <Anchor component="button" type="button" size="sm" onClick={() => pick(null)}>
              {t('kb.allCategories')}
            </Anchor>
          )}
        </Group>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.isError ? null : !list.data ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : list.data.data.length === 0 ? (
          <Alert color="gray" title={q ? t('kb.noMatch') : t('kb.noneYet')}>
            {q ? t('kb.noMatchBody', { q }) : canEdit ? t('kb.noneYetAdmin') : t('kb.noneYetBody')}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-label={t('kb.list')} role="list">
            {list.data.data.map((a) => (
              <div role="listitem" key={a.id}>
                <ArticleCard article={a} staff={staff} />
              </div>
            ))}
          </SimpleGrid>
        )}
        {list.data && list.data.total > PAGE_SIZE && (
          <Pagination
            total={Math.ceil(list.data.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            aria-label={t('pages')}
          />
        )}
      </Stack>
      {canEdit && (
        <ArticleEditor
          opened={creating}
          onClose={() => setCreating(false)}
          article={null}
          kind="article"
          category={category ?? undefined}
          onSaved={(a) => void navigate({ to: a.kind === 'faq' ? '/pages/faq' : `/pages/knowledge-base/${a.id}` })}
        />
      )}
    </>
  );
}
