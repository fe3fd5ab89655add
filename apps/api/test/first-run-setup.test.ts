import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { auditEvents, users } from '../src/db/schema/index';
import { SETUP_TRIES_PER_ADDRESS, SETUP_TRIES_WARNING } from '../src/routes/setup/index';
import { applyStoredPublicUrl } from '../src/services/public-links';
import { createTestApp, type TestContext } from './helper';

const setup = (t: TestContext, payload: object, remoteAddress = '198.51.100.20') =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload, remoteAddress });

const firstAdmin = {
  name: 'Morgan Director',
  email: 'director@northlab.example',
  password: 'granite-Harbor-pelican-42',
  labName: 'North Valley Pathology',
  labAddress: '9 Lake Road, Duluth, MN 55802',
  labClia: '24D1234567',
  publicUrl: 'https://portal.northlab.example/',
};

const publicConfig = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/api/public-config' })).json() as {
    demoData: boolean;
    setupNeeded: boolean;
    labName: string;
    publicUrl: string | null;
  };

describe('first-run setup on an empty database (SEED_DEMO=0)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // SEED_DEMO=0 and no PUBLIC_URL: no public address until the setup page gives one.
    t = await createTestApp({
      seed: false,
      config: { seedDemo: false, publicUrl: undefined, publicUrlFromEnv: false },
    });
  });
  afterAll(() => t.close());

  it('is announced to the browser: setup needed, no demo data, no public address yet', async () => {
    expect(await publicConfig(t)).toMatchObject({ demoData: false, setupNeeded: true, publicUrl: null });
  });

  it('needs the code the server printed: none issued yet, then a wrong one, are refused naming setupCode', async () => {
    const none = await setup(t, { ...firstAdmin, setupCode: 'AAAA-BBBB-CCCC' });
    expect(none.statusCode).toBe(403);
    expect(none.json().fields).toHaveProperty('setupCode');
    const code = await t.app.firstRun.issueCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const wrong = await setup(t, { ...firstAdmin, setupCode: 'AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: expect.any(String), fields: { setupCode: expect.any(String) } });
    const failed = await t.database.db.select().from(auditEvents).where(eq(auditEvents.eventtype, 'setup-failed'));
    expect(failed.map((e) => e.ip)).toEqual(['198.51.100.20']);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a weak password and a malformed CLIA number, naming the field', async () => {
    const code = (await t.app.firstRun.issueCode())!;
    const weak = await setup(t, { ...firstAdmin, setupCode: code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty('password');
    const common = await setup(t, { ...firstAdmin, setupCode: code, password: 'director1234567' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toHaveProperty('password');
    const clia = await setup(t, { ...firstAdmin, setupCode: code, labClia: '12345' });
    expect(clia.statusCode).toBe(400);
    expect(clia.json().fields).toHaveProperty('labClia');
    const rtl = await setup(t, { ...firstAdmin, setupCode: code, name: 'Morgan\u202EDirector' });
    expect(rtl.statusCode).toBe(400);
    expect(rtl.json().fields).toHaveProperty('name');
  });

  it('asks for the public address, an http(s) origin with nothing after it, naming publicUrl', async () => {
    const code = (await t.app.firstRun.issueCode())!;
    const { publicUrl: _p, ...withoutUrl } = firstAdmin;
    const missing = await setup(t, { ...withoutUrl, setupCode: code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('publicUrl');
    for (const publicUrl of [
      'ftp://lab.example',
      'https://lab.example/portal',
      'https://u:p@lab.example',
      'lab.example',
    ]) {
      const bad = await setup(t, { ...firstAdmin, setupCode: code, publicUrl });
      expect(bad.statusCode, publicUrl).toBe(400);
      expect(bad.json().fields).toHaveProperty('publicUrl');
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('limits wrong codes per address: past the limit a wrong code is answered 429', async () => {
    for (let i = 0; i < SETUP_TRIES_PER_ADDRESS; i++) {
      expect((await setup(t, { ...firstAdmin, setupCode: `WRONG-${i}` }, '198.51.100.30')).statusCode).toBe(403);
    }
    const refused = await setup(t, { ...firstAdmin, setupCode: 'WRONG-MORE' }, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // And more wrong codes than the old all-addresses lock-out allowed, from many addresses.
    for (let i = 0; i <= SETUP_TRIES_WARNING; i++) {
      const res = await setup(t, { ...firstAdmin, setupCode: `GUESS-${i}` }, `203.0.113.${(i % 25) + 1}`);
      expect([403, 429]).toContain(res.statusCode);
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('creates the first administrator and the lab with the right code, audited; then the page is gone', async () => {
    const code = (await t.app.firstRun.issueCode())!;
    // From the address that sent too many wrong codes, after the many from others: the right code still works.
    const res = await setup(t, { ...firstAdmin, setupCode: code.toLowerCase().replace(/-/g, ' ') }, '198.51.100.30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: firstAdmin.email });

    const [admin] = await t.database.db.select().from(users).where(eq(users.email, firstAdmin.email));
    expect(admin).toMatchObject({ role: 'admin', status: 'active', name: firstAdmin.name });
    expect(admin!.passwordHash).not.toContain(firstAdmin.password);
    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, String(admin!.id))));
    expect(created.map((e) => e.eventtype)).toContain('create');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: firstAdmin.email, password: firstAdmin.password },
    });
    expect(login.json()).toHaveProperty('accessToken');
    expect(await publicConfig(t)).toMatchObject({
      setupNeeded: false,
      demoData: false,
      labName: firstAdmin.labName,
      publicUrl: 'https://portal.northlab.example',
    });
    expect(t.app.config.labClia).toBe(firstAdmin.labClia);
    // Stored in the settings: a process that starts later (or another one) builds its links on it too.
    const later = { ...t.config, publicUrl: undefined };
    await applyStoredPublicUrl(t.database.db, later);
    expect(later.publicUrl).toBe('https://portal.northlab.example');

    // The page exists only while there is no administrator; the spent code opens nothing.
    const again = await setup(t, { ...firstAdmin, email: 'second@northlab.example', setupCode: code });
    expect(again.statusCode).toBe(404);
    expect(await t.app.firstRun.issueCode()).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });
});

describe('a demo database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so to the browser, and has no setup page', async () => {
    expect(await publicConfig(t)).toMatchObject({ demoData: true, setupNeeded: false });
    expect(await t.app.firstRun.issueCode()).toBeNull();
    const res = await setup(t, { ...firstAdmin, setupCode: 'AAAA-BBBB-CCCC' });
    expect(res.statusCode).toBe(404);
  });
});

describe.skipIf(Boolean(process.env.TEST_PG_URL))('npm run create-admin', () => {
  it('creates an administrator from flags, refuses a weak password and a taken email', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-create-admin-'));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        input: '',
      });
    const weak = run('--email', 'it@northlab.example', '--name', 'Ivy Tech', '--password', 'short');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/password/);
    const ok = run('--email', 'it@northlab.example', '--name', 'Ivy Tech', '--password', 'quartz-Meadow-otter-77');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Administrator it@northlab.example created');
    const taken = run('--email', 'IT@northlab.example', '--name', 'Ivy Again', '--password', 'quartz-Meadow-otter-77');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toMatch(/email/);

    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((u) => u.email)).toEqual(['it@northlab.example']);
      const audit = await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, String(admins[0]!.id)));
      expect(audit.map((e) => e.eventdescription)).toEqual([expect.stringContaining('npm run create-admin')]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
