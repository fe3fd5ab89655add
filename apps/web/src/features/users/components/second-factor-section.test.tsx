import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SecondFactorSection } from './second-factor-section';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
// The browser's WebAuthn call, mocked at the boundary (the real one runs in e2e/passkeys.spec.ts).
const startRegistration = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startRegistration }));

const status = (passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[]) => ({
  totp: false,
  passkeys,
  recoveryCodesLeft: passkeys.length ? 10 : 0,
  methods: passkeys.length ? ['webauthn', 'recovery'] : [],
  enrolmentRequired: false,
});
const CODES = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${'CDEFGHJKMN'[i]}`);

describe('SecondFactorSection: passkeys', () => {
  it('adds a named passkey through the browser and shows the recovery codes of a first factor', async () => {
    const u = userEvent.setup({ delay: null });
    const created = { id: 'k1', rawId: 'k1', type: 'public-key', response: { clientDataJSON: 'x' } };
    api.mockReset();
    startRegistration.mockReset();
    api.mockImplementation((url: string, init?: { method?: string }) => {
      if (url === '/api/account/mfa') return Promise.resolve(status([]));
      if (url.endsWith('/register/options')) return Promise.resolve({ challenge: 'c1', rp: { id: 'localhost' } });
      if (url.endsWith('/register/verify') && init?.method === 'POST')
        return Promise.resolve({ id: 7, name: 'Work laptop', recoveryCodes: CODES });
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    startRegistration.mockResolvedValue(created);
    renderWithProviders(<SecondFactorSection />);
    await u.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await u.type(screen.getByLabelText('A name for it'), 'Work laptop');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(CODES[0]!);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1', rp: { id: 'localhost' } } });
    expect(api).toHaveBeenCalledWith(
      '/api/account/mfa/webauthn/register/verify',
      expect.objectContaining({ body: { response: created, name: 'Work laptop' } }),
    );
  });

  it('lists the passkeys and removes one with the password', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    let list = [
      { id: 7, name: 'Work laptop', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null },
      { id: 8, name: 'Blue key', createdAt: '2026-11-02T10:00:00Z', lastUsedAt: '2026-11-03T10:00:00Z' },
    ];
    api.mockImplementation((url: string, init?: { method?: string; body?: { password?: string } }) => {
      if (url === '/api/account/mfa') return Promise.resolve(status(list));
      if (url === '/api/account/mfa/webauthn/8' && init?.method === 'DELETE') {
        if (init.body?.password !== 'right') {
          return Promise.reject(new ApiError(400, 'x', { password: 'is not your password' }));
        }
        list = list.filter((p) => p.id !== 8);
        return Promise.resolve({ ok: true });
      }
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderWithProviders(<SecondFactorSection />);
    const listed = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(listed).getByText('Work laptop')).toBeInTheDocument();
    expect(within(listed).getByText(/not used yet/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove the passkey Blue key' }));
    const form = screen.getByRole('form', { name: 'Remove the passkey Blue key' });
    await u.type(within(form).getByLabelText(/Your password/), 'wrong');
    await u.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('is not your password')).toBeInTheDocument();
    await u.clear(within(form).getByLabelText(/Your password/));
    await u.type(within(form).getByLabelText(/Your password/), 'right');
    await u.click(within(form).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Blue key')).not.toBeInTheDocument());
    expect(screen.getByText('Work laptop')).toBeInTheDocument();
  });
});
