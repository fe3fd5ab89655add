import { createHash } from 'node:crypto';
import { closeSync, createReadStream, fsyncSync, openSync, readSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';

/**
 * The backup archive's container: a gzipped POSIX tar (ustar) of regular files, readable with `tar -xzf`. Only what
 * the backups need is written and read (no links, no devices, names up to 255 bytes); no tar package is needed.
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A ustar header for a regular file (mode 0600, the portal's own). */
function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.byteLength(name);
  let prefix = '';
  let base = name;
  if (bytes > 100) {
    // ustar keeps up to 155 bytes of folders apart from a name of up to 100.
    const cut = name.lastIndexOf('/', name.length - 1);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
      throw new Error(`a name too long for the archive: ${name}`);
    }
  }
  const h = Buffer.alloc(BLOCK);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o600, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

export interface WrittenEntry {
  path: string;
  size: number;
  sha256: string;
}

/** Bytes gathered before they are compressed as one gzip member. */
const MEMBER_BYTES = 1 << 20;

/**
 * Writes a .tar.gz entry by entry; each entry's SHA-256 is computed on the way, and the archive's own. The archive is
 * a series of gzip members of about 1 MB each (gzip and every gunzip read them as one stream). The file is written
 * and read with synchronous calls, a member at a time, yielding between them: inside the running portal the libuv
 * thread pool is busy hashing passwords (scrypt), and a backup queued behind them would crawl, holding the embedded
 * database's snapshot open all the while.
 */
export class TarWriter {
  private readonly fd: number;
  private readonly archiveHash = createHash('sha256');
  private archiveSize = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(file: string) {
    this.fd = openSync(file, 'wx', 0o600);
  }

  private async write(chunk: Buffer): Promise<void> {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= MEMBER_BYTES) {
      this.flushMember();
      await new Promise((r) => setImmediate(r));
    }
  }

  private flushMember(): void {
    if (this.pendingBytes === 0) return;
    const member = gzipSync(Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
    writeSync(this.fd, member);
    this.archiveHash.update(member);
    this.archiveSize += member.length;
  }

  /** Adds an entry from memory. */
  async addBuffer(path: string, data: Buffer, mtime = new Date()): Promise<WrittenEntry> {
    await this.write(header(path, data.length, mtime));
    await this.write(data);
    await this.pad(data.length);
    return { path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** Adds an entry from a file of a known size; refuses one that changes size while it is read. */
  async addFile(path: string, file: string, size: number, mtime = new Date(), onBytes?: (n: number) => void) {
    await this.write(header(path, size, mtime));
    const hash = createHash('sha256');
    const fd = openSync(file, 'r');
    let read = 0;
    try {
      for (;;) {
        const chunk = Buffer.alloc(Math.min(MEMBER_BYTES, Math.max(size - read, 0) + 1));
        const n = readSync(fd, chunk, 0, chunk.length, null);
        if (n === 0) break;
        read += n;
        if (read > size) throw new Error(`${file} grew while it was being archived`);
        hash.update(chunk.subarray(0, n));
        await this.write(chunk.subarray(0, n));
        onBytes?.(n);
      }
    } finally {
      closeSync(fd);
    }
    if (read !== size) throw new Error(`${file} shrank while it was being archived`);
    await this.pad(size);
    return { path, size, sha256: hash.digest('hex') };
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  /** Ends the archive (two empty blocks), flushes it to disk and answers its size and SHA-256. */
  async finish(): Promise<{ size: number; sha256: string }> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.flushMember();
    fsyncSync(this.fd);
    closeSync(this.fd);
    return { size: this.archiveSize, sha256: this.archiveHash.digest('hex') };
  }

  /** Stops writing after a failure (the caller removes the file). */
  abort(): void {
    try {
      closeSync(this.fd);
    } catch {
      // closed already
    }
  }
}

export type TarEvent =
  { kind: 'start'; path: string; size: number } | { kind: 'data'; chunk: Buffer } | { kind: 'end'; path: string };

function readOctal(buf: Buffer, start: number, len: number): number {
  const text = buf
    .toString('ascii', start, start + len)
    .replace(/\0.*$/s, '')
    .trim();
  return text ? parseInt(text, 8) : 0;
}

function readName(h: Buffer): string {
  const base = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
  const prefix = h.toString('utf8', 345, 500).replace(/\0.*$/s, '');
  return prefix ? `${prefix}/${base}` : base;
}

/**
 * Reads a .tar.gz (or a readable of one) as a sequence of events: each regular file's start, its data in chunks, its
 * end. Pulling the next event is what reads on, so a slow consumer holds the file back. A damaged archive throws.
 */
export async function* readTar(source: string | Readable): AsyncGenerator<TarEvent> {
  const input = typeof source === 'string' ? createReadStream(source) : source;
  const gunzip = input.pipe(createGunzip());
  input.on('error', (err: Error) => gunzip.destroy(err));
  let buf: Buffer = Buffer.alloc(0);
  let entry: { path: string; left: number; padding: number; regular: boolean } | null = null;
  let ended = false;
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (ended) break;
      if (entry) {
        if (entry.left > 0) {
          if (buf.length === 0) break;
          const take = Math.min(entry.left, buf.length);
          if (entry.regular) yield { kind: 'data', chunk: buf.subarray(0, take) };
          buf = buf.subarray(take);
          entry.left -= take;
          if (entry.left > 0) break;
        }
        if (buf.length < entry.padding) break;
        buf = buf.subarray(entry.padding);
        if (entry.regular) yield { kind: 'end', path: entry.path };
        entry = null;
      }
      if (buf.length < BLOCK) break;
      const h = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      if (sum !== readOctal(h, 148, 8)) throw new Error('the archive is damaged (a header checksum does not match)');
      const size = readOctal(h, 124, 12);
      const type = String.fromCharCode(h[156]!);
      const regular = type === '0' || type === '\0';
      const path = readName(h);
      entry = { path, left: size, padding: (BLOCK - (size % BLOCK)) % BLOCK, regular };
      if (regular) yield { kind: 'start', path, size };
    }
  }
  if (!ended || entry) throw new Error('the archive is cut short (it ends in the middle of an entry)');
}
