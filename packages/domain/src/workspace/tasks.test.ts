import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_TAGS,
  TASK_TAG_COLORS,
  ZNewTaskBody,
  ZUpdateTaskBody,
  inputAssigneeId,
  inputCaseId,
  isTaskFilter,
  isTaskOverdue,
  taskTagColor,
} from './tasks';

describe('task tags', () => {
  it("keeps docs/spec.md §3's four colours by code, whatever the case", () => {
    expect(DEFAULT_TASK_TAGS.map((t) => [t.code, taskTagColor(t.code)])).toEqual([
      ['frontend', 'primary'],
      ['backend', 'warning'],
      ['doc', 'success'],
      ['bug', 'danger'],
    ]);
    expect(taskTagColor('BUG')).toBe('danger');
  });

  it('gives a tag a lab adds a steady colour of the palette', () => {
    expect(taskTagColor('recuts')).toBe(taskTagColor('recuts'));
    expect(TASK_TAG_COLORS).toContain(taskTagColor('recuts'));
    const colours = new Set(['ihc', 'gross', 'qc', 'recut', 'send-out', 'billing'].map(taskTagColor));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('task filters', () => {
  it('knows the five filters; anything else is a tag', () => {
    expect(['all', 'starred', 'important', 'completed', 'trashed'].every(isTaskFilter)).toBe(true);
    expect(isTaskFilter('bug')).toBe(false);
  });
});

describe('task input', () => {
  it('requires a title of 1..200 characters, trimmed', () => {
    const empty = ZNewTaskBody.safeParse({ task: { title: '   ' } });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]).toMatchObject({ path: ['task', 'title'], message: 'is required' });
    const long = ZNewTaskBody.safeParse({ task: { title: 'x'.repeat(201) } });
    expect(long.error!.issues[0]!.message).toBe('must be at most 200 characters');
    expect(ZNewTaskBody.parse({ task: { title: '  Recut block A2 ' } }).task.title).toBe('Recut block A2');
  });

  it('takes a due date as YYYY-MM-DD or MM/DD/YYYY; empty clears it', () => {
    expect(ZNewTaskBody.parse({ task: { title: 't', dueDate: '11/30/2026' } }).task.dueDate).toBe('2026-11-30');
    expect(ZNewTaskBody.parse({ task: { title: 't', dueDate: '' } }).task.dueDate).toBeNull();
    expect(ZNewTaskBody.safeParse({ task: { title: 't', dueDate: '2026-02-30' } }).success).toBe(false);
  });

  it('reads the assignee and case from ids or from the objects a listed record carries', () => {
    const whole = ZUpdateTaskBody.parse({
      task: {
        id: 4,
        title: 'x',
        assignee: { id: 7, name: 'Sam' },
        case: { id: 9, caseNumber: 'S26-00009' },
        createdAt: 'ignored',
      },
    }).task;
    expect([inputAssigneeId(whole), inputCaseId(whole)]).toEqual([7, 9]);
    const ids = ZUpdateTaskBody.parse({ task: { id: 4, assigneeId: 8, assignee: { id: 7 }, caseId: null } }).task;
    expect([inputAssigneeId(ids), inputCaseId(ids)]).toEqual([8, null]);
    const none = ZUpdateTaskBody.parse({ task: { id: 4, isCompleted: true } }).task;
    expect([inputAssigneeId(none), inputCaseId(none), none.title]).toEqual([undefined, undefined, undefined]);
  });
});

describe('overdue', () => {
  const t = { dueDate: '2026-11-20', isCompleted: false, isTrashed: false };
  it('is an open task past its due day', () => {
    expect(isTaskOverdue(t, '2026-11-21')).toBe(true);
    expect(isTaskOverdue(t, '2026-11-20')).toBe(false);
    expect(isTaskOverdue({ ...t, isCompleted: true }, '2026-11-23')).toBe(false);
    expect(isTaskOverdue({ ...t, dueDate: null }, '2026-11-23')).toBe(false);
  });
});
