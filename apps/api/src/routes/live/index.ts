import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_SECONDS, WORKSPACE_ROLES, ZMyPresence, ZPresenceChoice, type TLiveEvent } from '@lab/domain';
import { checkSession } from '../../plugins/auth';
import { HttpError } from '../../lib/http-error';
import { chooseStatus, chosenStatus, markConnected, presenceOfUsers } from '../../services/presence';

/** A stream is taken for open this long after its last heartbeat (two missed beats and some slack). */
const CONNECTED_GRACE_MS = (LIVE_HEARTBEAT_SECONDS * 2 + 10) * 1000;
/**
 * Open streams one session may hold on a process (one per open tab of the browser signed in; tabs share the
 * session). Another one closes the session's oldest, which hears `event: end` with reason "replaced".
 */
export const LIVE_MAX_STREAMS_PER_SESSION = 5;
/** Open streams one account may hold on a process, over all its sessions: more are refused with 429. */
export const LIVE_MAX_STREAMS_PER_USER = 20;

/**
 * The live channel (docs/workspace.md#live-channel): one server-sent event stream per open tab, carrying the hub's
 * events for the signed-in user, and the presence it implies.
 */
const workspace = { roles: WORKSPACE_ROLES } as const;

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams never finish on their own: closing the server ends them first, or it would wait for them.
  const open = new Set<(reason: string) => Promise<void>>();
  /** The open streams of each session, oldest first. */
  const bySession = new Map<string, Array<(reason: string) => Promise<void>>>();
  const byUser = new Map<number, number>();
  app.addHook('preClose', async () => {
    await Promise.all([...open].map((end) => end('server closing')));
  });

  app.get(
    '/api/live',
    {
      // EventSource cannot send headers: the stream also takes a signed link, as downloads do. Staff and
      // physicians only: the events (presence, chat, mail, tasks, calendar) are of their workspace; a patient's or
      // a role-less account's bell polls.
      config: { access: workspace, signedUrl: true, stream: true },
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
      const claims = { userId: user.id, sessionId: user.sessionId };
      if ((byUser.get(user.id) ?? 0) >= LIVE_MAX_STREAMS_PER_USER) {
        throw new HttpError(
          429,
          `At most ${LIVE_MAX_STREAMS_PER_USER} live streams of one account may be open at once`,
          undefined,
          'rate_limited',
        );
      }
      // Set once the stream is under way; `end` may run before (a newer stream of the session replaced it).
      const timer: { beat?: ReturnType<typeof setInterval> } = {};
      let unsubscribe = () => {};
      let ended = false;
      const res = reply.raw;
      const write = (chunk: string) => {
        if (!res.writableEnded && res.headersSent) res.write(chunk);
      };
      const end = async (reason?: string) => {
        if (ended) return;
        ended = true;
        open.delete(end);
        const list = bySession.get(user.sessionId);
        const at = list?.indexOf(end) ?? -1;
        if (at >= 0) list!.splice(at, 1);
        if (list && !list.length) bySession.delete(user.sessionId);
        const n = (byUser.get(user.id) ?? 1) - 1;
        if (n > 0) byUser.set(user.id, n);
        else byUser.delete(user.id);
        clearInterval(timer.beat);
        unsubscribe();
        if (reason && res.headersSent) {
          write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          res.end();
        }
        if (app.live.connectionsHere(user.id) === 0) {
          await markConnected(app.db, user.id, new Date()).catch(() => {});
          await app.live.publish('all', { type: 'presence', data: { userId: user.id } }).catch(() => {});
        }
      };
      // Counted before anything is awaited, so streams opened at the same moment cannot all slip under the caps.
      byUser.set(user.id, (byUser.get(user.id) ?? 0) + 1);
      const mine = bySession.get(user.sessionId) ?? [];
      bySession.set(user.sessionId, mine);
      // The session's oldest stream makes room for this one (a forgotten tab, most likely).
      const replaced =
        mine.length >= LIVE_MAX_STREAMS_PER_SESSION
          ? mine.splice(0, mine.length - LIVE_MAX_STREAMS_PER_SESSION + 1)
          : [];
      mine.push(end);
      open.add(end);
      res.on('close', () => void end());
      await Promise.all(replaced.map((old) => old('replaced')));

      // A stream stays open for hours: it must not hold one of the overload guard's request slots.
      req.releaseSlot?.();
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      if (ended) return void res.end();
      const send = (event: TLiveEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      write(`retry: 3000\n\n`);

      const firstHere = app.live.connectionsHere(user.id) === 0;
      unsubscribe = app.live.subscribe(user.id, send);
      const stayConnected = () => markConnected(app.db, user.id, new Date(Date.now() + CONNECTED_GRACE_MS));
      await stayConnected();
      if (firstHere) await app.live.publish('all', { type: 'presence', data: { userId: user.id } });
      write(`event: ready\ndata: {}\n\n`);
      timer.beat = setInterval(() => {
        void (async () => {
          // The session may have ended since (signed out, blocked, idle): then so does the stream.
          const session = await checkSession(app, claims, { touch: false });
          if (!session.ok) return end(session.reason);
          write(`: beat\n\n`);
          await stayConnected();
        })().catch((err) => req.log.warn({ err }, 'live channel heartbeat failed'));
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      if (ended) clearInterval(timer.beat);
    },
  );

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
