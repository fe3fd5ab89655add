import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TASK_LIST_LIMIT,
  TASK_TAG_LIST_NAME,
  WORKSPACE_ROLES,
  taskTagColor,
  ZTaskTag,
  type TTask,
  type TTaskAssignee,
  type TTaskFilter,
  type TTaskTag,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { cases, tasks, users } from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { likeEscape } from '../../lib/like';

export type TaskRow = typeof tasks.$inferSelect;

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const masterList = lookupTables.masterlist;

/** Who sees a task: the user who made it and the user it is assigned to (docs/workspace.md#tasks). */
export const visibleTo = (userId: number): SQL => or(eq(tasks.createdBy, userId), eq(tasks.assigneeId, userId))!;

/** What a list shows: one of the five filters, or a tag (by its Master List code). */
export type TaskListFilter = { filter: TTaskFilter } | { tag: string };

function filterCondition(f: TaskListFilter): SQL {
  if ('tag' in f) return and(eq(tasks.isTrashed, false), sql`${tasks.tags} @> ${JSON.stringify([f.tag])}::jsonb`)!;
  switch (f.filter) {
    case 'trashed':
      return eq(tasks.isTrashed, true);
    case 'starred':
      return and(eq(tasks.isTrashed, false), eq(tasks.isStarred, true))!;
    case 'important':
      return and(eq(tasks.isTrashed, false), eq(tasks.isImportant, true))!;
    case 'completed':
      return and(eq(tasks.isTrashed, false), eq(tasks.isCompleted, true))!;
    default:
      return eq(tasks.isTrashed, false);
  }
}

const taskColumns = {
  task: tasks,
  assigneeName: assignee.name,
  assigneeAvatar: assignee.avatar,
  creatorName: creator.name,
  creatorAvatar: creator.avatar,
  caseNumber: cases.caseNumber,
};

type Joined = {
  task: TaskRow;
  assigneeName: string | null;
  assigneeAvatar: string | null;
  creatorName: string;
  creatorAvatar: string | null;
  caseNumber: string | null;
};

const toTask = (r: Joined): TTask => ({
  id: r.task.id,
  title: r.task.title,
  desc: r.task.description,
  isImportant: r.task.isImportant,
  isStarred: r.task.isStarred,
  tags: r.task.tags,
  isCompleted: r.task.isCompleted,
  isTrashed: r.task.isTrashed,
  assignee:
    r.task.assigneeId === null ? null : { id: r.task.assigneeId, name: r.assigneeName ?? '', avatar: r.assigneeAvatar },
  dueDate: r.task.dueDate,
  case: r.task.caseId === null ? null : { id: r.task.caseId, caseNumber: r.caseNumber ?? '' },
  createdBy: { id: r.task.createdBy, name: r.creatorName, avatar: r.creatorAvatar },
  createdAt: r.task.createdAt.toISOString(),
  updatedAt: r.task.updatedAt.toISOString(),
});

function joined(ex: Executor) {
  return ex
    .select(taskColumns)
    .from(tasks)
    .innerJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(cases, eq(cases.id, tasks.caseId));
}

/** The caller's tasks (made or assigned) under one filter, newest first; `q` searches title, description and case number. */
export async function listTasks(ex: Executor, userId: number, f: TaskListFilter, q?: string): Promise<TTask[]> {
  const text = q ? `%${likeEscape(q)}%` : null;
  const rows = await joined(ex)
    .where(
      and(
        visibleTo(userId),
        filterCondition(f),
        text ? or(ilike(tasks.title, text), ilike(tasks.description, text), ilike(cases.caseNumber, text)) : undefined,
      ),
    )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(TASK_LIST_LIMIT);
  return rows.map(toTask);
}

/** The task as its parties see it, or null (unknown, or not theirs: the caller cannot tell which). */
export async function findVisibleTask(
  ex: Executor,
  userId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TaskRow | null> {
  const query = ex
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), visibleTo(userId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function loadTask(ex: Executor, id: number): Promise<TTask> {
  const [row] = await joined(ex).where(eq(tasks.id, id));
  return toTask(row!);
}

export type TaskValues = Omit<typeof tasks.$inferInsert, 'id'>;

export async function insertTask(ex: Executor, values: TaskValues): Promise<number> {
  const [row] = await ex.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

export async function updateTaskRow(ex: Executor, id: number, values: Partial<TaskValues>): Promise<void> {
  await ex
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id));
}

/** The Master List's task tags (list "Task tags"): code, title and colour; inactive ones only when asked. */
export async function taskTags(
  ex: Executor,
  opts: { includeInactive?: boolean } = {},
): Promise<Array<TTaskTag & { active: boolean }>> {
  const rows = await ex
    .select({
      code: masterList.code,
      title: masterList.name,
      active: masterList.active,
      color: lookupColumn('masterlist', 'color'),
    })
    .from(masterList)
    .where(
      and(
        sql`lower(${lookupColumn('masterlist', 'listName')}) = lower(${TASK_TAG_LIST_NAME})`,
        opts.includeInactive ? undefined : eq(masterList.active, true),
      ),
    )
    .orderBy(asc(masterList.id));
  return rows.map((r) => {
    const chosen = ZTaskTag.shape.color.safeParse(r.color);
    return {
      code: r.code,
      title: r.title,
      active: r.active,
      color: chosen.success ? chosen.data : taskTagColor(r.code),
    };
  });
}

/** Who may be given a task: active users of the workspace roles. */
const assignable = and(inArray(users.role, [...WORKSPACE_ROLES]), eq(users.status, 'active'))!;

export async function findAssignee(ex: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await ex
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), assignable));
  return row ?? null;
}

/** The assignee picker's options for what is typed (name or email), 20 at most, by name. */
export async function listAssignees(ex: Executor, q?: string): Promise<TTaskAssignee[]> {
  const text = q ? `%${likeEscape(q)}%` : null;
  const rows = await ex
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, avatar: users.avatar })
    .from(users)
    .where(and(assignable, text ? or(ilike(users.name, text), ilike(users.email, text)) : undefined))
    // A name that starts with the text, then a name holding it, before an email holding it ("sam" is in every
    // @samplelab.test address).
    .orderBy(
      ...(q
        ? [
            sql`case when ${users.name} ilike ${`${likeEscape(q)}%`} then 0 when ${users.name} ilike ${text} then 1 else 2 end`,
          ]
        : []),
      asc(users.name),
      asc(users.id),
    )
    .limit(20);
  return rows.map((r) => ({ ...r, role: r.role ?? '' }));
}
