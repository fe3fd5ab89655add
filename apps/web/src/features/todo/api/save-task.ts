import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTask, ZTaskCreated, type TNewTaskBody, type TUpdateTaskBody } from '@lab/domain';
import { api } from '@/lib/api-client';
import { taskKeys } from '@/api/query-keys';

export const createTask = (task: TNewTaskBody['task']) =>
  api('/api/apps/todo/new-task', { method: 'POST', body: { task }, schema: ZTaskCreated });

export const updateTask = (task: TUpdateTaskBody['task']) =>
  api('/api/apps/todo/update-task', { method: 'POST', body: { task }, schema: ZTask });

/** Trash is a flag (SPEC's path, with its /api/app prefix); update-task with isTrashed false restores. */
export const trashTask = (id: number) => api('/api/app/todo/trash-todo', { method: 'POST', body: { id }, schema: ZTask });

function useTaskMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.lists() }) });
}

export const useCreateTask = () => useTaskMutation(createTask);
export const useUpdateTask = () => useTaskMutation(updateTask);
export const useTrashTask = () => useTaskMutation(trashTask);
