import {
  TASK_MESSAGES,
  inputAssigneeId,
  inputCaseId,
  type TRole,
  type TTaskInput,
  type TTaskUpdate,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { findCase, type CaseScope } from '../../services/case-records';
import { findAssignee, insertTask, taskTags, updateTaskRow, type TaskRow, type TaskValues } from './repository';

/** The one making the change: their id, name (for the notice) and role (which cases they may link). */
export interface TaskActor {
  id: number;
  name: string;
  role: TRole | null;
}

/** A physician links only the cases of their own providers; staff any case (as the case pages decide). */
const caseScopeOf = (actor: TaskActor): CaseScope =>
  actor.role === 'physician' ? { kind: 'provider-user', userId: actor.id } : { kind: 'all' };

/**
 * The tags as the Master List spells them. A tag must be an active task tag, except one the task already carries
 * (a lab may retire a tag without breaking the tasks that have it).
 */
async function resolveTags(ex: Executor, requested: string[], current: string[] = []): Promise<string[]> {
  const all = await taskTags(ex, { includeInactive: true });
  const byCode = new Map(all.map((t) => [t.code.toLowerCase(), t]));
  const kept = new Set(current.map((c) => c.toLowerCase()));
  const out: string[] = [];
  for (const raw of requested) {
    const tag = byCode.get(raw.toLowerCase());
    if (!tag || (!tag.active && !kept.has(raw.toLowerCase())))
      throw fieldError('task.tags', TASK_MESSAGES.unknownTag(raw));
    if (!out.includes(tag.code)) out.push(tag.code);
  }
  return out;
}

async function checkAssignee(ex: Executor, id: number | null): Promise<number | null> {
  if (id === null) return null;
  if (!(await findAssignee(ex, id))) throw fieldError('task.assigneeId', TASK_MESSAGES.assignee);
  return id;
}

/** The case, if the actor may open it; its number goes into the audit row. */
async function checkCase(ex: Executor, actor: TaskActor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await findCase(ex, { id }, caseScopeOf(actor));
  if (!row) throw fieldError('task.caseId', TASK_MESSAGES.caseNotFound);
  return row.caseNumber;
}

export interface TaskChange {
  id: number;
  /** The users to tell (live event): the maker, the assignee, and a previous assignee. */
  parties: number[];
  /** Set when the task now goes to someone else than before (and not to the actor): they get a notice. */
  newAssignee: number | null;
  /** Set when the assignee completed someone else's task: the maker gets a notice. */
  completedFor: number | null;
  /** The names of the fields that changed (the audit row lists them, never their text). */
  changed: string[];
  caseNumber: string | null;
}

export async function createTask(ex: Executor, actor: TaskActor, input: TTaskInput): Promise<TaskChange> {
  const assigneeId = await checkAssignee(ex, inputAssigneeId(input) ?? null);
  const caseId = inputCaseId(input) ?? null;
  const caseNumber = await checkCase(ex, actor, caseId);
  const isCompleted = input.isCompleted ?? false;
  const values: TaskValues = {
    title: input.title,
    description: input.desc ?? '',
    isImportant: input.isImportant ?? false,
    isStarred: input.isStarred ?? false,
    isCompleted,
    completedAt: isCompleted ? new Date() : null,
    tags: await resolveTags(ex, input.tags ?? []),
    assigneeId,
    dueDate: input.dueDate ?? null,
    caseId,
    createdBy: actor.id,
  };
  const id = await insertTask(ex, values);
  return {
    id,
    parties: [...new Set([actor.id, ...(assigneeId ? [assigneeId] : [])])],
    newAssignee: assigneeId && assigneeId !== actor.id ? assigneeId : null,
    completedFor: null,
    changed: [],
    caseNumber,
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Applies the fields sent; only what differs is written, checked and audited. */
export async function updateTask(
  ex: Executor,
  actor: TaskActor,
  row: TaskRow,
  input: TTaskUpdate,
): Promise<TaskChange> {
  const next: Partial<TaskValues> = {};
  const changed: string[] = [];
  const set = <K extends keyof TaskValues>(name: string, key: K, value: TaskValues[K]) => {
    next[key] = value;
    changed.push(name);
  };
  if (input.title !== undefined && input.title !== row.title) set('title', 'title', input.title);
  if (input.desc !== undefined && input.desc !== row.description) set('desc', 'description', input.desc);
  if (input.isImportant !== undefined && input.isImportant !== row.isImportant)
    set('isImportant', 'isImportant', input.isImportant);
  if (input.isStarred !== undefined && input.isStarred !== row.isStarred)
    set('isStarred', 'isStarred', input.isStarred);
  if (input.isTrashed !== undefined && input.isTrashed !== row.isTrashed)
    set('isTrashed', 'isTrashed', input.isTrashed);
  if (input.isCompleted !== undefined && input.isCompleted !== row.isCompleted) {
    set('isCompleted', 'isCompleted', input.isCompleted);
    next.completedAt = input.isCompleted ? new Date() : null;
  }
  if (input.tags !== undefined) {
    const tags = await resolveTags(ex, input.tags, row.tags);
    if (!sameList(tags, row.tags)) set('tags', 'tags', tags);
  }
  if (input.dueDate !== undefined && input.dueDate !== row.dueDate) set('dueDate', 'dueDate', input.dueDate);
  const assigneeId = inputAssigneeId(input);
  if (assigneeId !== undefined && assigneeId !== row.assigneeId)
    set('assignee', 'assigneeId', await checkAssignee(ex, assigneeId));
  const caseId = inputCaseId(input);
  let caseNumber: string | null = null;
  // An unchanged case is not checked again: the assignee may not be allowed to open the case the maker linked.
  if (caseId !== undefined && caseId !== row.caseId) {
    caseNumber = await checkCase(ex, actor, caseId);
    set('case', 'caseId', caseId);
  }
  if (changed.length) await updateTaskRow(ex, row.id, next);
  const nowAssignee = next.assigneeId !== undefined ? next.assigneeId : row.assigneeId;
  const parties = new Set([
    row.createdBy,
    ...(row.assigneeId ? [row.assigneeId] : []),
    ...(nowAssignee ? [nowAssignee] : []),
  ]);
  return {
    id: row.id,
    parties: [...parties],
    newAssignee: next.assigneeId && next.assigneeId !== actor.id ? next.assigneeId : null,
    completedFor: next.isCompleted === true && row.createdBy !== actor.id ? row.createdBy : null,
    changed,
    caseNumber,
  };
}
