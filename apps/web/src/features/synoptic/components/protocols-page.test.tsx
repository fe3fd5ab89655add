import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPED_PROTOCOLS, type TProtocolSummary } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { SynopticProtocolsPage } from './protocols-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const colon = SHIPPED_PROTOCOLS.find((p) => p.questionnaire.url?.endsWith('/colon-rectum-resection'))!.questionnaire;
let protocols: TProtocolSummary[];
const calls: Array<{ url: string; method: string; body?: unknown }> = [];

describe('SynopticProtocolsPage', () => {
  beforeEach(() => {
    calls.length = 0;
    protocols = [
      { id: 6, name: 'Colon and rectum: resection', version: '1.0.0', status: 'active', caseTypes: ['S'] },
      {
        id: 3,
        name: 'Breast: biomarker reporting template',
        version: '1.0.0',
        status: 'retired',
        caseTypes: ['S', 'F'],
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url === '/api/synoptic/protocols' && method === 'GET') return json(protocols);
        if (url === '/api/synoptic/protocols/6') return json({ ...colon, id: '6' });
        if (url === '/api/synoptic/protocols/6/retire') {
          protocols = protocols.map((p) => (p.id === 6 ? { ...p, status: 'retired' as const } : p));
          return json(protocols[0]);
        }
        if (url.startsWith('/api/synoptic/protocols?'))
          return json(
            {
              error:
                'The questionnaire cannot be used: unsupported extension http://example.org/x; item "size": type quantity is not supported',
              fields: {
                questionnaire:
                  'unsupported extension http://example.org/x; item "size": type quantity is not supported',
              },
            },
            400,
          );
        throw new Error(`unexpected ${method} ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the versions with their status and case types, and shows a protocol’s items', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SynopticProtocolsPage />);
    const table = screen.getByRole('table', { name: 'Synoptic protocols' });
    const row = (await within(table).findByText('Colon and rectum: resection')).closest('tr')!;
    expect(row).toHaveTextContent('1.0.0');
    expect(row).toHaveTextContent('Active');
    const retired = within(table).getByText('Breast: biomarker reporting template').closest('tr')!;
    expect(retired).toHaveTextContent('Retired');
    expect(retired).toHaveTextContent('Surgical, FISH');
    expect(within(retired).queryByRole('button', { name: /Retire/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View Colon and rectum: resection 1.0.0' }));
    const items = await screen.findByRole('table', { name: 'Protocol items' });
    expect(within(items).getByText('Neoadjuvant therapy given')).toBeInTheDocument();
  });

  it('retires after the confirmation only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SynopticProtocolsPage />);
    await user.click(await screen.findByRole('button', { name: 'Retire Colon and rectum: resection 1.0.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Colon and rectum: resection 1.0.0?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/synoptic/protocols/6/retire', method: 'POST', body: undefined }),
    );
  });

  it('imports a JSON file for the ticked case types and lists each problem of a refusal', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<SynopticProtocolsPage />);
    await user.click(screen.getByRole('checkbox', { name: 'FISH' }));
    const file = new File([JSON.stringify({ resourceType: 'Questionnaire', title: 'X' })], 'x.json', {
      type: 'application/json',
    });
    await user.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, file);
    const problems = await screen.findByTestId('import-problems');
    expect(problems).toHaveTextContent('x.json was not imported');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['unsupported extension http://example.org/x', 'item "size": type quantity is not supported']);
    expect(calls.at(-1)).toMatchObject({
      url: '/api/synoptic/protocols?caseTypes=S%2CF',
      method: 'POST',
      body: { resourceType: 'Questionnaire', title: 'X' },
    });
  });
});
