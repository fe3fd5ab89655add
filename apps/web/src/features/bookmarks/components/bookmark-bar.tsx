import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ActionIcon, Group, Menu, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown, IconStar, IconStarFilled } from '@tabler/icons-react';
import { moveBookmark, splitBookmarkBar, type TBookmark } from '@lab/domain';
import { MenuIcon } from '@/components/menu-icon';
import { ToolbarPopover } from '@/components/toolbar-popover';
import { pageTitle } from '@/lib/i18n';
import { useBookmarks } from '../api/get-bookmarks';
import { useTranslation } from 'react-i18next';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useReorderBookmarks } from '../api/reorder-bookmarks';

function StarButton({ b }: { b: TBookmark }) {
  const { t } = useTranslation('shell');
  const toggle = useToggleBookmark();
  return (
    <ActionIcon
      variant="subtle"
      color={b.starred ? 'yellow' : 'gray'}
      aria-label={t(b.starred ? 'bookmarks.unstar' : 'bookmarks.star', { title: pageTitle(b) })}
      aria-pressed={b.starred}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle.mutate({ id: b.id, starred: b.starred });
      }}
    >
      {b.starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
    </ActionIcon>
  );
}

/** The bookmark search: type to get 6 suggestions, or browse all pages; the star toggles. */
function BookmarkSearch({ all }: { all: TBookmark[] }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 120);
  const navigate = useNavigate();
  const typed = useBookmarks(debounced);
  const list = debounced ? (typed.data?.searchResult ?? []) : all;
  // Escape closes even when focus left the panel (e.g. after a star was toggled).
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && opened) setOpened(false);
  });
  const go = (b: TBookmark | undefined) => {
    if (!b) return;
    setOpened(false);
    setQ('');
    void navigate({ to: b.link });
  };
  return (
    <ToolbarPopover
      tooltip={t('bookmarks.title')}
      buttonLabel={t('bookmarks.search')}
      icon={<IconStar size={20} />}
      color="yellow"
      width={320}
      opened={opened}
      onChange={setOpened}
    >
      <TextInput
        data-autofocus
        placeholder={t('bookmarks.placeholder')}
        aria-label={t('bookmarks.find')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') go(list[0]);
          if (e.key === 'Escape') setOpened(false);
        }}
        mb="xs"
      />
      <ScrollArea.Autosize mah={340}>
        <Stack gap={0} role="list" aria-label={t('bookmarks.pages')}>
          {list.length === 0 && (
            <Text c="dimmed" size="sm" p="xs">
              {t('search.noResult')}
            </Text>
          )}
          {list.map((b) => (
            <Group key={b.id} gap="xs" wrap="nowrap" role="listitem" px={4}>
              <UnstyledButton
                component={Link}
                to={b.link}
                onClick={() => setOpened(false)}
                style={{ flex: 1, minWidth: 0, display: 'flex', gap: 8, alignItems: 'center', padding: '6px 4px' }}
              >
                <MenuIcon name={b.icon} size={16} />
                <Text size="sm" truncate>
                  {pageTitle(b)}
                </Text>
              </UnstyledButton>
              <StarButton b={b} />
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </ToolbarPopover>
  );
}

/**
 * Starred pages in the top bar (docs/shell.md#bookmarks): at most 10 shown, the rest in an overflow list;
 * drag (or Alt+arrow) to reorder; order and stars are kept with the account.
 */
export function BookmarkBar() {
  const { t } = useTranslation('shell');
  const { data } = useBookmarks();
  const reorder = useReorderBookmarks();
  const [dragging, setDragging] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const all = data?.searchResult ?? [];
  const { bar, overflow } = splitBookmarkBar(all);
  const starredIds = [...bar, ...overflow].map((b) => b.id);

  const move = (id: string, beforeId: string) => {
    const next = moveBookmark(starredIds, id, beforeId);
    if (next.join() !== starredIds.join()) reorder.mutate(next);
  };
  const onDrop = (e: DragEvent, targetId: string) => {
    e.preventDefault();
    const id = e.dataTransfer.getData('text/bookmark') || dragging;
    setDragging(null);
    if (id) move(id, targetId);
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    if (!e.altKey) return;
    const rtl = document.documentElement.dir === 'rtl';
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const target = bar[i + step];
    if (!step || !target) return;
    e.preventDefault();
    move(bar[i]!.id, target.id);
  };

  return (
    <Group gap={2} wrap="nowrap" aria-label={t('bookmarks.title')} role="toolbar">
      {wide &&
        bar.map((b, i) => (
          <Tooltip key={b.id} label={pageTitle(b)} withArrow>
            <ActionIcon
              component={Link}
              to={b.link}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={pageTitle(b)}
              data-bookmark={b.id}
              draggable
              onDragStart={(e: DragEvent) => {
                setDragging(b.id);
                e.dataTransfer.setData('text/bookmark', b.id);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e: DragEvent) => e.preventDefault()}
              onDrop={(e: DragEvent) => onDrop(e, b.id)}
              onKeyDown={(e: KeyboardEvent) => onKey(e, i)}
              style={{ opacity: dragging === b.id ? 0.4 : 1, cursor: 'grab' }}
            >
              <MenuIcon name={b.icon} size={20} />
            </ActionIcon>
          </Tooltip>
        ))}
      {wide && overflow.length > 0 && (
        <Menu position="bottom-start" shadow="md" width={240}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('bookmarks.more', { count: overflow.length })}
            >
              <IconChevronDown size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown data-testid="bookmark-overflow">
            {overflow.map((b) => (
              <Menu.Item key={b.id} component={Link} to={b.link} leftSection={<MenuIcon name={b.icon} size={16} />}>
                {pageTitle(b)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <BookmarkSearch all={all} />
    </Group>
  );
}
