import { useQuery } from '@tanstack/react-query';
import { ZTaskTagList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { taskKeys } from '@/api/query-keys';

export const taskTagsKey = taskKeys.tags;

export const getTaskTags = (signal?: AbortSignal) => api('/api/apps/todo/tags', { schema: ZTaskTagList, signal });

/** The task tags of the Master List with their colours. */
export const useTaskTags = () =>
  useQuery({ queryKey: taskTagsKey(), queryFn: ({ signal }) => getTaskTags(signal), staleTime: 300_000 });
