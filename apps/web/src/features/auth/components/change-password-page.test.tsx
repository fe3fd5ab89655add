import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordPage } from './change-password-page';

describe('ChangePasswordPage', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async () => {
      const body = {
        error: 'newPassword: This password is too common; choose another.',
        fields: { newPassword: 'This password is too common; choose another.' },
      };
      return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's password policy under the new password", async () => {
    renderWithProviders(<ChangePasswordPage />);
    await userEvent.type(screen.getByLabelText('Current password'), 'firstpassword');
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'password123');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common; choose another.')).toBeVisible();
    expect(screen.queryByText(/^newPassword:/)).toBeNull();
  });
});
