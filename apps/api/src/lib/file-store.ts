import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';

/** A file received into DATA_DIR/files/tmp, hashed on the way in and flushed to disk. */
export interface StagedFile {
  tmpPath: string;
  sha256: string;
  sizeBytes: number;
  /** The first bytes, to recognise the type. */
  head: Buffer;
}

const HEAD_BYTES = 16;

/**
 * Content-addressed file store: `files/<sha[0:2]>/<sha>`. A file is written to `files/tmp` first and
 * only renamed into place once complete and synced, so a failed upload never leaves half a file.
 */
export class FileStore {
  readonly root: string;
  readonly tmpDir: string;

  /** `folder` keeps one kind of file apart (avatars), so an address of one kind never reaches the other. */
  constructor(dataDir: string, folder = 'files') {
    this.root = path.join(dataDir, folder);
    this.tmpDir = path.join(this.root, 'tmp');
  }

  relativePath(sha256: string): string {
    return path.join(sha256.slice(0, 2), sha256);
  }

  absolutePath(storagePath: string): string {
    return path.join(this.root, storagePath);
  }

  /** Streams `source` to a temp file while hashing it; removes the temp file when anything fails. */
  async stage(source: Readable): Promise<StagedFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmpPath = path.join(this.tmpDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        done(null, chunk);
      },
    });
    const out = createWriteStream(tmpPath, { flags: 'wx' });
    try {
      await pipeline(source, tap, out);
      const fh = await open(tmpPath, 'r');
      try {
        await fh.sync();
      } finally {
        await fh.close();
      }
    } catch (err) {
      // A stream destroyed before its file finished opening still creates the file: wait for it to close first.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await this.discard(tmpPath);
      throw err;
    }
    return { tmpPath, sha256: hash.digest('hex'), sizeBytes: size, head };
  }

  /** Moves a staged file to its content address. Returns true when this call created the stored file. */
  async commit(staged: StagedFile): Promise<boolean> {
    const target = this.absolutePath(this.relativePath(staged.sha256));
    if (await exists(target)) {
      // Same content already stored: keep the one copy.
      await this.discard(staged.tmpPath);
      return false;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staged.tmpPath, target);
    return true;
  }

  async discard(file: string): Promise<void> {
    await unlink(file).catch(() => undefined);
  }

  /** The SHA-256 of a stored file as it is on disk now (null when the file is missing). */
  async hashOf(storagePath: string): Promise<string | null> {
    const file = this.absolutePath(storagePath);
    if (!(await exists(file))) return null;
    const hash = createHash('sha256');
    await pipeline(createReadStream(file), hash);
    return hash.digest('hex');
  }

  async has(storagePath: string): Promise<boolean> {
    return exists(this.absolutePath(storagePath));
  }

  open(storagePath: string): Readable {
    return createReadStream(this.absolutePath(storagePath));
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
