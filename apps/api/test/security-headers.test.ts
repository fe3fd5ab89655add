import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index';
import { createTestApp, demoCredentials, type TestContext } from './helper';

const webDist = path.resolve(__dirname, '../../web/dist');
const hasWeb = existsSync(path.join(webDist, 'index.html'));

describe('security headers and static files', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers the API with CSP, X-Frame-Options, Referrer-Policy and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the headers on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe.skipIf(!hasWeb)('the built web app', () => {
    it('revalidates index.html (deep links too) and caches hashed bundles for good', async () => {
      for (const url of ['/', '/index.html', '/specimen/1']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
      const bundle = readdirSync(path.join(webDist, 'assets')).find((f) => f.endsWith('.js'))!;
      const res = await t.app.inject({ method: 'GET', url: `/assets/${bundle}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('does not serve source maps, nor the page in place of a missing bundle', async () => {
      const map = readdirSync(path.join(webDist, 'assets')).find((f) => f.endsWith('.map'));
      for (const url of [map ? `/assets/${map}` : '/assets/index.js.map', '/assets/gone-123.js', '/whatever.js.map']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<html');
      }
    });
  });
});

const failedSignInIps = async (t: TestContext, email: string) =>
  (
    await t.database.db
      .select({ ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'sign-in-failed'), eq(auditEvents.username, email)))
  ).map((r) => r.ip);

describe('X-Forwarded-For with TRUST_PROXY unset (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginMaxFailuresPerAddress: 5 } });
  });
  afterAll(() => t.close());

  it('is ignored: the audit trail records the socket address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { email: 'nobody-a@example.com', password: 'wrong-password' },
    });
    expect(res.json()).toHaveProperty('error');
    expect(await failedSignInIps(t, 'nobody-a@example.com')).toEqual(['198.51.100.7']);
  });

  it('cannot dodge the per-address sign-in limit by naming a new address each time', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/authenticate/login/user',
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      remoteAddress: '198.51.100.8',
      headers: { 'x-forwarded-for': '203.0.113.200' },
      payload: demoCredentials('admin'),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).not.toHaveProperty('accessToken');
  });
});

describe('X-Forwarded-For with TRUST_PROXY=10.0.0.0/8', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: ['10.0.0.0/8'] } });
  });
  afterAll(() => t.close());

  it('is honoured from the trusted proxy and ignored from anyone else', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.50' },
      payload: { email: 'via-proxy@example.com', password: 'wrong-password' },
    });
    expect(await failedSignInIps(t, 'via-proxy@example.com')).toEqual(['203.0.113.50']);
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.51' },
      payload: { email: 'direct@example.com', password: 'wrong-password' },
    });
    expect(await failedSignInIps(t, 'direct@example.com')).toEqual(['198.51.100.9']);
  });
});
