import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_MESSAGES } from '@lab/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

/** The page inside a router (its links need one), at the emailed link's address. */
function renderPage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: ResetPasswordPage }),
    history: createMemoryHistory({ initialEntries: ['/pages/reset-password?token=tok-123'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ResetPasswordPage', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/pages/reset-password?token=tok-123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const fill = async (password: string, confirm = password) => {
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  };

  it('checks the confirmation before asking the server, then sends the token from the link', async () => {
    fetchMock.mockImplementation(async () =>
      answer(400, {
        error: 'password: This password is too common; choose another.',
        fields: { password: 'This password is too common; choose another.' },
      }),
    );
    renderPage();
    await screen.findByLabelText('Confirm new password');
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveTextContent('At least 10 characters');
    await fill('password123', 'password124');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('This password is too common; choose another.')).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ token: 'tok-123', password: 'password123' });
  });

  it('says so when the link is used or expired, instead of the form', async () => {
    fetchMock.mockImplementation(async () =>
      answer(400, {
        error: `token: ${PASSWORD_RESET_MESSAGES.badToken}`,
        fields: { token: PASSWORD_RESET_MESSAGES.badToken },
      }),
    );
    renderPage();
    await screen.findByLabelText('Confirm new password');
    await fill('Long-enough-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.badToken);
    expect(screen.queryByRole('button', { name: 'Set the new password' })).toBeNull();
  });
});
