import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { DocumentUploadPanel } from './document-upload-panel';

describe('DocumentUploadPanel on load', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: [], total: 0 }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a case page takes no focus, so the page opens at its top', () => {
    renderWithProviders(<DocumentUploadPanel caseId={5} />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('on /documents focuses the patient picker without opening its list over the fields below', async () => {
    renderWithProviders(<DocumentUploadPanel />);
    const picker = screen.getByRole('combobox', { name: /Patient/ });
    expect(picker).toHaveFocus();
    await new Promise((r) => setTimeout(r, 300));
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });
});
