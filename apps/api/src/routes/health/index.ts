import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ZHealth, ZPublicConfig } from '@lab/domain';
import { isDemoDatabase } from '../../seed/state';
import { adminExists } from '../../services/first-run';
import { passwordlessAllowed } from '../../services/passkeys';
import { publicOriginOf } from '../../services/public-links';
import { readLabCalendar } from '../../services/lab-settings';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database kind', response: { 200: ZHealth } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.database.kind, version: app.config.version };
    },
  );

  app.get(
    '/api/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Settings the browser needs before sign-in',
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({
      labName: app.config.labName,
      idleTimeoutMinutes: app.config.idleTimeoutMinutes,
      tokenTtlSeconds: app.config.tokenTtlSeconds,
      version: app.config.version,
      demoData: await isDemoDatabase(app.db),
      setupNeeded: !(await adminExists(app.db)),
      publicUrl: await publicOriginOf(app.db, app.config),
      oidc: app.config.oidc ? { name: app.config.oidc.name } : null,
      passwordlessPasskeys: await passwordlessAllowed(app.db),
      timeZone: (await readLabCalendar(app.db, app.config)).timeZone,
    }),
  );
};

export default healthRoutes;
