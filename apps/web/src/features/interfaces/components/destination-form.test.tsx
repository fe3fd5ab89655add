import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDestinationInput } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { DestinationForm } from './destination-form';

function renderForm(onSubmit: (v: TDestinationInput) => Promise<unknown>) {
  renderWithProviders(<DestinationForm onSubmit={onSubmit} onCancel={() => {}} />, { offline: true });
}

describe('DestinationForm', () => {
  it('names every missing field of an MLLP destination and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Host is required for an MLLP destination')).toBeInTheDocument();
    expect(screen.getByText('Port is required for an MLLP destination')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Port/), '70000');
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(await screen.findByText('Port must be 1–65535')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an MLLP destination with its port as a number and no base URL', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async (_v: TDestinationInput) => {});
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), 'Hospital EHR');
    await user.type(screen.getByLabelText(/^Host/), '127.0.0.1');
    await user.type(screen.getByLabelText(/^Port/), '2575');
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Hospital EHR',
      kind: 'mllp',
      host: '127.0.0.1',
      port: 2575,
      baseUrl: null,
      facilityIds: [],
    });
  });

  it('asks a FHIR destination for an http(s) base URL only, and shows the server’s field errors', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'name: taken', { name: 'is already used' });
    });
    renderForm(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'FHIR R4' }));
    expect(screen.queryByLabelText(/^Host/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'FHIR server');
    await user.type(screen.getByLabelText(/^Base URL/), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(await screen.findByText('Base URL must be an http(s) address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Base URL/));
    await user.type(screen.getByLabelText(/^Base URL/), 'https://ehr.example.org/fhir');
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(await screen.findByText('Name is already used')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
