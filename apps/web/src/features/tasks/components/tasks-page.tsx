import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Center, Drawer, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useParams } from '@tanstack/react-router';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { isTaskFilter, type TTask } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useTasks } from '../api/list-tasks';
import { useTaskTags } from '../api/task-tags';
import { useUpdateTask } from '../api/save-task';
import { TaskDrawer } from './task-drawer';
import { TaskRow } from './task-row';
import { TasksSidebar } from './tasks-sidebar';
import classes from './tasks.module.css';

/** The filters with a title of their own (the catalogue's `tasks:title.<filter>`). */
const FILTER_TITLES = new Set(['all', 'starred', 'important', 'completed', 'trashed']);

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The tasks app (docs/workspace.md#tasks) at /todo/<filter>: filters and tags on the left (a drawer on a phone),
 * the list with search on the right, a drawer to add or edit. Live: a change by the other party refreshes it.
 */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const { filter: raw = 'all' } = useParams({ strict: false }) as { filter?: string };
  const filter = raw.toLowerCase();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const phone = useMediaQuery('(max-width: 48em)');
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState<TTask | 'new' | null>(null);
  const tasks = useTasks({ filter, q: q || undefined });
  const tags = useTaskTags();
  const update = useUpdateTask();
  const tagList = useMemo(() => tags.data ?? [], [tags.data]);
  const tagMap = useMemo(() => new Map(tagList.map((tag) => [tag.code.toLowerCase(), tag])), [tagList]);
  const today = localToday();
  const title = FILTER_TITLES.has(filter) ? t(`title.${filter}`) : (tagMap.get(filter)?.title ?? t('title.all'));
  // The drawer edits the freshest copy: a live refresh while it is open keeps the form's key current.
  const editing = open && open !== 'new' ? (tasks.data?.find((x) => x.id === open.id) ?? open) : open;

  const change = async (task: TTask, patch: Partial<Pick<TTask, 'isCompleted' | 'isStarred' | 'isImportant'>>) => {
    try {
      await update.mutateAsync({ id: task.id, ...patch });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('notChanged') });
    }
  };

  const sidebar = (
    <TasksSidebar
      current={isTaskFilter(filter) || tagMap.has(filter) ? filter : 'all'}
      tags={tagList}
      onAdd={() => {
        setMenu(false);
        setOpen('new');
      }}
      onNavigate={() => setMenu(false)}
    />
  );

  return (
    <>
      <PageHeader
        title={t('page')}
        subtitle={t('subtitle')}
        actions={
          phone ? (
            <Button
              variant="default"
              leftSection={<IconMenu2 size={16} />}
              onClick={() => setMenu(true)}
              aria-label={t('filtersAndTags')}
            >
              {title}
            </Button>
          ) : undefined
        }
      />
      <Group align="flex-start" wrap="nowrap" gap="md">
        {!phone && (
          <Card withBorder padding="sm" className={classes.pane}>
            {sidebar}
          </Card>
        )}
        <Card withBorder padding={0} className={classes.list}>
          <Box p="sm" style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}>
            <TextInput
              aria-label={t('search')}
              placeholder={t('searchIn', { what: title.toLowerCase() })}
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rightSection={tasks.isFetching ? <Loader size={14} /> : undefined}
            />
          </Box>
          <Box component="section" aria-label={title}>
            {tasks.isPending ? (
              <Center p="xl">
                <Loader />
              </Center>
            ) : tasks.isError ? (
              <Text c="red" p="md">
                {tasks.error.message}
              </Text>
            ) : tasks.data.length === 0 ? (
              <Text c="dimmed" p="xl" ta="center">
                {q ? t('noMatch') : filter === 'trashed' ? t('trashEmpty') : t('none')}
              </Text>
            ) : (
              tasks.data.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  tags={tagMap}
                  today={today}
                  onOpen={setOpen}
                  onChange={(p) => void change(task, p)}
                />
              ))
            )}
          </Box>
        </Card>
      </Group>
      <Drawer opened={menu} onClose={() => setMenu(false)} title={t('page')} size="xs" position="left">
        {sidebar}
      </Drawer>
      <TaskDrawer open={editing} tags={tagList} onClose={() => setOpen(null)} />
    </>
  );
}
