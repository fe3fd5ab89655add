import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The todo app's calls (docs/workspace.md). */
const todoRoutes: FastifyPluginAsyncZod = async () => {};

export default todoRoutes;
