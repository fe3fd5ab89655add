import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks again after Retry-After when the server is busy (503), then gives the answer', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { error: 'The server is busy: try again in a moment' }, { 'retry-after': '1' }))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = api('/api/settings/portal');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports the busy answer after a few tries', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => answer(503, { error: 'The server is busy: try again in a moment' }, { 'retry-after': '1' }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = api('/api/settings/portal');
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await caught).toMatchObject({ status: 503, message: 'The server is busy: try again in a moment' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
