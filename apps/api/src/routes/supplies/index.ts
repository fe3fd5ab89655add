import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import catalogueRoutes from './catalogue';
import orderDeskRoutes from './order-desk';
import shopRoutes from './shop';

/**
 * Supplies (docs/supplies.md), three APIs over one catalogue, a file each: the data list of docs/spec.md §7 and its
 * screens (catalogue.ts), the shop for the client offices (shop.ts) and the lab's order desk (order-desk.ts).
 * Who may call what is in access.ts; the queries in repository.ts; the pictures drawn in code in pictures.ts.
 */
const suppliesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(shopRoutes);
  await app.register(orderDeskRoutes);
};

export default suppliesRoutes;
