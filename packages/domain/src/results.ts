import { z } from 'zod';
import { ZWebauthnResponse } from './auth';
import { REPORT_LANGUAGES } from './lab-settings';
import { ZApiError, ZPageQuery, ZPaged, ZQueryBool, ZSort, type TSort } from './api-common';
import { CASE_HEAD_FIELDS, ZCaseStatus, ZCaseType, ZPriority } from './cases-api';
import type { TCaseStatus } from './cases';
import { ZReportSynoptic } from './synoptic/report';
import { ZSynopticAnswers } from './synoptic/api';

/**
 * Results: gross, histology, diagnosis, sign-out and the versioned reports (docs/laboratory.md).
 * The working diagnosis is saved whole with an optimistic `rowVersion`; every signed version is immutable.
 */

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');
const id = (what: string) =>
  z
    .number({ error: `choose a ${what}` })
    .int()
    .positive(`choose a ${what}`);

export const ZSlide = z.object({
  /** A1-1, A1-2… */
  label: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  stainId: id('stain').nullable().default(null),
});
export type TSlide = z.infer<typeof ZSlide>;

export const ZBlock = z.object({
  /** A1, A2… */
  label: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  description: text(500),
  slides: z.array(ZSlide).max(60, 'at most 60 slides per block').default([]),
});
export type TBlock = z.infer<typeof ZBlock>;

/** One part's result work; `letter` is the part's label, sent back for reading and ignored on save. */
export const ZDiagnosisPart = z.object({
  partId: z.number().int().positive(),
  letter: z.string().default(''),
  grossTemplateId: z.number().int().positive().nullable().default(null),
  grossDescription: text(20_000),
  blocks: z.array(ZBlock).max(100, 'at most 100 blocks per part').default([]),
  microscopicDescription: text(20_000),
  finalDiagnosis: text(20_000),
  resultId: z.number().int().positive().nullable().default(null),
});
export type TDiagnosisPart = z.infer<typeof ZDiagnosisPart>;

export const ZProcedureLine = z.object({
  procedureId: id('procedure'),
  units: z.number().int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99').default(1),
});
export type TProcedureLine = z.infer<typeof ZProcedureLine>;

/** What the pathologist writes; the same shape is saved as a draft and sent with an amendment. */
export const ZDiagnosisContent = z.object({
  parts: z.array(ZDiagnosisPart).max(52),
  comment: text(20_000),
  icdCodeIds: z.array(z.number().int().positive()).max(50, 'at most 50 codes').default([]),
  procedures: z.array(ZProcedureLine).max(50, 'at most 50 procedures').default([]),
});
export type TDiagnosisContent = z.infer<typeof ZDiagnosisContent>;

export const ZDiagnosisInput = ZDiagnosisContent.extend({
  rowVersion: z.number({ error: 'is required' }).int().min(0),
});
export type TDiagnosisInput = z.input<typeof ZDiagnosisInput>;

export const ZDiagnosis = ZDiagnosisContent.extend({
  caseId: z.number().int(),
  rowVersion: z.number().int(),
  status: ZCaseStatus,
  /** False once signed out: later changes go through an amendment or addendum. */
  editable: z.boolean(),
  /** A result of a critical category is chosen on some part. */
  isCritical: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TDiagnosis = z.infer<typeof ZDiagnosis>;

/** A stale save answers 409 with the version on the server, so the page can show what changed. */
export const ZDiagnosisConflict = ZApiError.extend({ code: z.literal('stale_version'), current: ZDiagnosis });
export type TDiagnosisConflict = z.infer<typeof ZDiagnosisConflict>;

export const REPORT_KINDS = ['final', 'corrected', 'addendum'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];
export const ZReportKind = z.enum(REPORT_KINDS);

/** The banner each kind of version carries on the report. */
export const REPORT_KIND_BANNERS: Record<TReportKind, string> = {
  final: 'FINAL REPORT',
  corrected: 'CORRECTED REPORT',
  addendum: 'ADDENDUM',
};
export const PRELIMINARY_BANNER = 'PRELIMINARY – NOT FOR CLINICAL USE';

/** The case status a signed version leaves the case in. */
export const REPORT_KIND_STATUS: Record<TReportKind, TCaseStatus> = {
  final: 'signed-out',
  corrected: 'amended',
  addendum: 'addended',
};

export const ZReportSummary = z.object({
  version: z.number().int(),
  kind: ZReportKind,
  reason: z.string().nullable(),
  signedBy: z.string(),
  signedAt: z.string(),
  sha256: z.string(),
  current: z.boolean(),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

export const ZReportList = z.object({ data: z.array(ZReportSummary) });

/**
 * The rowVersion of the diagnosis the signer reviewed (ZDiagnosis.rowVersion): a signature applies to what was
 * read, so a diagnosis that moved since answers 409 `stale_version` with the current one (docs/security.md).
 */
const ZReviewedVersion = z.number({ error: 'is required' }).int('must be a whole number').min(0, 'must be 0 or more');

/** The signer's second factor (a TOTP or recovery code), asked of a user who has one (docs/security.md#second-factors). */
const ZSignatureCode = z.string().max(40, 'must be at most 40 characters').optional();
/** …or, instead of the code, a passkey's assertion (docs/security.md#passkeys). */
const ZSignaturePasskey = ZWebauthnResponse.optional();

export const ZSignOutInput = z.object({
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024),
  code: ZSignatureCode,
  webauthn: ZSignaturePasskey,
  rowVersion: ZReviewedVersion,
  /** The signer has read the sign-out warnings (signOutWarnings) and signs anyway; without it they answer 409. */
  confirmWarnings: z.boolean('must be true or false').optional(),
});
export type TSignOutInput = z.infer<typeof ZSignOutInput>;
export const ZSignOutResult = z.object({ report: ZReportSummary });

/** A part's specimen as reported (site and procedure), corrected by an amendment; what is left out is kept. */
export const ZSpecimenCorrection = z.object({
  partId: z.number().int().positive(),
  bodySiteId: z.number().int().positive('choose a body site').nullable().optional(),
  laterality: z.enum(['left', 'right', 'bilateral'], 'must be left, right or bilateral').nullable().optional(),
  /** The procedure as labeled ("Shave biopsy", "Excision"). */
  description: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
export type TSpecimenCorrection = z.infer<typeof ZSpecimenCorrection>;

/** Only what is sent changes (no defaults here: a missing comment keeps the signed one, it does not blank it). */
export const ZAmendmentInput = z.object({
  parts: ZDiagnosisContent.shape.parts.optional(),
  /** Corrections of the parts' site, laterality and procedure. */
  specimens: z.array(ZSpecimenCorrection).max(52).optional(),
  comment: z.string().max(20_000, 'must be at most 20000 characters').optional(),
  icdCodeIds: z.array(z.number().int().positive()).max(50, 'at most 50 codes').optional(),
  procedures: z.array(ZProcedureLine).max(50, 'at most 50 procedures').optional(),
  /** Corrected synoptic answers of parts already reported with a protocol (their protocol version is kept). */
  synoptic: z
    .array(z.object({ part: z.string().trim().min(1, 'is required').max(5), answers: ZSynopticAnswers }))
    .max(52)
    .optional(),
  reason: z.string({ error: 'is required' }).trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  password: ZSignOutInput.shape.password,
  code: ZSignOutInput.shape.code,
  webauthn: ZSignOutInput.shape.webauthn,
  rowVersion: ZReviewedVersion,
});
export type TAmendmentInput = z.input<typeof ZAmendmentInput>;
export type TAmendmentParsed = z.infer<typeof ZAmendmentInput>;

export const ZAddendumInput = z.object({
  text: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20_000, 'must be at most 20000 characters'),
  password: ZSignOutInput.shape.password,
  code: ZSignOutInput.shape.code,
  webauthn: ZSignOutInput.shape.webauthn,
  rowVersion: ZReviewedVersion,
});
export type TAddendumInput = z.input<typeof ZAddendumInput>;
export type TAddendumParsed = z.infer<typeof ZAddendumInput>;

export const ZReportVersionParams = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});

/** `?download=true` answers the PDF as an attachment named by the case (`S26-00001-v2.pdf`); without it, inline. */
export const ZReportPdfQuery = z.object({ download: ZQueryBool.optional() });

/** A critical result: the pathologist records whom they called and when. */
export const ZCriticalCallInput = z.object({
  calledWhom: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters'),
  calledAt: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
  note: z.string().trim().max(2000).optional(),
});
export const ZCriticalCall = z.object({
  id: z.number().int(),
  calledWhom: z.string(),
  calledAt: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export const ZCriticalCallList = z.object({ required: z.boolean(), data: z.array(ZCriticalCall) });
export type TCriticalCall = z.infer<typeof ZCriticalCall>;

// ---------------------------------------------------------------------------------------------------------
// The report's content: a snapshot taken at signing, from which the PDF, FHIR and HL7 are made.

export const ZReportFishReader = z.object({ name: z.string(), nuclei: z.number().int() });
/** An accepted FISH result as the report prints it. */
export const ZReportFish = z.object({
  probeSet: z.string(),
  method: z.enum(['her2-dual', 'urovysion', 'break-apart']),
  lot: z.string(),
  lotExpiry: z.string().nullable(),
  readers: z.array(ZReportFishReader),
  counted: z.number().int(),
  meanHer2: z.number().nullable(),
  meanCep17: z.number().nullable(),
  ratio: z.number().nullable(),
  group: z.number().int().nullable(),
  positiveNuclei: z.number().int().nullable(),
  result: z.string(),
  interpretation: z.string(),
  comment: z.string(),
  acceptedBy: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The HER2 IHC score that decided a group 2–4 result (absent on snapshots taken before it was kept). */
  ihc: z.string().nullish(),
  /** UroVysion: cells with gain of two or more of chromosomes 3, 7, 17; cells with homozygous 9p21 loss. */
  polysomicCells: z.number().int().nullish(),
  lossCells: z.number().int().nullish(),
});
export type TReportFish = z.infer<typeof ZReportFish>;

export const ZReportPart = z.object({
  letter: z.string(),
  bodySite: z.string().nullable(),
  bodySiteCode: z.string().nullable(),
  laterality: z.string().nullable(),
  description: z.string(),
  grossDescription: z.string(),
  blocks: z.array(
    z.object({ label: z.string(), slides: z.array(z.object({ label: z.string(), stain: z.string().nullable() })) }),
  ),
  microscopicDescription: z.string(),
  finalDiagnosis: z.string(),
  result: z
    .object({ code: z.string(), name: z.string(), category: z.string().nullable(), critical: z.boolean() })
    .nullable(),
  /** The part's synoptic report as signed (absent on snapshots taken before synoptic reporting, null without one). */
  synoptic: ZReportSynoptic.nullish(),
});
export type TReportPart = z.infer<typeof ZReportPart>;

const ZCodeText = z.object({ code: z.string(), description: z.string() });

export const ZReportContent = z.object({
  lab: z.object({
    name: z.string(),
    address: z.string(),
    clia: z.string(),
    /** The lab's IANA zone when the version was signed: its times print in it. Absent before issue 30: UTC. */
    timeZone: z.string().optional(),
    /** The lab's report language when the version was signed: its fixed texts print in it. Absent before: English. */
    reportLanguage: z.enum(REPORT_LANGUAGES).optional(),
  }),
  caseId: z.number().int(),
  caseNumber: z.string(),
  caseType: ZCaseType,
  caseTypeLabel: z.string(),
  priority: ZPriority,
  patient: z.object({
    id: z.number().int(),
    mrn: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string(),
    sex: z.string(),
  }),
  provider: z.object({ name: z.string(), npi: z.string(), credentials: z.string().nullable() }).nullable(),
  facility: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  collectedAt: z.string().nullable(),
  receivedAt: z.string(),
  /** When this version was signed (the report date). */
  reportedAt: z.string(),
  clinicalHistory: z.string().nullable(),
  testsOrdered: z.array(z.string()),
  parts: z.array(ZReportPart),
  comment: z.string(),
  icdCodes: z.array(ZCodeText),
  procedures: z.array(ZCodeText.extend({ units: z.number().int() })),
  fish: z.array(ZReportFish),
  critical: z.boolean(),
  pathologist: z.object({
    name: z.string(),
    credentials: z.string().nullable(),
    npi: z.string().nullable(),
    signatureLine: z.string().nullable(),
  }),
  version: z.number().int(),
  kind: ZReportKind,
  /** The amendment's reason (corrected versions). */
  reason: z.string().nullable(),
  /** Every addendum signed so far, oldest first, shown below the unchanged diagnosis. */
  addenda: z.array(
    z.object({ version: z.number().int(), text: z.string(), signedAt: z.string(), signedBy: z.string() }),
  ),
  /** What the version before this one reported (corrected versions). */
  previous: z
    .object({
      version: z.number().int(),
      signedAt: z.string(),
      parts: z.array(z.object({ letter: z.string(), finalDiagnosis: z.string() })),
      comment: z.string(),
      /** Every reported item the correction changed, with what this version said (report-history.ts). */
      changes: z.array(z.object({ part: z.string().nullable(), item: z.string(), previously: z.string() })).optional(),
    })
    .nullable(),
  /** The newest correction before this version (an addendum states it); absent on versions signed before it was kept. */
  lastCorrection: z.object({ version: z.number().int(), signedAt: z.string(), reason: z.string() }).nullish(),
  /** The first final signing, kept on every later version. */
  originalSignedAt: z.string(),
});
export type TReportContent = z.infer<typeof ZReportContent>;

// ---------------------------------------------------------------------------------------------------------
// Worklist and reading.

export const WORKLIST_SORT_FIELDS = ['caseNumber', 'receivedAt', 'status'] as const;
export type TWorklistSortField = (typeof WORKLIST_SORT_FIELDS)[number];
export type TWorklistSort = TSort<TWorklistSortField>;

export const ZWorklistQuery = ZPageQuery.extend({
  /** Without it: STAT first, then the oldest received. */
  sort: ZSort(WORKLIST_SORT_FIELDS).optional(),
  status: ZCaseStatus.optional(),
  caseType: ZCaseType.optional(),
  /** A pathologist's id, or `mine` for the caller's own Pathologists record. */
  pathologist: z.union([z.literal('mine'), z.literal('any'), z.coerce.number().int().positive()]).optional(),
  facilityId: z.coerce.number().int().positive().optional(),
});
export type TWorklistQuery = z.infer<typeof ZWorklistQuery>;

export const ZWorklistRow = z.object({
  id: z.number().int(),
  ...CASE_HEAD_FIELDS,
  facilityName: z.string().nullable(),
  pathologistId: z.number().int().nullable(),
  pathologistName: z.string().nullable(),
  receivedAt: z.string(),
  /** Working days since receipt (weekends not counted), one decimal. */
  ageWorkingDays: z.number(),
  targetWorkingDays: z.number(),
  overdue: z.boolean(),
  isCritical: z.boolean(),
  hasDraft: z.boolean(),
});
export type TWorklistRow = z.infer<typeof ZWorklistRow>;
export const ZWorklistPage = ZPaged(ZWorklistRow).extend({
  /** The caller's own Pathologists record, for the "mine" filter. */
  myPathologistId: z.number().int().nullable(),
  /** The pathologist filter applied when none is asked: "mine" for a pathologist with open work, else "any". */
  defaultPathologist: z.enum(['mine', 'any']),
});
export type TWorklistPage = z.infer<typeof ZWorklistPage>;

/** One released version of a case's report, as a reader's list shows it inside the case's row. */
export const ZMyReportVersion = z.object({
  version: z.number().int(),
  kind: ZReportKind,
  reason: z.string().nullable(),
  signedBy: z.string(),
  signedAt: z.string(),
  current: z.boolean(),
  /** Read by the caller: this version or a later one of the same case was opened (a superseded version counts as read). */
  read: z.boolean(),
  critical: z.boolean(),
});
export type TMyReportVersion = z.infer<typeof ZMyReportVersion>;

/**
 * One row per case in a reader's list (physician's home, `/myreports`): the head fields are the case's newest
 * released version; `versions` holds every released version, newest first.
 */
export const ZMyReport = ZMyReportVersion.extend({
  caseId: z.number().int(),
  caseNumber: z.string(),
  patientName: z.string(),
  patientMrn: z.string(),
  versions: z.array(ZMyReportVersion),
});
export type TMyReport = z.infer<typeof ZMyReport>;
/** Cases by their newest signature first, always; `unread` counts cases whose newest version is unread. */
export const ZMyReportsQuery = ZPageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const ZMyReportsPage = ZPaged(ZMyReport).extend({ unread: z.number().int() });
export type TMyReportsPage = z.infer<typeof ZMyReportsPage>;

/** Report Result (/reportresult): find reports by case number, patient name or MRN. */
export const ZReportSearchQuery = ZPageQuery;
export const ZReportSearchRow = ZMyReport.omit({ read: true, versions: true }).extend({
  status: ZCaseStatus,
  versions: z.number().int(),
});
export const ZReportSearchPage = ZPaged(ZReportSearchRow);
export type TReportSearchRow = z.infer<typeof ZReportSearchRow>;

/** Turnaround targets in working days per case type (portal setting; CAP benchmark: 2 days for surgical). */
export const ZTurnaroundTargets = z.object({
  S: z.number().min(0.5).max(60),
  C: z.number().min(0.5).max(60),
  F: z.number().min(0.5).max(60),
});
export type TTurnaroundTargets = z.infer<typeof ZTurnaroundTargets>;
export const DEFAULT_TURNAROUND: TTurnaroundTargets = { S: 2, C: 2, F: 3 };

/** Open statuses that still need result work, in worklist order of the life cycle. */
export const RESULT_WORK_STATUSES = [
  'accessioned',
  'grossed',
  'in-histology',
  'pending-diagnosis',
] as const satisfies readonly TCaseStatus[];
