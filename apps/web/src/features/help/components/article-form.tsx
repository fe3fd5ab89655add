import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Autocomplete,
  Button,
  Drawer,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HELP_AUDIENCES,
  HELP_BODY_MAX,
  HELP_CATEGORY_MAX,
  HELP_TITLE_MAX,
  type THelpArticle,
  type THelpAudience,
  type THelpKind,
} from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { helpCategoriesQuery, useSaveHelpArticle } from '../api/help';
import { Markdown } from './markdown';

const isAudience = (v: string | null): v is THelpAudience => HELP_AUDIENCES.some((a) => a === v);

/** Write or edit an article (admins): title, kind, category (pick or type a new one), audience, Markdown with preview. */
function ArticleForm({ article, kind: initialKind, category: initialCategory, onSaved }: FormProps) {
  const { t } = useTranslation('help');
  const save = useSaveHelpArticle();
  const categories = useQuery(helpCategoriesQuery());
  const [title, setTitle] = useState(article?.title ?? '');
  const [kind, setKind] = useState<THelpKind>(article?.kind ?? initialKind);
  const [category, setCategory] = useState(article?.category ?? initialCategory ?? '');
  const [audience, setAudience] = useState<THelpAudience>(article?.audience ?? 'everyone');
  const [sortOrder, setSortOrder] = useState<number | string>(article?.sortOrder ?? 0);
  const [body, setBody] = useState(article?.body ?? '');
  const [tab, setTab] = useState<string | null>('write');
  const fields = save.error instanceof ApiError ? save.error.fields : {};

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: article?.id ?? null,
        input: {
          title,
          kind,
          category,
          audience,
          body,
          sortOrder: typeof sortOrder === 'number' ? sortOrder : Number(sortOrder) || 0,
        },
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: article ? t('form.saved', { title: saved.title }) : t('form.published', { title: saved.title }),
          });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={article ? t('form.edit') : t('kb.new')}>
      <Stack>
        <TextInput
          label={t('form.title')}
          required
          maxLength={HELP_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fields.title}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="help-kind-label">
            {t('form.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="help-kind-label"
            data={[
              { value: 'faq', label: t('form.faqEntry') },
              { value: 'article', label: t('form.article') },
            ]}
            value={kind}
            onChange={(v) => setKind(v === 'faq' ? 'faq' : 'article')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete
            label={t('form.category')}
            description={t('form.categoryHint')}
            required
            maxLength={HELP_CATEGORY_MAX}
            data={(categories.data?.data ?? []).map((c) => c.category)}
            value={category}
            onChange={setCategory}
            error={fields.category}
          />
          <Select
            label={t('form.audience')}
            description={t('form.audienceHint')}
            data={HELP_AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
            value={audience}
            allowDeselect={false}
            onChange={(v) => isAudience(v) && setAudience(v)}
            error={fields.audience}
          />
        </SimpleGrid>
        <NumberInput
          label={t('form.order')}
          description={t('form.orderHint')}
          min={0}
          max={9999}
          w={200}
          value={sortOrder}
          onChange={setSortOrder}
          error={fields.sortOrder}
        />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('form.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('form.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              aria-label={t('form.body')}
              description={t('form.bodyHint')}
              autosize
              minRows={12}
              maxRows={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              error={fields.body}
            />
            <Text size="xs" c={body.length > HELP_BODY_MAX ? 'red' : 'dimmed'} ta="end">
              {formatNumber(body.length)} / {formatNumber(HELP_BODY_MAX)}
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Paper withBorder p="md" mih={200} data-testid="markdown-preview">
              {body.trim() ? <Markdown>{body}</Markdown> : <Text c="dimmed">{t('form.nothing')}</Text>}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        {save.error && (
          <Text c="red" size="sm" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {article ? t('form.save') : t('form.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FormProps {
  article: THelpArticle | null;
  kind: THelpKind;
  category?: string;
  onSaved(article: THelpArticle): void;
}

/** The editor in a drawer: opened by New article or Edit. */
export function ArticleEditor({
  opened,
  onClose,
  ...props
}: Omit<FormProps, 'onSaved'> & { opened: boolean; onClose(): void; onSaved?(a: THelpArticle): void }) {
  const { t } = useTranslation('help');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={props.article ? t('form.edit') : t('kb.new')}
      position="right"
      size="xl"
    >
      {opened && (
        <ArticleForm
          key={props.article?.id ?? 'new'}
          {...props}
          onSaved={(a) => {
            props.onSaved?.(a);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
