import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client';
import { verifyAuditTrail } from '../src/db/audit-verify';
import { createHmac } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { checkpointsFile, readCheckpoints, sealedRowsQuery, sealOf, type SealedRow } from '../src/lib/audit-seal';
import { writeAudit, writeCheckpoint, type AuditActor } from '../src/plugins/audit';
import { createTestApp, type TestContext } from './helper';

/**
 * Issue 24: a database superuser without the portal's key tampers with the audit trail, and `audit:verify` (the
 * function the CLI runs: the key, the checkpoint file outside the database, the database's checkpoints) names
 * each change. The test connects as the superuser (`postgres`, on PGlite and on PostgreSQL with TEST_PG_URL).
 * docs/security.md "The audit trail: threat model".
 */
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const NURSE: AuditActor = { userId: 7, username: 'nurse@lab', ip: '203.0.113.5', userAgent: 'Firefox' };

/** Audit rows written as requests write them: through the app's database handle (group commit). */
async function read(c: TestContext, n: number, actor: AuditActor = NURSE) {
  for (let i = 1; i <= n; i++) {
    await writeAudit(c.app.db, actor, {
      eventtype: 'read',
      eventdescription: `Patient record opened: Doe, Jane #${i}`,
      casenumber: `S26-${100 + i}`,
      datavalue: 'mrn',
      newvalue: { mrn: `M${i}` },
      oldvalue: null,
      entity: 'patient',
      entityId: i,
    });
  }
}

async function trail(n = 20, config: Partial<TestContext['config']> = {}): Promise<TestContext> {
  t = await createTestApp({ seed: false, config });
  await read(t, n);
  const clean = await verify(t);
  expect(clean.problems).toEqual([]);
  expect(clean.ok).toBe(true);
  return t;
}

const verify = (c: TestContext) => verifyAuditTrail(c.database.db, c.config);

/** What the superuser does: lift the append-only guards, change things, put the guards back. */
async function asSuperuser(db: Executor, change: () => Promise<unknown>) {
  await db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
  await db.execute(sql`alter table audit_checkpoints disable trigger audit_checkpoints_append_only`);
  await change();
  await db.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
  await db.execute(sql`alter table audit_checkpoints enable trigger audit_checkpoints_append_only`);
}

const ids = async (db: Executor) =>
  (await queryRows<{ id: string | number }>(db, sql`select id from audit_events order by id`)).map((r) => Number(r.id));

const reasonsFor = (report: { problems: Array<{ id?: number; reason: string }> }, id: number) =>
  report.problems
    .filter((p) => p.id === id)
    .map((p) => p.reason)
    .join(' ');

describe('audit:verify reports what a database superuser without the key does to the trail', () => {
  it('(a) deletes the newest rows, written since the last checkpoint, while the portal runs', async () => {
    const c = await trail(6, { auditCheckpointSeconds: 1 });
    await read(c, 3);
    const all = await ids(c.database.db);
    const newest = all.at(-1)!;
    // Within seconds a checkpoint reaches the newest row (in the file outside the database, and in the database).
    const file = checkpointsFile(c.config.auditCheckpointDir);
    for (const until = Date.now() + 20_000; !readCheckpoints(file).some((cp) => cp && cp.lastId >= newest);) {
      if (Date.now() > until) throw new Error('no checkpoint reached the newest row within 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The superuser removes the three newest rows and the database's copy of the checkpoints; the portal goes on.
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(sql`delete from audit_events where id >= ${all.at(-3)!}`);
      await c.database.db.execute(sql`delete from audit_checkpoints`);
    });
    await read(c, 2);
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({
      id: newest,
      reason: expect.stringMatching(
        /^rows were removed: the checkpoint of .* \(the checkpoint file\) counted 9 events up to id \d+, which is no longer there/,
      ),
    });
  }, 60_000);

  it('(a) deletes the newest rows before any checkpoint reached them: the next checkpoint (here at shutdown) tells', async () => {
    const c = await trail(6, { auditCheckpointSeconds: 600 });
    await writeCheckpoint(c.app.db, c.config.auditKey, c.config.auditCheckpointDir);
    await read(c, 3);
    const all = await ids(c.database.db);
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(sql`delete from audit_events where id >= ${all.at(-3)!}`);
      await c.database.db.execute(sql`delete from audit_checkpoints`);
    });
    // The portal remembers the last row it committed; its checkpoint finds it gone, and signs it all the same.
    await c.app.close();
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({
      id: all.at(-1)!,
      reason: expect.stringMatching(
        /^rows were removed: the checkpoint of .* \(the checkpoint file\) counted \d+ events up to id \d+, which is no longer there/,
      ),
    });
  });

  it.each(['a_launder', 'zz_launder'])(
    '(b) a BEFORE INSERT trigger (%s) rewrites the user and the address before the row is sealed',
    async (name) => {
      const c = await trail(4);
      await c.database.db.execute(
        sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.username = 'mallory@lab' THEN NEW.username := 'nurse@lab'; NEW.ip := '203.0.113.5'; END IF;
            RETURN NEW;
          END $$`),
      );
      await c.database.db.execute(
        sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION ${name}()`),
      );
      // 'a_launder' sorts before the chain trigger, 'zz_launder' after it: either runs before the row is stored.
      const order = await queryRows<{ tgname: string }>(
        c.database.db,
        sql`select tgname from pg_trigger where tgrelid = 'audit_events'::regclass and not tgisinternal
            and tgname in (${name}, 'audit_events_chain') order by tgname`,
      );
      expect(order.map((r) => r.tgname).indexOf(name)).toBe(name === 'a_launder' ? 0 : 1);
      await read(c, 1, { userId: 9, username: 'mallory@lab', ip: '198.51.100.66', userAgent: 'curl' });
      const laundered = (await ids(c.database.db)).at(-1)!;
      await c.database.db.execute(sql.raw(`DROP TRIGGER ${name} ON audit_events`));
      await read(c, 2);
      const [row] = await queryRows<{ username: string; ip: string }>(
        c.database.db,
        sql`select username, ip from audit_events where id = ${laundered}`,
      );
      expect(row).toEqual({ username: 'nurse@lab', ip: '203.0.113.5' });
      const report = await verify(c);
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        { id: laundered, reason: expect.stringMatching(/does not match its seal: .* on its way in/) },
      ]);
    },
  );

  it('(c) replaces audit_row_digest() and removes the seals of an edited old row (and of every row)', async () => {
    const c = await trail(8);
    await writeCheckpoint(c.app.db, c.config.auditKey, c.config.auditCheckpointDir);
    const all = await ids(c.database.db);
    const victim = all[2]!;
    await c.database.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION audit_row_digest(prev text, r audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT r.hash $$`,
      ),
    );
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(
        sql`update audit_events set username = 'someone-else@lab', hmac = null where id = ${victim}`,
      );
    });
    const one = await verify(c);
    expect(one.ok).toBe(false);
    expect(one.firstBrokenId).toBe(victim);
    expect(reasonsFor(one, victim)).toMatch(/no seal/);
    // Every seal removed, and the database's checkpoints: the rows do not pass as "from before seals".
    await asSuperuser(c.database.db, async () => {
      await c.database.db.execute(sql`update audit_events set hmac = null`);
      await c.database.db.execute(sql`delete from audit_checkpoints`);
    });
    const every = await verify(c);
    expect(every.ok).toBe(false);
    expect(every.unsealed).toBe(0);
    expect([...new Set(every.problems.map((p) => p.id))]).toEqual(all);
    expect(reasonsFor(every, all.at(-1)!)).toMatch(/differs from the checkpoint of .*, ending in another seal/);
    expect(reasonsFor(every, victim)).toMatch(/no seal: .* its seal was removed/);
  });

  it('(d) edits any field of a sealed row', async () => {
    const c = await trail(16);
    const all = await ids(c.database.db);
    const edits: Array<[string, string]> = [
      ['datecreated', `datecreated = datecreated - interval '1 hour'`],
      ['datecreated (a microsecond)', `datecreated = datecreated + interval '1 microsecond'`],
      ['casenumber', `casenumber = 'S26-999'`],
      ['eventtype', `eventtype = 'create'`],
      ['eventdescription', `eventdescription = 'nothing to see'`],
      ['datavalue', `datavalue = null`],
      ['newvalue', `newvalue = '{"mrn":"M0"}'`],
      ['oldvalue', `oldvalue = ''`],
      ['username', `username = 'someone-else@lab'`],
      ['user_id', `user_id = 8`],
      ['entity', `entity = 'case'`],
      ['entity_id', `entity_id = '999'`],
      ['ip', `ip = '10.0.0.1'`],
      ['user_agent', `user_agent = 'Chrome'`],
    ];
    const victims = new Map<number, string>();
    await asSuperuser(c.database.db, async () => {
      for (const [i, [field, set]] of edits.entries()) {
        // Every other row: each edit on its own.
        const id = all[i]!;
        victims.set(id, field);
        await c.database.db.execute(sql.raw(`update audit_events set ${set} where id = ${id}`));
      }
      // A seal copied from another row.
      await c.database.db.execute(
        sql`update audit_events set hmac = (select hmac from audit_events where id = ${all[14]!}) where id = ${all[15]!}`,
      );
    });
    victims.set(all[15]!, 'hmac');
    const report = await verify(c);
    expect(report.ok).toBe(false);
    for (const [id, field] of victims) expect(reasonsFor(report, id), field).toMatch(/does not match its seal/);
  });

  it('(e) deletes a row in the middle', async () => {
    const c = await trail(10);
    const all = await ids(c.database.db);
    await asSuperuser(c.database.db, () => c.database.db.execute(sql`delete from audit_events where id = ${all[4]!}`));
    const report = await verify(c);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { id: all[5]!, reason: expect.stringMatching(/does not match its seal: .*a row before it was removed/) },
    ]);
  });

  it('(and nothing else) concurrent writers, on several connections, keep one chain the verifier accepts', async () => {
    const c = await trail(2);
    // Changes in transactions of their own (a pool of connections on PostgreSQL) and reads through group commit.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? c.app.db.transaction((tx) =>
              writeAudit(tx, NURSE, [
                { eventtype: 'update', eventdescription: `Case ${i} changed`, entity: 'case', entityId: i },
                { eventtype: 'update', eventdescription: `Case ${i} changed again`, entity: 'case', entityId: i },
              ]),
            )
          : writeAudit(
              c.app.db,
              { ...NURSE, userAgent: 'Safari \ud800 \u00e9' },
              { eventtype: 'read', eventdescription: `Read ${i}` },
            ),
      ),
    );
    // A rolled-back change leaves no row and no gap in the chain of seals.
    await c.app.db
      .transaction(async (tx) => {
        await writeAudit(tx, NURSE, { eventtype: 'update', eventdescription: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await writeCheckpoint(c.app.db, c.config.auditKey, c.config.auditCheckpointDir);
    const report = await verify(c);
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(2 + 12 * 2 + 12);
  });

  it('(and nothing else) a trail sealed before migration 0011 (database hash, bare-hex seals, lastHash checkpoints) still verifies, and its rows are still held to their seals', async () => {
    t = await createTestApp({ seed: false, config: { auditCheckpointSeconds: 600 } });
    const c = t;
    const key = c.config.auditKey;
    // Rows as migration 0004's server left them: its seal over the fields and the database's hash.
    let prev: string | null = null;
    for (let i = 1; i <= 4; i++) {
      await c.database.db.execute(
        sql`insert into audit_events (eventtype, eventdescription, username) values ('read', ${`old read ${i}`}, 'nurse@lab')`,
      );
      const [row] = await queryRows<SealedRow>(c.database.db, sealedRowsQuery(sql`hmac is null`));
      await asSuperuser(c.database.db, () =>
        c.database.db.execute(
          sql`update audit_events set hash = ${`h${i}`}, prev_hash = ${prev && `h${i - 1}`} where id = ${row!.id}`,
        ),
      );
      const [stored] = await queryRows<SealedRow>(c.database.db, sealedRowsQuery(sql`id = ${row!.id}`));
      const seal = sealOf(key, prev, stored!);
      await c.database.db.execute(sql`update audit_events set hmac = ${seal} where id = ${row!.id}`);
      prev = seal;
    }
    const old = await ids(c.database.db);
    // Its checkpoint, in the old form (the last row's database hash).
    const at = new Date().toISOString();
    const sig = createHmac('sha256', key)
      .update(JSON.stringify(['audit-checkpoint', at, 4, old.at(-1)!, 'h4']))
      .digest('hex');
    appendFileSync(
      checkpointsFile(c.config.auditCheckpointDir),
      `${JSON.stringify({ at, count: 4, lastId: old.at(-1)!, lastHash: 'h4', sig })}\n`,
    );
    await read(c, 3);
    await writeCheckpoint(c.app.db, key, c.config.auditCheckpointDir);
    const clean = await verify(c);
    expect(clean.problems).toEqual([]);
    expect(clean.checked).toBe(7);
    await asSuperuser(c.database.db, () =>
      c.database.db.execute(sql`update audit_events set username = 'someone-else@lab' where id = ${old[1]!}`),
    );
    expect((await verify(c)).problems).toEqual([
      { id: old[1]!, reason: expect.stringMatching(/does not match its seal/) },
    ]);
  });
});
