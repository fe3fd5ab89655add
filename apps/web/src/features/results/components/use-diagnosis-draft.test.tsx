import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TDiagnosis } from '@lab/domain';
import { useDiagnosisDraft } from './use-diagnosis-draft';

const part = {
  partId: 7,
  letter: 'A',
  grossTemplateId: null,
  grossDescription: '',
  blocks: [],
  microscopicDescription: '',
  finalDiagnosis: '',
  resultId: null,
};
const server: TDiagnosis = {
  caseId: 5,
  rowVersion: 3,
  status: 'grossed',
  editable: true,
  isCritical: false,
  updatedAt: null,
  updatedBy: null,
  parts: [part],
  comment: '',
  icdCodeIds: [],
  procedures: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('useDiagnosisDraft', () => {
  const puts: Array<{ rowVersion: number; comment: string }> = [];
  let answer: (body: { rowVersion: number; comment: string }) => Response;
  beforeEach(() => {
    puts.length = 0;
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        expect(url).toBe('/api/cases/5/diagnosis');
        const body = JSON.parse(String(init!.body)) as { rowVersion: number; comment: string };
        puts.push(body);
        return answer(body);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves after a pause with the rowVersion, keeps a local copy until saved, and takes the new rowVersion', async () => {
    answer = (b) => json({ ...server, comment: b.comment, rowVersion: b.rowVersion + 1 });
    const { result } = renderHook(() => useDiagnosisDraft(server), { wrapper });
    act(() => result.current.update((d) => ({ ...d, comment: 'first' })));
    expect(JSON.parse(sessionStorage.getItem('results-draft:5')!).draft.comment).toBe('first');
    await waitFor(() => expect(result.current.state.kind).toBe('saved'), { timeout: 3000 });
    expect(puts).toEqual([expect.objectContaining({ comment: 'first', rowVersion: 3 })]);
    expect(sessionStorage.getItem('results-draft:5')).toBeNull();
    act(() => result.current.update((d) => ({ ...d, comment: 'second' })));
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: 3000 });
    expect(puts[1]).toMatchObject({ comment: 'second', rowVersion: 4 });
  });

  it('a stale save stops autosaving and offers theirs; "keep mine" saves over it with their rowVersion', async () => {
    const theirs = { ...server, rowVersion: 9, comment: 'theirs', updatedBy: 'Dana Demo' };
    answer = (b) =>
      b.rowVersion === 3
        ? json({ error: 'Someone saved this case', code: 'stale_version', current: theirs }, 409)
        : json({ ...theirs, comment: b.comment, rowVersion: 10 });
    const { result } = renderHook(() => useDiagnosisDraft(server), { wrapper });
    act(() => result.current.update((d) => ({ ...d, comment: 'mine' })));
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'), { timeout: 3000 });
    const state = result.current.state;
    if (state.kind !== 'conflict') throw new Error('no conflict');
    expect(state.current.comment).toBe('theirs');

    // Typing on does not save while the conflict is open.
    act(() => result.current.update((d) => ({ ...d, comment: 'mine, still' })));
    await new Promise((r) => setTimeout(r, 1000));
    expect(puts).toHaveLength(1);

    await act(() => result.current.keepMine(state.current));
    expect(puts[1]).toMatchObject({ comment: 'mine, still', rowVersion: 9 });
    expect(result.current.state.kind).toBe('saved');
  });

  it('"load their version" replaces the draft with theirs', async () => {
    const theirs = { ...server, rowVersion: 9, comment: 'theirs' };
    answer = () => json({ error: 'Someone saved this case', code: 'stale_version', current: theirs }, 409);
    const { result } = renderHook(() => useDiagnosisDraft(server), { wrapper });
    act(() => result.current.update((d) => ({ ...d, comment: 'mine' })));
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'), { timeout: 3000 });
    act(() => result.current.loadTheirs(theirs));
    expect(result.current.draft.comment).toBe('theirs');
    expect(result.current.state.kind).toBe('idle');
    expect(sessionStorage.getItem('results-draft:5')).toBeNull();
  });

  it('restores the unsaved copy this tab kept (a reload loses nothing) and saves it', async () => {
    sessionStorage.setItem(
      'results-draft:5',
      JSON.stringify({ draft: { ...server, comment: 'typed before the crash' }, rowVersion: 3 }),
    );
    answer = (b) => json({ ...server, comment: b.comment, rowVersion: 4 });
    const { result } = renderHook(() => useDiagnosisDraft(server), { wrapper });
    expect(result.current.restored).toBe(true);
    expect(result.current.draft.comment).toBe('typed before the crash');
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
  });
});
