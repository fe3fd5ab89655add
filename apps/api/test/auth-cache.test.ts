import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, tokenService } from '../src/plugins/auth';

const SECRET = 'token-service-test-secret-token-service!!';
const key = new TextEncoder().encode(SECRET);
const sign = (sub: string, sid: string, expires: string) =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);

describe('tokenService (verified tokens are remembered, docs/performance.md#throughput)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the same claims for a token verified before', async () => {
    const tokens = tokenService(SECRET, 3600);
    const token = await tokens.sign(7, 'session-a');
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = tokenService(SECRET, 3600);
    const token = await sign('8', 'session-b', '60s');
    expect(await tokens.verify(token)).toEqual({ userId: 8, sessionId: 'session-b' });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('does not take a token whose signature differs from a remembered one', async () => {
    const tokens = tokenService(SECRET, 3600);
    const token = await tokens.sign(9, 'session-c');
    expect(await tokens.verify(token)).not.toBeNull();
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeNull();
    // Nor one signed with another server's secret for the same claims.
    expect(await tokenService('another-secret-another-secret-another!!', 3600).verify(token)).toBeNull();
  });
});

describe('SessionCache', () => {
  afterEach(() => vi.restoreAllMocks());
  const row = (id: string) => ({ session: { id }, user: { id: 1 } }) as never;

  it('keeps a session for SESSION_CACHE_MS, then reads it again', () => {
    const cache = new SessionCache(2000);
    cache.set('s1', row('s1'), cache.epoch);
    expect(cache.get('s1')).toEqual(row('s1'));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2000);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not store an answer read before a clear (a block that committed meanwhile wins)', () => {
    const cache = new SessionCache(2000);
    const epoch = cache.epoch; // the lookup starts
    cache.clear(); // a write of this process, or a NOTIFY from another, while it reads
    cache.set('s2', row('s2'), epoch);
    expect(cache.get('s2')).toBeUndefined();
    cache.set('s2', row('s2'), cache.epoch);
    expect(cache.get('s2')).toBeDefined();
    cache.clear();
    expect(cache.get('s2')).toBeUndefined();
  });

  it('keeps nothing with a time of 0', () => {
    const cache = new SessionCache(0);
    cache.set('s3', row('s3'), cache.epoch);
    expect(cache.get('s3')).toBeUndefined();
  });
});
