import { z } from 'zod';
import { TAG_COLOR_NAMES, type TTagColorName } from '../shell/tag-colors';
import { DATE_MESSAGE } from '../form-fields';
import { parseDateToken } from '../patient-search';

/**
 * The tasks app (docs/workspace.md#tasks): docs/spec.md §3's Task record, kept in the database, shared between the user who
 * made it and the user it is assigned to.
 */

/** The filters of the left pane besides the tags; anything else names a tag (or falls back to `all`). */
export const TASK_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type TTaskFilter = (typeof TASK_FILTERS)[number];
export const isTaskFilter = (f: string): f is TTaskFilter => (TASK_FILTERS as readonly string[]).includes(f);

/** Master List entries with this list name are the task tags: their code is the tag, their name its title. */
export const TASK_TAG_LIST_NAME = 'Task tags';

/** docs/spec.md §3's colour names; the web maps them onto its palette. A tag's colour is its Master List entry's. */
export const TASK_TAG_COLORS = TAG_COLOR_NAMES;
export type TTaskTagColor = TTagColorName;

/** docs/spec.md §3's four tags and their colours; the Master List is seeded with them (a lab renames them there). */
export const DEFAULT_TASK_TAGS = [
  { code: 'frontend', title: 'Frontend', color: 'primary' },
  { code: 'backend', title: 'Backend', color: 'warning' },
  { code: 'doc', title: 'Doc', color: 'success' },
  { code: 'bug', title: 'Bug', color: 'danger' },
] as const satisfies readonly { code: string; title: string; color: TTaskTagColor }[];

/**
 * The colour of a tag whose Master List entry names none: docs/spec.md §3's four keep theirs by code, and a tag a lab adds
 * gets a steady colour from its code (the same code, the same colour, on every screen).
 */
export function taskTagColor(code: string): TTaskTagColor {
  const c = code.toLowerCase();
  const known = DEFAULT_TASK_TAGS.find((t) => t.code === c);
  if (known) return known.color;
  let h = 0;
  for (const ch of c) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return TASK_TAG_COLORS[h % TASK_TAG_COLORS.length]!;
}

/** Newest first: the most a list answers (a user's own and assigned tasks; paging is not part of docs/spec.md §7's call). */
export const TASK_LIST_LIMIT = 500;
export const TASK_TITLE_MAX = 200;
export const TASK_DESC_MAX = 5000;
export const TASK_TAGS_MAX = 10;

export const ZTaskTag = z.object({ code: z.string(), title: z.string(), color: z.enum(TASK_TAG_COLORS) });
export type TTaskTag = z.infer<typeof ZTaskTag>;
export const ZTaskTagList = z.array(ZTaskTag);

export const ZTaskPerson = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });
export type TTaskPerson = z.infer<typeof ZTaskPerson>;

export const ZTaskCaseRef = z.object({ id: z.number().int(), caseNumber: z.string() });

/** docs/spec.md §3's Task, plus who made it, who does it, when it is due and the case it is about. */
export const ZTask = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
  assignee: ZTaskPerson.nullable(),
  /** YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  case: ZTaskCaseRef.nullable(),
  createdBy: ZTaskPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;
export const ZTaskList = z.array(ZTask);

export const ZTaskListQuery = z.object({
  filter: z.string().trim().max(80).optional(),
  q: z.string().trim().max(200).optional(),
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

const ZRefId = z.number('must be a number').int('must be a whole number').positive('must be a positive id');
/** `{id, …}` as the list gave it (the rest is ignored), or null to clear. */
const ZRefObject = z.object({ id: ZRefId }).nullable().optional();

/** YYYY-MM-DD or MM/DD/YYYY; '' or null clears it (its own rule: a union's message would not name the format). */
const ZDueDate = z
  .string(DATE_MESSAGE)
  .trim()
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const iso = parseDateToken(v);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: DATE_MESSAGE, input: v });
    return z.NEVER;
  });

/** The fields a task's editor sends; who, which case and which tags are checked by the server. */
const taskFields = {
  title: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(TASK_TITLE_MAX, `must be at most ${TASK_TITLE_MAX} characters`),
  desc: z.string('must be text').max(TASK_DESC_MAX, `must be at most ${TASK_DESC_MAX} characters`).optional(),
  isImportant: z.boolean().optional(),
  isStarred: z.boolean().optional(),
  isCompleted: z.boolean().optional(),
  tags: z
    .array(z.string().trim().min(1, 'may not hold an empty tag').max(80))
    .max(TASK_TAGS_MAX, `may hold at most ${TASK_TAGS_MAX} tags`)
    .optional(),
  /** The assignee by id (clients following docs/spec.md §7 send `assignee: {id}` instead; `assigneeId` wins). */
  assigneeId: ZRefId.nullable().optional(),
  assignee: ZRefObject,
  dueDate: ZDueDate,
  caseId: ZRefId.nullable().optional(),
  case: ZRefObject,
};

export const ZTaskInput = z.object(taskFields);
export type TTaskInput = z.infer<typeof ZTaskInput>;
export const ZNewTaskBody = z.object({ task: ZTaskInput });
export type TNewTaskBody = z.input<typeof ZNewTaskBody>;

/** Update: the task's id and the fields to change (a whole record as listed works too; absent fields stay). */
export const ZTaskUpdate = z.object({
  id: ZRefId,
  ...taskFields,
  title: taskFields.title.optional(),
  isTrashed: z.boolean().optional(),
});
export type TTaskUpdate = z.infer<typeof ZTaskUpdate>;
export const ZUpdateTaskBody = z.object({ task: ZTaskUpdate });
export type TUpdateTaskBody = z.input<typeof ZUpdateTaskBody>;

export const ZTrashTaskBody = z.object({ id: ZRefId });
export const ZTaskCreated = z.object({ id: z.number().int() });

/** The assignee of an input: `assigneeId` if sent, else `assignee.id`; undefined = unchanged, null = nobody. */
export function inputAssigneeId(t: Pick<TTaskInput, 'assigneeId' | 'assignee'>): number | null | undefined {
  if (t.assigneeId !== undefined) return t.assigneeId;
  if (t.assignee !== undefined) return t.assignee?.id ?? null;
  return undefined;
}

/** The case of an input: `caseId` if sent, else `case.id`; undefined = unchanged, null = none. */
export function inputCaseId(t: Pick<TTaskInput, 'caseId' | 'case'>): number | null | undefined {
  if (t.caseId !== undefined) return t.caseId;
  if (t.case !== undefined) return t.case?.id ?? null;
  return undefined;
}

/** A task is overdue when it is open, not in the trash, and its due day is before today (YYYY-MM-DD compare). */
export function isTaskOverdue(t: Pick<TTask, 'dueDate' | 'isCompleted' | 'isTrashed'>, today: string): boolean {
  return Boolean(t.dueDate) && !t.isCompleted && !t.isTrashed && t.dueDate! < today;
}

export const ZTaskAssigneeQuery = z.object({ q: z.string().trim().max(100).optional() });
export const ZTaskAssignee = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
});
export type TTaskAssignee = z.infer<typeof ZTaskAssignee>;
export const ZTaskAssigneeList = z.array(ZTaskAssignee);

/** Error messages of the rules the server checks beyond the shapes (docs/workspace.md#tasks). */
export const TASK_MESSAGES = {
  unknownTag: (tag: string) => `"${tag}" is not a task tag of the Master List`,
  assignee: 'must be an active user of the lab (administrator, editor or physician)',
  caseNotFound: 'must be a case you may open',
} as const;
