import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { BUSY_MESSAGE } from '../src/plugins/overload';

// Two requests served at once, a third waits at most 300 ms: a slow route holds the slots until the test lets go.
let t: TestContext;
const held: Array<() => void> = [];
const slow = () => t.app.inject({ method: 'GET', url: '/api/test-slow' });
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
};

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { maxRequestsInFlight: 2, requestQueueMs: 300 },
    extend: async (app) => {
      app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
        await new Promise<void>((r) => held.push(r));
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  held.splice(0).forEach((r) => r());
  await t.close();
});

describe('overload: a bounded queue', () => {
  it('answers 503 with Retry-After at once when a request has waited its limit, never hangs', async () => {
    const a = slow();
    const b = slow();
    await until(() => held.length === 2);
    const started = Date.now();
    const c = await t.app.inject({ method: 'GET', url: '/api/settings/portal' });
    expect(c.statusCode).toBe(503);
    expect(c.headers['retry-after']).toBe('1');
    expect(c.json()).toEqual({ error: BUSY_MESSAGE, code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);

    // The health check is never held: a busy server is up.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    held.splice(0).forEach((r) => r());
    expect((await a).statusCode).toBe(200);
    expect((await b).statusCode).toBe(200);
    // The slots are free again.
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/portal' })).statusCode).not.toBe(503);
  });

  it('serves a waiting request as soon as a slot frees, first come first served', async () => {
    const a = slow();
    const b = slow();
    await until(() => held.length === 2);
    const order: string[] = [];
    const c = slow().then((r) => (order.push('c'), r));
    const d = t.app.inject({ method: 'GET', url: '/api/health' }).then((r) => (order.push('health'), r));
    await d;
    held.shift()!();
    await until(() => held.length === 2);
    held.splice(0).forEach((r) => r());
    const answers = await Promise.all([a, b, c]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(order).toEqual(['health', 'c']);
  });

  it('gives back the slot of a request whose client hung up while it waited (a load tool stopping, a closed tab)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${base}${path}`, (res) => (res.resume(), res.on('end', () => resolve(res.statusCode ?? 0))))
          .on('error', reject);
      });
    const a = get('/api/test-slow');
    const b = get('/api/test-slow');
    await until(() => held.length === 2);
    // Three clients queue behind them and hang up before their turn.
    for (let i = 0; i < 3; i++) {
      const req = http.get(`${base}/api/settings/portal`).on('error', () => undefined);
      await new Promise((r) => setTimeout(r, 30));
      req.destroy();
    }
    await new Promise((r) => setTimeout(r, 50));
    held.splice(0).forEach((r) => r());
    expect(await Promise.all([a, b])).toEqual([200, 200]);
    await new Promise((r) => setTimeout(r, 100));
    // Both slots are free: two slow requests are served at once, and a third still waits for one of them.
    const c = get('/api/test-slow');
    const d = get('/api/test-slow');
    await until(() => held.length === 2);
    expect(held.length).toBe(2);
    held.splice(0).forEach((r) => r());
    expect(await Promise.all([c, d])).toEqual([200, 200]);
  });
});
