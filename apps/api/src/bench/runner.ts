/** A named, repeatable measurement. `run(i)` does one iteration (i lets it vary its input). */
export interface Benchmark {
  name: string;
  /** How it is measured, e.g. "GET /api/cases" or "SQL". */
  via: string;
  run(i: number): Promise<void>;
}

export interface BenchResult {
  name: string;
  via: string;
  p50: number;
  p95: number;
  max: number;
  /** CPU time of this process per iteration (p50): the embedded database's own work, whatever the machine's load. */
  cpuP50: number;
  iterations: number;
}

export interface RunOptions {
  warmup: number;
  iterations: number;
}

export const DEFAULT_RUN: RunOptions = { warmup: 5, iterations: 50 };

/** The value at quantile q (0..1) of sorted samples, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Warms up, then times each benchmark N times in turn. */
export async function runBenchmarks(list: Benchmark[], opts: RunOptions = DEFAULT_RUN): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const b of list) {
    for (let i = 0; i < opts.warmup; i++) await b.run(i);
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < opts.iterations; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await b.run(opts.warmup + i);
      samples.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    samples.sort((a, b2) => a - b2);
    cpu.sort((a, b2) => a - b2);
    out.push({
      name: b.name,
      via: b.via,
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      max: samples[samples.length - 1]!,
      cpuP50: quantile(cpu, 0.5),
      iterations: opts.iterations,
    });
  }
  return out;
}

/** One table over the databases: a row per benchmark and database, with p50/p95/max in ms. */
export function formatResults(byDatabase: Record<string, BenchResult[]>, limitMs?: number): string {
  const rows: string[][] = [
    ['database', 'benchmark', 'via', 'p50 ms', 'p95 ms', 'max ms', 'cpu p50', limitMs ? `≤ ${limitMs} ms` : ''],
  ];
  for (const [db, results] of Object.entries(byDatabase)) {
    for (const r of results) {
      rows.push([
        db,
        r.name,
        r.via,
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.max.toFixed(1),
        r.cpuP50.toFixed(1),
        limitMs ? (r.p95 <= limitMs ? 'ok' : 'SLOW') : '',
      ]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((v, c) => (c >= 3 ? v.padStart(widths[c]!) : v.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
