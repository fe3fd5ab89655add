import { z } from 'zod';
import type { TLanguage } from './auth';
import { noticeText } from './notice-texts';
import type { TReportKind } from './results';
import type { TNotificationType } from './shell/notifications';

/**
 * Who is told about a signed report version, how, and who must acknowledge it (docs/laboratory.md#notifications).
 * Pure: the server gathers the people and their subscriptions, this decides.
 */

/** Why someone receives a case's reports. */
export const REPORT_RECIPIENT_REASONS = ['ordering', 'copy-to', 'subscriber', 'patient', 'reader'] as const;
export type TReportRecipientReason = (typeof REPORT_RECIPIENT_REASONS)[number];
export const REPORT_RECIPIENT_REASON_LABELS: Record<TReportRecipientReason, string> = {
  ordering: 'Ordering physician',
  'copy-to': 'Copy to',
  subscriber: 'Notification subscriber',
  patient: 'Patient',
  reader: 'Physician of the practice',
};

/** The GenNotifier event of each kind of version. */
export const REPORT_EVENT_OF_KIND: Record<TReportKind, string> = {
  final: 'report-final',
  corrected: 'report-amended',
  addendum: 'report-addended',
};
const REPORT_EVENTS = new Set(['report-final', 'report-amended', 'report-addended', 'critical-result']);

/**
 * The notice type of a version. A correction has its own type, louder than a final and never switched off; it
 * outranks critical (a corrected critical result is announced as a correction, titled CRITICAL).
 */
export function reportNoticeType(kind: TReportKind, critical: boolean): TNotificationType {
  if (kind === 'corrected') return 'report-corrected';
  if (critical) return 'critical-result';
  return kind === 'final' ? 'report-signed' : 'report-addended';
}

/** A physician acknowledges a critical result and every correction. */
export function acknowledgementRequired(kind: TReportKind, critical: boolean): boolean {
  return kind === 'corrected' || critical;
}

export interface ReportNoticeInput {
  kind: TReportKind;
  critical: boolean;
  /** Active GenNotifier subscriptions (a user may hold several). */
  subscriptions: Array<{ userId: number; eventTypes: string[]; channel: string }>;
  /** The case's readers with a portal account: ordering physician, copy-to physicians, the patient. */
  readers: Array<{ userId: number; reason: Exclude<TReportRecipientReason, 'subscriber' | 'reader'> }>;
  /** Everyone told about an earlier version of this case (whatever their subscriptions say now). */
  earlier: Array<{ userId: number; reason: TReportRecipientReason }>;
}

export interface ReportNoticeRecipient {
  userId: number;
  reason: TReportRecipientReason;
  /** A mail besides the bell: the person chose the email channel on one of their report subscriptions. */
  email: boolean;
}

const RANK: Record<TReportRecipientReason, number> = {
  ordering: 0,
  'copy-to': 1,
  patient: 2,
  reader: 3,
  subscriber: 4,
};

/**
 * Once per person: the case's readers (always), everyone told about an earlier version (a later version reaches
 * them all), the subscribers of this version's event (and of `critical-result` on a critical case). A
 * correction also reaches every subscriber of any report event: it cannot be switched off. The channel is the
 * person's own: email when any of their report subscriptions says so, the bell always.
 */
export function reportNoticeRecipients(input: ReportNoticeInput): ReportNoticeRecipient[] {
  const events = new Set([REPORT_EVENT_OF_KIND[input.kind], ...(input.critical ? ['critical-result'] : [])]);
  const out = new Map<number, ReportNoticeRecipient>();
  const add = (userId: number, reason: TReportRecipientReason) => {
    const seen = out.get(userId);
    if (!seen) out.set(userId, { userId, reason, email: false });
    else if (RANK[reason] < RANK[seen.reason]) seen.reason = reason;
  };
  for (const r of input.readers) add(r.userId, r.reason);
  for (const e of input.earlier) add(e.userId, e.reason);
  for (const s of input.subscriptions) {
    const wanted =
      s.eventTypes.some((e) => events.has(e)) ||
      (input.kind === 'corrected' && s.eventTypes.some((e) => REPORT_EVENTS.has(e)));
    if (wanted) add(s.userId, 'subscriber');
  }
  for (const s of input.subscriptions) {
    const r = out.get(s.userId);
    if (r && s.channel === 'email' && s.eventTypes.some((e) => REPORT_EVENTS.has(e))) r.email = true;
  }
  return [...out.values()].sort((a, b) => RANK[a.reason] - RANK[b.reason] || a.userId - b.userId);
}

/** The bell's title of a version's notice. */
export function reportNoticeTitle(
  kind: TReportKind,
  critical: boolean,
  caseNumber: string,
  version: number,
  language: TLanguage = 'en',
): string {
  const key =
    kind === 'corrected' ? 'reportCorrectedTitle' : kind === 'addendum' ? 'reportAddendumTitle' : 'reportFinalTitle';
  const title = noticeText(language, key, { caseNumber, version });
  return critical ? noticeText(language, 'reportCriticalTitle', { title }) : title;
}

export function reportNoticeBody(
  kind: TReportKind,
  critical: boolean,
  reason: string | null,
  language: TLanguage = 'en',
): string {
  if (kind === 'corrected')
    return reason
      ? noticeText(language, 'reportCorrectedBodyReason', { reason })
      : noticeText(language, 'reportCorrectedBody');
  if (critical) return noticeText(language, 'reportCriticalBody');
  if (kind === 'addendum') return noticeText(language, 'reportAddendumBody');
  return noticeText(language, 'reportFinalBody');
}

// ---------------------------------------------------------------------------------------------------------
// The API of acknowledgements and of the lab's view of who received a case's reports.

export const ZAcknowledgeParams = z.object({ caseId: z.coerce.number().int().positive() });

export const ZAcknowledgeInput = z
  .object({
    /** The version read; without it the current one. An older version than the current answers 409. */
    version: z.number().int('must be a whole number').positive('must be 1 or more').optional(),
  })
  .default({});
export type TAcknowledgeInput = z.infer<typeof ZAcknowledgeInput>;

export const ZAcknowledgement = z.object({
  caseId: z.number().int(),
  caseNumber: z.string(),
  version: z.number().int(),
  acknowledgedAt: z.string(),
  /** False when the same version had been acknowledged before (the call is idempotent). */
  created: z.boolean(),
});
export type TAcknowledgement = z.infer<typeof ZAcknowledgement>;

/** What the signed-in physician owes on a case: the version due (a correction or a critical result) and theirs. */
export const ZMyAcknowledgement = z.object({
  caseId: z.number().int(),
  dueVersion: z.number().int().nullable(),
  acknowledgedVersion: z.number().int().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** A version is due and not yet acknowledged: the report page asks for it. */
  pending: z.boolean(),
});
export type TMyAcknowledgement = z.infer<typeof ZMyAcknowledgement>;

export const ZReportRecipient = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  reason: z.enum(REPORT_RECIPIENT_REASONS),
  /** Told by mail as well as the bell. */
  email: z.boolean(),
  firstVersion: z.number().int(),
  lastVersion: z.number().int(),
  lastNotifiedAt: z.string(),
  /** The newest version this person must acknowledge (a correction or a critical result), or null. */
  acknowledgementDueVersion: z.number().int().nullable(),
  acknowledgedVersion: z.number().int().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** A version is due and not yet acknowledged. */
  pending: z.boolean(),
});
export type TReportRecipient = z.infer<typeof ZReportRecipient>;
export const ZReportRecipientList = z.object({
  data: z.array(ZReportRecipient),
  /** How many recipients have not acknowledged what they must. */
  pending: z.number().int(),
});
export type TReportRecipientList = z.infer<typeof ZReportRecipientList>;

/** A recipient owes an acknowledgement when a due version is newer than what they acknowledged. */
export function acknowledgementPending(due: number | null, acknowledged: number | null): boolean {
  return due !== null && (acknowledged === null || acknowledged < due);
}
