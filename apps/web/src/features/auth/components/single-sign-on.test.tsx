import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SignInForm, type SignInLink } from './sign-in-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (orig) => ({ ...(await orig<typeof import('@/lib/api-client')>()), api }));

// eslint-disable-next-line jsx-a11y/anchor-has-content -- the text comes in through the props (children)
const PlainLink: SignInLink = ({ to, ...rest }) => <a href={to} {...rest} />;
const user = {
  id: 3,
  email: 'staff@staff.com',
  name: 'Sam Staff',
  role: 'editor' as const,
  loggedInWith: 'jwt' as const,
};

afterEach(() => history.replaceState(null, '', '/login'));

describe('single sign-on on the sign-in card', () => {
  it('shows the button with the portal’s words only when configured, as a plain link to the start', () => {
    const { unmount } = renderWithProviders(
      <SignInForm link={PlainLink} setupNeeded={false} onSignedIn={vi.fn()} singleSignOn={null} />,
    );
    expect(screen.queryByRole('link', { name: /single sign-on|Riverside/ })).toBeNull();
    unmount();
    renderWithProviders(
      <SignInForm
        link={PlainLink}
        setupNeeded={false}
        onSignedIn={vi.fn()}
        singleSignOn={{ name: 'Sign in with Riverside Health' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in with Riverside Health' })).toHaveAttribute(
      'href',
      '/api/authenticate/oidc/start',
    );
  });

  it('exchanges the code of the address fragment for the session with a POST, and takes it out of the address', async () => {
    history.replaceState(null, '', '/login#sso-code=one-time-code-1');
    api.mockReset();
    api.mockResolvedValue({ user, accessToken: 'tok' });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm link={PlainLink} setupNeeded={false} onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(
      '/api/authenticate/oidc/complete',
      expect.objectContaining({ method: 'POST', body: { code: 'one-time-code-1' } }),
    );
    expect(window.location.hash).toBe('');
  });

  it('goes on to the portal’s second step when the server asks for it', async () => {
    history.replaceState(null, '', '/login#sso-code=one-time-code-2');
    api.mockReset();
    api.mockResolvedValue({ mfaRequired: true, mfaToken: 'm1', methods: ['totp', 'recovery'] });
    renderWithProviders(<SignInForm link={PlainLink} setupNeeded={false} onSignedIn={vi.fn()} />);
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
  });

  it('tells an unknown account to ask the administrator, then offers the sign-in again', async () => {
    const u = userEvent.setup({ delay: null });
    history.replaceState(null, '', '/login#sso-problem=account-not-set-up');
    renderWithProviders(<SignInForm link={PlainLink} setupNeeded={false} onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your account is not set up' })).toBeInTheDocument();
    expect(screen.getByText(/Ask your administrator/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows why the provider’s answer gave no session', () => {
    history.replaceState(null, '', '/login#sso-problem=refused');
    renderWithProviders(<SignInForm link={PlainLink} setupNeeded={false} onSignedIn={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('cancelled or refused');
  });
});
