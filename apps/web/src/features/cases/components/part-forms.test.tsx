import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import type { TCase, TCasePart } from '@lab/domain';
import { EditPartDialog } from './part-forms';

// A body site as the API answers it (the web parses lookup answers with the list's schema).
const breast = {
  id: 3,
  code: 'BREAST',
  name: 'Breast',
  active: true,
  lateralityApplies: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const part: TCasePart = {
  id: 41,
  label: 'B',
  bodySite: { id: 3, code: 'BREAST', name: 'Breast' },
  laterality: 'left',
  description: 'Core biopsy',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const caseWith = (p: TCasePart): TCase => ({
  id: 9,
  caseNumber: 'S26-00009',
  caseType: 'S',
  status: 'accessioned',
  priority: 'routine',
  patient: { id: 1, mrn: 'M1', firstName: 'Ada', lastName: 'Lovelace', dob: '1980-12-10', sex: 'female' },
  provider: null,
  facility: null,
  pathologist: null,
  billingClass: null,
  financialClass: null,
  accidentType: null,
  ailmentType: null,
  collectedAt: null,
  receivedAt: '2026-01-01T00:00:00.000Z',
  clinicalHistory: null,
  cancelReason: null,
  icdCodes: [],
  copyTo: [],
  tests: [],
  flags: [],
  parts: [p],
  history: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('EditPartDialog', () => {
  const patches: unknown[] = [];
  let answer: () => Response;
  beforeEach(() => {
    patches.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          expect(url).toBe('/api/cases/9/parts/41');
          patches.push(JSON.parse(String(init.body)));
          return answer();
        }
        if (url.startsWith('/api/lookups/bodysites/3')) return json(breast);
        if (url.startsWith('/api/lookups/bodysites')) return json({ data: [breast], total: 1 });
        return json({ error: `unexpected ${url}` }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the part, shows a server error on the named field, then saves and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<EditPartDialog caseId={9} part={part} onClose={onClose} />);
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveValue('Core biopsy');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Body site' })).toHaveValue('BREAST — Breast'));

    answer = () => json({ error: 'Invalid input', fields: { bodySiteId: 'does not exist' } }, 400);
    await userEvent.clear(description);
    await userEvent.type(description, 'Core biopsy, 3 cores');
    await userEvent.click(screen.getByRole('button', { name: 'Save part' }));
    expect(await screen.findByText('does not exist')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Body site' })).toHaveAccessibleDescription('does not exist');
    expect(onClose).not.toHaveBeenCalled();
    expect(patches).toEqual([{ bodySiteId: 3, laterality: 'left', description: 'Core biopsy, 3 cores' }]);

    answer = () => json(caseWith({ ...part, description: 'Core biopsy, 3 cores' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save part' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches).toHaveLength(2);
  });

  it('refuses a description over 500 characters before asking the server', async () => {
    renderWithProviders(<EditPartDialog caseId={9} part={part} onClose={() => {}} />);
    const description = await screen.findByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Save part' }));
    expect(await screen.findByText('must be at most 500 characters')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('is closed without a part', () => {
    renderWithProviders(<EditPartDialog caseId={9} part={null} onClose={() => {}} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
