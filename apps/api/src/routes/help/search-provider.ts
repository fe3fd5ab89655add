import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  cptUnits,
  escapeLike,
  formatCptUnits,
  helpArticleLink,
  markdownExcerpt,
  ROLES,
  STAFF_AND_PHYSICIAN_ROLES,
  turnaroundLabel,
  type THelpKind,
  type TSearchSuggestion,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { helpArticles } from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import type { AuthUser } from '../../plugins/auth';
import type { SearchProvider } from '../../lib/search-provider';
import { articleMatches, readableBy, testMatches } from './repository';

interface Slice {
  offset: number;
  limit: number;
}

// ---- Help ------------------------------------------------------------------------------------------------------------

const helpWhere = (q: string, user: AuthUser) =>
  and(readableBy(user.role, { includeRetired: false }), articleMatches(q));

async function helpSlice(
  ex: Executor,
  q: string,
  { offset, limit }: Slice,
  user: AuthUser,
): Promise<TSearchSuggestion[]> {
  if (limit <= 0) return [];
  const lower = escapeLike(q.toLowerCase());
  const rows = await ex
    .select({
      id: helpArticles.id,
      kind: helpArticles.kind,
      category: helpArticles.category,
      title: helpArticles.title,
      body: helpArticles.body,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .where(helpWhere(q, user))
    // Titles starting with the text, then titles containing it, then articles that only mention it.
    .orderBy(
      sql`case when lower(${helpArticles.title}) like ${`${lower}%`} then 0 when lower(${helpArticles.title}) like ${`%${lower}%`} then 1 else 2 end`,
      sql`lower(${helpArticles.title})`,
      asc(helpArticles.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const kind = r.kind as THelpKind;
    return {
      id: r.id,
      title: r.title,
      detail: `${kind === 'faq' ? 'FAQ' : 'Article'} · ${r.category}${r.body ? ` · ${markdownExcerpt(r.body, 90)}` : ''}`,
      date: r.updatedAt.toISOString(),
      icon: kind === 'faq' ? 'help' : 'book',
      link: helpArticleLink({ id: r.id, kind }),
    };
  });
}

/**
 * Help in the top-bar search (docs/help.md#search): the FAQ entries and articles the user may read whose title or
 * body contains the text; an FAQ entry opens on the FAQ page at its anchor, an article on its page.
 */
export const helpSearchProvider: SearchProvider = {
  groupTitle: 'Help',
  roles: ROLES,
  async search(ex, q, limit, user) {
    const text = q.trim();
    if (!text) return [];
    return helpSlice(ex, text, { offset: 0, limit }, user);
  },
  async searchPage(ex, q, slice, user) {
    const text = q.trim();
    if (!text) return { total: 0, data: [] };
    const [n] = await ex.select({ n: count() }).from(helpArticles).where(helpWhere(text, user));
    return { total: Number(n?.n ?? 0), data: await helpSlice(ex, text, slice, user) };
  },
};

// ---- Test directory ----------------------------------------------------------------------------------------------------

const tests = lookupTables.tests;
const cptCol = lookupColumn('tests', 'cptCodes');
const turnaroundCol = lookupColumn('tests', 'turnaroundDays');
const testsWhere = (q: string) => and(eq(tests.active, true), testMatches(q));

async function testSlice(ex: Executor, q: string, { offset, limit }: Slice): Promise<TSearchSuggestion[]> {
  if (limit <= 0) return [];
  const lower = escapeLike(q.toLowerCase());
  const rows = await ex
    .select({
      id: tests.id,
      code: tests.code,
      name: tests.name,
      cpt: sql<string | null>`${cptCol}`,
      days: sql<number | null>`${turnaroundCol}`,
    })
    .from(tests)
    .where(testsWhere(q))
    .orderBy(
      sql`case when lower(${tests.code}) = ${q.toLowerCase()} then 0 when lower(${tests.name}) like ${`${lower}%`} then 1 else 2 end`,
      sql`lower(${tests.name})`,
      asc(tests.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const cpt = cptUnits(r.cpt).map(formatCptUnits).join(', ');
    const tat = turnaroundLabel(r.days === null ? null : Number(r.days));
    return {
      id: r.id,
      title: r.name,
      detail: [r.code, cpt && `CPT ${cpt}`, tat].filter(Boolean).join(' · '),
      icon: 'flask',
      link: `/pages/knowledge-base/tests?test=${r.id}`,
    };
  });
}

/**
 * The test directory in the top-bar search, for the lab's staff and physicians: active tests by name, code or CPT
 * code; the exact code first, then names starting with the text. A suggestion opens the test's details.
 */
export const testDirectorySearchProvider: SearchProvider = {
  groupTitle: 'Tests',
  roles: STAFF_AND_PHYSICIAN_ROLES,
  async search(ex, q, limit) {
    const text = q.trim();
    if (!text) return [];
    return testSlice(ex, text, { offset: 0, limit });
  },
  async searchPage(ex, q, slice) {
    const text = q.trim();
    if (!text) return { total: 0, data: [] };
    const [n] = await ex.select({ n: count() }).from(tests).where(testsWhere(text));
    return { total: Number(n?.n ?? 0), data: await testSlice(ex, text, slice) };
  },
};
