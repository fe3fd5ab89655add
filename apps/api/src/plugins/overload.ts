import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export interface OverloadOptions {
  /** API requests served at once; more wait their turn in arrival order. */
  maxInFlight: number;
  /** How long a request may wait for its turn before it is answered 503 with Retry-After. */
  maxQueueMs: number;
}

/** The client went away: its socket is closed, no answer can reach it. */
const hungUp = (req: FastifyRequest) => req.raw.socket.destroyed;

export const BUSY_MESSAGE = 'The server is busy: try again in a moment';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the request holds one of the overload guard's slots. */
    releaseSlot?: () => void;
  }
}

/**
 * Bounds the queue: at most `maxInFlight` API requests run at once (the database serves them one query at a time,
 * so an unbounded crowd makes every query wait behind all the others and a few requests wait tens of seconds).
 * The rest wait first come, first served, and one that has waited `maxQueueMs` is answered at once with
 * 503 and `Retry-After: 1` instead of hanging. /api/health is never held, so monitoring sees a busy server as up.
 */
export default fp(async function overload(app: FastifyInstance, opts: OverloadOptions) {
  let inFlight = 0;
  const waiting: Array<{ admit(): void }> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next.admit();
    else inFlight--;
  };

  const holdSlot = (req: FastifyRequest, reply: FastifyReply) => {
    let held = true;
    req.releaseSlot = () => {
      if (!held) return;
      held = false;
      release();
    };
    // A client that hangs up never gets onResponse on some paths: the socket's close frees the slot too. One
    // that hung up before its turn came has no close left to wait for (a load tool stopping, a closed tab): its
    // slot goes back at once, or every such client would keep one for good and the server would stop answering.
    if (hungUp(req)) req.releaseSlot();
    else reply.raw.once('close', req.releaseSlot);
  };

  /** Waits for a slot: true when one is handed over, false after `maxQueueMs` or when the client hangs up first. */
  const waitForSlot = (req: FastifyRequest): Promise<boolean> =>
    new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        req.raw.socket.off('close', leave);
        const i = waiting.indexOf(entry);
        if (i >= 0) waiting.splice(i, 1);
        resolve(false);
      };
      const entry = {
        admit: () => {
          clearTimeout(timer);
          req.raw.socket.off('close', leave);
          resolve(true);
        },
      };
      const timer = setTimeout(leave, opts.maxQueueMs);
      req.raw.socket.once('close', leave);
      waiting.push(entry);
    });

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    if (inFlight < opts.maxInFlight) {
      inFlight++;
    } else if (!(await waitForSlot(req))) {
      reply.header('retry-after', '1');
      throw new HttpError(503, BUSY_MESSAGE);
    }
    // A slot handed over by a finished request keeps inFlight as it is.
    holdSlot(req, reply);
  });
  app.addHook('onResponse', async (req) => req.releaseSlot?.());
});
