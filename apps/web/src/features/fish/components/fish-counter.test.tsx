import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFishSession } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { FishCounter } from './fish-counter';
import { probeColor } from './probe-colors';

const session = (over: Partial<TFishSession> = {}): TFishSession => ({
  id: 7,
  caseId: 3,
  method: 'her2-dual',
  probeSet: { id: 1, code: 'HER2', name: 'HER2/CEP17 dual-probe', probeColors: 'HER2 orange, CEP17 green' },
  probeLot: { id: 2, lotNumber: '25C042', expiryDate: '2030-01-01' },
  ihc: null,
  status: 'scoring',
  reader1: { userId: 1, name: 'Dana Demo', count: 0, submittedAt: null, nuclei: [] },
  reader2: null,
  result: null,
  yourRole: 'reader1',
  blinded: false,
  acceptedBy: null,
  acceptedAt: null,
  rowVersion: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('FishCounter', () => {
  const fetchMock = vi.fn();
  const saved: unknown[] = [];
  beforeEach(() => {
    saved.length = 0;
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { nuclei: unknown[]; rowVersion: number };
      saved.push(body);
      const answer = session({
        rowVersion: body.rowVersion + 1,
        reader1: {
          userId: 1,
          name: 'Dana Demo',
          count: body.nuclei.length,
          submittedAt: null,
          nuclei: body.nuclei as never,
        },
      });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes two digits per nucleus from the keyboard, previews the result and saves each completed row', async () => {
    renderWithProviders(<FishCounter session={session()} />);
    const pad = screen.getByTestId('fish-pad');
    await waitFor(() => expect(pad).toHaveFocus());
    const user = userEvent.setup({ delay: null });
    await user.keyboard('42');
    expect(screen.getByTestId('fish-counted')).toHaveTextContent('1 / 20');
    expect(screen.getByTestId('fish-needs')).toHaveTextContent('19 more nuclei');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ nuclei: [{ her2: 4, cep17: 2 }], rowVersion: 0 });
    // A slip: 9 for CEP17, taken back with Backspace.
    await user.keyboard('59{Backspace}2');
    expect(screen.getByTestId('fish-counted')).toHaveTextContent('2 / 20');
    await user.keyboard('52'.repeat(9) + '42'.repeat(9));
    expect(screen.getByTestId('fish-counted')).toHaveTextContent('20 / 20');
    expect(screen.getByTestId('fish-ratio')).toHaveTextContent('2.25');
    expect(screen.getByTestId('fish-mean-her2')).toHaveTextContent('4.50');
    expect(screen.getByTestId('fish-group')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /Submit count/ })).toBeEnabled();
    // Every save carries the whole list and the version the server answered last.
    await waitFor(() => expect((saved.at(-1) as { nuclei: unknown[] }).nuclei).toHaveLength(20));
    const versions = saved.map((s) => (s as { rowVersion: number }).rowVersion);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('a second reader sees their own count only, no group', async () => {
    renderWithProviders(
      <FishCounter
        session={session({
          status: 'second-reading',
          yourRole: 'reader2',
          ihc: '2+',
          blinded: true,
          reader1: { userId: 1, name: 'A', count: 20, submittedAt: null, nuclei: null },
          reader2: { userId: 2, name: 'B', count: 0, submittedAt: null, nuclei: [] },
        })}
      />,
    );
    expect(screen.getByText('Your count')).toBeInTheDocument();
    expect(screen.queryByTestId('fish-group')).toBeNull();
    expect(screen.getByTestId('fish-needs')).toHaveTextContent('20 more nuclei');
  });
});

describe('probeColor', () => {
  it('reads the colour the probe set names for a probe', () => {
    expect(probeColor('HER2 orange, CEP17 green', 'CEP17')).toBe('#28c76f');
    expect(probeColor('CEP3 red, CEP7 green, CEP17 aqua, 9p21 gold', '9p21')).toBe('#e0b400');
    expect(probeColor(null, 'HER2')).toMatch(/gray/);
  });
});
