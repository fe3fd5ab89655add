import type { TRole, TUserStatus } from '@lab/domain';
import { fetchUsers } from '@/lib/users-api';

export interface UserFilters extends Record<string, unknown> {
  role?: TRole;
  status?: TUserStatus;
  verified?: boolean;
}

export const getUsers = (p: { q: string; page: number; pageSize: number; sort?: string; filters: UserFilters }, signal?: AbortSignal) =>
  fetchUsers({ q: p.q || undefined, page: p.page, pageSize: p.pageSize, sort: p.sort, ...p.filters }, signal);
