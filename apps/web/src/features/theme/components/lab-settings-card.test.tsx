import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { LabSettingsCard } from './lab-settings-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LabSettingsCard', () => {
  const fetchMock = vi.fn();
  const saved: unknown[] = [];
  let refuse = false;
  beforeEach(() => {
    saved.length = 0;
    refuse = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        saved.push(body);
        if (refuse)
          return json({ error: 'timeZone: not this one today', fields: { timeZone: 'not this one today' } }, 400);
        return json(body);
      }
      return json({ timeZone: 'UTC', reportLanguage: 'en', holidays: ['2026-12-25'] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved settings, refuses a holiday that is no date before sending, and saves the rest', async () => {
    renderWithProviders(<LabSettingsCard />);
    expect(await screen.findByText('2026-12-25', {}, { timeout: 5000 })).toBeVisible();
    const holidays = screen.getByLabelText('Holidays', { selector: 'input:not([type=hidden])' });
    await userEvent.type(holidays, '2026-02-30{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save lab clock' }));
    expect(await screen.findByText('must be a real date', {}, { timeout: 5000 })).toBeVisible();
    expect(saved).toHaveLength(0);
    await userEvent.type(holidays, '{Backspace}'); // the last tag goes
    await userEvent.click(screen.getByRole('button', { name: 'Save lab clock' }));
    await waitFor(() => expect(saved).toEqual([{ timeZone: 'UTC', reportLanguage: 'en', holidays: ['2026-12-25'] }]), {
      timeout: 5000,
    });
  });

  it("puts the server's answer under the field it names", async () => {
    renderWithProviders(<LabSettingsCard />);
    await screen.findByText('2026-12-25', {}, { timeout: 5000 });
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save lab clock' }));
    expect(await screen.findByText('not this one today', {}, { timeout: 5000 })).toBeVisible();
  });
});
