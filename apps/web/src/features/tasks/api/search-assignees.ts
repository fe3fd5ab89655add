import { ZTaskAssigneeList } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Whom a task may go to (active administrators, editors and physicians) by name or email. */
export const searchAssignees = (q: string, signal?: AbortSignal) =>
  api('/api/apps/todo/assignees', { query: { q }, schema: ZTaskAssigneeList, signal });
