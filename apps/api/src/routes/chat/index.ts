import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The chat app's calls (docs/workspace.md). */
const chatRoutes: FastifyPluginAsyncZod = async () => {};

export default chatRoutes;
