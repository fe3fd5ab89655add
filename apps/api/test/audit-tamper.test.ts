import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { apiRoot, openPglite, migrateDatabase, queryRows, type Executor } from '../src/db/client';
import { verifyAuditChain } from '../src/db/audit-verify';
import { checkpointsFile, readCheckpoints } from '../src/lib/audit-seal';
import { SYSTEM_ACTOR, sealUnsealedTrail, writeAudit, writeCheckpoint } from '../src/plugins/audit';
import { createTestApp, testConfig, type TestContext } from './helper';

/**
 * audit:verify is not fooled by a database superuser: each tampering below is reported, because the rows are sealed
 * by the server with a key the database never holds and the trail's head is checkpointed outside the table. The
 * attacks of issue 24 (rows rewritten on their way in, seals removed, the newest rows deleted between checkpoints)
 * are in audit-superuser.test.ts.
 */
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A trail of twelve sealed events and a checkpoint of its head. */
async function trail(): Promise<TestContext> {
  t = await createTestApp({ seed: false, config: { auditCheckpointSeconds: 600 } });
  for (let i = 1; i <= 12; i++) {
    await t.app.db.transaction((tx) =>
      writeAudit(tx, SYSTEM_ACTOR, {
        eventtype: 'read',
        eventdescription: `Patient record opened: Doe, Jane #${i}`,
        entity: 'patient',
        entityId: i,
      }),
    );
  }
  await writeCheckpoint(t.app.db, t.config.auditKey, t.config.dataDir);
  const clean = await verify(t);
  expect(clean.problems).toEqual([]);
  expect(clean.ok).toBe(true);
  return t;
}

const verify = (c: TestContext) =>
  verifyAuditChain(c.database.db, {
    key: c.config.auditKey,
    checkpoints: readCheckpoints(checkpointsFile(c.config.dataDir)),
  });

/** What the superuser does: lift the append-only guard, change things, put the guard back. */
async function asSuperuser(db: Executor, change: () => Promise<void>) {
  await db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
  await change();
  await db.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
}

const ids = async (db: Executor) =>
  (await queryRows<{ id: string | number }>(db, sql`select id from audit_events order by id`)).map((r) => Number(r.id));

describe('audit:verify reports a superuser tampering with the trail', () => {
  it('an edited row', async () => {
    const c = await trail();
    const victim = (await ids(c.database.db))[4]!;
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(
        sql`update audit_events set eventdescription = 'nothing to see' where id = ${victim}`,
      );
    });
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.firstBrokenId).toBe(victim);
    expect(
      report.problems
        .filter((p) => p.id === victim)
        .map((p) => p.reason)
        .join(' '),
    ).toMatch(/seal/);
  });

  it('audit_row_digest() (no longer used) replaced to bless any row', async () => {
    const c = await trail();
    const victim = (await ids(c.database.db))[2]!;
    await c.database.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION audit_row_digest(prev text, r audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT r.hash $$`,
      ),
    );
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(sql`update audit_events set newvalue = '{"dob":"1999-01-01"}' where id = ${victim}`);
    });
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ id: victim, reason: expect.stringMatching(/seal/) })]);
  });

  it('the newest rows deleted', async () => {
    const c = await trail();
    const all = await ids(c.database.db);
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(sql`delete from audit_events where id >= ${all[all.length - 3]!}`);
    });
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.reason).toMatch(/rows were removed: the checkpoint of .* counted 12 events up to id/);
    // A restart does not hide it: the new start checkpoint is appended, the old one still speaks.
    await c.app.close();
    const again = await buildApp({ config: c.config, database: c.database });
    await again.ready();
    await again.close();
    expect((await verify(c)).reason).toMatch(/rows were removed/);
  });

  it('a row inserted by hand (with or without a made-up seal), even after a restart', async () => {
    const c = await trail();
    await c.database.db.execute(
      sql`insert into audit_events (eventtype, eventdescription, username) values ('sign-in', 'Signed in', 'alibi@lab')`,
    );
    await c.database.db.execute(
      sql`insert into audit_events (eventtype, eventdescription, username, hmac) values ('sign-in', 'Signed in', 'alibi@lab', ${'ab'.repeat(32)})`,
    );
    const [plain, sealed] = (await ids(c.database.db)).slice(-2);
    await sealUnsealedTrail(c.database.db, c.config.auditKey); // what a restart does: the trail is sealed, so nothing
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ id: plain, reason: expect.stringMatching(/no seal: .*\(inserted by hand\)/) }),
      expect.objectContaining({ id: sealed, reason: expect.stringMatching(/does not match its seal/) }),
    ]);
  });

  it('an edited checkpoint file', async () => {
    const c = await trail();
    const file = checkpointsFile(c.config.dataDir);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const last = JSON.parse(lines.pop()!);
    writeFileSync(file, [...lines, JSON.stringify({ ...last, count: last.count - 3 })].join('\n') + '\n');
    expect((await verify(c)).reason).toMatch(/checkpoint \d+ is not signed/);
  });

  it('the server seals rows as it writes them and checkpoints the head at start and at shutdown', async () => {
    const c = await trail();
    const unsealed = await queryRows<{ n: number }>(
      c.database.db,
      sql`select count(*)::int as n from audit_events where hmac is null`,
    );
    expect(unsealed[0]!.n).toBe(0);
    const before = readCheckpoints(checkpointsFile(c.config.dataDir)).length;
    await c.app.close();
    const after = readCheckpoints(checkpointsFile(c.config.dataDir));
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ count: 12 });
  });
});

describe.skipIf(Boolean(process.env.TEST_PG_URL))('npm run audit:verify', () => {
  it('exits 1 and names each problem; 0 on an intact trail', async () => {
    const config = testConfig();
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrateDatabase(database);
    const app = await buildApp({ config, database });
    await app.ready();
    await writeAudit(app.db, SYSTEM_ACTOR, {
      eventtype: 'read',
      eventdescription: 'Patient list viewed',
      entity: 'patient',
    });
    await app.close();
    await database.close();
    const run = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const p = spawn(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
          cwd: apiRoot(),
          env: {
            ...process.env,
            DATA_DIR: config.dataDir,
            AUDIT_HMAC_KEY: config.auditKey,
            DATABASE_URL: '',
            JWT_SECRET: config.jwtSecret,
          },
        });
        let out = '';
        p.stdout.on('data', (d) => (out += d));
        p.stderr.on('data', (d) => (out += d));
        p.on('exit', (code) => resolve({ code, out }));
      });
    const ok = await run();
    expect(ok.out).toMatch(/Audit trail intact: \d+ events checked/);
    expect(ok.code).toBe(0);
    const reopened = await openPglite(path.join(config.dataDir, 'pglite'));
    await reopened.db.execute(sql`insert into audit_events (eventtype, eventdescription) values ('read', 'by hand')`);
    await reopened.close();
    const bad = await run();
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/BROKEN: 1 problem\(s\)[\s\S]*event id \d+: the row has no seal/);
  }, 180_000);
});
