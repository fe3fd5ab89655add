import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTaskList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { taskKeys } from '@/api/query-keys';

export interface TaskListQuery {
  filter: string;
  q?: string;
}

/** My tasks under a filter (all, starred, important, completed, trashed or a tag), newest first. */
export const listTasks = (query: TaskListQuery, signal?: AbortSignal) =>
  api('/api/apps/todo', { query: { filter: query.filter, q: query.q }, schema: ZTaskList, signal });

export const tasksQuery = (query: TaskListQuery) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => listTasks(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list, refreshed when the live channel says a task of mine changed (docs/workspace.md#tasks). */
export function useTasks(query: TaskListQuery) {
  const qc = useQueryClient();
  useLiveEvent('task', () => void qc.invalidateQueries({ queryKey: taskKeys.all() }));
  return useQuery(tasksQuery(query));
}
