import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTask, ZTaskCreated, type TNewTaskBody, type TTask, type TUpdateTaskBody } from '@lab/domain';
import { api } from '@/lib/api-client';
import { taskKeys } from '@/api/query-keys';

export const createTask = (task: TNewTaskBody['task']) =>
  api('/api/apps/todo/new-task', { method: 'POST', body: { task }, schema: ZTaskCreated });

export const updateTask = (task: TUpdateTaskBody['task']) =>
  api('/api/apps/todo/update-task', { method: 'POST', body: { task }, schema: ZTask });

/** Trash is a flag (docs/spec.md §7's path, with its /api/app prefix); update-task with isTrashed false restores. */
export const trashTask = (id: number) =>
  api('/api/app/todo/trash-todo', { method: 'POST', body: { id }, schema: ZTask });

function useTaskMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.lists() }) });
}

export const useCreateTask = () => useTaskMutation(createTask);

/** The list's toggles (complete, star, important) show at once; the answer, or a failure, sets the lists right. */
export function useUpdateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: (patch: TUpdateTaskBody['task']) => {
      const flags: Partial<TTask> = {};
      if (patch.isCompleted !== undefined) flags.isCompleted = patch.isCompleted;
      if (patch.isStarred !== undefined) flags.isStarred = patch.isStarred;
      if (patch.isImportant !== undefined) flags.isImportant = patch.isImportant;
      // Not awaited: a refetch in flight stops at once, and the new flags reach the list without waiting for it.
      void qc.cancelQueries({ queryKey: taskKeys.lists() });
      qc.setQueriesData<TTask[]>({ queryKey: taskKeys.lists() }, (list) =>
        list?.map((t) => (t.id === patch.id ? { ...t, ...flags } : t)),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: taskKeys.lists() }),
  });
}
export const useTrashTask = () => useTaskMutation(trashTask);
