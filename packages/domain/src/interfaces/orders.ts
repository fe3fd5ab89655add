/**
 * Incoming orders (docs/interfaces.md#orders-in): what an HL7 ORM/OML or a FHIR ServiceRequest asks the lab to do,
 * held until staff accession it as a case or reject it. The schemas of the API and the draft both mappings produce.
 */
import { z } from 'zod';
import { ZPageQuery } from '../api-common';
import { CASE_TYPES } from '../identifiers';

export const INCOMING_ORDER_STATUSES = ['pending', 'accessioned', 'rejected', 'cancelled'] as const;
export const ZIncomingOrderStatus = z.enum(
  INCOMING_ORDER_STATUSES,
  'must be pending, accessioned, rejected or cancelled',
);
export type TIncomingOrderStatus = z.infer<typeof ZIncomingOrderStatus>;
export const INCOMING_ORDER_STATUS_LABELS: Record<TIncomingOrderStatus, string> = {
  pending: 'Pending',
  accessioned: 'Accessioned',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const ORDER_SOURCES = ['hl7', 'fhir'] as const;
export type TOrderSource = (typeof ORDER_SOURCES)[number];

/** ORC-1: a new order, a cancel request, a change. */
export const ORDER_CONTROLS = ['NW', 'CA', 'XO'] as const;
export type TOrderControl = (typeof ORDER_CONTROLS)[number];

/** The patient as the sender describes it. */
export interface TOrderPatientDraft {
  mrn: string;
  assigningAuthority: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  /** One of PATIENT_SEXES. */
  sex: string;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface TOrderTest {
  code: string;
  system: string;
  name: string;
}

export interface TOrderSpecimen {
  source: string;
  site: string;
}

/** What a message maps to before the database is asked anything (patient match, provider, facility). */
export interface TOrderDraft {
  control: TOrderControl;
  placerOrderNumber: string;
  patient: TOrderPatientDraft;
  provider: { npi: string | null; name: string } | null;
  /** ORC-21 (or the FHIR requester's organization): an identifier and a name, either may be blank. */
  facility: { code: string; name: string } | null;
  caseType: (typeof CASE_TYPES)[number];
  tests: TOrderTest[];
  /** Codes of the Tests lookup list, from the order code mapping. */
  testCodes: string[];
  specimens: TOrderSpecimen[];
  icd10: string[];
  clinicalHistory: string | null;
  /** ISO instant of collection (OBR-7 / Specimen.collection), if sent. */
  collectedAt: string | null;
  priority: 'routine' | 'stat';
}

/** One entry of the Order Codes lookup list, as the mapping needs it. */
export interface TOrderCodeEntry {
  code: string;
  codingSystem: string;
  caseType: string;
  testCodes: string | null;
  active: boolean;
}

/** Coding systems written more than one way by senders (HL7 table 0396, FHIR URIs) → the list's spelling. */
const SYSTEM_ALIASES: Record<string, string> = {
  C4: 'CPT',
  CPT4: 'CPT',
  'CPT-4': 'CPT',
  'HTTP://WWW.AMA-ASSN.ORG/GO/CPT': 'CPT',
  '99LOCAL': 'L',
  LOCAL: 'L',
  LN: 'LN',
  'HTTP://LOINC.ORG': 'LN',
};

export function normalizeCodingSystem(system: string): string {
  const upper = system.trim().toUpperCase();
  return SYSTEM_ALIASES[upper] ?? upper;
}

/**
 * The active order code entry for `code` in `system`: the code compared case-insensitively, the system through its
 * aliases. A code sent without a system matches when exactly one active entry has that code.
 */
export function findOrderCode(
  entries: readonly TOrderCodeEntry[],
  code: string,
  system: string,
): TOrderCodeEntry | undefined {
  const c = code.trim().toUpperCase();
  const candidates = entries.filter((e) => e.active && e.code.toUpperCase() === c);
  if (!system.trim()) return candidates.length === 1 ? candidates[0] : undefined;
  const s = normalizeCodingSystem(system);
  return candidates.find((e) => normalizeCodingSystem(e.codingSystem) === s);
}

/** "SP-BX, URINE-CYTO" → ['SP-BX', 'URINE-CYTO'] */
export const splitTestCodes = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// ---------------------------------------------------------------------------------------------------------------
// API schemas

const ZOrderPatient = z.object({
  mrn: z.string(),
  assigningAuthority: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dob: z.string(),
  sex: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The portal patient this order is for: found by MRN or by name and date of birth; null = proposed as new. */
  matchedPatientId: z.number().int().nullable(),
  matchedBy: z.enum(['mrn', 'name-dob']).nullable(),
  /** The matched patient's MRN and name, as the portal has them. */
  matchedPatient: z
    .object({ id: z.number().int(), mrn: z.string(), firstName: z.string(), lastName: z.string(), dob: z.string() })
    .nullable(),
});

export const ZIncomingOrder = z.object({
  id: z.number().int(),
  source: z.enum(ORDER_SOURCES),
  placerOrderNumber: z.string(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  status: ZIncomingOrderStatus,
  sendingApplication: z.string(),
  sendingFacility: z.string(),
  controlId: z.string(),
  patient: ZOrderPatient,
  provider: z
    .object({ npi: z.string().nullable(), name: z.string(), providerId: z.number().int().nullable() })
    .nullable(),
  facility: z.object({ code: z.string(), name: z.string(), facilityId: z.number().int().nullable() }).nullable(),
  caseType: z.enum(CASE_TYPES),
  priority: z.enum(['routine', 'stat']),
  tests: z.array(z.object({ code: z.string(), system: z.string(), name: z.string() })),
  testCodes: z.array(z.string()),
  specimens: z.array(z.object({ source: z.string(), site: z.string() })),
  icd10: z.array(z.string()),
  clinicalHistory: z.string().nullable(),
  collectedAt: z.string().nullable(),
  caseId: z.number().int().nullable(),
  caseNumber: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Staff must look at it: a cancel request arrived after accessioning, or a change the case did not take. */
  notice: z.string().nullable(),
});
export type TIncomingOrder = z.infer<typeof ZIncomingOrder>;

export const ZIncomingOrderList = z.object({ data: z.array(ZIncomingOrder), total: z.number().int() });
export type TIncomingOrderList = z.infer<typeof ZIncomingOrderList>;

export const ZIncomingOrderQuery = ZPageQuery.extend({ status: ZIncomingOrderStatus.optional() });
export type TIncomingOrderQuery = z.infer<typeof ZIncomingOrderQuery>;

export const ZAccessionOrder = z.object({
  /** Accession for this portal patient instead of the proposed match (or instead of registering a new one). */
  patientId: z.number().int().positive('choose a patient').optional(),
});
export type TAccessionOrder = z.infer<typeof ZAccessionOrder>;

export const ZAccessionedOrder = z.object({ caseId: z.number().int(), caseNumber: z.string() });

export const ZRejectOrder = z.object({
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});
export type TRejectOrder = z.infer<typeof ZRejectOrder>;

export const ZPendingOrderCount = z.object({ pending: z.number().int() });
