import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The email app's calls (docs/workspace.md). */
const emailRoutes: FastifyPluginAsyncZod = async () => {};

export default emailRoutes;
