import net from 'node:net';

/** MLLP framing (HL7 v2 over TCP): a start block 0x0B, the message, an end block 0x1C and a carriage return. */
export const MLLP_START = 0x0b;
export const MLLP_END = Buffer.from([0x1c, 0x0d]);

export const mllpFrame = (message: string): Buffer =>
  Buffer.concat([Buffer.from([MLLP_START]), Buffer.from(message, 'utf8'), MLLP_END]);

/**
 * Reads MLLP frames off a stream of chunks: feed it data, it returns the complete messages; bytes outside a frame
 * are dropped.
 */
export function mllpReader(): (chunk: Buffer) => string[] {
  let buf = Buffer.alloc(0);
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    const out: string[] = [];
    for (;;) {
      const start = buf.indexOf(MLLP_START);
      if (start < 0) {
        buf = Buffer.alloc(0);
        break;
      }
      const end = buf.indexOf(MLLP_END, start + 1);
      if (end < 0) {
        buf = buf.subarray(start);
        break;
      }
      out.push(buf.subarray(start + 1, end).toString('utf8'));
      buf = buf.subarray(end + MLLP_END.length);
    }
    return out;
  };
}

/** The acknowledgment code (MSA-1) and the text (MSA-3) of an ACK message. */
export function parseAck(ack: string): { code: string; controlId: string; text: string } {
  const msh = ack.split(/\r\n|\r|\n/).find((s) => s.startsWith('MSH'));
  const sep = msh?.[3] ?? '|';
  const msa = ack
    .split(/\r\n|\r|\n/)
    .find((s) => s.startsWith('MSA'))
    ?.split(sep);
  return { code: msa?.[1] ?? '', controlId: msa?.[2] ?? '', text: msa?.[3] ?? '' };
}

/**
 * Sends one HL7 message over MLLP and waits for the first framed answer (its ACK). Rejects on a refused or
 * broken connection, or when no answer comes within `timeoutMs`.
 */
export function sendMllp(host: string, port: number, message: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const read = mllpReader();
    let done = false;
    const finish = (err: Error | null, ack?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve(ack!);
    };
    const timer = setTimeout(() => finish(new Error(`no ACK within ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', () => socket.write(mllpFrame(message)));
    socket.on('data', (chunk) => {
      const [ack] = read(chunk);
      if (ack !== undefined) finish(null, ack);
    });
    socket.on('error', (err) => finish(err));
    socket.on('close', () => finish(new Error('connection closed before the ACK')));
  });
}
