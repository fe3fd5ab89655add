import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ResetSecondFactorsButton } from './reset-second-factors-button';

const api = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api }));

describe('ResetSecondFactorsButton', () => {
  it('asks first naming the user, then resets with DELETE /api/users/:id/mfa', async () => {
    const user = userEvent.setup({ delay: null });
    api.mockReset();
    api.mockResolvedValue({ ok: true, removed: true });
    renderWithProviders(<ResetSecondFactorsButton user={{ id: 7, name: 'Olivia Patel' }} />);
    await user.click(screen.getByRole('button', { name: 'Reset second factors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the second factors of Olivia Patel?' });
    expect(api).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factors' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/users/7/mfa', expect.objectContaining({ method: 'DELETE' })),
    );
  });
});
