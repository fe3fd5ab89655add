import type { BenchResult } from './runner';
import type { GoalRow } from './web-delivery';

/**
 * The goals of issue 15 that the timed benchmarks answer (docs/performance.md#goals): p95 of the searches at 1M
 * cases per database, embedded ÷ PostgreSQL at p50, the result screens, the ICD-10-CM import.
 */
export const SCALE_GOALS = {
  searches: ['case-number lookup', 'case list, first page', 'patient search "smi 1980"', 'patient last-name prefix'],
  p95Ms: { pglite: 15, postgres: 10 } as Record<string, number>,
  embeddedOverPg: 2.5,
  results: {
    'save a diagnosis (autosave)': 30,
    'FISH classify (HER2, 20 nuclei)': 5,
    'render a report PDF (preview)': undefined,
  } as Record<string, number | undefined>,
  icdImportMs: 3000,
};

const DB_LABEL: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export function scaleGoalRows(byDb: Record<string, BenchResult[]>): GoalRow[] {
  const rows: GoalRow[] = [];
  const find = (db: string, name: string) => byDb[db]?.find((r) => r.name === name);
  for (const db of Object.keys(byDb)) {
    const limit = SCALE_GOALS.p95Ms[db];
    for (const name of SCALE_GOALS.searches) {
      const r = find(db, name);
      if (!r || limit === undefined) continue;
      rows.push({
        figure: `${name} at 1M cases, p95, ${DB_LABEL[db] ?? db}`,
        value: `${r.p95.toFixed(1)} ms`,
        goal: `≤ ${limit} ms`,
        ok: r.p95 <= limit,
      });
    }
  }
  if (byDb.pglite && byDb.postgres) {
    for (const name of SCALE_GOALS.searches) {
      const lite = find('pglite', name);
      const pg = find('postgres', name);
      if (!lite || !pg) continue;
      const ratio = lite.p50 / pg.p50;
      rows.push({
        figure: `${name}, embedded ÷ PostgreSQL, p50`,
        value: `${ratio.toFixed(2)} (${lite.p50.toFixed(1)} ÷ ${pg.p50.toFixed(1)} ms)`,
        goal: `≤ ${SCALE_GOALS.embeddedOverPg}`,
        ok: ratio <= SCALE_GOALS.embeddedOverPg,
      });
    }
  }
  for (const db of Object.keys(byDb)) {
    for (const [name, limit] of Object.entries(SCALE_GOALS.results)) {
      const r = find(db, name);
      if (!r) continue;
      rows.push({
        figure: `${name} at 1M cases, p95, ${DB_LABEL[db] ?? db}`,
        value: `${r.p95.toFixed(1)} ms`,
        goal: limit === undefined ? 'printed' : `≤ ${limit} ms`,
        ok: limit === undefined || r.p95 <= limit,
      });
    }
  }
  return rows;
}

export function icdImportGoalRow(ms: number | undefined): GoalRow[] {
  if (ms === undefined) return [];
  return [
    {
      figure: 'ICD-10-CM import, 74,000 rows, PGlite',
      value: `${(ms / 1000).toFixed(2)} s`,
      goal: `≤ ${SCALE_GOALS.icdImportMs / 1000} s`,
      ok: ms <= SCALE_GOALS.icdImportMs,
    },
  ];
}
