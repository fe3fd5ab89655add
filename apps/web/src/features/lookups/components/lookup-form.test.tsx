import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { getLookupList, type LookupList } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { LookupForm } from './lookup-form';

function renderForm(key: string | LookupList, onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(<LookupForm list={typeof key === 'string' ? getLookupList(key)! : key} onSubmit={onSubmit} />, {
    offline: true,
  });
  return onSubmit;
}

describe('LookupForm', () => {
  it('names the wrong field as you type (NPI check digit) and does not submit', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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

  it('has an input for every kind of field, filled from the entry', () => {
    const everyKind: LookupList = {
      key: 'everykind',
      title: 'Every Kind',
      singular: 'Sample',
      table: 'lk_every_kind',
      description: 'One field of each kind.',
      fields: [
        { name: 'note', label: 'Note', kind: 'text' },
        { name: 'story', label: 'Story', kind: 'textarea' },
        { name: 'flag', label: 'Flag', kind: 'boolean' },
        { name: 'count', label: 'Count', kind: 'integer' },
        { name: 'fee', label: 'Fee', kind: 'money' },
        { name: 'until', label: 'Until', kind: 'date', expires: true },
        { name: 'colour', label: 'Colour', kind: 'color' },
        { name: 'size', label: 'Size', kind: 'enum', options: ['small', 'large'] },
        { name: 'sizes', label: 'Sizes', kind: 'multienum', options: ['small', 'large'] },
        { name: 'siteId', label: 'Site', kind: 'ref', ref: 'bodysites' },
      ],
    };
    const item = {
      ...{ id: 1, code: 'S1', name: 'Sample', active: true, createdAt: '', updatedAt: '' },
      ...{ note: 'a note', story: 'a story', flag: true, count: 3, fee: 12.5, until: '2030-01-31', colour: '#123456' },
      ...{ size: 'large', sizes: ['small'], siteId: null },
    };
    renderWithProviders(<LookupForm list={everyKind} item={item} onSubmit={vi.fn(async () => undefined)} />, {
      offline: true,
    });
    expect(screen.getByLabelText('Note')).toHaveValue('a note');
    expect(screen.getByLabelText('Story')).toHaveValue('a story');
    expect(screen.getByRole('switch', { name: 'Flag' })).toBeChecked();
    expect(screen.getByLabelText('Count')).toHaveValue('3');
    expect(screen.getByLabelText('Fee')).toHaveValue('$12.50');
    expect(screen.getByLabelText('Until')).toHaveValue('2030-01-31');
    expect(screen.getByLabelText('Colour')).toHaveValue('#123456');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('large');
    expect([...document.querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent)).toEqual(['small']);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('');
  });
});
