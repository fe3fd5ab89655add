import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { PatientForm } from './patient-form';

function renderForm(onSubmit: () => Promise<never>) {
  renderWithProviders(<PatientForm isNew onSubmit={onSubmit} submitLabel="Register patient" />, { offline: true });
}

describe('PatientForm', () => {
  it('flags every required field of an empty form at once, sex included', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => Promise.reject(new Error('not called')));
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Register patient' }));
    expect(await screen.findAllByText('is required')).toHaveLength(2);
    expect(screen.getByText(/must be a date/)).toBeInTheDocument();
    expect(screen.getByText(/choose one of female/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts every field the server names on its input, with no banner', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(async () => {
      throw new ApiError(400, 'firstName: is required', {
        firstName: 'taken by the server',
        email: 'bounced by the server',
      });
    });
    await user.type(screen.getByLabelText(/Last name/), 'Qatest');
    await user.type(screen.getByLabelText(/First name/), 'Zelda');
    await user.type(screen.getByLabelText(/Date of birth/), '1980-03-14');
    await user.type(
      screen.getAllByLabelText(/^Sex/).find((e) => e.tagName === 'INPUT')!,
      'Fem{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Register patient' }));
    expect(await screen.findByText('taken by the server')).toBeInTheDocument();
    expect(screen.getByText('bounced by the server')).toBeInTheDocument();
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });
});
