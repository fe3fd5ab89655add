import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZFirstRunSetup, ZFirstRunSetupDone } from '@lab/domain';
import { actorOf, writeAudit } from '../../plugins/audit';
import { fieldError, HttpError } from '../../lib/http-error';
import { LoginThrottle } from '../../lib/throttle';
import { adminExists } from '../../services/first-run';
import { createAdmin, writeLabDetails } from './repository';
import { SetupCode } from './setup-code';

declare module 'fastify' {
  interface FastifyInstance {
    firstRun: {
      /** A new one-time setup code while there is no administrator (main.ts prints it), else null. */
      issueCode(): Promise<string | null>;
    };
  }
}

/** Wrong codes allowed per address, and in all, within 15 minutes. */
export const SETUP_TRIES_PER_ADDRESS = 10;
export const SETUP_TRIES_IN_ALL = 50;
// Any number: serializes two setups racing for the first administrator.
const SETUP_LOCK = 7_700_001;

/**
 * First-run setup: while no administrator exists, POST /api/setup creates the first one and records the lab's
 * name, address and CLIA number, given the one-time code the server printed in its log.
 */
export default fp(async function setupRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const code = new SetupCode();
  const tries = new LoginThrottle(app.throttles, 'setup-tries', 0, 15 * 60_000, Infinity, SETUP_TRIES_PER_ADDRESS);
  const allTries = new LoginThrottle(app.throttles, 'setup-tries-all', 0, 15 * 60_000, Infinity, SETUP_TRIES_IN_ALL);

  root.decorate('firstRun', {
    issueCode: async () => ((await adminExists(root.db)) ? null : code.issue()),
  });

  app.post(
    '/api/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'First-run setup: the first administrator and the laboratory (only while there is no administrator)',
        body: ZFirstRunSetup,
        response: { 200: ZFirstRunSetupDone, 403: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      if (await adminExists(app.db))
        return reply.code(404).send({ error: 'Setup is done: the portal has an administrator', code: 'not_found' });
      const ipKey = req.ip;
      if ((await tries.isRefused(ipKey)) || (await allTries.isRefused('all'))) {
        return reply
          .code(429)
          .send({ error: 'Too many wrong setup codes; wait 15 minutes and try again', code: 'rate_limited' });
      }
      const body = req.body;
      if (!code.issued)
        throw fieldError('setupCode', 'No setup code is open: restart the portal and read the code in its log', 403);
      if (!code.matches(body.setupCode)) {
        await tries.fail(ipKey);
        await allTries.fail('all');
        await writeAudit(app.db, actorOf(req), {
          eventtype: 'setup-failed',
          eventdescription: 'First-run setup: wrong setup code',
          entity: 'system',
        });
        throw fieldError('setupCode', 'This is not the setup code the server printed in its log', 403);
      }
      const lab = { labName: body.labName, labAddress: body.labAddress, labClia: body.labClia };
      const admin = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
        if (await adminExists(tx)) throw new HttpError(404, 'Setup is done: the portal has an administrator');
        const actor = { ...actorOf(req), username: body.email };
        const created = await createAdmin(tx, body, actor, 'first-run setup');
        await writeLabDetails(tx, lab);
        await writeAudit(
          tx,
          { ...actor, userId: created.id },
          {
            eventtype: 'update',
            eventdescription: `Laboratory set at first-run setup: ${lab.labName}, ${lab.labAddress}, CLIA ${lab.labClia}`,
            entity: 'system',
          },
        );
        return created;
      });
      code.spend();
      Object.assign(app.config, lab);
      return { email: admin.email };
    },
  );
});
