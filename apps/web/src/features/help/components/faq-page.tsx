import { useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { THelpArticle } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { helpArticlesQuery, helpCategoriesQuery } from '../api/help';
import { ArticleEditor } from './article-form';
import { ArticleAdminActions, AudienceBadges, StatusFilter, useCanEditHelp, type ArticleStatus } from './bits';
import { Markdown } from './markdown';

const anchorId = () => {
  const m = /^#faq-(\d+)$/.exec(window.location.hash);
  return m ? `faq-${m[1]}` : null;
};

/**
 * The FAQ (docs/help.md#faq): questions by category in accordions, a search over questions and answers, and a deep
 * link per entry (/pages/faq#faq-<id>) that opens it. Admins write, edit, retire and restore entries.
 */
export function FaqPage() {
  const { t } = useTranslation('help');
  const canEdit = useCanEditHelp();
  const role = useSession()?.user.role ?? null;
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<ArticleStatus>('active');
  const [opened, setOpened] = useState<string[]>(() => [anchorId()].filter((x): x is string => Boolean(x)));
  const [editing, setEditing] = useState<{ article: THelpArticle | null } | null>(null);
  const categories = useQuery(helpCategoriesQuery('faq'));
  const list = useQuery(
    helpArticlesQuery({
      kind: 'faq',
      q: q || undefined,
      category: category ?? undefined,
      pageSize: 500,
      ...(canEdit && status === 'retired' && { active: false }),
    }),
  );

  // A deep link (also one followed from the top-bar search while on this page) opens its entry and scrolls to it.
  useEffect(() => {
    const open = () => {
      const id = anchorId();
      if (!id) return;
      setOpened((o) => (o.includes(id) ? o : [...o, id]));
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [list.data]);

  const groups = useMemo(() => {
    const by = new Map<string, THelpArticle[]>();
    for (const a of list.data?.data ?? []) by.set(a.category, [...(by.get(a.category) ?? []), a]);
    return [...by.entries()];
  }, [list.data]);

  return (
    <>
      <PageHeader
        title={t('faq.title')}
        subtitle={
          <Trans
            t={t}
            i18nKey={role && role !== 'patient' ? 'faq.subtitleStaff' : 'faq.subtitle'}
            components={{
              kb: <Anchor component={Link} to="/pages/knowledge-base" />,
              tests: <Anchor component={Link} to="/pages/knowledge-base/tests" />,
            }}
          />
        }
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ article: null })}>
              {t('faq.new')}
            </Button>
          )
        }
      />
      <Stack>
        <Group align="end" gap="sm">
          <TextInput
            aria-label={t('faq.search')}
            placeholder={t('faq.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          {canEdit && <StatusFilter value={status} onChange={setStatus} />}
        </Group>
        {(categories.data?.data.length ?? 0) > 0 && (
          <Chip.Group
            multiple={false}
            value={category ?? ''}
            onChange={(v) => setCategory(v === '' || v === category ? null : v)}
          >
            <Group gap="xs" role="group" aria-label={t('categories')}>
              <Chip value="" variant="outline">
                {t('all')}
              </Chip>
              {categories.data!.data.map((c) => (
                <Chip key={c.category} value={c.category} variant="outline">
                  {c.category} ({c.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.isError ? null : !list.data ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : groups.length === 0 ? (
          <Alert color="gray" title={q ? t('faq.noMatch') : t('faq.noneYet')}>
            {q ? t('faq.noMatchBody', { q }) : canEdit ? t('faq.noneYetAdmin') : t('faq.noneYetBody')}
          </Alert>
        ) : (
          groups.map(([cat, entries]) => (
            <Stack key={cat} gap="xs">
              <Group gap="xs">
                <Title order={2} size="h4">
                  {cat}
                </Title>
                <Badge variant="light" size="sm">
                  {entries.length}
                </Badge>
              </Group>
              <Accordion multiple variant="separated" value={opened} onChange={setOpened} chevronPosition="right">
                {entries.map((a) => (
                  <Accordion.Item key={a.id} value={`faq-${a.id}`} id={`faq-${a.id}`} style={{ scrollMarginTop: 80 }}>
                    <Accordion.Control>
                      <Group gap="xs" wrap="nowrap" justify="space-between">
                        <Text fw={500}>{a.title}</Text>
                        <Group gap={4} wrap="nowrap">
                          <AudienceBadges article={a} showAudience={role === 'admin' || role === 'editor'} />
                        </Group>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        <Markdown>{a.body}</Markdown>
                        <Group justify="space-between" gap="xs">
                          <Anchor href={`#faq-${a.id}`} size="xs" c="dimmed">
                            {t('faq.link')}
                          </Anchor>
                          {canEdit && <ArticleAdminActions article={a} onEdit={() => setEditing({ article: a })} />}
                        </Group>
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))
        )}
        {list.data && list.data.total > list.data.data.length && (
          <Text size="sm" c="dimmed">
            {t('faq.showing', { shown: list.data.data.length, total: list.data.total })}
          </Text>
        )}
      </Stack>
      {canEdit && (
        <ArticleEditor
          opened={editing !== null}
          onClose={() => setEditing(null)}
          article={editing?.article ?? null}
          kind="faq"
          category={category ?? undefined}
        />
      )}
    </>
  );
}
