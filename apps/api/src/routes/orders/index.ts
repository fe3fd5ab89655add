import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_ROLES,
  ZAccessionedOrder,
  ZAccessionOrder,
  ZApiError,
  ZIdParam,
  ZIncomingOrder,
  ZIncomingOrderList,
  ZIncomingOrderQuery,
  ZPendingOrderCount,
  ZRejectOrder,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import { actorOf, type AuditActor } from '../../plugins/audit';
import type { Access } from '../../plugins/auth';
import {
  accessionOrder,
  getOrder,
  listOrders,
  notifyChanged,
  pendingCount,
  receiveFhirOrder,
  receiveHl7Message,
  rejectOrder,
  type OrderDeps,
  type OrdersChanged,
} from './service';
import { auditPolledView } from '../../services/audit-views';

const read: Access = { roles: STAFF_ROLES, area: 'cases', action: 'read' };
const write: Access = { roles: STAFF_ROLES, area: 'cases', action: 'write' };
const tags = ['orders'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders in: what the MLLP listener (main.ts) and the FHIR endpoint hand their messages to. */
    orderIntake: {
      receiveHl7(text: string, ip: string | null): ReturnType<typeof receiveHl7Message>;
      receiveFhir(
        body: unknown,
        sender: { client: string; actor: AuditActor; facilityIds: number[] | null },
      ): ReturnType<typeof receiveFhirOrder>;
      deps: OrderDeps;
      changed: OrdersChanged;
    };
  }
}

/** Incoming orders (docs/interfaces.md#orders-in): the staff's list, accession and reject. */
const orderRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const changed: OrdersChanged = async (pending, staff) => {
    await app.live.publish(staff, { type: 'orders', data: { pending } }).catch(() => {});
  };
  app.decorate('orderIntake', {
    receiveHl7: (text: string, ip: string | null) => receiveHl7Message(app.db, deps, text, { ip, changed }),
    receiveFhir: (body, sender) => receiveFhirOrder(app.db, deps, body, { ...sender, changed }),
    deps,
    changed,
  });

  app.get(
    '/api/orders',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Incoming orders (HL7 ORM/OML, FHIR ServiceRequest), by status; pending ones oldest first',
        querystring: ZIncomingOrderQuery,
        response: { 200: ZIncomingOrderList },
      },
    },
    async (req) => {
      const page = await listOrders(app.db, req.query);
      // The screen refreshes every minute: audited when the orders shown change (an empty list names no patient).
      const shown = { status: req.query.status ?? null, q: req.query.q ?? null, shown: page.data.map((o) => o.id) };
      if (page.data.length)
        await auditPolledView(
          req,
          app.db,
          {
            eventtype: 'read',
            eventdescription: `Incoming orders listed${req.query.status ? ` (${req.query.status})` : ''}`,
            entity: 'incoming-order-list',
            newvalue: shown,
          },
          shown,
        );
      return page;
    },
  );

  app.get(
    '/api/orders/count',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'How many incoming orders wait (the menu badge)',
        response: { 200: ZPendingOrderCount },
      },
    },
    async () => ({ pending: await pendingCount(app.db) }),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One incoming order',
        params: ZIdParam,
        response: { 200: ZIncomingOrder, 404: ZApiError },
      },
    },
    async (req) => {
      const order = await getOrder(app.db, req.params.id);
      if (!order) throw notFound('Order');
      await req.audit({
        eventtype: 'read',
        eventdescription: `Incoming order ${order.placerOrderNumber} opened`,
        entity: 'incoming-order',
        entityId: order.id,
      });
      return order;
    },
  );

  app.post(
    '/api/orders/:id/accession',
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          'Accession a pending order as a case (parts, provider, facility, ICD-10, tests, history); `patientId` chooses the patient, else the match, else a new patient is registered',
        params: ZIdParam,
        body: ZAccessionOrder,
        response: { 200: ZAccessionedOrder, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
      // The body is optional: "accession" alone takes the proposed patient.
      preValidation: async (req) => {
        if (req.body === undefined || req.body === null) req.body = {};
      },
    },
    async (req) => {
      const result = await accessionOrder(app.db, deps, actorOf(req), req.params.id, req.body);
      await notifyChanged(app.db, changed);
      return result;
    },
  );

  app.post(
    '/api/orders/:id/reject',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Reject a pending order, with the reason',
        params: ZIdParam,
        body: ZRejectOrder,
        response: { 200: ZIncomingOrder, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      await rejectOrder(app.db, actorOf(req), req.params.id, req.body.reason);
      await notifyChanged(app.db, changed);
      return (await getOrder(app.db, req.params.id))!;
    },
  );
};

// Not encapsulated: main.ts (the MLLP listener) and the FHIR endpoint reach `app.orderIntake`.
export default fp(orderRoutes, { name: 'orders' });
