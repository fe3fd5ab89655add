import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { COVERAGE_MESSAGES, COVERAGE_RANKS, type TCoverage } from '@lab/domain';
import type { z } from 'zod';
import type { ZCoverageInput } from '@lab/domain';
import type { Executor } from '../../db/client';
import { coverages, payers } from '../../db/schema/index';
import { changeEvents, writeAudit, type AuditActor } from '../../plugins/audit';
import { fieldError, notFound } from '../../lib/http-error';
import { writablePatient } from './repository';

/** A patient's insurance coverages: listed active first by rank, added, updated or ended (never deleted). */

type CoverageInput = z.output<typeof ZCoverageInput>;

const coverageSelection = {
  coverage: coverages,
  payerName: payers.name,
  payerCode: payers.payerCode,
};

function toCoverage(r: { coverage: typeof coverages.$inferSelect; payerName: string; payerCode: string }): TCoverage {
  const c = r.coverage;
  return {
    id: c.id,
    patientId: c.patientId,
    payerId: c.payerId,
    payerName: r.payerName,
    payerCode: r.payerCode,
    rank: c.rank,
    policyNumber: c.policyNumber,
    groupNumber: c.groupNumber,
    subscriberName: c.subscriberName,
    subscriberRelationship: c.subscriberRelationship,
    subscriberDob: c.subscriberDob,
    effectiveFrom: c.effectiveFrom,
    effectiveTo: c.effectiveTo,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const rankOrder = sql`array_position(array[${sql.join(
  COVERAGE_RANKS.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], ${coverages.rank})`;

/** A patient's coverages: active ones first, by rank. */
export async function listCoverages(ex: Executor, patientId: number): Promise<TCoverage[]> {
  const rows = await ex
    .select(coverageSelection)
    .from(coverages)
    .innerJoin(payers, eq(payers.id, coverages.payerId))
    .where(eq(coverages.patientId, patientId))
    .orderBy(desc(coverages.active), rankOrder, desc(coverages.id));
  return rows.map(toCoverage);
}

async function getCoverage(ex: Executor, id: number): Promise<TCoverage | null> {
  const [row] = await ex
    .select(coverageSelection)
    .from(coverages)
    .innerJoin(payers, eq(payers.id, coverages.payerId))
    .where(eq(coverages.id, id))
    .limit(1);
  return row ? toCoverage(row) : null;
}

async function checkCoverage(
  ex: Executor,
  patientId: number,
  input: CoverageInput,
  exceptId?: number,
  payerWas?: number,
) {
  const [payer] = await ex
    .select({ id: payers.id, active: payers.active })
    .from(payers)
    .where(eq(payers.id, input.payerId))
    .limit(1);
  if (!payer) throw fieldError('payerId', 'Payer not found');
  if (!payer.active && payer.id !== payerWas) throw fieldError('payerId', COVERAGE_MESSAGES.payerInactive);
  if (!input.active) return;
  const where = [eq(coverages.patientId, patientId), eq(coverages.rank, input.rank), eq(coverages.active, true)];
  if (exceptId) where.push(ne(coverages.id, exceptId));
  const [taken] = await ex
    .select({ id: coverages.id })
    .from(coverages)
    .where(and(...where))
    .limit(1);
  if (taken) throw fieldError('rank', COVERAGE_MESSAGES.rankTaken, 409);
}

export async function createCoverage(tx: Executor, actor: AuditActor, patientId: number, input: CoverageInput) {
  const patient = await writablePatient(tx, patientId);
  await checkCoverage(tx, patientId, input);
  const [row] = await tx
    .insert(coverages)
    .values({ ...input, patientId })
    .returning();
  const saved = (await getCoverage(tx, row!.id))!;
  await writeAudit(tx, actor, {
    eventtype: 'create',
    eventdescription: `Coverage added (${input.rank}, policy ${input.policyNumber}) for MRN ${patient.mrn}`,
    entity: 'patient',
    entityId: patientId,
    datavalue: 'coverage',
    // The payer's name rides along with its id so the history can show it.
    newvalue: {
      coverageId: row!.id,
      payerId: input.payerId,
      payerName: saved.payerName,
      rank: input.rank,
      policyNumber: input.policyNumber,
    },
  });
  return saved;
}

/** Updates a coverage; ending one is `active: false` (coverages are never deleted). */
export async function updateCoverage(
  tx: Executor,
  actor: AuditActor,
  patientId: number,
  id: number,
  input: CoverageInput,
) {
  const patient = await writablePatient(tx, patientId);
  const [before] = await tx
    .select()
    .from(coverages)
    .where(and(eq(coverages.id, id), eq(coverages.patientId, patientId)))
    .limit(1);
  if (!before) throw notFound('Coverage');
  await checkCoverage(tx, patientId, input, id, before.payerId);
  await tx
    .update(coverages)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(coverages.id, id));
  const base = {
    eventtype: before.active && !input.active ? ('deactivate' as const) : ('update' as const),
    eventdescription: `Coverage ${before.active && !input.active ? 'deactivated' : 'updated'} (${input.rank}, policy ${input.policyNumber}) for MRN ${patient.mrn}`,
    entity: 'patient',
    entityId: patientId,
  };
  const picked = Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]]));
  const events = changeEvents(base, picked, input as Record<string, unknown>).map((e) => ({
    ...e,
    datavalue: `coverage ${id}: ${e.datavalue}`,
  }));
  await writeAudit(tx, actor, events);
  return (await getCoverage(tx, id))!;
}
