import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  cptUnits,
  helpAudiencesFor,
  parseSort,
  type TCaseType,
  type THelpArticle,
  type THelpAudience,
  type THelpKind,
  type TRole,
  type TTestDirectoryEntry,
  type ZHelpArticleInput,
  type ZHelpListQuery,
  type ZTestDirectoryQuery,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { helpArticles, users } from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { likeEscape } from '../../lib/like';
import { pagedQuery, windowTotal } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

type ArticleInput = z.output<typeof ZHelpArticleInput>;
type ListQuery = z.output<typeof ZHelpListQuery>;
type DirectoryQuery = z.output<typeof ZTestDirectoryQuery>;

const editor = alias(users, 'help_editor');

const articleColumns = {
  id: helpArticles.id,
  kind: helpArticles.kind,
  category: helpArticles.category,
  title: helpArticles.title,
  body: helpArticles.body,
  audience: helpArticles.audience,
  sortOrder: helpArticles.sortOrder,
  active: helpArticles.active,
  createdAt: helpArticles.createdAt,
  updatedAt: helpArticles.updatedAt,
  updatedByName: editor.name,
};

type ArticleRow = { [K in keyof typeof articleColumns]: (typeof articleColumns)[K]['_']['data'] } & {
  updatedByName: string | null;
};

const toArticle = (r: ArticleRow): THelpArticle => ({
  id: r.id,
  kind: r.kind as THelpKind,
  category: r.category,
  title: r.title,
  body: r.body,
  audience: r.audience as THelpAudience,
  sortOrder: r.sortOrder,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName ?? null,
});

/** What `role` may read: its audiences, and only active articles unless it edits help (admins see retired ones). */
export function readableBy(role: TRole | null, opts: { includeRetired: boolean }): SQL {
  const audiences = helpAudiencesFor(role);
  const parts: SQL[] = [audiences.length ? inArray(helpArticles.audience, audiences) : sql`false`];
  if (!opts.includeRetired) parts.push(eq(helpArticles.active, true));
  return and(...parts)!;
}

/** Title or body contains the text (case-insensitive). */
export const articleMatches = (q: string): SQL =>
  sql`(${helpArticles.title} ilike ${`%${likeEscape(q)}%`} or ${helpArticles.body} ilike ${`%${likeEscape(q)}%`})`;

const ARTICLE_SORT: SortColumns<'sortOrder' | 'title' | 'category' | 'updatedAt'> = {
  sortOrder: helpArticles.sortOrder,
  title: sql`lower(${helpArticles.title})`,
  category: sql`lower(${helpArticles.category})`,
  updatedAt: helpArticles.updatedAt,
};

/**
 * One page of the articles `role` may read. Without a sort: by category, then the admin's order, then title; a
 * search puts title matches before body matches.
 */
export async function listArticles(ex: Executor, q: ListQuery, role: TRole | null, admin: boolean) {
  const where: SQL[] = [readableBy(role, { includeRetired: admin })];
  if (admin && !q.all) where.push(eq(helpArticles.active, q.active ?? true));
  if (q.kind) where.push(eq(helpArticles.kind, q.kind));
  if (q.category) where.push(sql`lower(${helpArticles.category}) = ${q.category.toLowerCase()}`);
  if (q.q) where.push(articleMatches(q.q));
  const cond = and(...where);
  const sort = parseSort(q.sort);
  const order: SQL[] = [];
  if (q.q && !sort) order.push(sql`case when ${helpArticles.title} ilike ${`%${likeEscape(q.q)}%`} then 0 else 1 end`);
  if (sort) order.push(sortBy(ARTICLE_SORT, sort));
  else order.push(sql`lower(${helpArticles.category})`, asc(helpArticles.sortOrder), sql`lower(${helpArticles.title})`);
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...articleColumns, total: windowTotal() })
      .from(helpArticles)
      .leftJoin(editor, eq(editor.id, helpArticles.updatedBy))
      .where(cond)
      .orderBy(...order, asc(helpArticles.id)),
    q,
    async () => {
      const [r] = await ex.select({ n: count() }).from(helpArticles).where(cond);
      return Number(r?.n ?? 0);
    },
  );
  return { data: rows.map((r) => toArticle(r as ArticleRow)), total };
}

/** The categories of the articles `role` may read (active ones), with how many each holds; by name. */
export async function listCategories(ex: Executor, role: TRole | null, kind: THelpKind | undefined) {
  const where: SQL[] = [readableBy(role, { includeRetired: false })];
  if (kind) where.push(eq(helpArticles.kind, kind));
  const rows = await ex
    .select({ category: sql<string>`min(${helpArticles.category})`, n: count() })
    .from(helpArticles)
    .where(and(...where))
    .groupBy(sql`lower(${helpArticles.category})`)
    .orderBy(sql`lower(${helpArticles.category})`);
  return { data: rows.map((r) => ({ category: r.category, count: Number(r.n) })) };
}

export async function getArticle(ex: Executor, id: number): Promise<THelpArticle | null> {
  const [row] = await ex
    .select(articleColumns)
    .from(helpArticles)
    .leftJoin(editor, eq(editor.id, helpArticles.updatedBy))
    .where(eq(helpArticles.id, id))
    .limit(1);
  return row ? toArticle(row as ArticleRow) : null;
}

/** The article as stored before a change, locked for the change. */
export async function lockArticle(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.id, id))
    .limit(1)
    .for('update');
  return row ? getArticle(tx, id) : null;
}

/**
 * A category already in use, however it was capitalised, keeps its first spelling: "billing" files the article
 * under "Billing", so one category is never split in two.
 */
async function canonicalCategory(ex: Executor, category: string): Promise<string> {
  const [row] = await ex
    .select({ category: helpArticles.category })
    .from(helpArticles)
    .where(sql`lower(${helpArticles.category}) = ${category.toLowerCase()}`)
    .orderBy(asc(helpArticles.id))
    .limit(1);
  return row?.category ?? category;
}

export async function insertArticle(tx: Executor, input: ArticleInput, userId: number | null): Promise<THelpArticle> {
  const category = await canonicalCategory(tx, input.category);
  const [row] = await tx
    .insert(helpArticles)
    .values({ ...input, category, createdBy: userId, updatedBy: userId })
    .returning({ id: helpArticles.id });
  return (await getArticle(tx, row!.id))!;
}

export async function updateArticle(
  tx: Executor,
  id: number,
  input: ArticleInput,
  userId: number | null,
): Promise<THelpArticle> {
  const category = await canonicalCategory(tx, input.category);
  await tx
    .update(helpArticles)
    .set({ ...input, category, updatedBy: userId, updatedAt: new Date() })
    .where(eq(helpArticles.id, id));
  return (await getArticle(tx, id))!;
}

export async function setArticleActive(
  tx: Executor,
  id: number,
  active: boolean,
  userId: number | null,
): Promise<THelpArticle> {
  await tx
    .update(helpArticles)
    .set({ active, updatedBy: userId, updatedAt: new Date() })
    .where(eq(helpArticles.id, id));
  return (await getArticle(tx, id))!;
}

// --- Test directory -------------------------------------------------------------------------------------------------

const tests = lookupTables.tests;
const groups = lookupTables.testgroups;
const col = {
  testGroupId: lookupColumn('tests', 'testGroupId'),
  caseType: lookupColumn('tests', 'defaultCaseType'),
  cptCodes: lookupColumn('tests', 'cptCodes'),
  specimenRequirements: lookupColumn('tests', 'specimenRequirements'),
  container: lookupColumn('tests', 'container'),
  transport: lookupColumn('tests', 'transport'),
  turnaroundDays: lookupColumn('tests', 'turnaroundDays'),
};

const DIRECTORY_SORT: SortColumns<'name' | 'code' | 'testGroup' | 'turnaroundDays'> = {
  name: sql`lower(${tests.name})`,
  code: sql`lower(${tests.code})`,
  testGroup: sql`lower(${groups.name})`,
  turnaroundDays: col.turnaroundDays,
};

/**
 * Text of the test directory: name or code contains it, or one of its CPT codes starts with it ("8836" finds
 * 88360 and 88368).
 */
export function testMatches(q: string): SQL {
  const like = `%${likeEscape(q)}%`;
  const cpt = likeEscape(q.replace(/\s+/g, '').toUpperCase());
  return sql`(${tests.name} ilike ${like} or ${tests.code} ilike ${like}
    or (${cpt} <> '' and (',' || replace(upper(coalesce(${col.cptCodes}, '')), ' ', '')) like ${`%,${cpt}%`}))`;
}

const directoryColumns = {
  id: tests.id,
  code: tests.code,
  name: tests.name,
  testGroupId: sql<number | null>`${col.testGroupId}`,
  testGroupName: groups.name,
  caseType: sql<string | null>`${col.caseType}`,
  cptCodes: sql<string | null>`${col.cptCodes}`,
  specimenRequirements: sql<string | null>`${col.specimenRequirements}`,
  container: sql<string | null>`${col.container}`,
  transport: sql<string | null>`${col.transport}`,
  turnaroundDays: sql<number | null>`${col.turnaroundDays}`,
};

function toEntry(r: { [K in keyof typeof directoryColumns]: unknown }): TTestDirectoryEntry {
  const cptCodes = (r.cptCodes as string | null) ?? null;
  return {
    id: r.id as number,
    code: r.code as string,
    name: r.name as string,
    testGroupId: (r.testGroupId as number | null) ?? null,
    testGroupName: (r.testGroupName as string | null) ?? null,
    caseType: ((r.caseType as string | null) ?? null) as TCaseType | null,
    cptCodes,
    cpt: cptUnits(cptCodes),
    specimenRequirements: (r.specimenRequirements as string | null) ?? null,
    container: (r.container as string | null) ?? null,
    transport: (r.transport as string | null) ?? null,
    turnaroundDays: r.turnaroundDays === null || r.turnaroundDays === undefined ? null : Number(r.turnaroundDays),
  };
}

/** Active tests of the Tests list with what an office needs to send the specimen; by name unless sorted. */
export async function listTestDirectory(ex: Executor, q: DirectoryQuery) {
  const where: SQL[] = [eq(tests.active, true)];
  if (q.q) where.push(testMatches(q.q));
  if (q.testGroupId) where.push(eq(col.testGroupId, q.testGroupId));
  if (q.caseType) where.push(eq(col.caseType, q.caseType));
  const cond = and(...where);
  const sort = parseSort(q.sort) ?? { field: 'name' as const, desc: false };
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...directoryColumns, total: windowTotal() })
      .from(tests)
      .leftJoin(groups, eq(groups.id, col.testGroupId))
      .where(cond)
      .orderBy(
        // A test without a turnaround goes last whichever way it is sorted.
        ...(sort.field === 'turnaroundDays' ? [sql`${col.turnaroundDays} is null`] : []),
        sortBy(DIRECTORY_SORT, sort),
        sql`lower(${tests.name})`,
        asc(tests.id),
      ),
    q,
    async () => {
      const [r] = await ex.select({ n: count() }).from(tests).where(cond);
      return Number(r?.n ?? 0);
    },
  );
  return { data: rows.map(toEntry), total };
}

export async function getTestDirectoryEntry(ex: Executor, id: number): Promise<TTestDirectoryEntry | null> {
  const [row] = await ex
    .select(directoryColumns)
    .from(tests)
    .leftJoin(groups, eq(groups.id, col.testGroupId))
    .where(and(eq(tests.id, id), eq(tests.active, true)))
    .limit(1);
  return row ? toEntry(row) : null;
}
