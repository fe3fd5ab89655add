import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, peekEarly, takeEarly } from './early-fetch';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    fetchEarly('/api/dashboard');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_000);
    expect(takeEarly('/api/dashboard')).toBeUndefined();
  });

  it('keeps a failed early answer from becoming an unhandled rejection; the page asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'down' }), { status: 500 })),
    );
    fetchEarly('/api/other');
    await expect(takeEarly('/api/other')).rejects.toThrow('down');
  });

  it('hands an answer that has arrived to peekEarly, once, with the time it was asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ role: 'editor' })),
    );
    const before = Date.now();
    fetchEarly('/api/dashboard');
    expect(peekEarly('/api/dashboard')).toBeUndefined(); // not arrived yet: the page's query asks for it
    await vi.waitFor(() => expect(peekEarly('/api/dashboard')).toMatchObject({ value: { role: 'editor' } }));
    expect(takeEarly('/api/dashboard')).toBeUndefined();
    fetchEarly('/api/dashboard');
    await vi.waitFor(async () => {
      const hit = peekEarly('/api/dashboard');
      expect(hit?.at).toBeGreaterThanOrEqual(before);
    });
  });
});
