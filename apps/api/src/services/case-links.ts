import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { findCaseNumbers, type TMailCaseLink } from '@lab/domain';
import type { Executor } from '../db/client';
import { cases, providers } from '../db/schema/index';

/** Whose cases a reader may open: staff all, a physician those of the providers linked to their user. */
export interface CaseLinkReader {
  id: number;
  role: string | null;
}

/**
 * The same rule as the case list's physician scope (routes/cases: a physician sees the cases whose provider is
 * linked to their user), written here so a text's case numbers become links only for cases the reader may open.
 */
function readerCondition(reader: CaseLinkReader): SQL | undefined {
  if (reader.role === 'admin' || reader.role === 'editor') return undefined;
  if (reader.role === 'physician') {
    return sql`${cases.providerId} in (select ${providers.id} from ${providers} where ${providers.userId} = ${reader.id})`;
  }
  return sql`false`;
}

/** The case numbers written in `texts` that the reader may open, with the case ids (docs/workspace.md#mail). */
export async function resolveCaseLinks(
  ex: Executor,
  reader: CaseLinkReader,
  texts: readonly string[],
): Promise<TMailCaseLink[]> {
  const numbers = [...new Set(texts.flatMap((t) => findCaseNumbers(t)))];
  if (numbers.length === 0) return [];
  const rows = await ex
    .select({ caseNumber: cases.caseNumber, caseId: cases.id })
    .from(cases)
    .where(and(inArray(cases.caseNumber, numbers), readerCondition(reader)));
  const byNumber = new Map(rows.map((r) => [r.caseNumber, r.caseId]));
  return numbers.filter((n) => byNumber.has(n)).map((n) => ({ caseNumber: n, caseId: byNumber.get(n)! }));
}
