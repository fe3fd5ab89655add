import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PatientPicker } from './patient-picker';

const patient = (id: number, lastName: string, firstName: string) => ({
  id,
  mrn: `M000000${id}`,
  firstName,
  middleName: null,
  lastName,
  dob: '1976-12-01',
  sex: 'male',
  addressLine1: null,
  addressLine2: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  phone: null,
  email: null,
  notes: null,
  userId: null,
  mergedIntoId: null,
  mergedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('PatientPicker', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async (url: string) => {
      const data = /^\/api\/patients\?q=tan/.test(url)
        ? [patient(1, 'Tanaka', 'Kenji'), patient(2, 'Tanner', 'Ruth')]
        : [];
      const body = { data, total: data.length, totalCapped: false };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('picks with the arrows and Enter, without submitting the surrounding form', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <PatientPicker value={null} onChange={onChange} />
      </form>,
    );
    const input = screen.getByLabelText(/Patient/);
    expect(input).toHaveFocus();
    await userEvent.type(input, 'tan');
    await screen.findByRole('option', { name: /Tanner, Ruth/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2, lastName: 'Tanner' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the new-patient form with the typed name split into last and first', async () => {
    renderWithProviders(<PatientPicker value={null} onChange={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Patient/), 'Quill, Ada');
    await userEvent.click(screen.getByRole('button', { name: 'New patient' }));
    await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveValue('Quill'));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
  });
});
