/**
 * Promise.all for queries that may run on a transaction: runs them one after the other and gives their results in
 * order. A transaction has one connection, and two queries at once on one pg client are deprecated (pg 8 warns
 * "Calling client.query() when the client is already executing a query"; pg 9 refuses). A function given an
 * Executor (the database or a transaction) reads with this; on the pool (app.db) Promise.all stays fine.
 */
export async function oneAtATime<const Q extends readonly (() => unknown)[]>(
  queries: Q,
): Promise<{ -readonly [K in keyof Q]: Q[K] extends () => infer R ? Awaited<R> : never }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as never;
}
