import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RemoteSelect } from './remote-select';

describe('RemoteSelect', () => {
  it('keeps a filled value when its own option is clicked in the open list', async () => {
    const onChange = vi.fn();
    const current = { value: '7', label: 'RPC — Riverside Primary Care' };
    renderWithProviders(
      <RemoteSelect
        label="Submitting facility"
        queryKey="facilities-test"
        search={async () => [current, { value: '8', label: 'NHC — North Hill Clinic' }]}
        value={7}
        current={current}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Submitting facility' }));
    await userEvent.click(await screen.findByRole('option', { name: current.label, hidden: true }));
    expect(onChange).not.toHaveBeenCalledWith(null);
  });
});
