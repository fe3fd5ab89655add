import { z } from 'zod';
import { CASE_HEAD_FIELDS } from '../cases-api';
import { ZPaged, ZPageQuery } from '../api-common';
import { FISH_MAX_NUCLEI, ZFishClassification, ZFishMethod, ZFishNucleus, ZIhcScore } from './inputs';

/** FISH scoring sessions: the API's shapes (docs/fish.md#scoring-sessions). */

export const FISH_SESSION_STATUSES = [
  'scoring',
  'awaiting-second-reader',
  'second-reading',
  'complete',
  'accepted',
  'discarded',
] as const;
export const ZFishSessionStatus = z.enum(FISH_SESSION_STATUSES);
export type TFishSessionStatus = z.infer<typeof ZFishSessionStatus>;

export const FISH_SESSION_STATUS_LABELS: Record<TFishSessionStatus, string> = {
  scoring: 'Scoring',
  'awaiting-second-reader': 'Second reader required',
  'second-reading': 'Second reading',
  complete: 'Awaiting acceptance',
  accepted: 'Accepted',
  discarded: 'Discarded',
};

export const ZFishSessionInput = z.strictObject({
  probeSetId: z.number({ error: 'choose a probe set' }).int().positive('choose a probe set'),
  probeLotId: z.number({ error: 'choose a probe lot' }).int().positive('choose a probe lot'),
  /** When given, the probe set must be of this method. */
  method: ZFishMethod.optional(),
  ihc: ZIhcScore.nullish(),
});
export type TFishSessionInput = z.infer<typeof ZFishSessionInput>;

/** Saving counts as they are typed: the caller's own reader slot, whole. */
export const ZFishCountsInput = z.strictObject({
  nuclei: z
    .array(z.record(z.string(), z.unknown()))
    .max(FISH_MAX_NUCLEI, `at most ${FISH_MAX_NUCLEI} nuclei per reader`)
    .optional(),
  ihc: ZIhcScore.nullish(),
  /** The version the client last saw; a stale save answers 409. */
  rowVersion: z.number().int().min(0).optional(),
});
export type TFishCountsInput = z.infer<typeof ZFishCountsInput>;

export const ZFishSessionParams = z.object({
  id: z.coerce.number().int().positive(),
  sessionId: z.coerce.number().int().positive(),
});

export const ZFishReader = z.object({
  userId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  submittedAt: z.string().nullable(),
  /** Null while blinded: a second reader does not see the first reader's counts until they submit. */
  nuclei: z.array(ZFishNucleus).nullable(),
});
export type TFishReader = z.infer<typeof ZFishReader>;

export const ZFishSession = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  method: ZFishMethod,
  probeSet: z.object({ id: z.number().int(), code: z.string(), name: z.string(), probeColors: z.string().nullable() }),
  probeLot: z.object({ id: z.number().int(), lotNumber: z.string(), expiryDate: z.string().nullable() }),
  ihc: ZIhcScore.nullable(),
  status: ZFishSessionStatus,
  reader1: ZFishReader,
  reader2: ZFishReader.nullable(),
  /** The server's classification; null while blinded for the caller. */
  result: ZFishClassification.nullable(),
  /** The caller's part: which reader slot they write (null: none now). */
  yourRole: z.enum(['reader1', 'reader2']).nullable(),
  /** The first reader's counts and result are hidden from the caller until they submit as second reader. */
  blinded: z.boolean(),
  acceptedBy: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  rowVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFishSession = z.infer<typeof ZFishSession>;

export const ZFishCaseHeader = z.object({
  id: z.number().int(),
  ...CASE_HEAD_FIELDS,
  fishTests: z.array(z.string()),
  /** False once signed out or cancelled: no new session, no acceptance. */
  open: z.boolean(),
});
export type TFishCaseHeader = z.infer<typeof ZFishCaseHeader>;

export const ZFishCaseSessions = z.object({ case: ZFishCaseHeader, sessions: z.array(ZFishSession) });
export type TFishCaseSessions = z.infer<typeof ZFishCaseSessions>;

export const ZFishProbeLot = z.object({
  id: z.number().int(),
  code: z.string(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  expired: z.boolean(),
});
export const ZFishProbeSet = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  method: ZFishMethod,
  probeColors: z.string().nullable(),
  lots: z.array(ZFishProbeLot),
});
export type TFishProbeSet = z.infer<typeof ZFishProbeSet>;
export const ZFishProbeSetList = z.object({ data: z.array(ZFishProbeSet) });

/** Always STAT first, then the oldest received (bench work goes first in, first out). */
export const ZFishWorklistQuery = ZPageQuery;
export const ZFishWorklistRow = z.object({
  caseId: z.number().int(),
  ...CASE_HEAD_FIELDS,
  receivedAt: z.string(),
  fishTests: z.array(z.string()),
  /** The open scoring, if any: who reads and how far they are. */
  session: z
    .object({
      id: z.number().int(),
      status: ZFishSessionStatus,
      method: ZFishMethod,
      probeSet: z.string(),
      reader1: z.string(),
      reader1Count: z.number().int(),
      reader2: z.string().nullable(),
      reader2Count: z.number().int(),
    })
    .nullable(),
});
export type TFishWorklistRow = z.infer<typeof ZFishWorklistRow>;
export const ZFishWorklistPage = ZPaged(ZFishWorklistRow);
export type TFishWorklistPage = z.infer<typeof ZFishWorklistPage>;

/**
 * Who may accept a complete scoring into the case: not its second reader. The blinded second count exists to check
 * the first; the reader who made it does not also decide that it stands (docs/fish.md#scoring-sessions). Null: may.
 */
export function fishAcceptRefusal(session: { reader2Id: number | null }, userId: number): string | null {
  return session.reader2Id !== null && session.reader2Id === userId
    ? 'You were the second reader of this scoring; another pathologist accepts it into the case'
    : null;
}
