import { ZUserPage, ZUserRecord, type TUserListQuery, type TUserRecord } from '@lab/domain';
import { api } from './api-client';

/** Users for pickers and lists (shared: lookups link pathologists, screeners and notifications to users). */
export const fetchUsers = (query: Partial<TUserListQuery>, signal?: AbortSignal) =>
  api('/api/users', { query: query as Record<string, string | number | boolean | undefined>, schema: ZUserPage, signal });

export const fetchUser = (id: number, signal?: AbortSignal): Promise<TUserRecord> =>
  api(`/api/users/${id}`, { schema: ZUserRecord, signal });
