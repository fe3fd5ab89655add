import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_URL_NEEDED, ZApiError, ZFirstRunSetup, ZFirstRunSetupDone } from '@lab/domain';
import { actorOf, writeAudit } from '../../plugins/audit';
import { fieldError, HttpError } from '../../lib/http-error';
import { LoginThrottle } from '../../lib/throttle';
import { adminExists } from '../../services/first-run';
import { writePublicUrl } from '../../services/public-links';
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

/**
 * Wrong codes one address may send within 15 minutes; past it, its wrong codes are answered 429. The code is
 * checked first all the same, so the right one always opens setup: a stranger guessing cannot shut the owner out.
 */
export const SETUP_TRIES_PER_ADDRESS = 10;
/** Wrong codes from one address before each further wrong answer is delayed (growing to 8 steps of the slowdown). */
export const SETUP_FREE_TRIES = 3;
/** Wrong codes from all addresses within 15 minutes past which the log warns that the code is being guessed. */
export const SETUP_TRIES_WARNING = 50;
// Any number: serializes two setups racing for the first administrator.
const SETUP_LOCK = 7_700_001;

/**
 * First-run setup: while no administrator exists, POST /api/setup creates the first one and records the lab's
 * name, address and CLIA number, given the one-time code the server printed in its log.
 */
export default fp(async function setupRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const code = new SetupCode();
  const tries = new LoginThrottle(
    app.throttles,
    'setup-tries',
    app.config.loginSlowdownMs,
    15 * 60_000,
    SETUP_FREE_TRIES,
    SETUP_TRIES_PER_ADDRESS,
  );
  const allTries = new LoginThrottle(app.throttles, 'setup-tries-all', 0, 15 * 60_000, Infinity, SETUP_TRIES_WARNING);
  let warnedAt = 0;

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
      const body = req.body;
      if (!code.issued)
        throw fieldError('setupCode', 'No setup code is open: restart the portal and read the code in its log', 403);
      // The code is checked before any limit: the right one always works, however many wrong ones came before
      // (from this address or any other). About 58 bits of code keep guessing hopeless; the limits below only
      // slow a guesser down.
      if (!code.matches(body.setupCode)) {
        const wait = await tries.delayFor(ipKey);
        const overLimit = await tries.isRefused(ipKey);
        await tries.fail(ipKey);
        if (!(await allTries.take('all')) && Date.now() - warnedAt > 15 * 60_000) {
          warnedAt = Date.now();
          app.log.warn(`first-run setup: over ${SETUP_TRIES_WARNING} wrong setup codes in 15 minutes`);
        }
        await writeAudit(app.db, actorOf(req), {
          eventtype: 'setup-failed',
          eventdescription: 'First-run setup: wrong setup code',
          entity: 'system',
        });
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (overLimit) {
          return reply.code(429).send({
            error: 'Too many wrong setup codes from this address; check the code in the server log and try again',
            code: 'rate_limited',
          });
        }
        throw fieldError('setupCode', 'This is not the setup code the server printed in its log', 403);
      }
      // Links in mails and calendar feeds start with the public address: PUBLIC_URL, or the one entered here.
      const publicUrl = app.config.publicUrlFromEnv ? undefined : body.publicUrl;
      if (!app.config.publicUrlFromEnv && !publicUrl && !app.config.publicUrl) {
        throw fieldError('publicUrl', PUBLIC_URL_NEEDED);
      }
      const lab = { labName: body.labName, labAddress: body.labAddress, labClia: body.labClia };
      const admin = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
        if (await adminExists(tx)) throw new HttpError(404, 'Setup is done: the portal has an administrator');
        const actor = { ...actorOf(req), username: body.email };
        const created = await createAdmin(tx, body, actor, 'first-run setup');
        await writeLabDetails(tx, lab);
        if (publicUrl) await writePublicUrl(tx, publicUrl);
        await writeAudit(
          tx,
          { ...actor, userId: created.id },
          {
            eventtype: 'update',
            eventdescription: `Laboratory set at first-run setup: ${lab.labName}, ${lab.labAddress}, CLIA ${lab.labClia}${publicUrl ? `; public address ${publicUrl}` : ''}`,
            entity: 'system',
          },
        );
        return created;
      });
      code.spend();
      await tries.succeed(ipKey);
      Object.assign(app.config, lab, publicUrl ? { publicUrl } : {});
      return { email: admin.email };
    },
  );
});
