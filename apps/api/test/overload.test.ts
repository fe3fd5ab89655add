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
});
