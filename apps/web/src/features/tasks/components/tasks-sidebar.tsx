import { Box, Button, ColorSwatch, NavLink, Stack, Text, useMantineTheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCheck, IconExclamationCircle, IconListCheck, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import type { TTaskFilter, TTaskTag } from '@lab/domain';
import { TAG_COLOR } from './tag-colors';

const FILTERS: Array<{ filter: TTaskFilter; label: string; icon: typeof IconStar }> = [
  { filter: 'all', label: 'All', icon: IconListCheck },
  { filter: 'starred', label: 'Starred', icon: IconStar },
  { filter: 'important', label: 'Important', icon: IconExclamationCircle },
  { filter: 'completed', label: 'Completed', icon: IconCheck },
  { filter: 'trashed', label: 'Trashed', icon: IconTrash },
];

/** The left pane (docs/workspace.md#tasks): Add task, the five filters and the Master List's tags, each a link. */
export function TasksSidebar({
  current,
  tags,
  onAdd,
  onNavigate,
}: {
  current: string;
  tags: TTaskTag[];
  onAdd(): void;
  onNavigate?(): void;
}) {
  const theme = useMantineTheme();
  return (
    <Stack gap="xs">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        Add task
      </Button>
      <Box component="nav" aria-label="Task filters">
        {FILTERS.map(({ filter, label, icon: Icon }) => (
          <NavLink
            key={filter}
            component={Link}
            to={`/todo/${filter}`}
            label={label}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={current === filter}
            aria-current={current === filter ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
      </Box>
      {tags.length > 0 && (
        <Box component="nav" aria-label="Task tags">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
            Tags
          </Text>
          {tags.map((t) => (
            <NavLink
              key={t.code}
              component={Link}
              to={`/todo/${encodeURIComponent(t.code)}`}
              label={t.title}
              leftSection={
                <ColorSwatch
                  size={12}
                  color={theme.colors[TAG_COLOR[t.color] ?? theme.primaryColor]![6]}
                  withShadow={false}
                />
              }
              active={current.toLowerCase() === t.code.toLowerCase()}
              aria-current={current.toLowerCase() === t.code.toLowerCase() ? 'page' : undefined}
              onClick={onNavigate}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
