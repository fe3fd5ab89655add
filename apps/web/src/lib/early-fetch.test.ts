import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from './early-fetch';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('fetchEarly / takeEarly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks once, and hands the answer to the first page that takes it', async () => {
    const fetchMock = vi.fn(async () => answer({ role: 'staff' }));
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly('/api/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly('/api/dashboard')).resolves.toEqual({ role: 'staff' });
    expect(takeEarly('/api/dashboard')).toBeUndefined();
  });

  it('does not hand out an answer older than ten seconds', () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({})));
    fetchEarly('/api/dashboard');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_000);
    expect(takeEarly('/api/dashboard')).toBeUndefined();
  });

  it('keeps a failed early answer from becoming an unhandled rejection; the page asks again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'down' }), { status: 500 })));
    fetchEarly('/api/other');
    await expect(takeEarly('/api/other')).rejects.toThrow('down');
  });
});
