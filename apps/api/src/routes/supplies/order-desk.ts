import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canMoveSupplyOrder,
  SUPPLY_MESSAGES,
  ZApiError,
  ZIdParam,
  ZSupplyDashboard,
  ZSupplyOrder,
  ZSupplyOrderListQuery,
  ZSupplyOrderPage,
  ZSupplyOrderStatusChange,
} from '@lab/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { notify } from '../../services/notify';
import { staff, tags } from './access';
import {
  dashboard,
  getOrder,
  listOrders,
  lockOrder,
  recomputePopularity,
  setOrderStatus,
  takeFromStock,
} from './repository';

/**
 * The lab's order desk (docs/supplies.md): the clients' orders, their status (audited, the orderer notified) and
 * the eCommerce dashboard. Staff only.
 */
const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/supply-orders',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "The clients' orders: newest first, by status, facility, number",
        querystring: ZSupplyOrderListQuery,
        response: { 200: ZSupplyOrderPage },
      },
    },
    async (req) => listOrders(app.db, req.query),
  );

  app.get(
    '/api/supply-orders/dashboard',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'The eCommerce dashboard: orders per week, open orders, top items, facilities, stock-outs',
        response: { 200: ZSupplyDashboard },
      },
    },
    async () => dashboard(app.db),
  );

  app.get(
    '/api/supply-orders/:id',
    {
      config: { access: staff },
      schema: { tags, summary: 'One order', params: ZIdParam, response: { 200: ZSupplyOrder, 404: ZApiError } },
    },
    async (req) => {
      const order = await getOrder(app.db, req.params.id);
      if (!order) throw notFound('Order');
      return order;
    },
  );

  app.post(
    '/api/supply-orders/:id/status',
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          'Change an order’s status (pending → on hold / delivered / canceled); audited, the ordering user notified',
        params: ZIdParam,
        body: ZSupplyOrderStatusChange,
        response: { 200: ZSupplyOrder, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const { status, note } = req.body;
      const { order, notifyUser } = await app.db.transaction(async (tx) => {
        const before = await lockOrder(tx, req.params.id);
        if (!before) throw notFound('Order');
        const from = before.status as typeof status;
        if (!canMoveSupplyOrder(from, status)) throw new HttpError(409, SUPPLY_MESSAGES.transition(from, status));
        await setOrderStatus(tx, before.id, status, note || null, req.user!.id);
        if (status === 'delivered') await takeFromStock(tx, before.id);
        if (status === 'canceled') await recomputePopularity(tx);
        await req.audit(
          {
            eventtype: 'status-change',
            eventdescription: `Supply order ${before.number}: ${from} → ${status}`,
            entity: 'supply-order',
            entityId: before.id,
            datavalue: 'status',
            oldvalue: from,
            newvalue: status,
          },
          tx,
        );
        await notify(tx, {
          userIds: [before.orderedBy],
          type: 'supply-order',
          title: `Supply order ${before.number} is ${status}`,
          body: note ? `The lab: ${note}` : `The lab marked your order ${status}.`,
          link: '/ecommerce/checkout',
        });
        return { order: (await getOrder(tx, before.id))!, notifyUser: before.orderedBy };
      });
      await app.live.publish([notifyUser], { type: 'notification', data: {} });
      return order;
    },
  );
};

export default orderDeskRoutes;
