import { and, desc, eq, gte, ilike, inArray, isNull, like, lte, not, or, type SQL } from 'drizzle-orm';
import { parseSort, type TAuditQuery, type TAuditSortField, type TPermissionArea } from '@lab/domain';
import { auditEvents } from '../db/schema/index';
import type { Executor } from '../db/client';
import { countWhere, pageWithCount } from '../lib/paging';
import { sortBy, type SortColumns } from '../lib/sorting';

/*
 * The audit trail's repository: reading the trail (the audit page, a user's or a lookup entry's history).
 * Writing it is plugins/audit.ts.
 */

/**
 * The permission area whose data an audit entity's rows carry (names, MRNs, titles in descriptions and values):
 * the trail shows them only to a user who may read that area, as its own list route would.
 */
const AUDIT_ENTITY_AREA: Record<string, TPermissionArea> = {
  patient: 'patients',
  search: 'patients',
  payer: 'patients',
  case: 'cases',
  'case-part': 'cases',
  diagnosis: 'results',
  report: 'results',
  'critical-call': 'results',
  'fish-session': 'results',
  document: 'documents',
  documents: 'documents',
  user: 'users',
};

/** Entities (and `lookup:*` prefixes) hidden from a user whose matrix does not allow reading their area. */
export function hiddenAuditEntities(allowed: (area: TPermissionArea) => boolean) {
  const entities = Object.entries(AUDIT_ENTITY_AREA)
    .filter(([, area]) => !allowed(area))
    .map(([entity]) => entity);
  return { entities, lookups: !allowed('lookups') };
}

function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

const SORT_COLUMNS: SortColumns<TAuditSortField> = {
  datecreated: auditEvents.datecreated,
  eventtype: auditEvents.eventtype,
  username: auditEvents.username,
  casenumber: auditEvents.casenumber,
};

/** One page of the audit trail, filtered, minus what the reader may not see. */
export async function listAudit(
  ex: Executor,
  q: TAuditQuery,
  hidden: ReturnType<typeof hiddenAuditEntities> = { entities: [], lookups: false },
) {
  const where: SQL[] = [];
  const hide: SQL[] = [];
  if (hidden.entities.length) hide.push(inArray(auditEvents.entity, hidden.entities));
  if (hidden.lookups) hide.push(like(auditEvents.entity, 'lookup:%'));
  if (hide.length) where.push(or(isNull(auditEvents.entity), not(or(...hide)!))!);
  if (q.casenumber) where.push(ilike(auditEvents.casenumber, `${q.casenumber}%`));
  if (q.username) where.push(ilike(auditEvents.username, `%${q.username}%`));
  if (q.eventtype) where.push(eq(auditEvents.eventtype, q.eventtype));
  if (q.entity) where.push(eq(auditEvents.entity, q.entity));
  if (q.entityId) where.push(eq(auditEvents.entityId, q.entityId));
  if (q.from) where.push(gte(auditEvents.datecreated, new Date(q.from)));
  if (q.to) where.push(lte(auditEvents.datecreated, endOfDay(q.to)));
  const cond = where.length ? and(...where) : undefined;
  const sort = parseSort(q.sort ?? '-datecreated')!;
  // The newest-first page is an index scan (audit_date_idx) that a window total would give up: page and count.
  const { rows, total } = await pageWithCount(
    ex.select().from(auditEvents).where(cond).orderBy(sortBy(SORT_COLUMNS, sort), desc(auditEvents.id)),
    q,
    () => countWhere(ex, auditEvents, cond),
  );
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      casenumber: r.casenumber,
      eventtype: r.eventtype,
      eventdescription: r.eventdescription,
      datavalue: r.datavalue,
      newvalue: r.newvalue,
      oldvalue: r.oldvalue,
      username: r.username,
      datecreated: r.datecreated.toISOString(),
      userId: r.userId,
      entity: r.entity,
      entityId: r.entityId,
      ip: r.ip,
      userAgent: r.userAgent,
    })),
  };
}
