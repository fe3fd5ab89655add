import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MFA_MESSAGES } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { SignInForm, type SignInLink } from './sign-in-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));
// The browser's WebAuthn call, mocked at the boundary (the real one runs in e2e/passkeys.spec.ts).
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

const link: SignInLink = ({ to, children, ...props }) => (
  <a href={to} {...props}>
    {children}
  </a>
);
const user = {
  id: 3,
  email: 'demo@demo.com',
  name: 'Dana Demo',
  role: 'editor' as const,
  loggedInWith: 'jwt' as const,
};
const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
  clientExtensionResults: {},
};

describe('SignInForm: a passkey alone', () => {
  it('offers no passkey sign-in unless the administrator allows it', () => {
    renderWithProviders(<SignInForm link={link} setupNeeded={false} onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('signs in with a passkey: the options, the browser signs, the assertion gives the session', async () => {
    const u = userEvent.setup({ delay: null });
    api.mockReset();
    api.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/authenticate/passkey/options'
          ? { challenge: 'c1', allowCredentials: [], userVerification: 'required' }
          : { user, accessToken: 'tok' },
      ),
    );
    startAuthentication.mockResolvedValue(assertion);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm link={link} setupNeeded={false} passkeySignIn onSignedIn={onSignedIn} />);
    await u.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c1', allowCredentials: [], userVerification: 'required' },
    });
    expect(api).toHaveBeenLastCalledWith(
      '/api/authenticate/passkey/verify',
      expect.objectContaining({ method: 'POST', body: { webauthn: assertion } }),
    );
  });

  it("shows the server's refusal, and the browser's", async () => {
    const u = userEvent.setup({ delay: null });
    const { ApiError } = await import('@/lib/api-client');
    api.mockReset();
    api.mockImplementation((url: string) =>
      url === '/api/authenticate/passkey/options'
        ? Promise.resolve({ challenge: 'c1' })
        : Promise.reject(
            new ApiError(400, `webauthn: ${AUTH_MFA_MESSAGES.passwordlessNoUv}`, {
              webauthn: AUTH_MFA_MESSAGES.passwordlessNoUv,
            }),
          ),
    );
    startAuthentication.mockResolvedValue(assertion);
    renderWithProviders(<SignInForm link={link} setupNeeded={false} passkeySignIn onSignedIn={vi.fn()} />);
    await u.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MFA_MESSAGES.passwordlessNoUv);
    startAuthentication.mockRejectedValue(new Error('NotAllowedError'));
    await u.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/The passkey was not used/));
  });
});
