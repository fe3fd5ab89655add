import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Drawer, Group, MultiSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { TASK_DESC_MAX, TASK_TITLE_MAX, type TTask, type TTaskTag } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { RemoteSelect, type RemoteOption } from '@/components/remote-select';
import { DateTextInput } from '@/components/date-text-input';
import { listCases } from '@/api/cases/list-cases';
import { searchAssignees } from '../api/search-assignees';
import { useCreateTask, useTrashTask, useUpdateTask } from '../api/save-task';

interface Draft {
  title: string;
  desc: string;
  assignee: { id: number; name: string } | null;
  dueDate: string;
  case: { id: number; caseNumber: string } | null;
  tags: string[];
  isImportant: boolean;
  isStarred: boolean;
  isCompleted: boolean;
}

const draftOf = (t: TTask | null): Draft => ({
  title: t?.title ?? '',
  desc: t?.desc ?? '',
  assignee: t?.assignee ?? null,
  dueDate: t?.dueDate ?? '',
  case: t?.case ?? null,
  tags: t?.tags ?? [],
  isImportant: t?.isImportant ?? false,
  isStarred: t?.isStarred ?? false,
  isCompleted: t?.isCompleted ?? false,
});

/** The server names fields `task.<field>`; the form shows each under its input. */
const fieldErrors = (e: unknown): Record<string, string> =>
  e instanceof ApiError
    ? Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k.replace(/^task\./, ''), v]))
    : {};

function TaskForm({ task, tags, onDone }: { task: TTask | null; tags: TTaskTag[]; onDone(): void }) {
  const { t } = useTranslation('tasks');
  const [d, setD] = useState<Draft>(() => draftOf(task));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const create = useCreateTask();
  const update = useUpdateTask();
  const trash = useTrashTask();
  const busy = create.isPending || update.isPending || trash.isPending;
  // The labels of the options offered, so a choice (the pickers give an id) keeps its name as the current value.
  const [seen] = useState(() => new Map<string, string>());
  const remember = (opts: RemoteOption[]) => {
    opts.forEach((o) => seen.set(o.value, o.label));
    return opts;
  };
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  // A retired tag the task still carries stays offered, so saving does not drop it.
  const tagOptions = [
    ...tags.map((tag) => ({ value: tag.code, label: tag.title })),
    ...d.tags.filter((c) => !tags.some((tag) => tag.code === c)).map((c) => ({ value: c, label: c })),
  ];

  const fail = (e: unknown) => {
    const f = fieldErrors(e);
    setErrors(f);
    setBanner(Object.keys(f).length ? null : e instanceof Error ? e.message : t('form.notSavedTask'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setBanner(null);
    const body = {
      title: d.title,
      desc: d.desc,
      assigneeId: d.assignee?.id ?? null,
      dueDate: d.dueDate,
      caseId: d.case?.id ?? null,
      tags: d.tags,
      isImportant: d.isImportant,
      isStarred: d.isStarred,
      isCompleted: d.isCompleted,
    };
    try {
      if (task) await update.mutateAsync({ id: task.id, ...body });
      else await create.mutateAsync(body);
      notifications.show({
        color: 'green',
        message: task ? t('form.saved') : d.assignee ? t('form.addedFor', { name: d.assignee.name }) : t('form.added'),
      });
      onDone();
    } catch (err) {
      fail(err);
    }
  };

  const moveTrash = async () => {
    if (!task) return;
    try {
      if (task.isTrashed) await update.mutateAsync({ id: task.id, isTrashed: false });
      else await trash.mutateAsync(task.id);
      notifications.show({ message: task.isTrashed ? t('form.restored') : t('form.trashed') });
      onDone();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {banner && (
          <Alert color="red" title={t('form.notSaved')}>
            {banner}
          </Alert>
        )}
        <TextInput
          label={t('form.title')}
          withAsterisk
          aria-required
          data-autofocus
          maxLength={TASK_TITLE_MAX}
          value={d.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TASK_DESC_MAX}
          value={d.desc}
          onChange={(e) => set('desc', e.currentTarget.value)}
          error={errors.desc}
        />
        <RemoteSelect
          label={t('form.assignee')}
          placeholder={t('form.assigneePlaceholder')}
          queryKey="task-assignees"
          search={async (q, signal) =>
            remember((await searchAssignees(q, signal)).map((u) => ({ value: String(u.id), label: u.name })))
          }
          value={d.assignee?.id ?? null}
          current={d.assignee ? { value: String(d.assignee.id), label: d.assignee.name } : null}
          onChange={(id) => set('assignee', id === null ? null : { id, name: seen.get(String(id)) ?? '' })}
          error={errors.assigneeId ?? errors.assignee}
        />
        <DateTextInput
          label={t('form.due')}
          value={d.dueDate}
          onChange={(e) => set('dueDate', e.currentTarget.value)}
          error={errors.dueDate}
        />
        <RemoteSelect
          label={t('form.case')}
          placeholder={t('form.casePlaceholder')}
          queryKey="task-cases"
          search={async (q, signal) =>
            q
              ? remember(
                  (await listCases({ q, pageSize: 20 }, signal)).data.map((c) => ({
                    value: String(c.id),
                    label: c.caseNumber,
                  })),
                )
              : []
          }
          value={d.case?.id ?? null}
          current={d.case ? { value: String(d.case.id), label: d.case.caseNumber } : null}
          onChange={(id) => set('case', id === null ? null : { id, caseNumber: seen.get(String(id)) ?? '' })}
          error={errors.caseId ?? errors.case}
        />
        <MultiSelect
          label={t('tagsTitle')}
          placeholder={d.tags.length ? undefined : t('form.chooseTags')}
          data={tagOptions}
          value={d.tags}
          onChange={(v) => set('tags', v)}
          searchable
          clearable
          error={errors.tags}
        />
        <Group gap="lg">
          <Checkbox
            label={t('filter.important')}
            checked={d.isImportant}
            onChange={(e) => set('isImportant', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('filter.starred')}
            checked={d.isStarred}
            onChange={(e) => set('isStarred', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('filter.completed')}
            checked={d.isCompleted}
            onChange={(e) => set('isCompleted', e.currentTarget.checked)}
          />
        </Group>
        <Group justify="space-between" mt="sm">
          {task ? (
            <Button
              variant="light"
              color={task.isTrashed ? undefined : 'red'}
              leftSection={task.isTrashed ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
              onClick={moveTrash}
              disabled={busy}
            >
              {task.isTrashed ? t('form.restore') : t('form.trash')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {task ? t('form.save') : t('add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The side drawer that adds a task or edits one (docs/workspace.md#tasks). */
export function TaskDrawer({ open, tags, onClose }: { open: TTask | 'new' | null; tags: TTaskTag[]; onClose(): void }) {
  const { t } = useTranslation('tasks');
  const task = open && open !== 'new' ? open : null;
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Title order={3}>{task ? t('form.edit') : t('form.new')}</Title>}
    >
      {open !== null && (
        <TaskForm key={task ? `${task.id}-${task.updatedAt}` : 'new'} task={task} tags={tags} onDone={onClose} />
      )}
    </Drawer>
  );
}
