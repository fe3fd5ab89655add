import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';
import { ZDate, ZOptionalEmail, ZOptionalPhone, ZOptionalText, ZRequiredText } from './form-fields';
import { MRN_MESSAGE, MRN_PATTERN } from './identifiers';
import { ZOptionalPersonName, ZPersonName } from './person-names';

/** Administrative sex as registration records it (more than two values). */
export const PATIENT_SEXES = ['female', 'male', 'intersex', 'unknown', 'other'] as const;
export const ZPatientSex = z.enum(PATIENT_SEXES, 'choose one of female, male, intersex, unknown, other');
export type TPatientSex = z.infer<typeof ZPatientSex>;
export const PATIENT_SEX_LABELS: Record<TPatientSex, string> = {
  female: 'Female',
  male: 'Male',
  intersex: 'Intersex',
  unknown: 'Unknown',
  other: 'Other',
};

export const DOB_MIN = '1900-01-01';

/** A date of birth: a real date, not before 1900, not in the future. */
export const ZDob = ZDate.refine((d) => d >= DOB_MIN, 'must be 1900 or later').refine(
  (d) => d <= new Date().toISOString().slice(0, 10),
  'must not be in the future',
);

/** An MRN a person typed: upper-cased, checked against the pattern. Blank means "generate one". */
export const ZMrnInput = z
  .union([z.literal(''), z.null(), z.string().trim().toUpperCase().regex(MRN_PATTERN, MRN_MESSAGE)])
  .optional()
  .transform((v) => (v ? v : null));

/** A patient's names travel in HL7 (PID-5): safe names without HL7's delimiters (person-names.ts). */
const PATIENT_NAME = { hl7: true } as const;

const patientFields = {
  firstName: ZPersonName(100, PATIENT_NAME),
  middleName: ZOptionalPersonName(100, PATIENT_NAME),
  lastName: ZPersonName(100, PATIENT_NAME),
  dob: ZDob,
  sex: ZPatientSex,
  addressLine1: ZOptionalText(200),
  addressLine2: ZOptionalText(200),
  city: ZOptionalText(100),
  state: ZOptionalText(100),
  postalCode: ZOptionalText(20),
  country: ZOptionalText(100),
  phone: ZOptionalPhone,
  email: ZOptionalEmail,
  notes: ZOptionalText(4000),
};

/** Create or update a patient. On create a blank MRN is generated; `confirmDuplicate` accepts a same-name-and-DOB twin. */
export const ZPatientInput = z.object({
  mrn: ZMrnInput,
  ...patientFields,
  confirmDuplicate: z.boolean().optional(),
});
export type TPatientInput = z.input<typeof ZPatientInput>;
export type TPatientInputParsed = z.output<typeof ZPatientInput>;

export const ZPatient = z.object({
  id: z.number().int(),
  mrn: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dob: z.string(),
  sex: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  userId: z.number().int().nullable(),
  mergedIntoId: z.number().int().nullable(),
  mergedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPatient = z.infer<typeof ZPatient>;

/** A short reference to a patient (banners, duplicate warnings, coverage lists). */
export const ZPatientRef = z.object({
  id: z.number().int(),
  mrn: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
});
export type TPatientRef = z.infer<typeof ZPatientRef>;

/** One patient as the record page shows it: the survivor of a merge is named. */
export const ZPatientDetail = ZPatient.extend({ mergedInto: ZPatientRef.nullable() });
export type TPatientDetail = z.infer<typeof ZPatientDetail>;

export const PATIENT_SORT_FIELDS = ['lastName', 'firstName', 'dob', 'mrn', 'createdAt'] as const;
export type TPatientSortField = (typeof PATIENT_SORT_FIELDS)[number];
export type TPatientSort = TSort<TPatientSortField>;

/** Above this many matches the list reports the cap instead of counting every row. */
export const PATIENT_COUNT_CAP = 10_000;

export const ZPatientListQuery = ZPageQuery.extend({
  sort: ZSort(PATIENT_SORT_FIELDS).optional(),
  /** Merged-away records are hidden unless asked for. */
  includeMerged: ZQueryBool.optional(),
  sex: ZPatientSex.optional(),
});
export type TPatientListQuery = Partial<z.output<typeof ZPatientListQuery>>;

export const ZPatientPage = z.object({
  data: z.array(ZPatient),
  total: z.number().int(),
  /** True when more than PATIENT_COUNT_CAP rows match and `total` is the cap. */
  totalCapped: z.boolean(),
});
export type TPatientPage = z.infer<typeof ZPatientPage>;

export const ZPatientDuplicateQuery = z.object({
  firstName: ZRequiredText(100),
  lastName: ZRequiredText(100),
  dob: ZDate,
});
export const ZPatientDuplicates = z.object({ data: z.array(ZPatientRef) });
export type TPatientDuplicates = z.infer<typeof ZPatientDuplicates>;

export const ZPatientMergeInput = z.object({
  intoId: z.number('choose the record to keep').int().positive('choose the record to keep'),
});
export type TPatientMergeInput = z.infer<typeof ZPatientMergeInput>;

/** A case of the patient, as the record's cases tab lists it. */
export const ZPatientCase = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  caseType: z.string(),
  status: z.string(),
  priority: z.string(),
  receivedAt: z.string(),
});
export type TPatientCase = z.infer<typeof ZPatientCase>;

/** A document of the patient, as the record's documents tab lists it. */
export const ZPatientDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type TPatientDocument = z.infer<typeof ZPatientDocument>;

export const ZPatientSubListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZPatientCasePage = z.object({ data: z.array(ZPatientCase), total: z.number().int() });
export const ZPatientDocumentPage = z.object({ data: z.array(ZPatientDocument), total: z.number().int() });

export const PATIENT_MESSAGES = {
  duplicate: 'A patient with this name and date of birth exists',
  mrnTaken: 'is already used by another patient',
  merged: 'This record was merged into another one and cannot be changed',
  mergeSelf: 'cannot merge a record into itself',
  mergeTargetMerged: 'the record to keep was itself merged away',
} as const;

/** Full display name, "Last, First Middle". */
export const patientName = (p: { firstName: string; lastName: string; middleName?: string | null }) =>
  `${p.lastName}, ${p.firstName}${p.middleName ? ` ${p.middleName}` : ''}`;
