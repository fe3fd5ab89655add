import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { SEARCH_PAGE_SIZE, type TSearchSuggestion } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { KeyHint } from '@/components/key-hint';
import { useSearchResults } from '../api/get-search-results';
import { SuggestionBody } from './suggestion-body';
import classes from './search-results-page.module.css';

interface Address {
  q: string;
  group?: string;
  page: number;
}

/** The page's address: `?q=…&group=…&page=…`, read leniently (a bad page is page 1). */
function readAddress(search: Record<string, unknown>): Address {
  const q = typeof search.q === 'string' ? search.q : typeof search.q === 'number' ? String(search.q) : '';
  const group = typeof search.group === 'string' && search.group ? search.group : undefined;
  const page = Number(search.page);
  return { q, group, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function ResultLink({ s }: { s: TSearchSuggestion }) {
  const external = /^https?:/.test(s.link);
  const body = <SuggestionBody s={s} />;
  if (external) {
    return (
      <a href={s.link} target="_blank" rel="noopener noreferrer" className={classes.result} data-result>
        {body}
      </a>
    );
  }
  return (
    <Link to={s.link} className={classes.result} data-result>
      {body}
    </Link>
  );
}

/**
 * `/pages/search` (docs/shell.md#the-full-results): the top-bar search in full. The text, group and page live in
 * the address, so a result list can be shared and the Back button returns to it. Every group the user may see is a
 * tab with its total; the server pages the chosen group. `/` focuses the box; Arrow Down moves from the box into the
 * results and Arrow Up/Down through them.
 */
export function SearchResultsPage() {
  const { t } = useTranslation(['search', 'shell']);
  /** The server's group titles (English) in the language shown, as the top-bar search shows them. */
  const groupTitle = (title: string) => t(`shell:search.groups.${title}`, { defaultValue: title });
  const navigate = useNavigate();
  const address = readAddress(useRouterState({ select: (st) => st.location.search as Record<string, unknown> }));
  const [text, setText] = useState(address.q);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const go = (next: Address, replace = false) =>
    void navigate({
      to: '/pages/search',
      search: {
        q: next.q,
        ...(next.group ? { group: next.group } : {}),
        ...(next.page > 1 ? { page: next.page } : {}),
      },
      replace,
    });

  // The address changes from outside (the top bar, Back): the box follows it.
  useEffect(() => setText(address.q), [address.q]);
  // Typing searches again from the first page of the same group; the address keeps one entry per search.
  useEffect(() => {
    if (debounced !== address.q.trim()) go({ q: debounced, group: address.group, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useHotkeys([['/', () => input.current?.focus()]]);

  const q = address.q.trim();
  const results = useSearchResults({ q, group: address.group, page: address.page, pageSize: SEARCH_PAGE_SIZE });
  const data = q ? results.data : undefined;
  const shownGroup = data?.group ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const grand = data?.groups.reduce((n, g) => n + g.total, 0) ?? 0;

  const focusResult = (delta: number) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[data-result]') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at === 0 && delta < 0) return input.current?.focus();
    links[Math.max(0, Math.min(links.length - 1, at < 0 ? 0 : at + delta))]?.focus();
  };
  const onListKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusResult(e.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={q && data ? t('resultsFor', { count: grand, q }) : t('subtitle')} />
      <Stack gap="md">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: text.trim(), group: address.group, page: 1 });
          }}
        >
          <TextInput
            ref={input}
            autoFocus
            aria-label={t('searchFor')}
            placeholder={t('placeholder')}
            leftSection={<IconSearch size={18} />}
            rightSection={results.isFetching ? <Loader size="xs" /> : <KeyHint>/</KeyHint>}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                focusResult(1);
              }
            }}
          />
        </form>

        {!q ? (
          <EmptyState icon={<IconSearch size={28} />} title={t('empty.title')}>
            {t('empty.body')}
          </EmptyState>
        ) : results.isError && !data ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('error.title')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{results.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void results.refetch()}>
                {t('error.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !data ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
            <Skeleton h={36} w={320} maw="100%" />
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={44} />
            ))}
          </Stack>
        ) : (
          <Tabs
            value={shownGroup}
            onChange={(g) => g && go({ q, group: g, page: 1 })}
            keepMounted={false}
            classNames={{ list: classes.tabs }}
          >
            <Tabs.List aria-label={t('groups')}>
              {data.groups.map((g) => (
                <Tabs.Tab
                  key={g.groupTitle}
                  value={g.groupTitle}
                  rightSection={
                    <Badge
                      size="sm"
                      variant={g.groupTitle === shownGroup ? 'filled' : 'light'}
                      color={g.total ? undefined : 'gray'}
                      circle={g.total < 10}
                    >
                      {g.total}
                    </Badge>
                  }
                >
                  {groupTitle(g.groupTitle)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {shownGroup && (
              <Tabs.Panel value={shownGroup} pt="md">
                {data.total === 0 ? (
                  <EmptyState icon={<IconSearchOff size={28} />} title={t('noResult.title')}>
                    {grand === 0
                      ? t('noResult.nothing', { q })
                      : t('noResult.inGroup', { group: groupTitle(shownGroup).toLowerCase(), q, count: grand })}
                  </EmptyState>
                ) : (
                  <Stack gap="sm">
                    <Card withBorder padding={0} radius="md">
                      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move between the links it holds, which take the focus */}
                      <div
                        ref={list}
                        className={classes.list}
                        onKeyDown={onListKey}
                        data-testid="search-results"
                        aria-busy={results.isFetching}
                      >
                        {data.data.map((s) => (
                          <ResultLink key={`${s.link}-${s.id ?? s.title}`} s={s} />
                        ))}
                      </div>
                    </Card>
                    <Group justify="space-between" wrap="wrap" gap="sm">
                      <Text size="sm" c="dimmed" aria-live="polite">
                        {t('range', {
                          from: (data.page - 1) * data.pageSize + 1,
                          to: Math.min(data.total, data.page * data.pageSize),
                          total: data.total,
                          group: groupTitle(shownGroup).toLowerCase(),
                        })}
                      </Text>
                      {pages > 1 && (
                        <Pagination
                          total={pages}
                          value={Math.min(data.page, pages)}
                          onChange={(page) => go({ q, group: shownGroup, page })}
                          size="sm"
                          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                          getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
                        />
                      )}
                    </Group>
                  </Stack>
                )}
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Stack>
    </>
  );
}

function EmptyState({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" py="xl">
      <Center>
        <Stack align="center" gap="xs" maw={440} ta="center">
          <ThemeIcon size={52} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}
