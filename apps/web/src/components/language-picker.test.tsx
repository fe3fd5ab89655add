import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { session } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { LanguagePicker } from './language-picker';

function Greeting() {
  const { t } = useTranslation('shell');
  return <p>{t('userMenu.logOut')}</p>;
}

const user = { id: 7, email: 'a@lab.test', name: 'Ana', role: 'editor' as const, loggedInWith: 'jwt' as const };

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
});

describe('LanguagePicker', () => {
  it('lists the three languages named in themselves; choosing one switches at once and saves it', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(JSON.parse(String(init?.body)), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    session.start(user, 'token-1');
    renderWithProviders(
      <>
        <LanguagePicker />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Log Out')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await userEvent.keyboard('{Enter}');
    // The open menu, shown or still fading in: jsdom runs no transitions, and in a full run the fade can stay at
    // its first frame (display: none) for the whole wait; what the menu holds is what is checked.
    const menu = await screen.findByRole('menu', { hidden: true }, { timeout: 15_000 });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => [i.textContent, i.getAttribute('lang'), i.getAttribute('aria-current')])).toEqual([
      ['English', 'en', 'true'],
      ['Español', 'es', null],
      ['Français', 'fr', null],
    ]);
    await userEvent.click(items[1]!);

    expect(await screen.findByText('Cerrar sesión')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
    await waitFor(() => expect(session.get()?.user.language).toBe('es'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/account/language');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'es' });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('is keyboard operable', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<LanguagePicker compact />);
    const button = screen.getByRole('button', { name: 'Language: English, EN' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', {}, { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(screen.getByRole('button', { name: 'Langue : Français, FR' })).toHaveTextContent('FR');
    // Signed out (the sign-in page): nothing is sent to the server.
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
