import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBackupJob, TBackupOverview } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { BackupsPage } from './backups-page';

const job = (over: Partial<TBackupJob>): TBackupJob => ({
  name: 'lab-backup-20261126T120000000Z.tar.gz',
  status: 'running',
  percent: 40,
  phase: 'database',
  startedAt: '2026-11-26T12:00:00.000Z',
  finishedAt: null,
  size: null,
  sha256: null,
  error: null,
  by: 'admin@admin.com',
  ...over,
});

const overview = (jobs: TBackupJob[], backups: TBackupOverview['backups'] = []): TBackupOverview => ({
  jobs,
  backups,
  schedule: { dailyAt: '02:00', keep: 7, dir: '/srv/lab/backups', nextAt: '2026-11-27T02:00:00.000Z' },
  database: 'pglite',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('BackupsPage', () => {
  const fetchMock = vi.fn();
  let state: TBackupOverview;
  beforeEach(() => {
    state = overview(
      [],
      [
        {
          name: 'lab-backup-20261125T020000000Z-daily.tar.gz',
          size: 2048,
          createdAt: '2026-11-25T02:00:05.000Z',
          sha256: 'ab'.repeat(32),
          daily: true,
        },
      ],
    );
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/backups' && init?.method === 'POST') {
        const started = job({});
        state = { ...state, jobs: [started] };
        return json(started, 202);
      }
      if (url === '/api/admin/backups') return json(state);
      return json({ error: 'not here' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the archives with a download and the schedule, and shows the progress of a backup started now', async () => {
    renderWithProviders(<BackupsPage />);
    expect(await screen.findByText('lab-backup-20261125T020000000Z-daily.tar.gz')).toBeInTheDocument();
    expect(screen.getByText('daily')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download lab-backup-20261125T020000000Z-daily.tar.gz' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Every day at 02:00 UTC/)).toBeInTheDocument();
    expect(screen.getByText(/keeping the newest 7 daily backups/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    const bar = await screen.findByRole('progressbar', { name: /Backup lab-backup-20261126T120000000Z\.tar\.gz: 40%/ });
    expect(bar).toBeInTheDocument();
    expect(screen.getByText(/Copying the database/)).toBeInTheDocument();
  });

  it('says why a backup failed', async () => {
    state = overview([job({ status: 'failed', error: 'No space left on device', percent: 70 })]);
    renderWithProviders(<BackupsPage />);
    expect(await screen.findByText('No space left on device')).toBeInTheDocument();
    expect(screen.getByText(/No backup yet in \/srv\/lab\/backups/)).toBeInTheDocument();
  });
});
