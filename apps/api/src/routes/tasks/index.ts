import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  WORKSPACE_ROLES,
  ZApiError,
  ZNewTaskBody,
  ZTask,
  ZTaskAssigneeList,
  ZTaskAssigneeQuery,
  ZTaskCreated,
  ZTaskList,
  ZTaskListQuery,
  ZTaskTagList,
  ZTrashTaskBody,
  ZUpdateTaskBody,
  isTaskFilter,
  type TTask,
  noticeText,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import { notify } from '../../services/notify';
import { findVisibleTask, listAssignees, listTasks, loadTask, taskTags, type TaskListFilter } from './repository';
import { createTask, updateTask, type TaskActor, type TaskChange } from './service';
import type { Executor } from '../../db/client';

const ACCESS = { roles: WORKSPACE_ROLES } as const;
const tags = ['todo'];

const actorOf = (req: FastifyRequest): TaskActor => ({ id: req.user!.id, name: req.user!.name, role: req.user!.role });

/**
 * The tasks app (docs/workspace.md#tasks): docs/spec.md §7's calls with their mixed prefixes (/api/apps/todo…, and
 * /api/app/todo/trash-todo), plus the tags and assignee pickers. A task is seen by its maker and its assignee
 * only; any other id answers 404 as an unknown one does.
 */
const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A filter that is neither one of the five nor a task tag shows all, as the mail app's unknown folder shows the inbox. */
  async function listFilter(ex: Executor, raw: string | undefined): Promise<TaskListFilter> {
    const f = (raw ?? 'all').toLowerCase();
    if (isTaskFilter(f)) return { filter: f };
    const tag = (await taskTags(ex, { includeInactive: true })).find((t) => t.code.toLowerCase() === f);
    return tag ? { tag: tag.code } : { filter: 'all' };
  }

  /** After the commit: the parties' lists refresh, and the notices made in the transaction ring their bells. */
  async function announce(change: TaskChange) {
    await app.live.publish(change.parties, { type: 'task', data: { id: change.id } });
    const rung = [change.newAssignee, change.completedFor].filter((id): id is number => id !== null);
    if (rung.length) await app.live.publish(rung, { type: 'notification', data: {} });
  }

  /** The notices of a change, in its transaction (a task's title is the user's own text, shown to its parties only). */
  async function notifyParties(ex: Executor, actor: TaskActor, change: TaskChange, task: TTask) {
    if (change.newAssignee) {
      await notify(ex, {
        userIds: [change.newAssignee],
        type: 'task',
        words: (l) => ({
          title: noticeText(l, 'taskNewTitle', { title: task.title }),
          body: [
            noticeText(l, 'taskFrom', { name: actor.name }),
            task.dueDate ? noticeText(l, 'taskDue', { date: task.dueDate }) : '',
            task.case ? noticeText(l, 'taskCase', { caseNumber: task.case.caseNumber }) : '',
          ].join(''),
        }),
        link: '/todo/all',
      });
    }
    if (change.completedFor) {
      await notify(ex, {
        userIds: [change.completedFor],
        type: 'task',
        words: (l) => ({
          title: noticeText(l, 'taskDoneTitle', { title: task.title }),
          body: noticeText(l, 'taskDoneBody', { name: actor.name }),
        }),
        link: '/todo/completed',
      });
    }
  }

  app.get(
    '/api/apps/todo',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'My tasks (made by me or assigned to me), newest first: filter all|starred|important|completed|trashed|<tag>; q searches',
        querystring: ZTaskListQuery,
        response: { 200: ZTaskList },
      },
    },
    async (req) =>
      app.db.transaction(async (tx) => {
        const filter = await listFilter(tx, req.query.filter);
        const list = await listTasks(tx, req.user!.id, filter, req.query.q);
        const which = 'tag' in filter ? `tag ${filter.tag}` : filter.filter;
        await req.audit(
          {
            eventtype: 'read',
            eventdescription: `Task list viewed (${which}${req.query.q ? ', searched' : ''}, ${list.length} rows)`,
            entity: 'task',
          },
          tx,
        );
        return list;
      }),
  );

  app.get(
    '/api/apps/todo/tags',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: "The task tags (Master List entries of list 'Task tags') with their colours",
        response: { 200: ZTaskTagList },
      },
    },
    async (req) => {
      const list = await taskTags(app.db);
      await req.audit({ eventtype: 'read', eventdescription: `Task tags viewed (${list.length})`, entity: 'task' });
      return list.map(({ code, title, color }) => ({ code, title, color }));
    },
  );

  app.get(
    '/api/apps/todo/assignees',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Whom a task may be assigned to: active administrators, editors and physicians by name or email (20 at most)',
        querystring: ZTaskAssigneeQuery,
        response: { 200: ZTaskAssigneeList },
      },
    },
    async (req) => {
      const list = await listAssignees(app.db, req.query.q);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Task assignees searched (${list.length} rows)`,
        entity: 'user',
      });
      return list;
    },
  );

  app.post(
    '/api/apps/todo/new-task',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Add a task (title required; assignee, due date, case, tags optional); the assignee is notified',
        body: ZNewTaskBody,
        response: { 201: ZTaskCreated, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const change = await app.db.transaction(async (tx) => {
        const c = await createTask(tx, actor, req.body.task);
        const task = await loadTask(tx, c.id);
        await notifyParties(tx, actor, c, task);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Task created${c.newAssignee ? ' and assigned' : ''}`,
            entity: 'task',
            entityId: c.id,
            casenumber: c.caseNumber,
          },
          tx,
        );
        return c;
      });
      await announce(change);
      return reply.code(201).send({ id: change.id });
    },
  );

  app.post(
    '/api/apps/todo/update-task',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Change a task of mine: title, description, complete, star, important, tags, assignee, due date, case; isTrashed false restores it',
        body: ZUpdateTaskBody,
        response: { 200: ZTask, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { change, task } = await app.db.transaction(async (tx) => {
        const row = await findVisibleTask(tx, actor.id, req.body.task.id, { lock: true });
        if (!row) throw notFound('Task');
        const c = await updateTask(tx, actor, row, req.body.task);
        const t = await loadTask(tx, c.id);
        await notifyParties(tx, actor, c, t);
        const restored = c.changed.includes('isTrashed') && !t.isTrashed;
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: restored
              ? 'Task restored from the trash'
              : c.changed.length
                ? `Task updated (${c.changed.join(', ')})`
                : 'Task saved unchanged',
            entity: 'task',
            entityId: c.id,
            casenumber: t.case?.caseNumber ?? null,
          },
          tx,
        );
        return { change: c, task: t };
      });
      if (change.changed.length) await announce(change);
      return task;
    },
  );

  app.post(
    '/api/app/todo/trash-todo',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Move a task of mine to the trash (never deleted; update-task with isTrashed false restores it)',
        body: ZTrashTaskBody,
        response: { 200: ZTask, 404: ZApiError },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { change, task } = await app.db.transaction(async (tx) => {
        const row = await findVisibleTask(tx, actor.id, req.body.id, { lock: true });
        if (!row) throw notFound('Task');
        const c = await updateTask(tx, actor, row, { id: row.id, isTrashed: true, dueDate: undefined });
        const t = await loadTask(tx, c.id);
        await req.audit(
          {
            eventtype: 'delete',
            eventdescription: 'Task moved to the trash',
            entity: 'task',
            entityId: c.id,
            casenumber: t.case?.caseNumber ?? null,
          },
          tx,
        );
        return { change: c, task: t };
      });
      if (change.changed.length) await announce(change);
      return task;
    },
  );
};

export default tasksRoutes;
