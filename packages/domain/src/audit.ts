import { z } from 'zod';
import { ZDate } from './form-fields';
import { ZSort, type TSort } from './api-common';

/** Audit event types written by the portal. Features add theirs here so the audit page can filter on them. */
export const AUDIT_EVENT_TYPES = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-timeout',
  'session-lock',
  'register',
  'password-change',
  'password-reset',
  'create',
  'update',
  'delete',
  'deactivate',
  'reactivate',
  'read',
  'import',
  'merge',
  'status-change',
  'print',
  'upload',
  'download',
  'settings',
  'sign-report',
  'amend-report',
  'addendum',
  'acknowledge-report',
  'setup-failed',
  /** Second factors (docs/security.md#second-factors). */
  'sign-in-password',
  'mfa-enrol',
  'mfa-remove',
  'mfa-reset',
  'mfa-recovery-code',
  /** Single sign-on (docs/security.md#single-sign-on-openid-connect): the identity provider vouched for the user. */
  'sign-in-idp',
  /** Backups made, downloaded and restored (docs/backup.md). */
  'backup',
  'restore',
] as const;
export type TAuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** The audit row (docs/api.md#audit-row), plus who/where fields. */
export const ZAuditRow = z.object({
  id: z.number().int(),
  casenumber: z.string().nullable(),
  eventtype: z.string(),
  eventdescription: z.string(),
  datavalue: z.string().nullable(),
  newvalue: z.string().nullable(),
  oldvalue: z.string().nullable(),
  username: z.string().nullable(),
  datecreated: z.string(),
  /** `datecreated` in the lab's time zone with its offset (`2026-11-20 19:30 -06:00`, docs/lab-settings.md). */
  labTime: z.string().optional(),
  userId: z.number().int().nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const AUDIT_SORT_FIELDS = ['datecreated', 'eventtype', 'username', 'casenumber'] as const;
export type TAuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
export type TAuditSort = TSort<TAuditSortField>;

export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  casenumber: z.string().trim().optional(),
  username: z.string().trim().optional(),
  eventtype: z.string().trim().optional(),
  entity: z.string().trim().optional(),
  entityId: z.string().trim().optional(),
  from: z.iso.datetime({ offset: true }).or(ZDate).optional(),
  to: z.iso.datetime({ offset: true }).or(ZDate).optional(),
  /** Without it: the newest first. */
  sort: ZSort(AUDIT_SORT_FIELDS).optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ data: z.array(ZAuditRow), total: z.number().int() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
