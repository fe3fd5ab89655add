import { randomBytes } from 'node:crypto';
import { sha256 } from '../../services/interface-tokens';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TDestination, TDestinationInput, TInterfaceMessage, TMessageQuery } from '@lab/domain';
import type { Executor } from '../../db/client';
import { interfaceClients, interfaceDestinations, interfaceMessages } from '../../db/schema/index';
import { likeEscape } from '../../lib/like';

type DestinationRow = typeof interfaceDestinations.$inferSelect;

export const toDestination = (d: DestinationRow): TDestination => ({
  id: d.id,
  name: d.name,
  kind: d.kind as TDestination['kind'],
  host: d.host,
  port: d.port,
  baseUrl: d.baseUrl,
  facilityIds: d.facilityIds,
  active: d.active,
  createdAt: d.createdAt.toISOString(),
});

export async function listDestinations(ex: Executor): Promise<TDestination[]> {
  return (await ex.select().from(interfaceDestinations).orderBy(interfaceDestinations.name)).map(toDestination);
}

export async function getDestination(ex: Executor, id: number): Promise<DestinationRow | undefined> {
  const [d] = await ex.select().from(interfaceDestinations).where(eq(interfaceDestinations.id, id));
  return d;
}

/** The endpoint fields of a kind: the other kind's are cleared. */
export function endpointOf(d: Partial<TDestinationInput>) {
  return d.kind === 'mllp'
    ? { host: d.host ?? null, port: d.port ?? null, baseUrl: null }
    : { host: null, port: null, baseUrl: d.baseUrl ?? null };
}

export async function createDestination(ex: Executor, input: TDestinationInput): Promise<DestinationRow> {
  const [row] = await ex
    .insert(interfaceDestinations)
    .values({ name: input.name, kind: input.kind, ...endpointOf(input), facilityIds: input.facilityIds ?? [] })
    .returning();
  return row!;
}

const messageColumns = {
  id: interfaceMessages.id,
  direction: interfaceMessages.direction,
  protocol: interfaceMessages.protocol,
  type: interfaceMessages.messageType,
  controlId: interfaceMessages.controlId,
  caseNumber: interfaceMessages.caseNumber,
  mrn: interfaceMessages.mrn,
  status: interfaceMessages.status,
  attempts: interfaceMessages.attempts,
  lastError: interfaceMessages.lastError,
  createdAt: interfaceMessages.createdAt,
  updatedAt: interfaceMessages.updatedAt,
  body: interfaceMessages.body,
  ack: interfaceMessages.ack,
  destinationId: interfaceDestinations.id,
  destinationName: interfaceDestinations.name,
  destinationKind: interfaceDestinations.kind,
};

type MessageRow = { [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null };

const toMessage = (r: MessageRow): TInterfaceMessage => ({
  id: r.id!,
  direction: r.direction as 'in' | 'out',
  type: r.type!,
  protocol: r.protocol!,
  controlId: r.controlId!,
  caseNumber: r.caseNumber,
  mrn: r.mrn,
  destination: r.destinationId ? { id: r.destinationId, name: r.destinationName!, kind: r.destinationKind! } : null,
  status: r.status!,
  attempts: r.attempts!,
  lastError: r.lastError,
  createdAt: r.createdAt!.toISOString(),
  updatedAt: r.updatedAt!.toISOString(),
  body: r.body!,
  ack: r.ack,
});

/** The message log, newest first; `q` matches the control id, the case number or the MRN (prefix, any case). */
export async function listMessages(
  ex: Executor,
  q: TMessageQuery,
): Promise<{ data: TInterfaceMessage[]; total: number }> {
  const where: SQL[] = [];
  if (q.direction) where.push(eq(interfaceMessages.direction, q.direction));
  if (q.status) where.push(eq(interfaceMessages.status, q.status));
  if (q.q) {
    const like = `${likeEscape(q.q)}%`;
    where.push(
      or(
        ilike(interfaceMessages.controlId, like),
        ilike(interfaceMessages.caseNumber, like),
        ilike(interfaceMessages.mrn, like),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = [
    await ex
      .select(messageColumns)
      .from(interfaceMessages)
      .leftJoin(interfaceDestinations, eq(interfaceDestinations.id, interfaceMessages.destinationId))
      .where(cond)
      .orderBy(desc(interfaceMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    await ex.select({ n: count() }).from(interfaceMessages).where(cond),
  ];
  return { data: rows.map((r) => toMessage(r as MessageRow)), total: total?.n ?? 0 };
}

export async function getMessage(ex: Executor, id: number): Promise<TInterfaceMessage | undefined> {
  const [r] = await ex
    .select(messageColumns)
    .from(interfaceMessages)
    .leftJoin(interfaceDestinations, eq(interfaceDestinations.id, interfaceMessages.destinationId))
    .where(eq(interfaceMessages.id, id));
  return r ? toMessage(r as MessageRow) : undefined;
}

export async function createClient(ex: Executor, name: string, facilityIds: number[]) {
  const clientId = `lpc_${randomBytes(9).toString('base64url')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await ex
    .insert(interfaceClients)
    .values({ name, clientId, secretHash: sha256(clientSecret), facilityIds })
    .returning();
  return { row: row!, clientSecret };
}

export async function listClients(ex: Executor) {
  return (await ex.select().from(interfaceClients).orderBy(interfaceClients.name)).map((c) => ({
    id: c.id,
    name: c.name,
    clientId: c.clientId,
    facilityIds: c.facilityIds,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** Token issue lives in services/interface-tokens.ts (POST /oauth/token, routes/fhir). */
export { issueToken } from '../../services/interface-tokens';
