import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_MESSAGES,
  parseSort,
  providerName,
  type TLinkableUser,
  type TProvider,
  type TProviderSortField,
} from '@lab/domain';
import type { z } from 'zod';
import type { ZProviderInput, ZProviderListQuery } from '@lab/domain';
import type { Executor } from '../../db/client';
import { providers, users } from '../../db/schema/index';
import { lookupTables } from '../../db/schema/lookups';
import { changeEvents, writeAudit, type AuditActor } from '../../plugins/audit';
import { fieldError } from '../../lib/http-error';
import { likeEscape } from '../../lib/like';
import { countWhere, pagedQuery, windowTotal } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

export type ProviderInput = z.output<typeof ZProviderInput>;
type ProviderListQuery = z.output<typeof ZProviderListQuery>;
type ProviderRow = typeof providers.$inferSelect;

const facilities = lookupTables.submittingfacilities!;
const selection = {
  provider: providers,
  facilityLabel: sql<
    string | null
  >`(select ${facilities.code} || ' — ' || ${facilities.name} from ${facilities} where ${facilities.id} = ${providers.facilityId})`,
  userLabel: sql<
    string | null
  >`(select ${users.name} || ' <' || ${users.email} || '>' from ${users} where ${users.id} = ${providers.userId})`,
};

function toProvider(r: { provider: ProviderRow; facilityLabel: string | null; userLabel: string | null }): TProvider {
  const p = r.provider;
  return {
    id: p.id,
    npi: p.npi,
    firstName: p.firstName,
    lastName: p.lastName,
    credentials: p.credentials,
    specialty: p.specialty,
    facilityId: p.facilityId,
    facilityLabel: r.facilityLabel,
    phone: p.phone,
    fax: p.fax,
    email: p.email,
    address: p.address,
    deliveryMethods: p.deliveryMethods,
    userId: p.userId,
    userLabel: r.userLabel,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The facility of the provider record linked to a physician's user (null when not linked). */
export async function facilityOfPhysician(ex: Executor, userId: number): Promise<number | null> {
  const [row] = await ex
    .select({ facilityId: providers.facilityId })
    .from(providers)
    .where(eq(providers.userId, userId))
    .orderBy(asc(providers.id))
    .limit(1);
  return row?.facilityId ?? null;
}

/** The physician's facility with its "code — name" label, or null when their account has none. */
export async function facilityLabelOfPhysician(
  ex: Executor,
  userId: number,
): Promise<{ id: number; label: string } | null> {
  const id = await facilityOfPhysician(ex, userId);
  if (!id) return null;
  const [row] = await ex
    .select({ label: sql<string>`${facilities.code} || ' — ' || ${facilities.name}` })
    .from(facilities)
    .where(eq(facilities.id, id));
  return row ? { id, label: row.label } : null;
}

const SORT_COLUMNS: SortColumns<TProviderSortField> = {
  lastName: sql`lower(${providers.lastName})`,
  firstName: sql`lower(${providers.firstName})`,
  npi: providers.npi,
  specialty: sql`lower(${providers.specialty})`,
  createdAt: providers.id,
};

/** `facilityId` given as a scope narrows to that facility whatever the query asks (physicians). */
export async function listProviders(ex: Executor, q: ProviderListQuery, scopeFacilityId?: number) {
  const where: SQL[] = [];
  if (q.q) {
    const text = likeEscape(q.q.trim().toLowerCase());
    where.push(
      or(
        sql`${providers.npi} like ${`${text}%`}`,
        sql`lower(${providers.lastName} || ' ' || ${providers.firstName}) like ${`%${text}%`}`,
        ilike(providers.specialty, `%${text}%`),
      )!,
    );
  }
  if (q.active !== undefined) where.push(eq(providers.active, q.active));
  const facility = scopeFacilityId ?? q.facilityId;
  if (facility) where.push(eq(providers.facilityId, facility));
  const cond = where.length ? and(...where) : undefined;
  const sort = parseSort(q.sort) ?? { field: 'lastName', desc: false };
  const order = [sortBy(SORT_COLUMNS, sort)];
  if (sort.field === 'lastName') order.push(asc(SORT_COLUMNS.firstName));
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...selection, total: windowTotal() })
      .from(providers)
      .where(cond)
      .orderBy(...order, asc(providers.id)),
    q,
    () => countWhere(ex, providers, cond),
  );
  return { data: rows.map(toProvider), total };
}

export async function getProvider(ex: Executor, id: number): Promise<TProvider | null> {
  const [row] = await ex.select(selection).from(providers).where(eq(providers.id, id)).limit(1);
  return row ? toProvider(row) : null;
}

async function check(ex: Executor, input: ProviderInput, exceptId?: number) {
  const npiWhere = [eq(providers.npi, input.npi)];
  if (exceptId) npiWhere.push(ne(providers.id, exceptId));
  const [npiTaken] = await ex
    .select({ id: providers.id })
    .from(providers)
    .where(and(...npiWhere))
    .limit(1);
  if (npiTaken) throw fieldError('npi', PROVIDER_MESSAGES.npiTaken, 409);
  if (input.facilityId) {
    const [found] = await ex
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.id, input.facilityId))
      .limit(1);
    if (!found) throw fieldError('facilityId', 'Submitting facility not found');
  }
  if (input.userId) {
    const [user] = await ex.select({ role: users.role }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (user?.role !== 'physician') throw fieldError('userId', PROVIDER_MESSAGES.userNotPhysician);
    const linkWhere = [eq(providers.userId, input.userId)];
    if (exceptId) linkWhere.push(ne(providers.id, exceptId));
    const [linked] = await ex
      .select({ id: providers.id })
      .from(providers)
      .where(and(...linkWhere))
      .limit(1);
    if (linked) throw fieldError('userId', PROVIDER_MESSAGES.userLinked, 409);
  }
}

const values = (input: ProviderInput) => ({
  ...input,
  userId: input.userId ?? null,
  facilityId: input.facilityId ?? null,
});

export async function createProvider(tx: Executor, actor: AuditActor, input: ProviderInput): Promise<TProvider> {
  await check(tx, input);
  const [row] = await tx.insert(providers).values(values(input)).returning();
  await writeAudit(tx, actor, {
    eventtype: 'create',
    eventdescription: `Provider created: ${providerName(row!)} (NPI ${row!.npi})`,
    entity: 'provider',
    entityId: row!.id,
  });
  return (await getProvider(tx, row!.id))!;
}

export async function findProviderRow(ex: Executor, id: number, forUpdate = false): Promise<ProviderRow | null> {
  const q = ex.select().from(providers).where(eq(providers.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateProvider(
  tx: Executor,
  actor: AuditActor,
  before: ProviderRow,
  input: ProviderInput,
): Promise<TProvider> {
  await check(tx, input, before.id);
  const next = values(input);
  await tx
    .update(providers)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(providers.id, before.id));
  const deactivated = before.active && !input.active;
  const reactivated = !before.active && input.active;
  const picked = Object.fromEntries(Object.keys(next).map((k) => [k, before[k as keyof ProviderRow]]));
  await writeAudit(
    tx,
    actor,
    changeEvents(
      {
        eventtype: deactivated ? 'deactivate' : reactivated ? 'reactivate' : 'update',
        eventdescription: `Provider ${deactivated ? 'deactivated' : reactivated ? 'reactivated' : 'updated'}: ${providerName(input)} (NPI ${input.npi})`,
        entity: 'provider',
        entityId: before.id,
      },
      picked,
      next,
    ),
  );
  return (await getProvider(tx, before.id))!;
}

/** Portal users of role physician matching `q` (name or email), for the link picker. */
export async function listLinkableUsers(ex: Executor, q: string | undefined): Promise<TLinkableUser[]> {
  const where: SQL[] = [eq(users.role, 'physician')];
  if (q) {
    const text = `%${likeEscape(q.trim())}%`;
    where.push(or(ilike(users.name, text), ilike(users.email, text))!);
  }
  return ex
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(...where))
    .orderBy(asc(users.name))
    .limit(20);
}
