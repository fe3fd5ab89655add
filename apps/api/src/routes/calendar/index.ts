import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The calendar app's calls (docs/workspace.md). */
const calendarRoutes: FastifyPluginAsyncZod = async () => {};

export default calendarRoutes;
