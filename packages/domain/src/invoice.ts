import { z } from 'zod';
import { ZPageQuery, ZSort, type TSort } from './api-common';
import { CASE_STATUSES, type TCaseStatus } from './cases';
import { ZDate } from './form-fields';

/**
 * The invoice of a case (docs/invoice.md): its CPT procedures priced from the Procedures list's fees, billed to
 * the party its billing class names. Pure rules here; the server reads the case and calls buildInvoice.
 * Money is carried as whole cents (integers) and answered as strings with two decimals.
 */

// --- Money --------------------------------------------------------------------------------------------------------

/** `"71.25"` (a numeric column), `71.25` or `"71"` as 7125 cents; null for no value or anything unreadable. */
export function parseMoneyCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  // Parsed as text, never through a float, so 0.1 + 0.2 never happens to a fee.
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/** 7125 → `"71.25"`; -5 → `"-0.05"`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `"1234.5"` → `"$1,234.50"` for people (the API answers plain two-decimal strings). */
export function formatMoney(amount: string | null): string {
  const cents = parseMoneyCents(amount);
  if (cents === null) return '—';
  const [whole, frac] = formatCents(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

// --- Components (TC/PC) -------------------------------------------------------------------------------------------

/**
 * What is billed of each procedure: the whole service (global), or one side of a TC/PC split with a TCPC partner:
 * the technical component (modifier TC: the lab made the slides) or the professional component (modifier 26: the
 * interpretation).
 */
export const INVOICE_COMPONENTS = ['global', 'technical', 'professional'] as const;
export type TInvoiceComponent = (typeof INVOICE_COMPONENTS)[number];
export const ZInvoiceComponent = z.enum(INVOICE_COMPONENTS, 'must be one of global, technical, professional');
export const INVOICE_COMPONENT_LABELS: Record<TInvoiceComponent, string> = {
  global: 'Global',
  technical: 'Technical component (-TC)',
  professional: 'Professional component (-26)',
};
export const COMPONENT_MODIFIERS: Record<TInvoiceComponent, string | null> = {
  global: null,
  technical: 'TC',
  professional: '26',
};

/**
 * The Procedures list keeps one (global) fee per CPT; a split bills this share of it as the technical component
 * and the rest as the professional one (docs/invoice.md#tcpc). The two halves always add up to the global fee.
 */
export const TECHNICAL_SHARE_PERCENT = 40;

/** The part of a global fee (cents) a component bills; technical + professional = global exactly. */
export function componentFeeCents(globalCents: number, component: TInvoiceComponent): number {
  if (component === 'global') return globalCents;
  const technical = Math.round((globalCents * TECHNICAL_SHARE_PERCENT) / 100);
  return component === 'technical' ? technical : globalCents - technical;
}

// --- Bill-to ------------------------------------------------------------------------------------------------------

/** Who receives the invoice: the submitting facility (client bill), the patient (self-pay) or an insurer. */
export const BILL_TO_KINDS = ['client', 'patient', 'insurance'] as const;
export type TBillToKind = (typeof BILL_TO_KINDS)[number];
export const BILL_TO_KIND_LABELS: Record<TBillToKind, string> = {
  client: 'Client bill',
  patient: 'Patient (self-pay)',
  insurance: 'Insurance',
};

/** A government program a billing class names: its claim goes to the coverage with that program. */
export type TProgram = 'medicare' | 'medicaid';

/**
 * Whom a billing class bills. The Billing Classes list is the lab's own (codes vary: MCR or MCARE), so the class
 * is read by its code and name: client → the facility; patient or self-pay → the patient; anything else
 * (insurance, Medicare, Medicaid, workers' compensation…) → the patient's insurance.
 */
export function billToKindOf(billingClass: { code: string; name: string }): {
  kind: TBillToKind;
  program: TProgram | null;
} {
  const words = `${billingClass.code} ${billingClass.name}`.toLowerCase();
  if (/\bclient\b|\bcli\b/.test(words)) return { kind: 'client', program: null };
  if (/\bself\b|self-pay|\bpatient\b|\bsp\b|\bpat\b/.test(words)) return { kind: 'patient', program: null };
  if (/medicare|\bmcr\b|\bmcare\b/.test(words)) return { kind: 'insurance', program: 'medicare' };
  if (/medicaid|\bmcd\b|\bmcaid\b/.test(words)) return { kind: 'insurance', program: 'medicaid' };
  return { kind: 'insurance', program: null };
}

/** The program a payer's financial class stands for (Medicare, Medicaid), if any. */
export function programOf(financialClass: { code: string; name: string } | null): TProgram | null {
  if (!financialClass) return null;
  const words = `${financialClass.code} ${financialClass.name}`.toLowerCase();
  if (/medicare|\bmcr\b|\bmcare\b/.test(words)) return 'medicare';
  if (/medicaid|\bmcd\b|\bmcaid\b/.test(words)) return 'medicaid';
  return null;
}

/** A "Self-pay" payer on a coverage is no insurer: the patient pays. */
export function isSelfPayClass(financialClass: { code: string; name: string } | null): boolean {
  return !!financialClass && /\bself\b|self-pay/.test(`${financialClass.code} ${financialClass.name}`.toLowerCase());
}

const RANK_ORDER: Record<string, number> = { primary: 0, secondary: 1, tertiary: 2 };

// --- Building an invoice ------------------------------------------------------------------------------------------

export interface TInvoiceProcedureInput {
  procedureId: number;
  units: number;
  /** Null when the procedure no longer exists in the list. */
  procedure: {
    code: string;
    name: string;
    fee: string | number | null;
    tcpcSplitAllowed: boolean;
    active: boolean;
  } | null;
}

export interface TInvoiceCoverageInput {
  rank: string;
  payerName: string;
  payerCode: string;
  payerAddress: string | null;
  payerPhone: string | null;
  financialClass: { code: string; name: string } | null;
  memberId: string;
  groupNumber: string | null;
  subscriberName: string | null;
  subscriberRelationship: string;
}

export interface TInvoiceInput {
  caseNumber: string;
  caseStatus: TCaseStatus;
  component: TInvoiceComponent;
  procedures: TInvoiceProcedureInput[];
  /** The case's billing class, or null. */
  billingClass: { code: string; name: string } | null;
  /** The facility's default billing class: used when the case names none. */
  facilityDefaultBillingClass: { code: string; name: string } | null;
  facility: { name: string; address: string | null; phone: string | null } | null;
  patient: { name: string; mrn: string; addressLines: string[]; phone: string | null };
  /** The patient's active coverages on the date of service. */
  coverages: TInvoiceCoverageInput[];
}

export const ZInvoiceLine = z.object({
  cpt: z.string(),
  description: z.string(),
  units: z.number().int(),
  modifiers: z.array(z.string()),
  /** The fee of one unit for this component; null when the list has no fee (see `warning`). */
  unitFee: z.string().nullable(),
  /** unitFee × units; null when it cannot be priced. */
  amount: z.string().nullable(),
  warning: z.string().nullable(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZBillTo = z.object({
  kind: z.enum(BILL_TO_KINDS),
  name: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string().nullable(),
  /** Insurance: the payer's id, the member (policy) id and group; client: the facility account. */
  payerCode: z.string().nullable(),
  memberId: z.string().nullable(),
  groupNumber: z.string().nullable(),
  subscriber: z.string().nullable(),
  coverageRank: z.string().nullable(),
});
export type TBillTo = z.infer<typeof ZBillTo>;

export const ZInvoiceComputed = z.object({
  invoiceNumber: z.string(),
  component: ZInvoiceComponent,
  billingClass: z.string().nullable(),
  /** Where the billing class came from: the case, or the facility's default when the case names none. */
  billingClassSource: z.enum(['case', 'facility']).nullable(),
  billTo: ZBillTo.nullable(),
  lines: z.array(ZInvoiceLine),
  subtotal: z.string(),
  total: z.string(),
  /** Every line is priced and a party is billed: the invoice may be sent. */
  complete: z.boolean(),
  warnings: z.array(z.string()),
});
export type TInvoiceComputed = z.infer<typeof ZInvoiceComputed>;

/** `INV-S26-00042`, `INV-S26-00042-TC`, `INV-S26-00042-26`: the same case and component always give the same number. */
export function invoiceNumber(caseNumber: string, component: TInvoiceComponent = 'global'): string {
  const modifier = COMPONENT_MODIFIERS[component];
  return `INV-${caseNumber}${modifier ? `-${modifier}` : ''}`;
}

const SIGNED_STATUSES: readonly TCaseStatus[] = ['signed-out', 'amended', 'addended'];

function chooseCoverage(coverages: TInvoiceCoverageInput[], program: TProgram | null): TInvoiceCoverageInput | null {
  const ranked = coverages
    .filter((c) => !isSelfPayClass(c.financialClass))
    .sort((a, b) => (RANK_ORDER[a.rank] ?? 9) - (RANK_ORDER[b.rank] ?? 9));
  if (program) {
    const match = ranked.find((c) => programOf(c.financialClass) === program);
    if (match) return match;
  }
  return ranked[0] ?? null;
}

function patientBillTo(p: TInvoiceInput['patient']): TBillTo {
  return {
    kind: 'patient',
    name: p.name,
    addressLines: p.addressLines,
    phone: p.phone,
    payerCode: null,
    memberId: null,
    groupNumber: null,
    subscriber: null,
    coverageRank: null,
  };
}

/**
 * The invoice of one case: a priced line per procedure, the subtotal and total in exact cents, the party billed,
 * and a warning for everything that keeps it from being sent (a procedure without a fee is a warning line, never a
 * silent 0).
 */
export function buildInvoice(input: TInvoiceInput): TInvoiceComputed {
  const warnings: string[] = [];
  const component = input.component;
  const modifier = COMPONENT_MODIFIERS[component];
  let total = 0;
  let priced = true;

  const lines: TInvoiceLine[] = input.procedures.map((p) => {
    const proc = p.procedure;
    if (!proc) {
      priced = false;
      const warning = `Procedure #${p.procedureId} is no longer in the Procedures list`;
      warnings.push(warning);
      return {
        cpt: '?',
        description: 'Unknown procedure',
        units: p.units,
        modifiers: [],
        unitFee: null,
        amount: null,
        warning,
      };
    }
    const fee = parseMoneyCents(proc.fee);
    const modifiers: string[] = [];
    let lineWarning: string | null = null;
    let unitCents = fee;
    if (modifier && proc.tcpcSplitAllowed) modifiers.push(modifier);
    else if (modifier) lineWarning = `${proc.code} may not be split into TC/PC; billed global`;
    if (fee === null) {
      priced = false;
      lineWarning = `${proc.code} has no fee in the Procedures list`;
    } else if (modifier && proc.tcpcSplitAllowed) {
      unitCents = componentFeeCents(fee, component);
    }
    if (!proc.active)
      lineWarning = [lineWarning, `${proc.code} is retired in the Procedures list`].filter(Boolean).join('; ');
    if (lineWarning) warnings.push(lineWarning);
    const amount = unitCents === null ? null : unitCents * p.units;
    if (amount !== null) total += amount;
    return {
      cpt: proc.code,
      description: proc.name,
      units: p.units,
      modifiers,
      unitFee: unitCents === null ? null : formatCents(unitCents),
      amount: amount === null ? null : formatCents(amount),
      warning: lineWarning,
    };
  });
  if (lines.length === 0) warnings.push('The case has no procedures to bill');

  const billingClass = input.billingClass ?? input.facilityDefaultBillingClass;
  const billingClassSource = input.billingClass ? 'case' : input.facilityDefaultBillingClass ? 'facility' : null;
  if (billingClassSource === 'facility')
    warnings.push(`The case has no billing class; the facility's default (${billingClass!.name}) is used`);

  let billTo: TBillTo | null = null;
  let fallback = false;
  if (!billingClass) {
    warnings.push('The case has no billing class: choose one on the case to know whom to bill');
  } else {
    const { kind, program } = billToKindOf(billingClass);
    if (kind === 'client') {
      if (input.facility) {
        billTo = {
          kind,
          name: input.facility.name,
          addressLines: (input.facility.address ?? '')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          phone: input.facility.phone,
          payerCode: null,
          memberId: null,
          groupNumber: null,
          subscriber: null,
          coverageRank: null,
        };
      } else warnings.push('Client bill, but the case has no submitting facility');
    } else if (kind === 'patient') {
      billTo = patientBillTo(input.patient);
    } else {
      const coverage = chooseCoverage(input.coverages, program);
      if (!coverage) {
        // Nobody else to send it to: the patient, flagged so someone checks the insurance first.
        billTo = patientBillTo(input.patient);
        fallback = true;
        warnings.push(`${billingClass.name}, but the patient has no active insurance coverage: billed to the patient`);
      } else {
        if (program && programOf(coverage.financialClass) !== program) {
          warnings.push(
            `${billingClass.name}, but no coverage of the patient is ${program === 'medicare' ? 'Medicare' : 'Medicaid'}; billed to the ${coverage.rank} coverage`,
          );
        }
        billTo = {
          kind,
          name: coverage.payerName,
          addressLines: (coverage.payerAddress ?? '')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          phone: coverage.payerPhone,
          payerCode: coverage.payerCode,
          memberId: coverage.memberId,
          groupNumber: coverage.groupNumber,
          subscriber: coverage.subscriberName
            ? `${coverage.subscriberName} (${coverage.subscriberRelationship})`
            : null,
          coverageRank: coverage.rank,
        };
      }
    }
  }

  if (input.caseStatus === 'cancelled') warnings.push('The case is cancelled: it should not be billed');
  else if (!SIGNED_STATUSES.includes(input.caseStatus))
    warnings.push('The case is not signed out yet: this is a draft invoice');

  return {
    invoiceNumber: invoiceNumber(input.caseNumber, component),
    component,
    billingClass: billingClass?.name ?? null,
    billingClassSource,
    billTo,
    lines,
    subtotal: formatCents(total),
    total: formatCents(total),
    complete: priced && lines.length > 0 && billTo !== null && !fallback && SIGNED_STATUSES.includes(input.caseStatus),
    warnings,
  };
}

// --- API shapes ---------------------------------------------------------------------------------------------------

export const ZInvoiceParty = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string().nullable(),
});

/** The invoice as the API answers it: the computed part and what it is printed with. */
export const ZInvoice = ZInvoiceComputed.extend({
  caseId: z.number().int(),
  caseNumber: z.string(),
  caseType: z.enum(['S', 'C', 'F']),
  caseStatus: z.enum(CASE_STATUSES),
  /** YYYY-MM-DD: the day the case was first signed out, or today for a draft. */
  invoiceDate: z.string(),
  /** YYYY-MM-DD: the day the specimen was collected (received when unknown). */
  serviceDate: z.string(),
  lab: z.object({ name: z.string(), address: z.string(), clia: z.string() }),
  patient: z.object({
    name: z.string(),
    mrn: z.string(),
    dob: z.string(),
    sex: z.string(),
    addressLines: z.array(z.string()),
    phone: z.string().nullable(),
  }),
  orderingPhysician: z.object({ name: z.string(), npi: z.string() }).nullable(),
  facility: ZInvoiceParty.nullable(),
  pathologist: z.string().nullable(),
  icdCodes: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceQuery = z.object({ component: ZInvoiceComponent.default('global') });
export type TInvoiceQuery = z.input<typeof ZInvoiceQuery>;

export const ZInvoiceParams = z.object({ caseId: z.coerce.number().int().positive().max(2_147_483_647) });

export const INVOICE_SORT_FIELDS = ['caseNumber', 'receivedAt', 'patientName', 'total', 'status'] as const;
export type TInvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
export type TInvoiceSort = TSort<TInvoiceSortField>;

export const ZInvoiceListQuery = ZPageQuery.extend({
  /** Without it: the newest received first. */
  sort: ZSort(INVOICE_SORT_FIELDS).optional(),
  status: z.enum(CASE_STATUSES, `must be one of ${CASE_STATUSES.join(', ')}`).optional(),
  billingClassId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

export const ZInvoiceListRow = z.object({
  caseId: z.number().int(),
  invoiceNumber: z.string(),
  caseNumber: z.string(),
  status: z.enum(CASE_STATUSES),
  receivedAt: z.string(),
  patientName: z.string(),
  patientMrn: z.string(),
  billingClass: z.string().nullable(),
  facilityName: z.string().nullable(),
  procedureCount: z.number().int(),
  /** The global total of the priced lines. */
  total: z.string(),
  /** Some procedure has no fee (or is gone): the invoice needs attention. */
  unpriced: z.number().int(),
});
export type TInvoiceListRow = z.infer<typeof ZInvoiceListRow>;
export const ZInvoicePage = z.object({ data: z.array(ZInvoiceListRow), total: z.number().int() });
export type TInvoicePage = z.infer<typeof ZInvoicePage>;
