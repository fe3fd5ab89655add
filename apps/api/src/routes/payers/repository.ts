import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { PAYER_MESSAGES, parseSort, patientName, type TPayer, type TPayerSortField } from '@lab/domain';
import type { z } from 'zod';
import type { ZPayerInput, ZPayerListQuery } from '@lab/domain';
import type { Executor } from '../../db/client';
import { coverages, patients, payers } from '../../db/schema/index';
import { lookupTables } from '../../db/schema/lookups';
import { changeEvents, writeAudit, type AuditActor } from '../../plugins/audit';
import { fieldError, notFound } from '../../lib/http-error';
import { likeEscape } from '../../lib/like';
import { countWhere, pagedQuery, windowTotal, type Paging } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

type PayerInput = z.output<typeof ZPayerInput>;
type PayerListQuery = z.output<typeof ZPayerListQuery>;

const fc = lookupTables.financialclasses!;
const selection = {
  payer: payers,
  financialClassLabel: sql<
    string | null
  >`(select ${fc.code} || ' — ' || ${fc.name} from ${fc} where ${fc.id} = ${payers.financialClassId})`,
};

function toPayer(r: { payer: typeof payers.$inferSelect; financialClassLabel: string | null }): TPayer {
  const p = r.payer;
  return {
    id: p.id,
    name: p.name,
    payerCode: p.payerCode,
    financialClassId: p.financialClassId,
    financialClassLabel: r.financialClassLabel,
    address: p.address,
    phone: p.phone,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS: SortColumns<TPayerSortField> = {
  name: sql`lower(${payers.name})`,
  payerCode: sql`lower(${payers.payerCode})`,
  createdAt: payers.id,
};

export async function listPayers(ex: Executor, q: PayerListQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const text = likeEscape(q.q);
    where.push(or(ilike(payers.payerCode, `${text}%`), ilike(payers.name, `%${text}%`))!);
  }
  if (q.active !== undefined) where.push(eq(payers.active, q.active));
  if (q.financialClassId) where.push(eq(payers.financialClassId, q.financialClassId));
  const cond = where.length ? and(...where) : undefined;
  const sort = parseSort(q.sort) ?? { field: 'name', desc: false };
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...selection, total: windowTotal() })
      .from(payers)
      .where(cond)
      .orderBy(sortBy(SORT_COLUMNS, sort), asc(payers.id)),
    q,
    () => countWhere(ex, payers, cond),
  );
  return { data: rows.map(toPayer), total };
}

export async function getPayer(ex: Executor, id: number): Promise<TPayer | null> {
  const [row] = await ex.select(selection).from(payers).where(eq(payers.id, id)).limit(1);
  return row ? toPayer(row) : null;
}

async function check(ex: Executor, input: PayerInput, exceptId?: number) {
  const where = [sql`lower(${payers.payerCode}) = ${input.payerCode.toLowerCase()}`];
  if (exceptId) where.push(ne(payers.id, exceptId));
  const [taken] = await ex
    .select({ id: payers.id })
    .from(payers)
    .where(and(...where))
    .limit(1);
  if (taken) throw fieldError('payerCode', PAYER_MESSAGES.codeTaken, 409);
  if (input.financialClassId) {
    const [found] = await ex.select({ id: fc.id }).from(fc).where(eq(fc.id, input.financialClassId)).limit(1);
    if (!found) throw fieldError('financialClassId', 'Financial class not found');
  }
}

export async function createPayer(tx: Executor, actor: AuditActor, input: PayerInput): Promise<TPayer> {
  await check(tx, input);
  const [row] = await tx.insert(payers).values(input).returning();
  await writeAudit(tx, actor, {
    eventtype: 'create',
    eventdescription: `Payer created: ${row!.name} (${row!.payerCode})`,
    entity: 'payer',
    entityId: row!.id,
  });
  return (await getPayer(tx, row!.id))!;
}

export async function updatePayer(tx: Executor, actor: AuditActor, id: number, input: PayerInput): Promise<TPayer> {
  const [before] = await tx.select().from(payers).where(eq(payers.id, id)).limit(1).for('update');
  if (!before) throw notFound('Payer');
  await check(tx, input, id);
  await tx
    .update(payers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(payers.id, id));
  const deactivated = before.active && !input.active;
  const reactivated = !before.active && input.active;
  const picked = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]]));
  await writeAudit(
    tx,
    actor,
    changeEvents(
      {
        eventtype: deactivated ? 'deactivate' : reactivated ? 'reactivate' : 'update',
        eventdescription: `Payer ${deactivated ? 'deactivated' : reactivated ? 'reactivated' : 'updated'}: ${input.name}`,
        entity: 'payer',
        entityId: id,
      },
      picked,
      input as Record<string, unknown>,
    ),
  );
  return (await getPayer(tx, id))!;
}

/** The coverages that point at a payer, with their patients (active first). */
export async function listPayerCoverages(ex: Executor, payerId: number, paging: Paging) {
  const cond = eq(coverages.payerId, payerId);
  const { rows, total } = await pagedQuery(
    ex
      .select({
        coverage: coverages,
        patient: { firstName: patients.firstName, lastName: patients.lastName, mrn: patients.mrn },
        total: windowTotal(),
      })
      .from(coverages)
      .innerJoin(patients, eq(patients.id, coverages.patientId))
      .where(cond)
      .orderBy(desc(coverages.active), sql`lower(${patients.lastName})`, asc(coverages.id)),
    paging,
    () => countWhere(ex, coverages, cond),
  );
  return {
    total,
    data: rows.map((r) => ({
      id: r.coverage.id,
      patientId: r.coverage.patientId,
      patientName: patientName(r.patient),
      mrn: r.patient.mrn,
      rank: r.coverage.rank,
      policyNumber: r.coverage.policyNumber,
      groupNumber: r.coverage.groupNumber,
      active: r.coverage.active,
    })),
  };
}
