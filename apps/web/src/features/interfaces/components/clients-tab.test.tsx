import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ClientForm, ClientSecret } from './clients-tab';

describe('ClientForm', () => {
  it('names a missing name and sends the name with no facilities', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<ClientForm onSubmit={onSubmit} onCancel={() => {}} />, { offline: true });
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Name/), 'Hospital FHIR');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Hospital FHIR', facilityIds: [] }));
  });
});

describe('ClientSecret', () => {
  it('shows the id and the secret, with a named copy button', () => {
    renderWithProviders(<ClientSecret clientId="cl_abc" clientSecret="s3cr3t" />);
    expect(screen.getByText('cl_abc')).toBeInTheDocument();
    expect(screen.getByTestId('client-secret').textContent).toBe('s3cr3t');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
  });
});
