import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@lab/domain';
import { auditEvents, passwordResets, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { hashResetToken } from '../src/routes/auth/password-reset';
import { startSmtp, type TestSmtp } from './smtp';
import { createTestApp, type TestContext } from './helper';

const OLD = 'Old-passphrase-41';
const NEW = 'Fresh-passphrase-92';
const SAME_ANSWER = { ok: true, message: PASSWORD_RESET_MESSAGES.requested };

/** The mail's text with quoted-printable soft breaks and `=3D` undone, as a mail reader shows it. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
/**
 * A mail as its reader shows it, accents included: the headers' encoded words (`=?UTF-8?Q?…?=`) and the body's
 * quoted-printable or base64 undone as UTF-8.
 */
function decodedMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  const subjectRaw = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, word: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : qp(word.replace(/_/g, ' ')),
    );
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body.replace(/=\r?\n/g, ''))
        : body;
  return { subject, text };
}
const tokenIn = (raw: string) => /\/pages\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(readable(raw))?.[1];

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let ipCounter = 1;
/** Each call comes from its own address unless told, so the per-address limit is tested on its own. */
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function makeUser(t: TestContext, email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [u] = await t.database.db
    .insert(users)
    .values({
      email,
      name: `User ${email}`,
      username: email.split('@')[0]!,
      passwordHash: await hashPassword(OLD),
      role: 'editor',
      ...extra,
    })
    .returning();
  return u!;
}

function forgot(t: TestContext, email: unknown, opts: { ip?: string; host?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate/forgot-password',
    payload: { email },
    remoteAddress: opts.ip ?? nextIp(),
    headers: { host: opts.host ?? 'portal.example.org' },
  });
}
function reset(t: TestContext, token: string, password: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate/reset-password',
    payload: { token, password },
    remoteAddress: ip,
  });
}
async function signIn(t: TestContext, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  return res.json() as { accessToken?: string; error?: string };
}

describe('password reset by email, through SMTP', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      config: { smtpUrl: smtp.url, labName: 'Riverside Pathology', publicUrl: 'https://portal.example.org' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailTo = (email: string) => until(() => smtp.mails.find((m) => m.to.includes(email)));

  it('mails a single-use link that sets the password, ends the other sessions and clears a forced change', async () => {
    const u = await makeUser(t, 'reset.one@lab.test', { mustChangePassword: true });
    const before = await signIn(t, u.email, OLD);
    expect(before.accessToken).toBeTruthy();

    const res = await forgot(t, 'Reset.One@lab.test ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    const mail = await mailTo(u.email);
    const text = readable(mail.data);
    expect(text).toContain('Subject: Riverside Pathology: reset your password');
    expect(text).toContain('Riverside Pathology portal account');
    expect(text).toContain('valid for 30 minutes and works only once');
    // The link starts with the configured public address (PUBLIC_URL), not the request's Host header.
    expect(text).toContain('https://portal.example.org/pages/reset-password?token=');
    const token = tokenIn(mail.data)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored, and the trail never holds the token.
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    const leaked = await t.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.eventdescription, `%${token}%`));
    expect(leaked).toHaveLength(0);

    // A password against the policy is refused by name and leaves the link usable.
    const weak = await reset(t, token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: expect.stringContaining('at least 10') });
    const withEmail = await reset(t, token, 'xx-reset.one-xx-long');
    expect(withEmail.statusCode).toBe(400);
    expect(Object.keys(withEmail.json().fields)).toEqual(['password']);

    const ok = await reset(t, token, NEW);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.done });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/authenticate/me',
      headers: { authorization: `Bearer ${before.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await signIn(t, u.email, OLD)).accessToken).toBeUndefined();
    expect((await signIn(t, u.email, NEW)).accessToken).toBeTruthy();
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after!.mustChangePassword).toBe(false);

    const again = await reset(t, token, 'Another-passphrase-77');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ token: PASSWORD_RESET_MESSAGES.badToken });

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'password-reset'), eq(auditEvents.userId, u.id)));
    expect(trail.map((r) => r.eventdescription)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('link sent by email'),
        expect.stringContaining('reset their password'),
      ]),
    );
  });

  it('writes the mail in the person’s language: theirs, else the lab’s report language, else English', async () => {
    const es = await makeUser(t, 'reset.es@lab.test', { language: 'es' });
    await forgot(t, es.email);
    const spanish = decodedMail((await mailTo(es.email)).data);
    expect(spanish.subject).toBe('Riverside Pathology: restablezca su contraseña');
    expect(spanish.text).toContain(`Hola, ${es.name}:`);
    expect(spanish.text).toContain('El enlace es válido durante 30 minutos y solo funciona una vez.');
    expect(spanish.text).toContain('https://portal.example.org/pages/reset-password?token=');

    // Someone who never chose a language reads the lab's report language.
    const setLanguage = (reportLanguage: string) =>
      t.as('admin', {
        method: 'PUT',
        url: '/api/settings/lab',
        payload: { timeZone: 'UTC', reportLanguage, holidays: [] },
      });
    expect((await setLanguage('fr')).statusCode).toBe(200);
    try {
      const none = await makeUser(t, 'reset.none@lab.test');
      await forgot(t, none.email);
      const french = decodedMail((await mailTo(none.email)).data);
      expect(french.subject).toBe('Riverside Pathology : réinitialisez votre mot de passe');
      expect(french.text).toContain('Le lien est valable 30 minutes');
    } finally {
      expect((await setLanguage('en')).statusCode).toBe(200);
    }
  });

  it('answers alike for unknown, malformed and blocked addresses, and mails none of them', async () => {
    const blocked = await makeUser(t, 'reset.blocked@lab.test', { status: 'blocked' });
    const known = await makeUser(t, 'reset.known@lab.test');
    smtp.mails.length = 0;
    for (const email of ['nobody@lab.test', 'not an email', '', 'x'.repeat(400), blocked.email, known.email]) {
      const res = await forgot(t, email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toEqual(SAME_ANSWER);
    }
    await mailTo(known.email);
    await until(async () => {
      const rows = await t.database.db
        .select()
        .from(auditEvents)
        .where(like(auditEvents.eventdescription, '%blocked account%'));
      return rows.length > 0 ? rows : undefined;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.map((m) => m.to).flat()).toEqual([known.email]);
    const unknown = await t.database.db.select().from(auditEvents).where(eq(auditEvents.username, 'nobody@lab.test'));
    expect(unknown.map((r) => r.eventdescription)).toEqual([
      'Password reset requested for an unknown address; no mail sent',
    ]);

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgot-password',
      payload: { email: 7 },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses unknown and expired tokens by naming the token', async () => {
    const u = await makeUser(t, 'reset.expired@lab.test');
    const token = 'expired-token-expired-token-expired-token-1';
    await t.database.db.insert(passwordResets).values({
      userId: u.id,
      tokenHash: hashResetToken(token),
      createdAt: new Date(Date.now() - 31 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    for (const tok of [token, 'never-issued', '']) {
      const res = await reset(t, tok, NEW);
      expect(res.statusCode, tok).toBe(400);
      expect(res.json().fields, tok).toEqual({ token: PASSWORD_RESET_MESSAGES.badToken });
    }
    expect((await signIn(t, u.email, OLD)).accessToken).toBeTruthy();
  });

  it('limits requests per address (429) and mails per email (same answer, no more mail)', async () => {
    const u = await makeUser(t, 'reset.flood@lab.test');
    smtp.mails.length = 0;
    for (let i = 0; i < 5; i++) expect((await forgot(t, u.email)).json()).toEqual(SAME_ANSWER);
    await mailTo(u.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to.includes(u.email))).toHaveLength(3);

    const ip = '10.77.0.1';
    for (let i = 0; i < 10; i++) expect((await forgot(t, `flood${i}@lab.test`, { ip })).statusCode).toBe(200);
    const refused = await forgot(t, 'flood-last@lab.test', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });
});

describe('password reset by email, without SMTP_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the mail as an .eml file to DATA_DIR/outbox, and its link works', async () => {
    const u = await makeUser(t, 'reset.outbox@lab.test');
    const outbox = path.join(t.config.dataDir, 'outbox');
    expect((await forgot(t, u.email, { host: 'localhost:4400' })).json()).toEqual(SAME_ANSWER);
    const file = await until(() => {
      try {
        return readdirSync(outbox).find((f) => f.endsWith('.eml'));
      } catch {
        return undefined;
      }
    });
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    expect(raw).toMatch(/^To: reset\.outbox@lab\.test$/m);
    expect(raw).toMatch(/^Subject: .*reset your password$/m);
    expect(raw).toMatch(/^Message-ID: </m);
    // The demo default public address (no PUBLIC_URL): http://localhost:<PORT>, whatever the Host header said.
    expect(readable(raw)).toContain(`${t.config.publicUrl}/pages/reset-password?token=`);
    expect(t.config.publicUrl).toBe(`http://localhost:${t.config.port}`);
    expect(readable(raw)).not.toContain('localhost:4400');
    const token = tokenIn(raw)!;
    expect((await reset(t, token, NEW)).statusCode).toBe(200);
    expect((await signIn(t, u.email, NEW)).accessToken).toBeTruthy();
  });
});

describe('password reset by email, with a mail server that never answers', () => {
  let t: TestContext;
  let server: net.Server;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    server = net.createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers a known address at once: the mail goes out after the answer, so its time tells nothing', async () => {
    const u = await makeUser(t, 'reset.slow@lab.test');
    const started = Date.now();
    const res = await forgot(t, u.email);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(Date.now() - started).toBeLessThan(1000);
    // The mail is under way (the server took the connection and stays silent).
    await until(() => (sockets.length > 0 ? true : undefined));
  });
});
