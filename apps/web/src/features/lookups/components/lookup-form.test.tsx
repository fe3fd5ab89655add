import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { getLookupList } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { LookupForm } from './lookup-form';

function renderForm(key: string, onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(<LookupForm list={getLookupList(key)!} onSubmit={onSubmit} />, { offline: true });
  return onSubmit;
}

describe('LookupForm', () => {
  it('names the wrong field as you type (NPI check digit) and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('pathologists');
    await user.type(screen.getByLabelText(/Code/), 'DR1');
    await user.type(screen.getByLabelText(/^Name/), 'Dr One');
    const npi = screen.getByLabelText(/NPI/);
    await user.type(npi, '1234567890');
    expect(await screen.findByText(/valid check digit/)).toBeInTheDocument();
    expect(npi).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: /Add pathologist/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(npi);
    await user.type(npi, '1234567893');
    await waitFor(() => expect(screen.queryByText(/valid check digit/)).not.toBeInTheDocument());
  });

  it("puts the server's duplicate-code error on the code field", async () => {
    const user = userEvent.setup();
    renderForm(
      'bodysites',
      vi.fn(async () => {
        throw new ApiError(409, 'code: CX already exists', { code: 'CX already exists' });
      }),
    );
    await user.type(screen.getByLabelText(/Code/), 'CX');
    await user.type(screen.getByLabelText(/^Name/), 'Cervix again');
    await user.click(screen.getByRole('button', { name: /Add body site/ }));
    expect(await screen.findByText('CX already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes acronyms in its button as the list names them (Add ICD-10 code, Add TCPC center)', () => {
    renderForm('icdcodelist');
    expect(screen.getByRole('button', { name: 'Add ICD-10 code' })).toBeInTheDocument();
  });

  it('lowers only ordinary words', () => {
    renderForm('tcpccenters');
    expect(screen.getByRole('button', { name: 'Add TCPC center' })).toBeInTheDocument();
  });
});
