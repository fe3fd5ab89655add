import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SecondFactorStep } from './second-factor-step';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
// The browser's WebAuthn call, mocked at the boundary (the real one runs in e2e/passkeys.spec.ts).
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

const user = {
  id: 3,
  email: 'demo@demo.com',
  name: 'Dana Demo',
  role: 'editor' as const,
  loggedInWith: 'jwt' as const,
};

describe('SecondFactorStep', () => {
  it('sends the code with the token and signs in', async () => {
    const u = userEvent.setup({ delay: null });
    api.mockReset();
    api.mockResolvedValue({ user, accessToken: 'tok' });
    const onSignedIn = vi.fn();
    renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['totp', 'recovery']} onSignedIn={onSignedIn} onRestart={vi.fn()} />,
    );
    await u.type(screen.getByLabelText('Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(api).toHaveBeenCalledWith(
      '/api/authenticate/mfa/verify',
      expect.objectContaining({ method: 'POST', body: { mfaToken: 'm1', code: '123456' } }),
    );
  });

  it('offers a recovery code instead, and shows a wrong code beside the field', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    api.mockRejectedValue(new ApiError(400, 'code: The code is not correct', { code: 'The code is not correct' }));
    renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['totp', 'recovery']} onSignedIn={vi.fn()} onRestart={vi.fn()} />,
    );
    await u.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await u.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/api/authenticate/mfa/verify',
      expect.objectContaining({ body: { mfaToken: 'm1', code: 'ABCDE-FGHJK' } }),
    );
  });

  it('goes back to the password when the token is spent', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    api.mockRejectedValue(new ApiError(401, 'Sign in again.', {}, undefined, 'mfa_token_invalid'));
    const onRestart = vi.fn();
    renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['totp']} onSignedIn={vi.fn()} onRestart={onRestart} />,
    );
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith('Sign in again.'));
  });

  it('signs in with a passkey: the options of this sign-in, the browser signs, the assertion with the token', async () => {
    const u = userEvent.setup({ delay: null });
    api.mockReset();
    startAuthentication.mockReset();
    const options = { challenge: 'ch1', rpId: 'localhost', allowCredentials: [{ id: 'k1', type: 'public-key' }] };
    const assertion = { id: 'k1', rawId: 'k1', type: 'public-key', response: { clientDataJSON: 'x' } };
    api.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/webauthn/options') ? options : { user, accessToken: 'tok' }),
    );
    startAuthentication.mockResolvedValue(assertion);
    const onSignedIn = vi.fn();
    renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['webauthn', 'recovery']} onSignedIn={onSignedIn} onRestart={vi.fn()} />,
    );
    // Without an authenticator app, the other way is a recovery code.
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(api).toHaveBeenCalledWith(
      '/api/authenticate/mfa/webauthn/options',
      expect.objectContaining({ method: 'POST', body: { mfaToken: 'm1' } }),
    );
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api).toHaveBeenCalledWith(
      '/api/authenticate/mfa/verify',
      expect.objectContaining({ method: 'POST', body: { mfaToken: 'm1', webauthn: assertion } }),
    );
  });

  it('says so when the browser refuses or the server does, and offers no passkey to a user without one', async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    startAuthentication.mockReset();
    api.mockResolvedValue({ challenge: 'ch1' });
    startAuthentication.mockRejectedValue(new DOMException('The operation was cancelled', 'NotAllowedError'));
    const onSignedIn = vi.fn();
    const view = renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['totp', 'webauthn']} onSignedIn={onSignedIn} onRestart={vi.fn()} />,
    );
    await u.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used');
    startAuthentication.mockResolvedValue({ id: 'k1' });
    api.mockImplementation((url: string) =>
      url.endsWith('/webauthn/options')
        ? Promise.resolve({ challenge: 'ch2' })
        : Promise.reject(new ApiError(400, 'x', { webauthn: 'The passkey could not be verified' })),
    );
    await u.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('The passkey could not be verified')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    view.unmount();
    renderWithProviders(
      <SecondFactorStep mfaToken="m1" methods={['totp', 'recovery']} onSignedIn={vi.fn()} onRestart={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});
