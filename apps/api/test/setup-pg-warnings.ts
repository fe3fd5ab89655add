import { afterAll } from 'vitest';

/**
 * pg 8 warns "Calling client.query() when the client is already executing a query" when two queries run at once on
 * one client — e.g. a Promise.all on a transaction, whose queries all go to the transaction's one connection — and
 * pg 9 refuses it. The warning is a DeprecationWarning that pg emits once per process: the api test file during which
 * it comes fails, on PostgreSQL (TEST_PG_URL); PGlite runs one query at a time and never warns.
 */
const PG_QUERY_WHILE_BUSY = /already executing a query/;

const state = globalThis as typeof globalThis & { pgBusyWarnings?: Error[] };
if (!state.pgBusyWarnings) {
  const seen: Error[] = [];
  state.pgBusyWarnings = seen;
  // With isolate: false this file runs again before every test file of a worker: one listener per process.
  process.on('warning', (warning) => {
    if (PG_QUERY_WHILE_BUSY.test(warning.message)) seen.push(warning);
  });
}

afterAll(() => {
  const seen = state.pgBusyWarnings!.splice(0);
  if (seen.length > 0) {
    throw new Error(
      `two queries ran at once on one pg client (a Promise.all on a transaction?): await them one after the other\n${seen
        .map((w) => w.stack)
        .join('\n')}`,
    );
  }
});
