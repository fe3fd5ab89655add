import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TLiveEvent, TTask } from '@lab/domain';
import { auditEvents, cases, providers, users } from '../src/db/schema/index';
import { createTestApp, createTestDatabase, type DemoWho, type TestContext } from './helper';
import { lookupTables } from '../src/db/schema/lookups';

let t: TestContext;
const ids = {} as Record<DemoWho, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  Object.assign(ids, {
    admin: byEmail.get('admin@admin.com'),
    editor: byEmail.get('demo@demo.com'),
    staff: byEmail.get('staff@staff.com'),
    physician: byEmail.get('physician@demo.com'),
    patient: byEmail.get('patient@demo.com'),
    pathologist: byEmail.get('pathologist@demo.com'),
  });
});
afterAll(() => t.close());

const list = async (who: DemoWho, filter = 'all', q?: string) => {
  const res = await t.as(who, { method: 'GET', url: '/api/apps/todo', query: { filter, ...(q ? { q } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TTask[];
};
const create = (who: DemoWho, task: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/apps/todo/new-task', payload: { task } });
const update = (who: DemoWho, task: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/apps/todo/update-task', payload: { task } });
const trash = (who: DemoWho, id: number) =>
  t.as(who, { method: 'POST', url: '/api/app/todo/trash-todo', payload: { id } });
const notices = async (who: DemoWho) =>
  (
    (await t.as(who, { method: 'GET', url: '/api/notifications' })).json() as {
      data: Array<{ type: string; title: string; body: string; link: string }>;
    }
  ).data;

/** The live events each user gets while `fn` runs. */
async function liveDuring(userIds: number[], fn: () => Promise<unknown>) {
  const got = new Map<number, TLiveEvent[]>(userIds.map((id) => [id, []]));
  const stops = userIds.map((id) => t.app.live.subscribe(id, (e) => got.get(id)!.push(e)));
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    stops.forEach((s) => s());
  }
  return got;
}

async function anyCase(): Promise<{ id: number; caseNumber: string }> {
  const [c] = await t.database.db
    .select({ id: cases.id, caseNumber: cases.caseNumber })
    .from(cases)
    .orderBy(desc(cases.id))
    .limit(1);
  return c!;
}

describe('tasks: who may call', () => {
  it('refuses a patient every call (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/apps/todo' },
      { method: 'GET', url: '/api/apps/todo/tags' },
      { method: 'GET', url: '/api/apps/todo/assignees' },
      { method: 'POST', url: '/api/apps/todo/new-task', payload: { task: { title: 'x' } } },
      { method: 'POST', url: '/api/apps/todo/update-task', payload: { task: { id: 1, isCompleted: true } } },
      { method: 'POST', url: '/api/app/todo/trash-todo', payload: { id: 1 } },
    ] as const;
    for (const c of calls) expect((await t.as('patient', c)).statusCode, c.url).toBe(403);
  });
});

describe('tasks: the demo week and the filters', () => {
  it("shows staff their own and assigned tasks, newest first, with the case number, and nobody else's", async () => {
    const all = await list('staff');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((x) => x.createdBy.id === ids.staff || x.assignee?.id === ids.staff)).toBe(true);
    expect(all.every((x) => !x.isTrashed)).toBe(true);
    const times = all.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const recut = all.find((x) => x.title === 'Recut block A2 for deeper levels')!;
    expect(recut).toMatchObject({
      assignee: { id: ids.staff, name: 'Sam Staff' },
      tags: ['backend'],
      isImportant: true,
    });
    expect(recut.case!.caseNumber).toMatch(/^[A-Z]+\d{2}-\d{5}$/);
    expect(recut.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The demo editor's own task is not among staff's.
    expect(all.some((x) => x.title === 'Update the gross template for breast core biopsies')).toBe(false);
    expect((await list('editor')).some((x) => x.title === 'Update the gross template for breast core biopsies')).toBe(
      true,
    );
  });

  it('filters starred, important, completed, trashed and a tag; an unknown filter shows all', async () => {
    const all = await list('admin');
    const starred = await list('admin', 'starred');
    const important = await list('admin', 'important');
    const completed = await list('admin', 'completed');
    const trashed = await list('staff', 'trashed');
    const doc = await list('admin', 'doc');
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.map((x) => x.id)).toEqual(all.filter((x) => x.isStarred).map((x) => x.id));
    expect(important.map((x) => x.id)).toEqual(all.filter((x) => x.isImportant).map((x) => x.id));
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.map((x) => x.id)).toEqual(all.filter((x) => x.isCompleted).map((x) => x.id));
    expect(doc.length).toBeGreaterThan(0);
    expect(doc.map((x) => x.id)).toEqual(all.filter((x) => x.tags.includes('doc')).map((x) => x.id));
    expect(trashed.map((x) => x.title)).toEqual(['Recut block A2 (duplicate)']);
    expect((await list('staff')).some((x) => x.isTrashed)).toBe(false);
    expect((await list('admin', 'DOC')).map((x) => x.id)).toEqual(doc.map((x) => x.id));
    expect((await list('admin', 'no-such-filter')).map((x) => x.id)).toEqual(all.map((x) => x.id));
  });

  it('searches title, description and case number with q', async () => {
    expect((await list('staff', 'all', 'deeper')).map((x) => x.title)).toEqual(['Recut block A2 for deeper levels']);
    expect((await list('staff', 'all', 'CDX2')).map((x) => x.title)).toEqual(['Order IHC stains: CK7, CK20, CDX2']);
    const recut = (await list('staff')).find((x) => x.title === 'Recut block A2 for deeper levels')!;
    expect((await list('staff', 'all', recut.case!.caseNumber)).map((x) => x.id)).toContain(recut.id);
    expect(await list('staff', 'all', '%')).toEqual([]);
  });

  it('lists the task tags of the Master List with their colours', async () => {
    const res = await t.as('physician', { method: 'GET', url: '/api/apps/todo/tags' });
    expect(res.json()).toEqual([
      { code: 'frontend', title: 'Frontend', color: 'primary' },
      { code: 'backend', title: 'Backend', color: 'warning' },
      { code: 'doc', title: 'Doc', color: 'success' },
      { code: 'bug', title: 'Bug', color: 'danger' },
    ]);
  });

  it("gives a real lab's empty database docs/spec.md §3's four tags too (the migration writes them, not the demo seed)", async () => {
    const bare = await createTestDatabase('migrated');
    try {
      const rows = await bare.db.select().from(lookupTables.masterlist);
      expect(rows.map((r) => [r.code, r.name, (r as { color?: string }).color])).toEqual([
        ['frontend', 'Frontend', 'primary'],
        ['backend', 'Backend', 'warning'],
        ['doc', 'Doc', 'success'],
        ['bug', 'Bug', 'danger'],
      ]);
    } finally {
      await bare.drop();
    }
  });

  it('takes a tag renamed and recoloured in the Master List', async () => {
    const entries = (
      await t.as('admin', { url: '/api/lookups/masterlist', query: { q: 'doc', pageSize: '50' } })
    ).json() as {
      data: Array<{ id: number; code: string; name: string; listName: string; color: string | null }>;
    };
    const doc = entries.data.find((e) => e.code === 'doc')!;
    const put = await t.as('admin', {
      method: 'PUT',
      url: `/api/lookups/masterlist/${doc.id}`,
      payload: { code: 'doc', name: 'SOPs', listName: 'Task tags', color: 'info' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const tags = (await t.as('staff', { method: 'GET', url: '/api/apps/todo/tags' })).json();
    expect(tags).toContainEqual({ code: 'doc', title: 'SOPs', color: 'info' });
    const bad = await t.as('admin', {
      method: 'PUT',
      url: `/api/lookups/masterlist/${doc.id}`,
      payload: { code: 'doc', name: 'SOPs', listName: 'Task tags', color: 'pink' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('color');
    await t.as('admin', {
      method: 'PUT',
      url: `/api/lookups/masterlist/${doc.id}`,
      payload: { code: 'doc', name: 'Doc', listName: 'Task tags', color: 'success' },
    });
  });

  it('offers active staff and physicians as assignees, never a patient', async () => {
    const sam = (
      await t.as('admin', { method: 'GET', url: '/api/apps/todo/assignees', query: { q: 'sam staff' } })
    ).json();
    expect(sam).toEqual([
      expect.objectContaining({ id: ids.staff, name: 'Sam Staff', email: 'staff@staff.com', role: 'editor' }),
    ]);
    // "Sam" is in every sample user's @samplelab.test address: names that start with it come first.
    const first = (await t.as('admin', { method: 'GET', url: '/api/apps/todo/assignees', query: { q: 'Sam' } })).json();
    expect(first[0]).toMatchObject({ id: ids.staff, name: 'Sam Staff' });
    const pat = (
      await t.as('admin', { method: 'GET', url: '/api/apps/todo/assignees', query: { q: 'patient@demo' } })
    ).json();
    expect(pat).toEqual([]);
    const some = (await t.as('admin', { method: 'GET', url: '/api/apps/todo/assignees' })).json() as Array<{
      role: string;
    }>;
    expect(some).toHaveLength(20);
    expect(some.every((u) => ['admin', 'editor', 'physician'].includes(u.role))).toBe(true);
  });
});

describe('tasks: assign, complete, trash', () => {
  let taskId = 0;
  it('creates a task assigned to staff: it appears in their list, notifies them, and both get a live event', async () => {
    const c = await anyCase();
    let res!: Awaited<ReturnType<typeof create>>;
    const events = await liveDuring([ids.admin, ids.staff, ids.editor], async () => {
      res = await create('admin', {
        title: 'Recut block B3 at 4 microns',
        desc: 'Private note: patient anxious, keep this out of the audit',
        assigneeId: ids.staff,
        dueDate: '2026-12-01',
        tags: ['BUG'],
        caseId: c.id,
        isImportant: true,
      });
    });
    expect(res.statusCode, res.body).toBe(201);
    taskId = res.json().id;
    expect(taskId).toBeGreaterThan(0);
    expect(events.get(ids.admin)).toEqual([{ type: 'task', data: { id: taskId } }]);
    expect(events.get(ids.staff)).toEqual(
      expect.arrayContaining([
        { type: 'task', data: { id: taskId } },
        { type: 'notification', data: {} },
      ]),
    );
    expect(events.get(ids.editor)).toEqual([]);
    const mine = (await list('staff')).find((x) => x.id === taskId)!;
    expect(mine).toMatchObject({
      title: 'Recut block B3 at 4 microns',
      assignee: { id: ids.staff, name: 'Sam Staff' },
      createdBy: { id: ids.admin, name: 'Alex Admin' },
      dueDate: '2026-12-01',
      tags: ['bug'],
      case: { id: c.id, caseNumber: c.caseNumber },
      isImportant: true,
      isCompleted: false,
    });
    expect((await list('staff', 'bug')).map((x) => x.id)).toContain(taskId);
    const n = (await notices('staff'))[0]!;
    expect(n).toEqual(
      expect.objectContaining({ type: 'task', title: 'New task: Recut block B3 at 4 microns', link: '/todo/all' }),
    );
    expect(n.body).toBe(`From Alex Admin, due 2026-12-01, case ${c.caseNumber}`);
    // Another user does not see it, whatever id they send.
    expect((await list('editor')).some((x) => x.id === taskId)).toBe(false);
    expect((await list('physician', 'bug')).some((x) => x.id === taskId)).toBe(false);
  });

  it("answers 404 to another user's task id, for update and trash, as for an unknown one", async () => {
    for (const who of ['editor', 'physician', 'pathologist'] as const) {
      const u = await update(who, { id: taskId, isCompleted: true });
      expect(u.statusCode, who).toBe(404);
      expect(u.json()).toEqual({ error: 'Task not found', code: 'not_found' });
      expect((await trash(who, taskId)).json()).toEqual({ error: 'Task not found', code: 'not_found' });
    }
    expect((await update('admin', { id: 99_999_999, isCompleted: true })).json()).toEqual({
      error: 'Task not found',
      code: 'not_found',
    });
    expect((await list('admin')).find((x) => x.id === taskId)!.isCompleted).toBe(false);
  });

  it('lets the assignee complete it: the maker sees it completed, is told, and both lists refresh live', async () => {
    let res!: Awaited<ReturnType<typeof update>>;
    const events = await liveDuring([ids.admin, ids.staff], async () => {
      res = await update('staff', { id: taskId, isCompleted: true });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: taskId, isCompleted: true });
    expect(events.get(ids.admin)).toEqual([
      { type: 'task', data: { id: taskId } },
      { type: 'notification', data: {} },
    ]);
    expect(events.get(ids.staff)).toEqual([{ type: 'task', data: { id: taskId } }]);
    expect((await list('admin', 'completed')).map((x) => x.id)).toContain(taskId);
    expect((await notices('admin'))[0]).toMatchObject({
      title: 'Task done: Recut block B3 at 4 microns',
      body: 'Completed by Sam Staff',
    });
  });

  it('stars, marks important, retags, moves the due date, clears the case, and takes a whole record back', async () => {
    const before = (await list('admin')).find((x) => x.id === taskId)!;
    const res = await update('admin', {
      ...before,
      isStarred: true,
      isImportant: false,
      tags: ['doc', 'backend'],
      dueDate: '12/03/2026',
      case: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isStarred: true,
      isImportant: false,
      tags: ['doc', 'backend'],
      dueDate: '2026-12-03',
      case: null,
      title: before.title,
    });
    expect((await list('staff', 'starred')).map((x) => x.id)).toContain(taskId);
    expect((await list('staff', 'important')).map((x) => x.id)).not.toContain(taskId);
  });

  it('reassigns: the new assignee sees and is told, the former one loses it', async () => {
    const res = await update('admin', { id: taskId, assignee: { id: ids.editor } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('editor')).map((x) => x.id)).toContain(taskId);
    expect((await list('staff', 'completed')).map((x) => x.id)).not.toContain(taskId);
    expect((await update('staff', { id: taskId, isStarred: false })).statusCode).toBe(404);
    expect((await notices('editor'))[0]!.title).toBe('New task: Recut block B3 at 4 microns');
  });

  it('trashes (never deletes) and restores with update-task isTrashed false', async () => {
    const res = await trash('editor', taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: taskId, isTrashed: true });
    expect((await list('admin')).map((x) => x.id)).not.toContain(taskId);
    expect((await list('admin', 'completed')).map((x) => x.id)).not.toContain(taskId);
    expect((await list('admin', 'trashed')).map((x) => x.id)).toContain(taskId);
    const back = await update('admin', { id: taskId, isTrashed: false });
    expect(back.json()).toMatchObject({ isTrashed: false });
    expect((await list('admin')).map((x) => x.id)).toContain(taskId);
  });

  it('audits every call with ids and field names, never the description', async () => {
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'task'), eq(auditEvents.entityId, String(taskId))))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => [r.eventtype, r.eventdescription])).toEqual([
      ['create', 'Task created and assigned'],
      ['update', 'Task updated (isCompleted)'],
      ['update', 'Task updated (isImportant, isStarred, tags, dueDate, case)'],
      ['update', 'Task updated (assignee)'],
      ['delete', 'Task moved to the trash'],
      ['update', 'Task restored from the trash'],
    ]);
    expect(rows[0]!.casenumber).toMatch(/\d{2}-\d{5}$/);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'task'), eq(auditEvents.eventtype, 'read'), eq(auditEvents.userId, ids.staff)));
    expect(
      reads.some(
        (r) =>
          /^Task list viewed \(bug, \d+ rows\)$/.test(r.eventdescription) ||
          /^Task list viewed \(tag bug, \d+ rows\)$/.test(r.eventdescription),
      ),
    ).toBe(true);
    const all = await t.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entity, ['task', 'user']));
    expect(all.some((r) => JSON.stringify(r).includes('patient anxious'))).toBe(false);
  });
});

describe('tasks: validation', () => {
  it('names the field at fault', async () => {
    const cases_: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'task.title', 'is required'],
      [{ title: '   ' }, 'task.title', 'is required'],
      [{ title: 'x'.repeat(201) }, 'task.title', 'must be at most 200 characters'],
      [{ title: 'ok', dueDate: '2026-02-30' }, 'task.dueDate', 'must be a date (MM/DD/YYYY or YYYY-MM-DD)'],
      [{ title: 'ok', tags: ['recuts'] }, 'task.tags', '"recuts" is not a task tag of the Master List'],
      [{ title: 'ok', caseId: 99_999_999 }, 'task.caseId', 'must be a case you may open'],
      [
        { title: 'ok', assigneeId: 99_999_999 },
        'task.assigneeId',
        'must be an active user of the lab (administrator, editor or physician)',
      ],
    ];
    for (const [task, field, message] of cases_) {
      const res = await create('admin', task);
      expect(res.statusCode, JSON.stringify(task)).toBe(400);
      expect(res.json().fields, JSON.stringify(task)).toEqual({ [field]: message });
      expect(res.json().error).toBe(`${field}: ${message}`);
    }
    const patient = await create('admin', { title: 'ok', assigneeId: ids.patient });
    expect(patient.json().fields).toEqual({
      'task.assigneeId': 'must be an active user of the lab (administrator, editor or physician)',
    });
    const noTask = await t.as('admin', { method: 'POST', url: '/api/apps/todo/new-task', payload: {} });
    expect(noTask.json().fields).toEqual({ task: 'is required' });
  });

  it("lets a physician link only their own cases; an update that keeps another's case is not refused", async () => {
    const [own] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .innerJoin(providers, eq(providers.id, cases.providerId))
      .where(eq(providers.userId, ids.physician))
      .limit(1);
    expect(own).toBeDefined();
    const ok = await create('physician', { title: 'Discuss results', caseId: own!.id });
    expect(ok.statusCode, ok.body).toBe(201);
    const physicianProviders = (
      await t.database.db.select({ id: providers.id }).from(providers).where(eq(providers.userId, ids.physician))
    ).map((p) => p.id);
    const foreign = (await t.database.db.select({ id: cases.id, providerId: cases.providerId }).from(cases)).find(
      (c) => c.providerId === null || !physicianProviders.includes(c.providerId),
    );
    expect(foreign).toBeDefined();
    const refused = await create('physician', { title: 'Peek', caseId: foreign!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'task.caseId': 'must be a case you may open' });
    // Staff link any case and assign the physician: the physician completes it with the whole record back.
    const staffTask = await create('staff', {
      title: 'Sign the requisition',
      caseId: foreign!.id,
      assigneeId: ids.physician,
    });
    expect(staffTask.statusCode).toBe(201);
    const rec = (await list('physician')).find((x) => x.id === staffTask.json().id)!;
    const done = await update('physician', { ...rec, isCompleted: true });
    expect(done.statusCode, done.body).toBe(200);
    const moved = await update('physician', { id: rec.id, caseId: own!.id });
    expect(moved.json().case.id).toBe(own!.id);
  });
});
