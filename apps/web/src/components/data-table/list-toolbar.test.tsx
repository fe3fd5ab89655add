import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ListToolbar } from './list-toolbar';

describe('ListToolbar', () => {
  it('shows the search text, the filters and the status control, and reports changes', async () => {
    const search = vi.fn();
    const status = vi.fn();
    renderWithProviders(
      <ListToolbar
        list={{ toolbar: { search: { value: 'sm', onChange: search }, status: { value: 'active', onChange: status } } }}
        search={{ 'aria-label': 'Search providers', placeholder: 'Name, NPI or specialty' }}
      >
        <button type="button">A filter</button>
      </ListToolbar>,
    );
    const box = screen.getByRole('textbox', { name: 'Search providers' });
    expect(box).toHaveValue('sm');
    await userEvent.type(box, 'i');
    expect(search).toHaveBeenLastCalledWith('smi');
    expect(screen.getByRole('button', { name: 'A filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(status).toHaveBeenCalledWith('inactive');
  });

  it('has no search box or status control where the list has none', () => {
    renderWithProviders(
      <ListToolbar list={{ toolbar: { search: { value: '', onChange: () => {} } } }}>
        <span>only filters</span>
      </ListToolbar>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
