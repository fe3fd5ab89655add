import { queryOptions } from '@tanstack/react-query';
import { ZUserPage, type TUserListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { userKeys } from '../query-keys';

/** Users for the users list and pickers (lookups link pathologists, screeners and notifications to users). */
export const listUsers = (query: Partial<TUserListQuery>, signal?: AbortSignal) =>
  api('/api/users', { query, schema: ZUserPage, signal });

export const userListQuery = (query: Partial<TUserListQuery>) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => listUsers(query, signal) });
