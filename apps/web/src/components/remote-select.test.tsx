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

  it('shows the label again when the value it holds is chosen after typing', async () => {
    const onChange = vi.fn();
    const current = { value: '7', label: 'RPC — Riverside Primary Care' };
    renderWithProviders(
      <RemoteSelect
        label="Submitting facility"
        queryKey="facilities-test-2"
        search={async () => [current]}
        value={7}
        current={current}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Submitting facility' });
    await userEvent.clear(input);
    await userEvent.type(input, 'River');
    await userEvent.click(await screen.findByRole('option', { name: current.label, hidden: true }));
    expect(input).toHaveValue(current.label);
    expect(onChange).not.toHaveBeenCalledWith(null);
  });
});
