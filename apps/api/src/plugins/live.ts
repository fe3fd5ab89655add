import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { ZLiveEvent, type TLiveEvent } from '@lab/domain';
import { connectListener } from '../lib/pg-listener';

/** PostgreSQL's NOTIFY channel every process of the portal listens on. */
export const LIVE_CHANNEL = 'lab_live';
/** NOTIFY payloads must stay under 8,000 bytes; recipient lists longer than this go out in several. */
const MAX_IDS_PER_NOTIFY = 500;

type Recipients = readonly number[] | 'all';
interface Envelope {
  u: number[] | 'all';
  e: TLiveEvent;
}

/**
 * The live channel's hub (docs/workspace.md#live-channel). A feature publishes a small event to users after its
 * change committed; every process delivers it to the streams of those users connected to it. On PostgreSQL the
 * events travel by NOTIFY on one channel, so a message sent through one process reaches a user connected to
 * another; the embedded database is one process, and the hub delivers in place.
 */
export interface LiveHub {
  publish(userIds: Recipients, event: TLiveEvent): Promise<void>;
  /** Listens for the events of one user on this process; returns the unsubscribe. */
  subscribe(userId: number, listener: (event: TLiveEvent) => void): () => void;
  /** How many streams of this user are open on this process. */
  connectionsHere(userId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export default fp(async function livePlugin(app: FastifyInstance) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<number, number>();

  const deliver = (env: Envelope) => {
    const event = ZLiveEvent.safeParse(env.e);
    if (!event.success) return;
    if (env.u === 'all') local.emit('all', event.data);
    else for (const id of env.u) local.emit(`u${id}`, event.data);
  };

  let send: (env: Envelope) => Promise<void> = async (env) => deliver(env);

  const url = app.database.url;
  if (app.database.kind === 'postgres' && url) {
    const listener = await connectListener(
      url,
      LIVE_CHANNEL,
      (payload) => {
        try {
          deliver(JSON.parse(payload) as Envelope);
        } catch {
          // A payload of someone else's on our channel: not ours to read.
        }
      },
      (err) => app.log.warn({ err }, 'live channel: LISTEN connection lost, reconnecting'),
    );
    app.addHook('onClose', async () => listener.close());
    // NOTIFY goes through the app's own pool; every process, this one included, hears it on its listener.
    send = async (env) => {
      await app.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(env)})`);
    };
  }

  const hub: LiveHub = {
    async publish(userIds, event) {
      if (userIds === 'all') return send({ u: 'all', e: event });
      const ids = [...new Set(userIds)];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTIFY) {
        await send({ u: ids.slice(i, i + MAX_IDS_PER_NOTIFY), e: event });
      }
    },
    subscribe(userId, listener) {
      local.on(`u${userId}`, listener);
      local.on('all', listener);
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      return () => {
        local.off(`u${userId}`, listener);
        local.off('all', listener);
        const n = (counts.get(userId) ?? 1) - 1;
        if (n > 0) counts.set(userId, n);
        else counts.delete(userId);
      };
    },
    connectionsHere: (userId) => counts.get(userId) ?? 0,
  };
  app.decorate('live', hub);
});
