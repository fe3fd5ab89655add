import { queryOptions } from '@tanstack/react-query';
import { ZUserRecord } from '@lab/domain';
import { api } from '@/lib/api-client';
import { userKeys } from '../query-keys';

export const getUser = (id: number, signal?: AbortSignal) => api(`/api/users/${id}`, { schema: ZUserRecord, signal });

/** A user record: its pages, and the label of a chosen user in pickers. */
export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
