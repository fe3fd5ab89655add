// The tasks app's tables (docs/workspace.md#tasks). Created by migration src/db/migrations/0005_workspace_supplies.sql.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { users } from './users';

/**
 * One task, shared by the user who made it and the user it is assigned to (both see it, nobody else). Trashed is
 * a flag: nothing a user made is deleted. `tags` holds Master List codes (list "Task tags").
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    isTrashed: boolean('is_trashed').notNull().default(false),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    assigneeId: integer('assignee_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }),
    caseId: integer('case_id').references(() => cases.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_created_by_idx').on(t.createdBy, t.createdAt),
    index('tasks_assignee_idx').on(t.assigneeId, t.createdAt),
    index('tasks_case_idx').on(t.caseId),
  ],
);
