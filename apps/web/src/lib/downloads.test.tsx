import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { SignedAnchor } from '@/components/signed-link';
import { DocumentViewer } from '@/components/documents';
import { freshLink } from './downloads';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** The API's sign route: answers a link for the path asked, valid 5 minutes; records what was asked. */
function signRoute() {
  const asked: Array<{ path: string; authorization: string | null }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url !== '/api/downloads/sign') return new Response('{}', { status: 404 });
    const { path } = JSON.parse(String(init?.body)) as { path: string };
    asked.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    const exp = Math.floor(Date.now() / 1000) + 300;
    const sep = path.includes('?') ? '&' : '?';
    return Response.json({ url: `${path}${sep}sig=s${asked.length}&exp=${exp}`, expiresAt: new Date(exp * 1000) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

describe('downloads by signed links', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('takes a link as fresh until 20 s before its exp', () => {
    const now = Date.UTC(2026, 0, 1);
    const at = (s: number) => `/api/x?sig=a&exp=${Math.floor(now / 1000) + s}`;
    expect(freshLink(at(300), now)).toBe(true);
    expect(freshLink(at(21), now)).toBe(true);
    expect(freshLink(at(20), now)).toBe(false);
    expect(freshLink('/api/x', now)).toBe(false);
    expect(freshLink(undefined, now)).toBe(false);
  });

  it('signs a link when it is pointed at, with the header, and never puts the token in the address', async () => {
    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    const asked = signRoute();
    renderWithProviders(
      <SignedAnchor path="/api/cases/7/reports/1/pdf" target="_blank">
        PDF
      </SignedAnchor>,
    );
    const link = screen.getByRole('link', { name: 'PDF' });
    expect(link).toHaveAttribute('href', '/api/cases/7/reports/1/pdf');
    expect(asked).toEqual([]);
    await userEvent.hover(link);
    await waitFor(() =>
      expect(link.getAttribute('href')).toMatch(/^\/api\/cases\/7\/reports\/1\/pdf\?sig=s1&exp=\d+$/),
    );
    expect(asked).toEqual([{ path: '/api/cases/7/reports/1/pdf', authorization: `Bearer ${TOKEN}` }]);
    expect(link.getAttribute('href')).not.toContain(TOKEN);
  });

  it('signs first when a link is followed before it was signed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    const asked = signRoute();
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href') ?? '');
    });
    renderWithProviders(
      <SignedAnchor path="/api/email/attachments/3" download="slide.pdf">
        slide.pdf
      </SignedAnchor>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'slide.pdf' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toMatch(/^\/api\/email\/attachments\/3\?sig=s1&exp=\d+$/);
    expect(asked[0]!.path).toBe('/api/email/attachments/3');
    click.mockRestore();
  });

  it('shows a PDF document in a frame by a signed link', async () => {
    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    const asked = signRoute();
    renderWithProviders(
      <DocumentViewer doc={{ id: 7, title: 'Requisition', mimeType: 'application/pdf', sha256: 'ab'.repeat(32) }} />,
    );
    const frame = await screen.findByTitle('Preview of Requisition');
    expect(frame.getAttribute('src')).toMatch(/^\/api\/documents\/7\/file\?sig=s1&exp=\d+$/);
    expect(asked.map((a) => a.path)).toEqual(['/api/documents/7/file']);
  });
});
