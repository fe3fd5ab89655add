import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconExclamationCircle, IconExclamationCircleFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { isTaskOverdue, type TTask, type TTaskTag } from '@lab/domain';
import { formatDate } from '@/lib/format';
import { TAG_COLOR } from './tag-colors';
import classes from './tasks.module.css';

interface Props {
  task: TTask;
  tags: Map<string, TTaskTag>;
  today: string;
  onOpen(task: TTask): void;
  onChange(change: Partial<Pick<TTask, 'isCompleted' | 'isStarred' | 'isImportant'>>): void;
}

/** One task of the list: complete box, title with its tags, due date and case, the assignee, star and important. */
export function TaskRow({ task, tags, today, onOpen, onChange }: Props) {
  const { t } = useTranslation('tasks');
  const overdue = isTaskOverdue(task, today);
  return (
    <Group
      wrap="nowrap"
      gap="sm"
      px="md"
      py="sm"
      className={classes.row}
      data-completed={task.isCompleted || undefined}
      data-testid="task-row"
    >
      <Checkbox
        aria-label={t('row.completed', { title: task.title })}
        checked={task.isCompleted}
        disabled={task.isTrashed}
        onChange={(e) => onChange({ isCompleted: e.currentTarget.checked })}
      />
      <Stack gap={4} className={classes.main}>
        <UnstyledButton
          onClick={() => onOpen(task)}
          className={classes.title}
          aria-label={t('row.open', { title: task.title })}
        >
          <Text
            fw={500}
            td={task.isCompleted ? 'line-through' : undefined}
            c={task.isCompleted ? 'dimmed' : undefined}
            lineClamp={2}
            translate="no"
          >
            {task.title}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="wrap">
          {task.tags.map((code) => {
            const tag = tags.get(code.toLowerCase());
            return (
              <Badge key={code} size="xs" variant="light" color={tag ? TAG_COLOR[tag.color] : 'gray'}>
                {tag?.title ?? code}
              </Badge>
            );
          })}
          {task.dueDate && (
            <Text
              size="xs"
              c={overdue ? 'red' : 'dimmed'}
              fw={overdue ? 600 : undefined}
              data-overdue={overdue || undefined}
            >
              {overdue
                ? t('row.overdue', { date: formatDate(task.dueDate) })
                : t('row.due', { date: formatDate(task.dueDate) })}
            </Text>
          )}
          {task.case && (
            <Anchor
              component={Link}
              to={`/specimen/${task.case.id}`}
              size="xs"
              aria-label={t('row.case', { number: task.case.caseNumber })}
            >
              {task.case.caseNumber}
            </Anchor>
          )}
        </Group>
      </Stack>
      {task.assignee && (
        <Tooltip label={t('row.assigned', { name: task.assignee.name })}>
          <Avatar
            size="sm"
            radius="xl"
            src={task.assignee.avatar}
            name={task.assignee.name}
            color="initials"
            aria-label={t('row.assigned', { name: task.assignee.name })}
          />
        </Tooltip>
      )}
      <ActionIcon
        variant="subtle"
        color={task.isStarred ? 'yellow' : 'gray'}
        aria-label={task.isStarred ? t('row.unstar') : t('row.star')}
        aria-pressed={task.isStarred}
        onClick={() => onChange({ isStarred: !task.isStarred })}
        disabled={task.isTrashed}
      >
        {task.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={task.isImportant ? 'red' : 'gray'}
        aria-label={task.isImportant ? t('row.notImportant') : t('filter.important')}
        aria-pressed={task.isImportant}
        onClick={() => onChange({ isImportant: !task.isImportant })}
        disabled={task.isTrashed}
      >
        {task.isImportant ? <IconExclamationCircleFilled size={18} /> : <IconExclamationCircle size={18} />}
      </ActionIcon>
    </Group>
  );
}
