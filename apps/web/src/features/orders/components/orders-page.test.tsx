import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIncomingOrder } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { OrdersPage } from './orders-page';

const api = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('@/lib/live', () => ({ useLiveEvent: () => undefined }));

const order: TIncomingOrder = {
  id: 41,
  source: 'hl7',
  placerOrderNumber: 'PO-778899',
  receivedAt: '2026-11-26T09:15:00.000Z',
  updatedAt: '2026-11-26T09:15:00.000Z',
  status: 'pending',
  sendingApplication: 'EPIC',
  sendingFacility: 'RIVERW',
  controlId: 'MSG1',
  patient: {
    mrn: 'R55501',
    assigningAuthority: 'RIVERW',
    firstName: 'Maria',
    middleName: null,
    lastName: 'Delgado',
    dob: '1979-02-03',
    sex: 'female',
    addressLine1: null,
    city: null,
    state: null,
    postalCode: null,
    country: null,
    matchedPatientId: null,
    matchedBy: null,
    matchedPatient: null,
  },
  provider: { npi: '1234567893', name: 'Lucia Ibarra', providerId: 3 },
  facility: { code: 'RIVERW', name: '', facilityId: 1 },
  caseType: 'S',
  priority: 'stat',
  tests: [{ code: '88305', system: 'CPT', name: 'Surgical pathology' }],
  testCodes: ['SP-BX'],
  specimens: [
    { source: 'Cervix', site: '' },
    { source: 'Endocervix', site: '' },
  ],
  icd10: ['R87.610'],
  clinicalHistory: null,
  collectedAt: null,
  caseId: null,
  caseNumber: null,
  rejectReason: null,
  notice: null,
};

function answer(url: string) {
  if (url === '/api/orders') return Promise.resolve({ data: [order], total: 1 });
  if (url === '/api/orders/41/accession') return Promise.resolve({ caseId: 900, caseNumber: 'S26-00900' });
  if (url === '/api/orders/41/reject') return Promise.resolve({ ...order, status: 'rejected' });
  return Promise.reject(new Error(`unexpected ${url}`));
}

describe('OrdersPage', () => {
  it('lists pending orders with the patient, parts and match, and accessions one with the A key', async () => {
    const user = userEvent.setup({ delay: null });
    api.mockReset();
    navigate.mockReset();
    api.mockImplementation(answer);
    renderWithProviders(<OrdersPage />);
    const row = await screen.findByRole('row', { name: 'Order PO-778899, Delgado, Maria' }, { timeout: 5000 });
    expect(row).toHaveTextContent('MRN R55501');
    expect(row).toHaveTextContent('New patient');
    expect(row).toHaveTextContent('A: Cervix · B: Endocervix');
    expect(row).toHaveTextContent('STAT');
    expect(api).toHaveBeenCalledWith(
      '/api/orders',
      expect.objectContaining({ query: expect.objectContaining({ status: 'pending' }) }),
    );
    row.focus();
    await user.keyboard('a');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/specimen/$id', params: { id: '900' } }));
    expect(api).toHaveBeenCalledWith('/api/orders/41/accession', expect.objectContaining({ method: 'POST' }));
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    api.mockReset();
    api.mockImplementation(answer);
    renderWithProviders(<OrdersPage />);
    const row = await screen.findByRole('row', { name: 'Order PO-778899, Delgado, Maria' });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order PO-778899' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/orders/41/reject', expect.anything());
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paper requisition already entered');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/orders/41/reject', {
        method: 'POST',
        body: { reason: 'Paper requisition already entered' },
        schema: expect.anything(),
      }),
    );
  });
});
