import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classifyHer2 } from '@lab/domain';
import type { Db } from '../db/client';
import { cases, caseTests, fishSessions, users } from '../db/schema/index';
import { lookupTables } from '../db/schema/lookups';

/**
 * One HER2 scoring under way on an open demo FISH case with HER2 FISH ordered: reader 1 (the staff demo account) has counted 12 of
 * 20 nuclei with the in-date lot, so the worklist shows a reader and a count, and a demo user can finish it.
 * Runs after the cases and lookup lists; does nothing when they are missing or a scoring exists.
 */
export async function seedDemoFish(db: Db): Promise<void> {
  // Accepted results of the signed demo reports do not count: a scoring under way does.
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fishSessions)
    .where(eq(fishSessions.status, 'scoring'));
  if (Number(existing?.n ?? 0) > 0) return;
  const sets = lookupTables.probesets!;
  const tests = lookupTables.tests!;
  const lots = lookupTables.probelots!;
  const [set] = await db.select({ id: sets.id }).from(sets).where(eq(sets.code, 'HER2'));
  if (!set) return;
  const today = new Date().toISOString().slice(0, 10);
  const [lot] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(sql`${lots}.probe_set_id = ${set.id}`, eq(lots.active, true), sql`${lots}.expiry_date >= ${today}`))
    .limit(1);
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@staff.com'));
  const [fishCase] = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(caseTests, eq(caseTests.caseId, cases.id))
    .innerJoin(tests, eq(tests.id, caseTests.testId))
    .where(
      and(
        eq(cases.caseType, 'F'),
        sql`${tests.name} ilike '%HER2%'`,
        inArray(cases.status, ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis']),
      ),
    )
    .orderBy(asc(cases.receivedAt))
    .limit(1);
  if (!lot || !reader || !fishCase) return;
  const nuclei = [
    [5, 2],
    [4, 2],
    [6, 2],
    [4, 1],
    [5, 2],
    [3, 2],
    [5, 2],
    [6, 3],
    [4, 2],
    [5, 2],
    [4, 2],
    [5, 2],
  ].map(([her2, cep17]) => ({ her2: her2!, cep17: cep17! }));
  await db.insert(fishSessions).values({
    caseId: fishCase.id,
    method: 'her2-dual',
    probeSetId: set.id,
    probeLotId: lot.id,
    status: 'scoring',
    reader1Id: reader.id,
    reader1Nuclei: nuclei,
    result: classifyHer2(nuclei),
  });
}
