import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SignatureModal } from './sign-out-modal';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
// The browser's WebAuthn call, mocked at the boundary (the real one runs in e2e/passkeys.spec.ts).
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const status = (totp: boolean, passkeys: number) => ({
  totp,
  passkeys: Array.from({ length: passkeys }, (_, i) => ({
    id: i + 1,
    name: `Key ${i + 1}`,
    createdAt: '2026-11-01T00:00:00Z',
    lastUsedAt: null,
  })),
  recoveryCodesLeft: 10,
  methods: [],
  enrolmentRequired: false,
});

function mockApi(mfa: ReturnType<typeof status>) {
  api.mockReset();
  api.mockImplementation((url: string) => {
    if (url === '/api/account/mfa') return Promise.resolve(mfa);
    if (url === '/api/account/mfa/webauthn/assert/options') return Promise.resolve({ challenge: 'c1' });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const modal = (onSign: () => Promise<unknown>) => (
  <SignatureModal opened title="Sign out" submitLabel="Sign out" onClose={vi.fn()} onSign={onSign} />
);

describe('SignatureModal', () => {
  it('signs with the password and the passkey of a signer whose only factor is a passkey', async () => {
    const u = userEvent.setup({ delay: null });
    mockApi(status(false, 1));
    startAuthentication.mockReset();
    startAuthentication.mockResolvedValue(assertion);
    const onSign = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(modal(onSign));
    const passkey = await screen.findByRole('button', { name: 'Use your passkey' });
    expect(screen.queryByLabelText('Authenticator code')).not.toBeInTheDocument();
    // The password first: the passkey is not asked without it.
    await u.click(passkey);
    expect(startAuthentication).not.toHaveBeenCalled();
    await u.type(screen.getByLabelText('Password'), 'pathologist');
    await u.click(passkey);
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('pathologist', false, { webauthn: assertion }));
  });

  it('shows a refused passkey beside its button; the code is still typed and sent by a signer with both', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    mockApi(status(true, 1));
    startAuthentication.mockResolvedValue(assertion);
    const onSign = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'webauthn: x', { webauthn: 'The passkey could not be verified' }))
      .mockResolvedValue(undefined);
    renderWithProviders(modal(onSign));
    await u.type(await screen.findByLabelText('Authenticator code'), '123456');
    await u.type(screen.getByLabelText('Password'), 'pathologist');
    await u.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByText('The passkey could not be verified')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSign).toHaveBeenLastCalledWith('pathologist', false, { code: '123456' }));
  });
});
