import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZBackupJob, ZBackupName, ZBackupOverview } from '@lab/domain';
import { HttpError } from '../../lib/http-error';
import { sendBinary } from '../../lib/binary-reply';
import { BackupJobs } from '../../services/backup-jobs';

const ADMIN = { roles: ['admin'] } as const;

/** The command line's job: the job and the archive's path on this machine (it reads the file itself). */
const ZLocalJob = ZBackupJob.extend({ file: z.string() });

/**
 * Backups of the running portal (docs/backup.md): an admin starts one and follows its progress, downloads the
 * archives, and sees the daily schedule; `npm run backup` on this machine does the same through the local access
 * token in DATA_DIR (the embedded database allows one process, so the backup is made by this one).
 */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = new BackupJobs(app.database, app.config, app.log);
  app.addHook('onReady', async () => jobs.schedule());
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') jobs.writeLocalAccess(address.port);
  });
  app.addHook('onClose', async () => jobs.stop());

  app.get(
    '/api/admin/backups',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['backups'],
        summary: 'Backups: the jobs, the archives kept and the schedule',
        response: { 200: ZBackupOverview },
      },
    },
    async () => jobs.overview(),
  );

  app.post(
    '/api/admin/backups',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['backups'],
        summary: 'Start a backup now; follow it with GET /api/admin/backups',
        response: { 202: ZBackupJob, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const job = jobs.start(req.actor(), req.user!.email);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/api/admin/backups/:name/download',
    {
      config: { access: ADMIN, signedUrl: true },
      schema: {
        tags: ['backups'],
        summary: 'Download a backup archive (.tar.gz)',
        params: z.object({ name: ZBackupName }),
        response: { 400: ZApiError, 404: ZApiError },
      },
    },
    async (req, reply) => {
      const file = jobs.fileOf(req.params.name);
      await req.audit({
        eventtype: 'backup',
        eventdescription: `Backup ${req.params.name} downloaded`,
        entity: 'backup',
        entityId: req.params.name,
      });
      reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .header('cache-control', 'private, no-store');
      return sendBinary(reply, createReadStream(file));
    },
  );

  // `npm run backup` on this machine: the token of DATA_DIR/backup-access.json instead of a session.
  const localToken = z.object({ 'x-backup-token': z.string().optional() });
  const checkLocal = (token: string | undefined) => {
    if (!jobs.isLocalToken(token)) {
      throw new HttpError(401, 'The local backup token is missing or wrong (it is in DATA_DIR/backup-access.json)');
    }
  };

  app.post(
    '/api/admin/backups/local',
    {
      config: { access: 'public' },
      schema: {
        tags: ['backups'],
        summary: 'Start a backup for `npm run backup` on this machine (x-backup-token)',
        headers: localToken,
        response: { 202: ZLocalJob, 401: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      checkLocal(req.headers['x-backup-token']);
      const job = jobs.start(
        { userId: null, username: 'command line', ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
        'command line',
      );
      return reply.code(202).send({ ...job, file: path.join(app.config.backupDir, job.name) });
    },
  );

  app.get(
    '/api/admin/backups/local/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['backups'],
        summary: 'Follow a backup started by `npm run backup` (x-backup-token)',
        headers: localToken,
        params: z.object({ name: ZBackupName }),
        response: { 200: ZLocalJob, 401: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      checkLocal(req.headers['x-backup-token']);
      const job = jobs.job(req.params.name);
      if (!job) throw new HttpError(404, `No backup job named ${req.params.name}`);
      return { ...job, file: path.join(app.config.backupDir, job.name) };
    },
  );
};

export default backupRoutes;
