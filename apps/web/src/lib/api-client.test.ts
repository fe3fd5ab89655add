import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
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
      .mockResolvedValueOnce(
        answer(503, { error: 'The server is busy: try again in a moment' }, { 'retry-after': '1' }),
      )
      .mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = api('/api/settings/portal');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports the busy answer after a few tries', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () =>
      answer(503, { error: 'The server is busy: try again in a moment' }, { 'retry-after': '1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = api('/api/settings/portal');
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await caught).toMatchObject({ status: 503, message: 'The server is busy: try again in a moment' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reads an error answer by its schema: message, fields and code; a shape it does not know falls back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(400, { error: 'Check the form', code: 'validation_failed', fields: { mrn: 'is taken' } }),
      ),
    );
    await expect(api('/api/patients')).rejects.toMatchObject({
      status: 400,
      message: 'Check the form',
      code: 'validation_failed',
      fields: { mrn: 'is taken' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { error: 'Taken', code: 'no-such-code', fields: { mrn: 7 } })),
    );
    await expect(api('/api/patients')).rejects.toMatchObject({ status: 409, message: 'Taken', fields: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, ['not', 'an', 'object'])),
    );
    await expect(api('/api/patients')).rejects.toMatchObject({ status: 500, message: 'Something went wrong' });
  });

  it('parses an answer with the schema it is given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { total: 'many' })),
    );
    await expect(api('/api/patients', { schema: z.object({ total: z.number() }) })).rejects.toThrow();
  });
});
