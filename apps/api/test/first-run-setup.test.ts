import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { auditEvents, users } from '../src/db/schema/index';
import { SETUP_TRIES_PER_ADDRESS } from '../src/routes/setup/index';
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
};

const publicConfig = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/api/public-config' })).json() as {
    demoData: boolean;
    setupNeeded: boolean;
    labName: string;
  };

describe('first-run setup on an empty database (SEED_DEMO=0)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is announced to the browser: setup needed, no demo data', async () => {
    expect(await publicConfig(t)).toMatchObject({ demoData: false, setupNeeded: true });
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
  });

  it('limits wrong codes per address: after the limit even the right code waits', async () => {
    const code = (await t.app.firstRun.issueCode())!;
    for (let i = 0; i < SETUP_TRIES_PER_ADDRESS; i++) {
      expect((await setup(t, { ...firstAdmin, setupCode: `WRONG-${i}` }, '198.51.100.30')).statusCode).toBe(403);
    }
    const refused = await setup(t, { ...firstAdmin, setupCode: code }, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('creates the first administrator and the lab with the right code, audited; then the page is gone', async () => {
    const code = (await t.app.firstRun.issueCode())!;
    const res = await setup(t, { ...firstAdmin, setupCode: code.toLowerCase().replace(/-/g, ' ') });
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
    expect(await publicConfig(t)).toMatchObject({ setupNeeded: false, demoData: false, labName: firstAdmin.labName });
    expect(t.app.config.labClia).toBe(firstAdmin.labClia);

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
