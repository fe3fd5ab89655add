import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { LockOverlay } from './lock-overlay';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
// The browser's WebAuthn call, mocked at the boundary (the real one runs in e2e/passkeys.spec.ts).
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));
const unlock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/idle', () => ({ useScreenLocked: () => true, screenLock: { unlock, lock: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn(), useRouterState: () => '/pages/cases' }));

const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

describe('LockOverlay', () => {
  it('asks the passkey once the server names webauthn, and unlocks with the password and its assertion', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    api.mockImplementation((url: string, opts: { body?: { webauthn?: unknown } }) => {
      if (url === '/api/account/mfa/webauthn/assert/options') return Promise.resolve({ challenge: 'c1' });
      if (opts.body?.webauthn) return Promise.resolve({ ok: true });
      return Promise.reject(
        new ApiError(400, 'webauthn: Use your passkey', { webauthn: 'Use your passkey (or a recovery code)' }),
      );
    });
    startAuthentication.mockResolvedValue(assertion);
    renderWithProviders(<LockOverlay />);
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Password'), 'secret');
    await u.click(screen.getByRole('button', { name: 'Unlock' }));
    // The first ask shows the way, not an error.
    await u.click(await screen.findByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(unlock).toHaveBeenCalled());
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1' } });
    expect(api).toHaveBeenLastCalledWith(
      '/api/authenticate/unlock',
      expect.objectContaining({ body: { password: 'secret', webauthn: assertion } }),
    );
  });

  it('shows a refused passkey beside its button, and offers a recovery code instead', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    unlock.mockReset();
    api.mockImplementation((url: string, opts: { body?: { webauthn?: unknown } }) => {
      if (url === '/api/account/mfa/webauthn/assert/options') return Promise.resolve({ challenge: 'c1' });
      return Promise.reject(
        opts.body?.webauthn
          ? new ApiError(400, 'webauthn: x', { webauthn: 'The passkey could not be verified' })
          : new ApiError(400, 'webauthn: y', { webauthn: 'Use your passkey (or a recovery code)' }),
      );
    });
    startAuthentication.mockResolvedValue(assertion);
    renderWithProviders(<LockOverlay />);
    await u.type(screen.getByLabelText('Password'), 'secret');
    await u.click(screen.getByRole('button', { name: 'Unlock' }));
    await u.click(await screen.findByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByText('The passkey could not be verified')).toBeInTheDocument();
    expect(unlock).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});
