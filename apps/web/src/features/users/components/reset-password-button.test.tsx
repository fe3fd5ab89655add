import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordButton } from './reset-password-button';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api }));

function renderButton() {
  renderWithProviders(<ResetPasswordButton user={{ id: 7, name: 'Olivia Patel' }} />);
}

describe('ResetPasswordButton', () => {
  it('asks first, naming the user; Cancel resets nothing', async () => {
    const user = userEvent.setup({ delay: null });
    api.mockReset();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Olivia Patel?' });
    expect(dialog).toHaveTextContent('open sessions end now');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api).not.toHaveBeenCalled();
  });

  it('resets on confirmation and shows the temporary password', async () => {
    const user = userEvent.setup({ delay: null });
    api.mockReset();
    api.mockResolvedValue({ temporaryPassword: 'Temp-1234-abcd' });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Olivia Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Temp-1234-abcd')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/users/7/reset-password', expect.objectContaining({ method: 'POST' }));
  });
});
