import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileBlobs } from '../db/schema/index';

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
 * Where uploaded files are kept, content-addressed by SHA-256 (`<sha[0:2]>/<sha>`): a file is received into a
 * local temp file first (hashed on the way in, synced) and only put in place once complete, so a failed upload
 * never leaves half a file. On disk under DATA_DIR (one process), or in the database with `FILE_STORE=postgres`
 * (every process behind a proxy reaches it). Downloads check the SHA-256 of what is stored either way.
 */
export interface FileStore {
  relativePath(sha256: string): string;
  /** Streams `source` to a temp file while hashing it; removes the temp file when anything fails. */
  stage(source: Readable): Promise<StagedFile>;
  /** Puts a staged file in place. Returns true when this call stored it (false: the same content was there). */
  commit(staged: StagedFile): Promise<boolean>;
  /** Removes a staged temp file. */
  discard(tmpPath: string): Promise<void>;
  /** Removes a stored file (only when nothing refers to it: a failed save that had just stored it). */
  remove(storagePath: string): Promise<void>;
  /** The SHA-256 of a stored file as it is kept now (null when it is missing). */
  hashOf(storagePath: string): Promise<string | null>;
  has(storagePath: string): Promise<boolean>;
  open(storagePath: string): Promise<Readable>;
}

/** Which store: `FILE_STORE` of the config (disk by default). */
export function createFileStore(
  config: { dataDir: string; fileStore?: 'disk' | 'postgres' },
  db: Db,
  folder = 'files',
): FileStore {
  return config.fileStore === 'postgres'
    ? new DbFileStore(db, config.dataDir, folder)
    : new DiskFileStore(config.dataDir, folder);
}

/** Receives an upload into `tmpDir`, hashing it on the way. */
async function stageInto(tmpDir: string, source: Readable): Promise<StagedFile> {
  await mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${randomUUID()}.part`);
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
    await unlink(tmpPath).catch(() => undefined);
    throw err;
  }
  return { tmpPath, sha256: hash.digest('hex'), sizeBytes: size, head };
}

const relativePath = (sha256: string) => path.join(sha256.slice(0, 2), sha256);

/** Files under `DATA_DIR/<folder>`: `files/<sha[0:2]>/<sha>`, renamed into place once complete and synced. */
export class DiskFileStore implements FileStore {
  readonly root: string;
  readonly tmpDir: string;

  /** `folder` keeps one kind of file apart (avatars), so an address of one kind never reaches the other. */
  constructor(dataDir: string, folder = 'files') {
    this.root = path.join(dataDir, folder);
    this.tmpDir = path.join(this.root, 'tmp');
  }

  relativePath(sha256: string): string {
    return relativePath(sha256);
  }

  absolutePath(storagePath: string): string {
    return path.join(this.root, storagePath);
  }

  stage(source: Readable): Promise<StagedFile> {
    return stageInto(this.tmpDir, source);
  }

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

  async remove(storagePath: string): Promise<void> {
    await unlink(this.absolutePath(storagePath)).catch(() => undefined);
  }

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

  open(storagePath: string): Promise<Readable> {
    return Promise.resolve(createReadStream(this.absolutePath(storagePath)));
  }
}

/**
 * Files in the database (`file_blobs`, one row per folder and SHA-256), for several processes on one PostgreSQL.
 * Uploads are still received into a local temp file (DATA_DIR/<folder>/tmp) and inserted once complete.
 */
export class DbFileStore implements FileStore {
  readonly tmpDir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly folder: string,
  ) {
    this.tmpDir = path.join(dataDir, folder, 'tmp');
  }

  relativePath(sha256: string): string {
    return relativePath(sha256);
  }

  private where(storagePath: string) {
    return and(eq(fileBlobs.folder, this.folder), eq(fileBlobs.sha256, path.basename(storagePath)));
  }

  stage(source: Readable): Promise<StagedFile> {
    return stageInto(this.tmpDir, source);
  }

  async commit(staged: StagedFile): Promise<boolean> {
    try {
      const data = await readFile(staged.tmpPath);
      const stored = await this.db
        .insert(fileBlobs)
        .values({ folder: this.folder, sha256: staged.sha256, sizeBytes: data.length, data })
        .onConflictDoNothing()
        .returning({ sha256: fileBlobs.sha256 });
      return stored.length > 0;
    } finally {
      await this.discard(staged.tmpPath);
    }
  }

  async discard(file: string): Promise<void> {
    await unlink(file).catch(() => undefined);
  }

  async remove(storagePath: string): Promise<void> {
    await this.db.delete(fileBlobs).where(this.where(storagePath));
  }

  private async bytes(storagePath: string): Promise<Buffer | null> {
    const [row] = await this.db.select({ data: fileBlobs.data }).from(fileBlobs).where(this.where(storagePath));
    return row?.data ?? null;
  }

  async hashOf(storagePath: string): Promise<string | null> {
    const data = await this.bytes(storagePath);
    return data ? createHash('sha256').update(data).digest('hex') : null;
  }

  async has(storagePath: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: sql<number>`1` })
      .from(fileBlobs)
      .where(this.where(storagePath));
    return row !== undefined;
  }

  async open(storagePath: string): Promise<Readable> {
    const data = await this.bytes(storagePath);
    if (!data) throw new Error(`stored file ${storagePath} is missing`);
    return Readable.from([data]);
  }
}

/** On a database several processes share, a temp file untouched this long is no upload still arriving. */
export const STALE_PART_MS = 60 * 60_000;

/**
 * Removes the temp files (`DATA_DIR/<folder>/tmp/*.part`) that uploads cut short by a kill (SIGKILL, power loss)
 * left behind; run at start. `olderThanMs` 0 removes them all: right for the embedded database, whose DATA_DIR one
 * process holds locked. On PostgreSQL another process may share the folder and be receiving an upload into it right
 * now, so only files untouched for STALE_PART_MS go. Returns how many were removed.
 */
export async function removeLeftoverParts(dataDir: string, olderThanMs = 0, now = Date.now()): Promise<number> {
  let removed = 0;
  const folders = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const tmpDir = path.join(dataDir, folder.name, 'tmp');
    const entries = await readdir(tmpDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
      const file = path.join(tmpDir, entry.name);
      try {
        if (olderThanMs > 0 && now - (await stat(file)).mtimeMs < olderThanMs) continue;
        await unlink(file);
        removed++;
      } catch {
        // Gone already (its upload finished or failed meanwhile).
      }
    }
  }
  return removed;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
