import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';
import { CASE_STATUSES, PRIORITIES } from './cases';
import { CASE_TYPES } from './identifiers';
import { ZDate } from './form-fields';

/** The API of specimens and cases (accessioning, case list, case page, status moves, labels). */

export const LATERALITIES = ['left', 'right', 'bilateral'] as const;
export const ZLaterality = z.enum(LATERALITIES, 'must be left, right or bilateral');

const optionalRef = (what: string) => z.number().int().positive(`choose a ${what}`).nullable().optional();
const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();
const refIds = z.array(z.number().int().positive()).max(100, 'at most 100 entries').default([]);
const dateTime = z.iso.datetime({ offset: true, message: 'must be a date and time' });

export const ZCaseStatus = z.enum(CASE_STATUSES, 'must be a case status');
export const ZCaseType = z.enum(CASE_TYPES, 'must be S (surgical), C (cytology) or F (FISH)');
export const ZPriority = z.enum(PRIORITIES, 'must be routine or stat');

/** A container of a case as the accessioner types it. */
export const ZCasePartInput = z.object({
  bodySiteId: z.number().int().positive('choose a body site').nullable().optional(),
  laterality: ZLaterality.nullable().optional(),
  description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
});
export type TCasePartInput = z.infer<typeof ZCasePartInput>;

/** The fields of a case that may change until sign-out. */
export const ZCaseFields = z.object({
  priority: ZPriority.default('routine'),
  providerId: optionalRef('provider'),
  facilityId: optionalRef('facility'),
  pathologistId: optionalRef('pathologist'),
  billingClassId: optionalRef('billing class'),
  financialClassId: optionalRef('financial class'),
  accidentTypeId: optionalRef('accident type'),
  ailmentTypeId: optionalRef('ailment type'),
  collectedAt: dateTime.nullable().optional(),
  receivedAt: dateTime.optional(),
  clinicalHistory: optionalText(4000),
  icdCodeIds: refIds,
  testIds: refIds,
  flagIds: refIds,
  /** Physicians the reports are copied to besides the ordering one (providers' ids, in order). */
  copyToProviderIds: z.array(z.number().int().positive()).max(100, 'at most 100 entries').optional(),
});

/** A new accession: the patient, the case type and at least one part. */
export const ZCaseInput = ZCaseFields.extend({
  caseType: ZCaseType,
  patientId: z.number({ error: 'choose a patient' }).int().positive('choose a patient'),
  parts: z.array(ZCasePartInput).min(1, 'add at least one part').max(52, 'at most 52 parts'),
});
export type TCaseInput = z.input<typeof ZCaseInput>;
export type TCaseInputParsed = z.infer<typeof ZCaseInput>;

/** An update sends only what changes. */
export const ZCaseUpdate = ZCaseFields.partial().extend({
  priority: ZPriority.optional(),
  icdCodeIds: z.array(z.number().int().positive()).max(100).optional(),
  testIds: z.array(z.number().int().positive()).max(100).optional(),
  flagIds: z.array(z.number().int().positive()).max(100).optional(),
});
export type TCaseUpdate = z.infer<typeof ZCaseUpdate>;

export const CASE_SORT_FIELDS = ['caseNumber', 'receivedAt', 'status', 'priority', 'caseType'] as const;
export type TCaseSortField = (typeof CASE_SORT_FIELDS)[number];
export type TCaseSort = TSort<TCaseSortField>;

export const ZCaseListQuery = ZPageQuery.extend({
  /** Without it: STAT first, then the newest received (the worklist index's order). */
  sort: ZSort(CASE_SORT_FIELDS).optional(),
  status: ZCaseStatus.optional(),
  /** true: open work only (not signed out, amended, addended or cancelled); false: closed only. */
  open: ZQueryBool.optional(),
  caseType: ZCaseType.optional(),
  priority: ZPriority.optional(),
  // Read as every date input is ("2026-1-5" or 01/05/2026), answered as YYYY-MM-DD.
  from: ZDate.optional(),
  to: ZDate.optional(),
  pathologistId: z.coerce.number().int().positive().optional(),
  facilityId: z.coerce.number().int().positive().optional(),
  providerId: z.coerce.number().int().positive().optional(),
  patientId: z.coerce.number().int().positive().optional(),
});
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

/** Counting stops here: the list says "10,000+" rather than counting a million rows. */
export const CASE_COUNT_CAP = 10_000;

/** What every list of cases shows of one: its number, type, status, priority and patient. */
export const CASE_HEAD_FIELDS = {
  caseNumber: z.string(),
  caseType: ZCaseType,
  status: ZCaseStatus,
  priority: ZPriority,
  patientName: z.string(),
  patientMrn: z.string(),
};

export const ZCaseListRow = z.object({
  id: z.number().int(),
  ...CASE_HEAD_FIELDS,
  receivedAt: z.string(),
  patientId: z.number().int(),
  providerName: z.string().nullable(),
  facilityName: z.string().nullable(),
  pathologistName: z.string().nullable(),
  partCount: z.number().int(),
});
export type TCaseListRow = z.infer<typeof ZCaseListRow>;

export const ZCaseListPage = z.object({
  data: z.array(ZCaseListRow),
  /** Exact up to CASE_COUNT_CAP; `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type TCaseListPage = z.infer<typeof ZCaseListPage>;

/** A lookup entry a case refers to. */
export const ZCaseRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TCaseRef = z.infer<typeof ZCaseRef>;

export const ZCasePart = z.object({
  id: z.number().int(),
  label: z.string(),
  bodySite: ZCaseRef.nullable(),
  laterality: ZLaterality.nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type TCasePart = z.infer<typeof ZCasePart>;

export const ZCaseHistoryEntry = z.object({
  id: z.number().int(),
  fromStatus: ZCaseStatus.nullable(),
  toStatus: ZCaseStatus,
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type TCaseHistoryEntry = z.infer<typeof ZCaseHistoryEntry>;

export const ZCase = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  caseType: ZCaseType,
  status: ZCaseStatus,
  priority: ZPriority,
  patient: z.object({
    id: z.number().int(),
    mrn: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string(),
    sex: z.string(),
  }),
  provider: z
    .object({ id: z.number().int(), npi: z.string(), name: z.string(), credentials: z.string().nullable() })
    .nullable(),
  facility: ZCaseRef.nullable(),
  pathologist: ZCaseRef.nullable(),
  billingClass: ZCaseRef.nullable(),
  financialClass: ZCaseRef.nullable(),
  accidentType: ZCaseRef.nullable(),
  ailmentType: ZCaseRef.nullable(),
  collectedAt: z.string().nullable(),
  receivedAt: z.string(),
  clinicalHistory: z.string().nullable(),
  cancelReason: z.string().nullable(),
  icdCodes: z.array(ZCaseRef),
  tests: z.array(ZCaseRef),
  flags: z.array(ZCaseRef.extend({ color: z.string().nullable() })),
  /** The copy-to physicians (code: NPI, name), told of every report version as the ordering one is. */
  copyTo: z.array(ZCaseRef).default([]),
  parts: z.array(ZCasePart),
  history: z.array(ZCaseHistoryEntry),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCase = z.infer<typeof ZCase>;

/** Statuses that belong to the diagnosis feature; the case page never moves a case into them. */
export const DIAGNOSIS_STATUSES = ['signed-out', 'amended', 'addended'] as const;
/** After these, a case is no longer edited in place. */
export const CLOSED_STATUSES = ['signed-out', 'amended', 'addended', 'cancelled'] as const;

export function isCaseEditable(status: (typeof CASE_STATUSES)[number]): boolean {
  return !(CLOSED_STATUSES as readonly string[]).includes(status);
}

export const ZCaseStatusChange = z.object({
  to: ZCaseStatus,
  reason: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
});
export type TCaseStatusChange = z.infer<typeof ZCaseStatusChange>;

export const ZCaseNumberParam = z.object({ caseNumber: z.string().trim().min(1).max(20) });
export const ZCasePartParams = z.object({
  id: z.coerce.number().int().positive(),
  partId: z.coerce.number().int().positive(),
});
/** Only what is sent changes: no default here, or an edit of the laterality alone would blank the description. */
export const ZCasePartUpdate = ZCasePartInput.extend({
  description: ZCasePartInput.shape.description.removeDefault(),
}).partial();
export type TCasePartUpdate = z.infer<typeof ZCasePartUpdate>;

/** The work at a glance (home page): counts over the cases the caller may see. */
export const ZCaseSummary = z.object({
  receivedToday: z.number().int(),
  inProgress: z.number().int(),
  statOpen: z.number().int(),
  signedOutThisWeek: z.number().int(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;
