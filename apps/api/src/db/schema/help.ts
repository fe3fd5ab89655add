import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The lab's help (docs/help.md): FAQ entries and knowledge-base articles in Markdown, in categories, written
 * and edited by admins in the portal. `audience` says who reads it: everyone (patients too), clients (the
 * physicians' offices and the lab) or staff only. Nothing is deleted: an article is retired (`active = false`).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    /** faq or article. */
    kind: text('kind').notNull().default('article'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull().default(''),
    /** everyone, clients or staff. */
    audience: text('audience').notNull().default('everyone'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [index('help_articles_kind_category_idx').on(t.kind, t.category, t.sortOrder)],
);
