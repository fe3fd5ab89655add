import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  buildInvoice,
  invoiceNumber,
  parseSort,
  type TCaseStatus,
  type TCaseType,
  type TInvoice,
  type TInvoiceComponent,
  type TInvoiceListQuery,
  type TInvoiceListRow,
  type TInvoiceSortField,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { caseDiagnoses, caseReports, cases, coverages, payers, patients } from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { pagedQuery, windowTotal } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';
import {
  billingClasses,
  caseOrPatientMatch,
  facilities,
  financialClasses,
  findCase,
  icdCodes,
  iso,
  loadCaseDetail,
  personName,
  type CaseRow,
} from '../../services/case-records';

const procedures = lookupTables.procedurelist!;
const procedureFee = lookupColumn('procedurelist', 'fee');
const procedureSplit = lookupColumn('procedurelist', 'tcpcSplitAllowed');
const facilityDefaultClass = lookupColumn('submittingfacilities', 'defaultBillingClassId');
const facilityAddress = lookupColumn('submittingfacilities', 'address');
const facilityPhone = lookupColumn('submittingfacilities', 'phone');

/** The billing class that decides: the case's own, else its facility's default (docs/invoice.md#bill-to). */
const effectiveBillingClassId = sql<number | null>`coalesce(${cases.billingClassId}, ${facilityDefaultClass})`;

/** The case's procedure lines joined to the list: `e` is the line, `p` the procedure (null when gone). */
const procedureLines = (select: SQL, where?: SQL) =>
  sql`(select ${select} from jsonb_array_elements(${caseDiagnoses.procedures}) e
    left join ${procedures} p on p.id = (e->>'procedureId')::int ${where ? sql`where ${where}` : sql``})`;
/** The global total of the priced lines, exact (numeric), as text with two decimals. */
const totalExpr = sql<string>`${procedureLines(sql`coalesce(sum(p.fee * (e->>'units')::int), 0)::numeric(14,2)::text`)}`;
const unpricedExpr = sql<number>`${procedureLines(sql`count(*)::int`, sql`p.id is null or p.fee is null`)}`.mapWith(
  Number,
);
const procedureCountExpr = sql<number>`jsonb_array_length(${caseDiagnoses.procedures})`.mapWith(Number);
const patientNameExpr = personName(patients.firstName, patients.lastName);

const SORT_COLUMNS: SortColumns<TInvoiceSortField> = {
  caseNumber: cases.caseNumber,
  receivedAt: cases.receivedAt,
  patientName: sql`lower(${patientNameExpr})`,
  total: sql`${procedureLines(sql`coalesce(sum(p.fee * (e->>'units')::int), 0)`)}`,
  status: cases.status,
};

/** Cases that have something to bill: at least one procedure on their diagnosis. */
function listConditions(q: TInvoiceListQuery): SQL {
  const where: SQL[] = [sql`jsonb_array_length(${caseDiagnoses.procedures}) > 0`];
  if (q.status) where.push(eq(cases.status, q.status));
  if (q.billingClassId) where.push(sql`${effectiveBillingClassId} = ${q.billingClassId}`);
  if (q.from) where.push(sql`${cases.receivedAt} >= ${q.from}::date`);
  if (q.to) where.push(sql`${cases.receivedAt} < (${q.to}::date + 1)`);
  const text = q.q?.trim();
  if (text) where.push(caseOrPatientMatch(text, { eitherNameOrder: true }));
  return and(...where)!;
}

/** One page of billable cases with their global totals; the newest received first unless sorted. */
export async function listInvoices(
  ex: Executor,
  q: TInvoiceListQuery,
): Promise<{ data: TInvoiceListRow[]; total: number }> {
  const cond = listConditions(q);
  const s = parseSort(q.sort);
  const order = s ? [sortBy(SORT_COLUMNS, s), desc(cases.id)] : [desc(cases.receivedAt), desc(cases.id)];
  const base = () =>
    ex
      .select({
        caseId: cases.id,
        caseNumber: cases.caseNumber,
        status: cases.status,
        receivedAt: cases.receivedAt,
        patientName: patientNameExpr,
        patientMrn: patients.mrn,
        billingClass: sql<
          string | null
        >`(select bc.name from ${billingClasses} bc where bc.id = ${effectiveBillingClassId})`,
        facilityName: facilities.name,
        procedureCount: procedureCountExpr,
        totalAmount: totalExpr,
        unpriced: unpricedExpr,
        total: windowTotal(),
      })
      .from(cases)
      .innerJoin(caseDiagnoses, eq(caseDiagnoses.caseId, cases.id))
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .leftJoin(facilities, eq(facilities.id, cases.facilityId))
      .where(cond)
      .orderBy(...order);
  const page = await pagedQuery(base(), q, async () => {
    const [row] = await ex
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .innerJoin(caseDiagnoses, eq(caseDiagnoses.caseId, cases.id))
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .leftJoin(facilities, eq(facilities.id, cases.facilityId))
      .where(cond);
    return row?.n ?? 0;
  });
  return {
    total: page.total,
    data: page.rows.map((r) => ({
      caseId: r.caseId,
      invoiceNumber: invoiceNumber(r.caseNumber),
      caseNumber: r.caseNumber,
      status: r.status as TCaseStatus,
      receivedAt: iso(r.receivedAt)!,
      patientName: r.patientName,
      patientMrn: r.patientMrn,
      billingClass: r.billingClass,
      facilityName: r.facilityName,
      procedureCount: r.procedureCount,
      total: r.totalAmount,
      unpriced: r.unpriced,
    })),
  };
}

export const findInvoiceCase = (ex: Executor, caseId: number): Promise<CaseRow | null> =>
  findCase(ex, { id: caseId }, { kind: 'all' });

const ymd = (d: Date | string | null): string | null => (d === null ? null : iso(d)!.slice(0, 10));

/** Everything the invoice of a case is made of, read in one go, then priced by the domain's buildInvoice. */
export async function loadInvoice(
  ex: Executor,
  row: CaseRow,
  component: TInvoiceComponent,
  lab: { name: string; address: string; clia: string },
  today: Date = new Date(),
): Promise<TInvoice> {
  const detail = await loadCaseDetail(ex, row);
  const serviceDate = ymd(row.collectedAt) ?? ymd(row.receivedAt)!;
  const [diagnosis] = await ex
    .select({ procedures: caseDiagnoses.procedures, icdCodeIds: caseDiagnoses.icdCodeIds })
    .from(caseDiagnoses)
    .where(eq(caseDiagnoses.caseId, row.id));
  const lines = diagnosis?.procedures ?? [];
  const ids = [...new Set(lines.map((l) => l.procedureId))];
  const diagnosisIcdIds = diagnosis?.icdCodeIds ?? [];
  const [procRows, [patient], [facility], [signed], coverageRows, diagnosisIcd] = await Promise.all([
    ids.length
      ? ex
          .select({
            id: procedures.id,
            code: procedures.code,
            name: procedures.name,
            active: procedures.active,
            fee: procedureFee,
            tcpcSplitAllowed: procedureSplit,
          })
          .from(procedures)
          .where(inArray(procedures.id, ids))
      : Promise.resolve([]),
    ex.select().from(patients).where(eq(patients.id, row.patientId)),
    row.facilityId
      ? ex
          .select({
            name: facilities.name,
            address: facilityAddress,
            phone: facilityPhone,
            defaultCode: sql<
              string | null
            >`(select bc.code from ${billingClasses} bc where bc.id = ${facilityDefaultClass})`,
            defaultName: sql<
              string | null
            >`(select bc.name from ${billingClasses} bc where bc.id = ${facilityDefaultClass})`,
          })
          .from(facilities)
          .where(eq(facilities.id, row.facilityId))
      : Promise.resolve([]),
    ex
      .select({ at: caseReports.signedAt })
      .from(caseReports)
      .where(eq(caseReports.caseId, row.id))
      .orderBy(asc(caseReports.version))
      .limit(1),
    ex
      .select({
        rank: coverages.rank,
        payerName: payers.name,
        payerCode: payers.payerCode,
        payerAddress: payers.address,
        payerPhone: payers.phone,
        fcCode: financialClasses.code,
        fcName: financialClasses.name,
        memberId: coverages.policyNumber,
        groupNumber: coverages.groupNumber,
        subscriberName: coverages.subscriberName,
        subscriberRelationship: coverages.subscriberRelationship,
      })
      .from(coverages)
      .innerJoin(payers, eq(payers.id, coverages.payerId))
      .leftJoin(financialClasses, eq(financialClasses.id, payers.financialClassId))
      .where(
        and(
          eq(coverages.patientId, row.patientId),
          eq(coverages.active, true),
          eq(payers.active, true),
          // Active on the date of service.
          sql`(${coverages.effectiveFrom} is null or ${coverages.effectiveFrom} <= ${serviceDate}::date)`,
          sql`(${coverages.effectiveTo} is null or ${coverages.effectiveTo} >= ${serviceDate}::date)`,
        ),
      )
      .orderBy(asc(coverages.id)),
    diagnosisIcdIds.length
      ? ex
          .select({ id: icdCodes.id, code: icdCodes.code, name: icdCodes.name })
          .from(icdCodes)
          .where(inArray(icdCodes.id, diagnosisIcdIds))
      : Promise.resolve([]),
  ]);
  const p = patient!;
  const byId = new Map(procRows.map((r) => [r.id, r]));
  const patientName = `${p.lastName}, ${p.firstName}${p.middleName ? ` ${p.middleName}` : ''}`;
  const patientAddress = [
    p.addressLine1,
    p.addressLine2,
    [p.city, [p.state, p.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter((l): l is string => !!l && l.trim() !== '');
  const facilityParty = facility
    ? { name: facility.name, address: facility.address as string | null, phone: facility.phone as string | null }
    : null;

  const computed = buildInvoice({
    caseNumber: row.caseNumber,
    caseStatus: row.status as TCaseStatus,
    component,
    procedures: lines.map((l) => {
      const proc = byId.get(l.procedureId);
      return {
        procedureId: l.procedureId,
        units: l.units,
        procedure: proc
          ? {
              code: proc.code,
              name: proc.name,
              fee: proc.fee as string | null,
              tcpcSplitAllowed: Boolean(proc.tcpcSplitAllowed),
              active: proc.active,
            }
          : null,
      };
    }),
    billingClass: detail.billingClass ? { code: detail.billingClass.code, name: detail.billingClass.name } : null,
    facilityDefaultBillingClass:
      facility?.defaultCode && facility.defaultName ? { code: facility.defaultCode, name: facility.defaultName } : null,
    facility: facilityParty,
    patient: { name: patientName, mrn: p.mrn, addressLines: patientAddress, phone: p.phone },
    coverages: coverageRows.map((c) => ({
      rank: c.rank,
      payerName: c.payerName,
      payerCode: c.payerCode,
      payerAddress: c.payerAddress,
      payerPhone: c.payerPhone,
      financialClass: c.fcCode && c.fcName ? { code: c.fcCode, name: c.fcName } : null,
      memberId: c.memberId,
      groupNumber: c.groupNumber,
      subscriberName: c.subscriberName,
      subscriberRelationship: c.subscriberRelationship,
    })),
  });

  return {
    ...computed,
    caseId: row.id,
    caseNumber: row.caseNumber,
    caseType: row.caseType as TCaseType,
    caseStatus: row.status as TCaseStatus,
    invoiceDate: ymd(signed?.at ?? null) ?? ymd(today)!,
    serviceDate,
    lab,
    patient: { name: patientName, mrn: p.mrn, dob: p.dob, sex: p.sex, addressLines: patientAddress, phone: p.phone },
    orderingPhysician: detail.provider
      ? {
          name: `${detail.provider.name}${detail.provider.credentials ? `, ${detail.provider.credentials}` : ''}`,
          npi: detail.provider.npi,
        }
      : null,
    facility: facilityParty
      ? {
          name: facilityParty.name,
          addressLines: (facilityParty.address ?? '')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          phone: facilityParty.phone,
        }
      : null,
    pathologist: detail.pathologist?.name ?? null,
    // The pathologist's codes on the diagnosis when there are any (they justify the procedures), else the order's.
    icdCodes: (diagnosisIcd.length
      ? diagnosisIcdIds.map((id) => diagnosisIcd.find((c) => c.id === id)).filter((c) => c !== undefined)
      : detail.icdCodes
    ).map((c) => ({ code: c.code, name: c.name })),
  };
}
