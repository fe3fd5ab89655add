import { describe, expect, it } from 'vitest';
import { formatResults, quantile, runBenchmarks } from './runner';

describe('bench runner', () => {
  it('takes nearest-rank quantiles', () => {
    const s = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(s, 0.5)).toBe(50);
    expect(quantile(s, 0.95)).toBe(95);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('warms up, runs N iterations and prints a table per database', async () => {
    const seen: number[] = [];
    const [r] = await runBenchmarks([{ name: 'noop', via: 'SQL', run: async (i) => void seen.push(i) }], {
      warmup: 2,
      iterations: 10,
    });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(r).toMatchObject({ name: 'noop', iterations: 10 });
    const table = formatResults({ pglite: [r!], postgres: [{ ...r!, p95: 150 }] }, 100);
    expect(table).toContain('pglite');
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toMatch(/postgres.*SLOW/);
  });
});
