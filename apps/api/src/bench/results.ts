import { sql } from 'drizzle-orm';
import type { TDiagnosis } from '@lab/domain';
import { queryRows } from '../db/client';
import type { Benchmark } from './runner';
import type { BenchContext } from './scale';

const HER2_20 = Array.from({ length: 20 }, (_, i) => ({ her2: 4 + (i % 3), cep17: 2 }));

/**
 * The result screens at the large data set, through the real API: autosave of a working diagnosis (the
 * whole document with its rowVersion, audited, status moved), a report PDF rendered (preview), FISH classify.
 */
export async function resultsBenchmarks(ctx: BenchContext): Promise<Benchmark[]> {
  const [open] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select c.id from cases c where c.status in ('accessioned', 'grossed', 'in-histology')
          and exists (select 1 from case_parts p where p.case_id = c.id) order by c.id desc limit 1`,
  );
  if (!open) throw new Error('no open case with parts to write a diagnosis on');
  const headers = { authorization: `Bearer ${ctx.token}` };
  const first = await ctx.app.inject({ url: `/api/cases/${open.id}/diagnosis`, headers });
  let dx = first.json() as TDiagnosis;
  return [
    {
      name: 'save a diagnosis (autosave)',
      via: 'PUT /api/cases/:id/diagnosis',
      async run(i) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/api/cases/${open.id}/diagnosis`,
          headers,
          payload: {
            rowVersion: dx.rowVersion,
            comment: `Bench comment ${i}`,
            icdCodeIds: dx.icdCodeIds,
            procedures: dx.procedures,
            parts: dx.parts.map((p) => ({
              ...p,
              microscopicDescription: `Sections show ${'benign skin '.repeat(20)}${i}`,
            })),
          },
        });
        if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body.slice(0, 200)}`);
        dx = res.json() as TDiagnosis;
      },
    },
    {
      name: 'render a report PDF (preview)',
      via: 'GET /api/cases/:id/diagnosis/preview.pdf',
      async run() {
        const res = await ctx.app.inject({ url: `/api/cases/${open.id}/diagnosis/preview.pdf`, headers });
        if (res.statusCode !== 200) throw new Error(`preview: ${res.statusCode}`);
      },
    },
    {
      name: 'FISH classify (HER2, 20 nuclei)',
      via: 'POST /api/fish/classify',
      async run() {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/fish/classify',
          headers,
          payload: { method: 'her2-dual', reader1: HER2_20 },
        });
        if (res.statusCode !== 200) throw new Error(`classify: ${res.statusCode} ${res.body.slice(0, 200)}`);
      },
    },
  ];
}
