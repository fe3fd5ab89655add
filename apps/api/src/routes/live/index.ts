import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_SECONDS, WORKSPACE_ROLES, ZMyPresence, ZPresenceChoice, type TLiveEvent } from '@lab/domain';
import { bearerToken, loadSession } from '../../plugins/auth';
import { chooseStatus, chosenStatus, markConnected, presenceOfUsers } from '../../services/presence';

/** A stream is taken for open this long after its last heartbeat (two missed beats and some slack). */
const CONNECTED_GRACE_MS = (LIVE_HEARTBEAT_SECONDS * 2 + 10) * 1000;

/**
 * The live channel (docs/workspace.md#live-channel): one server-sent event stream per open tab, carrying the hub's
 * events for the signed-in user, and the presence it implies.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams never finish on their own: closing the server ends them first, or it would wait for them.
  const open = new Set<(reason: string) => Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.all([...open].map((end) => end('server closing')));
  });

  app.get(
    '/api/live',
    {
      // EventSource cannot send headers: the stream takes the token from the query, as downloads do.
      config: { access: 'authenticated', allowQueryToken: true, stream: true },
      schema: {
        tags: ['workspace'],
        summary:
          'The live channel: server-sent events (mail, chat, seen marks, presence, tasks, calendar, notifications)',
        description:
          'text/event-stream. Each event is `event: <type>` with `data: {"type", "data"}`; a comment line every ' +
          `${LIVE_HEARTBEAT_SECONDS} s keeps it open; \`event: end\` closes it when the session ends.`,
      },
    },
    async (req, reply) => {
      const user = req.user!;
      const token = bearerToken(req)!;
      // A stream stays open for hours: it must not hold one of the overload guard's request slots.
      req.releaseSlot?.();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const write = (chunk: string) => {
        if (!res.writableEnded) res.write(chunk);
      };
      const send = (event: TLiveEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      write(`retry: 3000\n\n`);

      const firstHere = app.live.connectionsHere(user.id) === 0;
      const unsubscribe = app.live.subscribe(user.id, send);
      const stayConnected = () => markConnected(app.db, user.id, new Date(Date.now() + CONNECTED_GRACE_MS));
      await stayConnected();
      if (firstHere) await app.live.publish('all', { type: 'presence', data: { userId: user.id } });
      write(`event: ready\ndata: {}\n\n`);

      let ended = false;
      const end = async (reason?: string) => {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(beat);
        unsubscribe();
        if (reason) {
          write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          res.end();
        }
        if (app.live.connectionsHere(user.id) === 0) {
          await markConnected(app.db, user.id, new Date()).catch(() => {});
          await app.live.publish('all', { type: 'presence', data: { userId: user.id } }).catch(() => {});
        }
      };
      const beat = setInterval(() => {
        void (async () => {
          // The session may have ended since (signed out, blocked, idle): then so does the stream.
          const session = await loadSession(app, token, { touch: false });
          if (!session.ok) return end(session.reason);
          write(`: beat\n\n`);
          await stayConnected();
        })().catch((err) => req.log.warn({ err }, 'live channel heartbeat failed'));
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      open.add(end);
      res.on('close', () => void end());
    },
  );

  const workspace = { roles: WORKSPACE_ROLES } as const;

  app.get(
    '/api/apps/chat/my-status',
    {
      config: { access: workspace },
      schema: {
        tags: ['chat'],
        summary: 'My presence: as others see it, and what I chose',
        response: { 200: ZMyPresence },
      },
    },
    async (req) => {
      const id = req.user!.id;
      const [seen, chosen] = await Promise.all([presenceOfUsers(app.db, [id]), chosenStatus(app.db, id)]);
      return { status: seen.get(id) ?? 'offline', chosen };
    },
  );

  app.post(
    '/api/apps/chat/my-status',
    {
      config: { access: workspace },
      schema: {
        tags: ['chat'],
        summary: 'Choose my presence: online, away, do not disturb, or offline (appear offline)',
        body: ZPresenceChoice,
        response: { 200: ZMyPresence },
      },
    },
    async (req) => {
      const id = req.user!.id;
      const before = await chosenStatus(app.db, id);
      await app.db.transaction(async (tx) => {
        await chooseStatus(tx, id, req.body.status);
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: 'Chat status chosen',
            entity: 'presence',
            entityId: id,
            datavalue: 'status',
            oldvalue: before,
            newvalue: req.body.status,
          },
          tx,
        );
      });
      await app.live.publish('all', { type: 'presence', data: { userId: id } });
      const seen = await presenceOfUsers(app.db, [id]);
      return { status: seen.get(id) ?? 'offline', chosen: req.body.status };
    },
  );
};

export default liveRoutes;
