import net from 'node:net';
import { expect } from 'vitest';
import { parseHl7, readSegment } from '@lab/domain';
import { frame } from '../src/routes/orders/mllp';
import { mllpFrame, mllpReader } from '../src/services/mllp';

/**
 * MLLP over real TCP for tests: a sending client that reads the ACK frames as they come (orders in), a receiving
 * listener that ACKs what it gets (results out), and the ACK read back.
 */

/** A client connection that reads ACK frames as they come. */
export class MllpClient {
  private socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private waiting: Array<(ack: string) => void> = [];
  private acks: string[] = [];
  ready: Promise<void>;
  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.ready = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const end = this.buffer.indexOf(Buffer.from([0x1c, 0x0d]));
        if (end < 0) return;
        expect(this.buffer[0]).toBe(0x0b);
        const ack = this.buffer.subarray(1, end).toString('utf8');
        this.buffer = this.buffer.subarray(end + 2);
        const w = this.waiting.shift();
        if (w) w(ack);
        else this.acks.push(ack);
      }
    });
  }
  next(): Promise<string> {
    const ready = this.acks.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ACK within 10 s')), 10_000);
      this.waiting.push((ack) => {
        clearTimeout(timer);
        resolve(ack);
      });
    });
  }
  writeRaw(bytes: Buffer | string) {
    this.socket.write(bytes);
  }
  async send(text: string): Promise<string> {
    this.socket.write(frame(text));
    return this.next();
  }
  close() {
    this.socket.destroy();
  }
}

export function ackOf(ack: string) {
  const m = parseHl7(ack);
  const seg = (name: string) => m.segments.filter((s) => s.name === name).map((s) => readSegment(s, m.delimiters));
  const msa = seg('MSA')[0]!;
  return {
    code: msa.get(1),
    controlId: msa.get(2),
    text: msa.get(3),
    errors: seg('ERR').map((e) => ({ location: e.raw(2), code: e.get(3), text: e.get(8) })),
    msh: seg('MSH')[0]!,
  };
}

/** An MLLP listener on a free port: answers every message with `code`, keeps what it received. */
export async function mllpReceiver(code: () => 'AA' | 'AE' | null, port = 0) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    const read = mllpReader();
    socket.on('data', (chunk) => {
      for (const msg of read(chunk)) {
        received.push(msg);
        const c = code();
        if (!c) continue; // says nothing: the sender times out
        const control = msg.split('\r')[0]!.split('|')[9];
        socket.write(
          mllpFrame(
            `MSH|^~\\&|EHR|HOSP|LABPORTAL|LAB|20261126120000||ACK^R01^ACK|A${control}|P|2.5.1\rMSA|${c}|${control}\r`,
          ),
        );
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const addr = server.address() as net.AddressInfo;
  return {
    port: addr.port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
