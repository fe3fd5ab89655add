import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort } from './api-common';
import { CASE_TYPES } from './identifiers';
import type { TRole } from './roles';

/**
 * The lab's help (docs/help.md): FAQ entries and knowledge-base articles in Markdown, in categories, written by
 * admins in the portal; and the test directory, read from the Tests list.
 */

// --- Articles -------------------------------------------------------------------------------------------------------

export const HELP_KINDS = ['faq', 'article'] as const;
export type THelpKind = (typeof HELP_KINDS)[number];
export const HELP_KIND_LABELS: Record<THelpKind, string> = { faq: 'FAQ entry', article: 'Knowledge-base article' };

/** Who reads an article: everyone (patients too), clients (physicians' offices and the lab) or the lab's staff. */
export const HELP_AUDIENCES = ['everyone', 'clients', 'staff'] as const;
export type THelpAudience = (typeof HELP_AUDIENCES)[number];
export const HELP_AUDIENCE_LABELS: Record<THelpAudience, string> = {
  everyone: 'Everyone',
  clients: 'Clients and staff',
  staff: 'Lab staff only',
};

export const HELP_TITLE_MAX = 200;
export const HELP_CATEGORY_MAX = 80;
export const HELP_BODY_MAX = 50_000;

/**
 * The audiences a role reads (docs/help.md#who-reads-what): a patient reads what is for everyone; a physician
 * also what is for the lab's clients; admins and editors read everything. A user without a role reads nothing.
 */
export function helpAudiencesFor(role: TRole | null | undefined): THelpAudience[] {
  switch (role) {
    case 'admin':
    case 'editor':
      return ['everyone', 'clients', 'staff'];
    case 'physician':
      return ['everyone', 'clients'];
    case 'patient':
      return ['everyone'];
    default:
      return [];
  }
}

/** May `role` read an article written for `audience`? */
export const canReadHelp = (role: TRole | null | undefined, audience: THelpAudience): boolean =>
  helpAudiencesFor(role).includes(audience);

/** Only admins write, edit, retire and restore help articles; they also see retired ones. */
export const canEditHelp = (role: TRole | null | undefined): boolean => role === 'admin';

export const ZHelpKind = z.enum(HELP_KINDS, 'must be faq or article');
export const ZHelpAudience = z.enum(HELP_AUDIENCES, 'must be everyone, clients or staff');

/** What an admin writes: every field is named in a plain message when it is wrong. */
export const ZHelpArticleInput = z.object({
  kind: ZHelpKind,
  category: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(HELP_CATEGORY_MAX, `must be at most ${HELP_CATEGORY_MAX} characters`),
  title: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(HELP_TITLE_MAX, `must be at most ${HELP_TITLE_MAX} characters`),
  body: z
    .string('must be text')
    .max(HELP_BODY_MAX, `must be at most ${HELP_BODY_MAX.toLocaleString('en-US')} characters`)
    .default(''),
  audience: ZHelpAudience.default('everyone'),
  /** Order within its category (smaller first), then by title. */
  sortOrder: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(9999, 'must be at most 9999')
    .default(0),
});
export type THelpArticleInput = z.input<typeof ZHelpArticleInput>;

export const ZHelpArticle = z.object({
  id: z.number().int(),
  kind: ZHelpKind,
  category: z.string(),
  title: z.string(),
  body: z.string(),
  audience: ZHelpAudience,
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who last changed it (null for the seeded articles). */
  updatedByName: z.string().nullable(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const HELP_SORT_FIELDS = ['sortOrder', 'title', 'category', 'updatedAt'] as const;

export const ZHelpListQuery = ZPageQuery.extend({
  kind: ZHelpKind.optional(),
  category: z.string().trim().max(HELP_CATEGORY_MAX).optional(),
  /** Admins only: retired articles (`false`) or every article (absent with `all`); others read active ones. */
  active: ZQueryBool.optional(),
  all: ZQueryBool.optional(),
  sort: ZSort(HELP_SORT_FIELDS).optional(),
});
export type THelpListQuery = Partial<z.output<typeof ZHelpListQuery>>;
export const ZHelpArticlePage = z.object({ data: z.array(ZHelpArticle), total: z.number().int() });
export type THelpArticlePage = z.infer<typeof ZHelpArticlePage>;

export const ZHelpCategoriesQuery = z.object({ kind: ZHelpKind.optional() });
export const ZHelpCategories = z.object({
  data: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type THelpCategories = z.infer<typeof ZHelpCategories>;

/**
 * A plain-text excerpt of a Markdown body, for lists and the top-bar search: no markup, links and images reduced
 * to their text, whitespace collapsed, cut at a word boundary with an ellipsis.
 */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`|~~)/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The link that opens an article: an FAQ entry opens on the FAQ page at its anchor. */
export const helpArticleLink = (a: { id: number; kind: THelpKind }): string =>
  a.kind === 'faq' ? `/pages/faq#faq-${a.id}` : `/pages/knowledge-base/${a.id}`;

// --- Test directory -------------------------------------------------------------------------------------------------

export const TEST_DIRECTORY_SORT_FIELDS = ['name', 'code', 'testGroup', 'turnaroundDays'] as const;

export const ZTestDirectoryQuery = ZPageQuery.extend({
  testGroupId: z.coerce.number('must be a number').int('must be a number').positive('must be a number').optional(),
  caseType: z.enum(CASE_TYPES, 'must be S, C or F').optional(),
  sort: ZSort(TEST_DIRECTORY_SORT_FIELDS).optional(),
});
export type TTestDirectoryQuery = Partial<z.output<typeof ZTestDirectoryQuery>>;

export const ZCptUnits = z.object({ code: z.string(), units: z.number().int() });
export type TCptUnits = z.infer<typeof ZCptUnits>;

export const ZTestDirectoryEntry = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  testGroupId: z.number().int().nullable(),
  testGroupName: z.string().nullable(),
  caseType: z.enum(CASE_TYPES).nullable(),
  /** As written in the Tests list, e.g. "88360, 88360, 88360, 88360". */
  cptCodes: z.string().nullable(),
  /** The same, one line per code with its units: [{code: '88360', units: 4}]. */
  cpt: z.array(ZCptUnits),
  specimenRequirements: z.string().nullable(),
  container: z.string().nullable(),
  transport: z.string().nullable(),
  turnaroundDays: z.number().int().nullable(),
});
export type TTestDirectoryEntry = z.infer<typeof ZTestDirectoryEntry>;
export const ZTestDirectoryPage = z.object({ data: z.array(ZTestDirectoryEntry), total: z.number().int() });
export type TTestDirectoryPage = z.infer<typeof ZTestDirectoryPage>;

/**
 * The CPT codes of a test as billed: a code listed n times is n units ("88360, 88360" is 88360 × 2), in the order
 * first listed; blanks and stray separators ignored, codes upper-cased.
 */
export function cptUnits(cptCodes: string | null | undefined): TCptUnits[] {
  const out: TCptUnits[] = [];
  for (const raw of (cptCodes ?? '').split(/[,;\s]+/)) {
    const code = raw.trim().toUpperCase();
    if (!code) continue;
    const seen = out.find((c) => c.code === code);
    if (seen) seen.units += 1;
    else out.push({ code, units: 1 });
  }
  return out;
}

/** "88305", "88360 × 4": one CPT line as shown. */
export const formatCptUnits = (c: TCptUnits): string => (c.units > 1 ? `${c.code} × ${c.units}` : c.code);

/** "1 working day", "3 working days"; null when the Tests list gives none. */
export function turnaroundLabel(days: number | null | undefined): string | null {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return null;
  if (days === 0) return 'Same day';
  return days === 1 ? '1 working day' : `${days} working days`;
}
