/**
 * The MLLP listener (docs/interfaces.md#mllp): HL7 v2 messages framed as 0x0B message 0x1C 0x0D over TCP, each
 * answered with its ACK in the same framing, in the order they came. Every connection has its own buffer and
 * queue, so a slow or broken client holds up only itself; bytes outside a frame are answered AR.
 */
import net from 'node:net';
import { buildHl7Ack } from '@lab/domain';
import { MLLP_END, MLLP_START, mllpFrame } from '../../services/mllp';

/** A frame larger than this is not an order: the connection is answered AR and closed. */
const MAX_FRAME_BYTES = 1024 * 1024;
/** A connection silent this long is closed (its half-sent frame dropped; nothing was acknowledged). */
const IDLE_MS = 5 * 60_000;

export interface MllpHandler {
  (text: string, remote: string | null): Promise<{ ack: string }>;
}

export interface MllpLogger {
  warn(obj: unknown, msg?: string): void;
}

/** The framing the delivery worker uses too (services/mllp.ts). */
export const frame = mllpFrame;

/** Bytes that are not a frame (between frames, or a frame without its start): answered AR without an MSH to echo. */
function garbageAck(reason: string): string {
  return buildHl7Ack({
    header: null,
    code: 'AR',
    text: reason,
    issues: [{ segment: 'MSH', sequence: 1, field: 1, code: 102, message: reason }],
    ackControlId: `AR${Date.now()}`,
    now: new Date(),
  });
}

export function startMllpListener(opts: {
  port: number;
  host?: string;
  handle: MllpHandler;
  log?: MllpLogger;
}): Promise<{ server: net.Server; port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    const remote = socket.remoteAddress ?? null;
    let buffer: Buffer = Buffer.alloc(0);
    // One message at a time per connection: ACKs go back in the order the messages came.
    let queue: Promise<void> = Promise.resolve();
    const answer = (text: string | null, garbage?: string) => {
      queue = queue.then(async () => {
        let ack: string;
        if (garbage !== undefined) ack = garbageAck(garbage);
        else {
          try {
            ack = (await opts.handle(text!, remote)).ack;
          } catch (err) {
            // Not stored, so not acknowledged as stored: the handler's AE (207) asks for a resend.
            opts.log?.warn({ err }, 'MLLP: a message could not be stored');
            ack = (err as { ack?: string }).ack ?? garbageAck('the message could not be stored; send it again');
          }
        }
        if (!socket.destroyed) socket.write(frame(ack));
      });
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        const start = buffer.indexOf(MLLP_START);
        if (start < 0) {
          // No frame begins: whitespace between frames is tolerated, anything else is garbage.
          if (buffer.toString('latin1').trim()) answer(null, 'bytes outside an MLLP frame (expected 0x0B … 0x1C 0x0D)');
          buffer = Buffer.alloc(0);
          return;
        }
        if (start > 0) {
          if (buffer.subarray(0, start).toString('latin1').trim()) {
            answer(null, 'bytes outside an MLLP frame (expected 0x0B … 0x1C 0x0D)');
          }
          buffer = buffer.subarray(start);
        }
        const end = buffer.indexOf(MLLP_END, 1);
        if (end < 0) {
          if (buffer.length > MAX_FRAME_BYTES) {
            answer(null, `a frame longer than ${MAX_FRAME_BYTES} bytes`);
            void queue.then(() => socket.end());
            buffer = Buffer.alloc(0);
          }
          return;
        }
        const text = buffer.subarray(1, end).toString('utf8');
        buffer = buffer.subarray(end + MLLP_END.length);
        answer(text);
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : opts.port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.end();
            server.close(() => done());
            // Connections that do not close on their own are cut after a moment.
            setTimeout(() => {
              for (const s of sockets) s.destroy();
            }, 2000).unref();
          }),
      });
    });
  });
}
