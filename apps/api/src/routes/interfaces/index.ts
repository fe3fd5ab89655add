import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  ZApiError,
  ZClientCreated,
  ZClientInput,
  ZDestination,
  ZDestinationInput,
  ZDestinationList,
  ZDestinationPatch,
  ZIdParam,
  ZInterfaceClientList,
  ZInterfaceMessage,
  ZInterfaceMessagePage,
  ZMessageQuery,
} from '@lab/domain';
import { interfaceDestinations, interfaceMessages } from '../../db/schema/index';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import type { Access } from '../../plugins/auth';
import {
  createClient,
  createDestination,
  endpointOf,
  getDestination,
  getMessage,
  listClients,
  listDestinations,
  listMessages,
  toDestination,
} from './repository';
import { auditPolledView } from '../../services/audit-views';

const admin: Access = { roles: ['admin'] };
const tags = ['interfaces'];

/**
 * Results out (docs/interfaces.md): the destinations released reports are sent to, the message log of every
 * message in or out (reading bodies is a read of patient data, audited) with resend, and the interface clients of
 * the FHIR API. Administrators only. Destinations and clients are deactivated, never deleted.
 */
const interfaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interfaces/destinations',
    {
      config: { access: admin },
      schema: { tags, summary: 'The destinations of results out', response: { 200: ZDestinationList } },
    },
    async () => ({ data: await listDestinations(app.db) }),
  );

  app.post(
    '/api/interfaces/destinations',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Add a destination: an MLLP listener (host, port: HL7 v2.5.1 ORU^R01) or a FHIR server (baseUrl: transaction Bundles); facilityIds limits it to those facilities (none = every facility)',
        body: ZDestinationInput,
        response: { 201: ZDestination, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await app.db.transaction(async (tx) => {
        const d = await createDestination(tx, req.body);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Interface destination ${d.name} (${d.kind}) added`,
            entity: 'interface-destination',
            entityId: d.id,
            newvalue: toDestination(d),
          },
          tx,
        );
        return d;
      });
      return reply.code(201).send(toDestination(row));
    },
  );

  app.patch(
    '/api/interfaces/destinations/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Change a destination, or deactivate it (active: false; never deleted)',
        params: ZIdParam,
        body: ZDestinationPatch,
        response: { 200: ZDestination, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const updated = await app.db.transaction(async (tx) => {
        const before = await getDestination(tx, req.params.id);
        if (!before) throw notFound('Destination');
        const merged = { ...toDestination(before), ...req.body };
        const check = ZDestinationInput.safeParse(merged);
        if (!check.success) {
          const issue = check.error.issues[0]!;
          throw fieldError(String(issue.path[0] ?? 'body'), issue.message);
        }
        const [row] = await tx
          .update(interfaceDestinations)
          .set({
            name: check.data.name,
            kind: check.data.kind,
            ...endpointOf(check.data),
            facilityIds: check.data.facilityIds ?? before.facilityIds,
            active: req.body.active ?? before.active,
            updatedAt: new Date(),
          })
          .where(eq(interfaceDestinations.id, before.id))
          .returning();
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Interface destination ${row!.name} changed${req.body.active === false ? ' (deactivated)' : ''}`,
            entity: 'interface-destination',
            entityId: row!.id,
            oldvalue: toDestination(before),
            newvalue: toDestination(row!),
          },
          tx,
        );
        return row!;
      });
      return toDestination(updated);
    },
  );

  app.post(
    '/api/interfaces/destinations/:id/deactivate',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Deactivate a destination: nothing new is queued for it (its messages stay in the log)',
        params: ZIdParam,
        response: { 200: ZDestination, 404: ZApiError },
      },
    },
    async (req) => {
      const row = await app.db.transaction(async (tx) => {
        const before = await getDestination(tx, req.params.id);
        if (!before) throw notFound('Destination');
        const [d] = await tx
          .update(interfaceDestinations)
          .set({ active: false, updatedAt: new Date() })
          .where(eq(interfaceDestinations.id, before.id))
          .returning();
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Interface destination ${d!.name} deactivated`,
            entity: 'interface-destination',
            entityId: d!.id,
            oldvalue: { active: before.active },
            newvalue: { active: false },
          },
          tx,
        );
        return d!;
      });
      return toDestination(row);
    },
  );

  app.get(
    '/api/interfaces/messages',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'The message log, newest first: direction, status, q (control id, case number or MRN prefix); bodies are patient data: the read is audited',
        querystring: ZMessageQuery,
        response: { 200: ZInterfaceMessagePage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await listMessages(app.db, req.query);
      // The screen refreshes every few seconds: audited when the messages shown (or their states) change.
      if (page.data.length)
        await auditPolledView(
          req,
          app.db,
          {
            eventtype: 'read',
            eventdescription: `Interface message log read (${page.data.length} messages with their bodies)`,
            entity: 'interface-message-log',
            datavalue: page.data
              .map((m) => m.id)
              .join(',')
              .slice(0, 2000),
            newvalue: {
              query: req.query,
              messages: page.data.map((m) => ({ id: m.id, caseNumber: m.caseNumber, mrn: m.mrn })),
            },
          },
          { query: req.query, rows: page.data.map((m) => [m.id, m.status, m.attempts]) },
        );
      return page;
    },
  );

  app.post(
    '/api/interfaces/messages/:id/resend',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Queue an outbound message again now (its attempts start over)',
        params: ZIdParam,
        response: { 200: ZInterfaceMessage, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(interfaceMessages)
          .where(eq(interfaceMessages.id, req.params.id))
          .for('update');
        if (!m) throw notFound('Message');
        if (m.direction !== 'out' || !m.destinationId) throw conflict('Only an outbound message can be sent again');
        if (m.status === 'sent') throw conflict('The message is being sent now');
        await tx
          .update(interfaceMessages)
          .set({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: new Date(), updatedAt: new Date() })
          .where(eq(interfaceMessages.id, m.id));
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Interface message ${m.controlId} queued again (was ${m.status})`,
            casenumber: m.caseNumber ?? undefined,
            entity: 'interface-message',
            entityId: m.id,
            oldvalue: { status: m.status, attempts: m.attempts },
            newvalue: { status: 'queued', attempts: 0 },
          },
          tx,
        );
      });
      return (await getMessage(app.db, req.params.id))!;
    },
  );

  app.get(
    '/api/interfaces/clients',
    {
      config: { access: admin },
      schema: { tags, summary: 'The interface clients of the FHIR API', response: { 200: ZInterfaceClientList } },
    },
    async () => ({ data: await listClients(app.db) }),
  );

  app.post(
    '/api/interfaces/clients',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'Add an interface client (OAuth2 client credentials for /fhir): the secret is shown this once and stored hashed; facilityIds limits the patients it sees (none = every facility)',
        body: ZClientInput,
        response: { 201: ZClientCreated, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const created = await app.db.transaction(async (tx) => {
        const c = await createClient(tx, req.body.name, req.body.facilityIds ?? []);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Interface client ${c.row.name} added (${c.row.clientId})`,
            entity: 'interface-client',
            entityId: c.row.id,
            newvalue: { name: c.row.name, clientId: c.row.clientId, facilityIds: c.row.facilityIds },
          },
          tx,
        );
        return c;
      });
      return reply
        .code(201)
        .send({ id: created.row.id, clientId: created.row.clientId, clientSecret: created.clientSecret });
    },
  );
};

export default interfaceRoutes;
