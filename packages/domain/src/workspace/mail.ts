import { z } from 'zod';

/**
 * The mail app's shapes and rules (docs/workspace.md#mail). One stored message, one mailbox copy per party: the
 * Email record (docs/spec.md §3) is a copy as its owner sees it, so `id` is the copy's id.
 */
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export const ZMailFolder = z.enum(MAIL_FOLDERS);
export type TMailFolder = z.infer<typeof ZMailFolder>;

export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export const ZMailLabel = z.enum(MAIL_LABELS);
export type TMailLabel = z.infer<typeof ZMailLabel>;

/** The colour of each label (docs/spec.md §3), as a theme colour name. */
export const MAIL_LABEL_COLORS: Record<TMailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

/** What `?filter=` may name: a folder, `starred`, or a label. */
export const MAIL_FILTERS = [...MAIL_FOLDERS, 'starred', ...MAIL_LABELS] as const;
export type TMailFilter = (typeof MAIL_FILTERS)[number];

export type TMailFilterRule =
  { kind: 'folder'; folder: TMailFolder } | { kind: 'starred' } | { kind: 'label'; label: TMailLabel };

/** The rule of a filter; anything unknown (or missing) is the inbox. */
export function mailFilterRule(filter: string | undefined): TMailFilterRule {
  const f = (filter ?? '').trim().toLowerCase();
  if ((MAIL_FOLDERS as readonly string[]).includes(f)) return { kind: 'folder', folder: f as TMailFolder };
  if (f === 'starred') return { kind: 'starred' };
  if ((MAIL_LABELS as readonly string[]).includes(f)) return { kind: 'label', label: f as TMailLabel };
  return { kind: 'folder', folder: 'inbox' };
}

/** Toggles `label` in `labels` (kept in MAIL_LABELS order, no duplicates). */
export function toggleLabel(labels: readonly string[], label: TMailLabel): TMailLabel[] {
  const set = new Set(labels.filter((l): l is TMailLabel => (MAIL_LABELS as readonly string[]).includes(l)));
  if (set.has(label)) set.delete(label);
  else set.add(label);
  return MAIL_LABELS.filter((l) => set.has(l));
}

/** Case numbers (S26-00042, C26-…, F26-…) written in a text, upper-cased, first occurrence order, no duplicates. */
export function findCaseNumbers(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![A-Za-z0-9])([SCFscf]\d{2}-\d{5})(?![0-9])/g)) found.add(m[1]!.toUpperCase());
  return [...found];
}

/** Splits a text around case numbers, for rendering the numbers as links. */
export function splitCaseNumbers(text: string): Array<{ text: string; caseNumber?: string }> {
  const parts: Array<{ text: string; caseNumber?: string }> = [];
  let last = 0;
  for (const m of text.matchAll(/(?<![A-Za-z0-9])([SCFscf]\d{2}-\d{5})(?![0-9])/g)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[1]!, caseNumber: m[1]!.toUpperCase() });
    last = m.index + m[1]!.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Attachments: the document types (sniffed by their bytes), at most 25 MB each, at most this many per mail. */
export const MAIL_MAX_ATTACHMENTS = 10;
export const MAIL_MAX_RECIPIENTS = 100;

export const ZMailAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

export const ZMailCaseLink = z.object({ caseNumber: z.string(), caseId: z.number().int() });
export type TMailCaseLink = z.infer<typeof ZMailCaseLink>;

const ZMailBase = z.object({
  /** The reader's copy. */
  id: z.number().int(),
  /** The stored message the copies share (threads refer to it). */
  messageId: z.number().int(),
  /** The message this one answers (its messageId), or null. */
  inReplyTo: z.number().int().nullable(),
  sender: z.string(),
  sender_name: z.string(),
  to: z.array(z.string()),
  img: z.string().nullable(),
  subject: z.string(),
  cc: z.array(z.string()),
  /** Only the sender sees whom they blind-copied; everyone else gets []. */
  bcc: z.array(z.string()),
  message: z.string(),
  attachments: z.array(ZMailAttachment),
  isStarred: z.boolean(),
  labels: z.array(ZMailLabel),
  /** ISO timestamp of sending (of the last save for a draft). */
  time: z.string(),
  /** Weekday (Mon…Sun, UTC) and year of `time`. */
  day: z.string(),
  year: z.number().int(),
  mailFolder: ZMailFolder,
  unread: z.boolean(),
  /** Case numbers in the subject or message that the reader may open. */
  caseLinks: z.array(ZMailCaseLink),
});
export type TMailReply = z.infer<typeof ZMailBase>;

export const ZMail = ZMailBase.extend({
  /** The other messages of the thread the reader has a copy of (not in trash), oldest first. */
  replies: z.array(ZMailBase),
});
export type TMail = z.infer<typeof ZMail>;
export const ZMailList = z.array(ZMail);

/** A mailbox list answers the newest MAIL_LIST_PAGE mails; `limit` asks for more (up to MAIL_LIST_MAX), `q` narrows. */
export const MAIL_LIST_PAGE = 50;
export const MAIL_LIST_MAX = 500;

/**
 * How a mailbox search runs (docs/workspace.md#mail): words through the word index, each the start of a word of the
 * subject or text, in that order (`frozen sec` finds "Frozen section"); a search with a digit in it (a case number,
 * a time) as "contains" anywhere, as before. The words for PostgreSQL's `to_tsquery('simple', …)`: letters and digits
 * only, so nothing typed is read as query syntax. Null: search by "contains".
 */
export function mailSearchWords(q: string): string | null {
  if (/\p{N}/u.test(q)) return null;
  const words = q.toLowerCase().match(/[\p{L}\p{M}]+/gu);
  return words?.length ? words.map((w) => `${w}:*`).join(' <-> ') : null;
}

export const ZMailListQuery = z.object({
  filter: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_LIST_MAX).default(MAIL_LIST_PAGE),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

const ZIds = z.array(z.number().int().positive()).min(1).max(500);

export const ZSetStarred = z.object({ mailId: z.number().int().positive() });
export const ZSetStarredResult = z.object({ id: z.number().int(), isStarred: z.boolean() });
export const ZMoveMails = z.object({ selectedEmails: ZIds, mailFolder: ZMailFolder });
export const ZMarkUnread = z.object({ emailIds: ZIds, unreadFlag: z.boolean() });
export const ZSetLabels = z.object({ emailIds: ZIds, label: ZMailLabel });
export const ZMailUpdated = z.object({ updated: z.number().int() });

const ZAddressList = z
  .array(z.string().trim().toLowerCase().max(254).pipe(z.email()))
  .max(MAIL_MAX_RECIPIENTS)
  .default([]);

export const ZSendMail = z.object({
  /** A draft of mine (its copy id) to update, or to send (the draft becomes the sent mail). */
  id: z.number().int().positive().optional(),
  to: ZAddressList,
  cc: ZAddressList,
  bcc: ZAddressList,
  subject: z.string().trim().max(300).default(''),
  message: z.string().max(100_000).default(''),
  /** Ids from POST /api/email/attachments. */
  attachments: z.array(z.number().int().positive()).max(MAIL_MAX_ATTACHMENTS).default([]),
  /** The mail (my copy's id) this one answers: the new message joins its thread. */
  inReplyTo: z.number().int().positive().optional(),
  draft: z.boolean().default(false),
});
export type TSendMail = z.input<typeof ZSendMail>;
export const ZSendMailResult = z.object({ id: z.number().int() });

export const ZMailUnreadCount = z.object({
  /** Unread mails of the inbox (the top bar's count). */
  unread: z.number().int(),
  /** Unread mails per folder, for the left pane (folders without any are left out). */
  folders: z.record(z.string(), z.number().int()),
});

export const ZMailDirectoryQuery = z.object({ q: z.string().trim().max(100).optional() });
export const ZMailDirectoryEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string().nullable(),
});
export type TMailDirectoryEntry = z.infer<typeof ZMailDirectoryEntry>;
export const ZMailDirectory = z.array(ZMailDirectoryEntry);

export const MAIL_MESSAGES = {
  noRecipient: 'Add at least one recipient',
  notPortalUser: 'is not a portal user (outside mail needs a mail server)',
  cannotReceive: 'cannot receive portal mail',
  badMove: 'A mail cannot be moved to this folder',
} as const;
