import { useTranslation } from 'react-i18next';
import { Box, Button, ColorSwatch, NavLink, Stack, Text, useMantineTheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCheck, IconExclamationCircle, IconListCheck, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import type { TTaskFilter, TTaskTag } from '@lab/domain';
import { TAG_COLOR } from './tag-colors';

/** The filters; each one's name is the catalogue's `tasks:filter.<filter>`. */
const FILTERS: Array<{ filter: TTaskFilter; icon: typeof IconStar }> = [
  { filter: 'all', icon: IconListCheck },
  { filter: 'starred', icon: IconStar },
  { filter: 'important', icon: IconExclamationCircle },
  { filter: 'completed', icon: IconCheck },
  { filter: 'trashed', icon: IconTrash },
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
  const { t } = useTranslation('tasks');
  const theme = useMantineTheme();
  return (
    <Stack gap="xs">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        {t('add')}
      </Button>
      <Box component="nav" aria-label={t('filters')}>
        {FILTERS.map(({ filter, icon: Icon }) => (
          <NavLink
            key={filter}
            component={Link}
            to={`/todo/${filter}`}
            label={t(`filter.${filter}`)}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={current === filter}
            aria-current={current === filter ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
      </Box>
      {tags.length > 0 && (
        <Box component="nav" aria-label={t('tags')}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
            {t('tagsTitle')}
          </Text>
          {tags.map((tag) => (
            <NavLink
              key={tag.code}
              component={Link}
              to={`/todo/${encodeURIComponent(tag.code)}`}
              label={tag.title}
              leftSection={
                <ColorSwatch
                  size={12}
                  color={theme.colors[TAG_COLOR[tag.color] ?? theme.primaryColor]![6]}
                  withShadow={false}
                />
              }
              active={current.toLowerCase() === tag.code.toLowerCase()}
              aria-current={current.toLowerCase() === tag.code.toLowerCase() ? 'page' : undefined}
              onClick={onNavigate}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
