import { PAGE_CATALOGUE, SHOWCASE_PAGES } from '@lab/domain';
import { expect, test } from './fixtures';
import { englishPhrases, visibleText } from './i18n-support';
import { apiAs, openInApp, sidewaysOverflow, signIn, type DemoWho } from './support';

/**
 * Issue 30's "done when": a member of the lab's staff who picks Español (then Français) sees every page of their role
 * in it. The walk opens every page of the page catalogue (docs/shell.md#page-catalogue) the role may open, every
 * style-guide page for the admin, and a case, a patient and a user of the demo data; no page may show an English
 * text of the catalogues (e2e/i18n-support.ts). The report itself is in the lab's report language and is left out.
 */
/**
 * What the demo data wrote inside a translated sentence, where no element of its own can mark it as content: a supply
 * item's unit as the lab typed it ("box of 25 · hasta 10 por pedido").
 */
const CONTENT_IN_SENTENCES = new Set(['of 25']);

const SIGNED_OUT = ['/pages/login', '/pages/register', '/pages/forgot-password', '/pages/reset-password'];

const WALKS: Array<{ who: DemoWho; lng: 'es' | 'fr' }> = [
  { who: 'admin', lng: 'es' },
  { who: 'admin', lng: 'fr' },
  { who: 'editor', lng: 'es' },
];

test.describe('every page of the staff in Spanish and French', () => {
  test.describe.configure({ timeout: 900_000, mode: 'parallel' });

  for (const { who, lng } of WALKS) {
    test(`as ${who} in ${lng === 'es' ? 'Spanish' : 'French'}: no English of the catalogues`, async ({
      page,
      request,
    }) => {
      const api = await apiAs(request, who);
      expect((await api.put('/api/account/language', { language: lng })).ok()).toBeTruthy();
      try {
        const english = englishPhrases(lng).filter((p) => !CONTENT_IN_SENTENCES.has(p));
        const first = async <T>(path: string) =>
          ((await (await api.get(path)).json()) as { data: T[] }).data[0] ?? null;
        const aCase = await first<{ id: number }>('/api/cases?page=1&pageSize=1');
        const aPatient = await first<{ id: number }>('/api/patients?page=1&pageSize=1');
        const links = [
          ...PAGE_CATALOGUE.map((p) => p.link).filter((l) => !SIGNED_OUT.includes(l) && l !== '/pages/lock-screen'),
          ...(who === 'admin' ? SHOWCASE_PAGES.map((p) => p.path) : []),
          ...(aCase
            ? [
                `/specimen/${aCase.id}`,
                `/results/${aCase.id}`,
                `/pages/invoice/${aCase.id}`,
                `/specimen/${aCase.id}/labels`,
              ]
            : []),
          ...(aPatient ? [`/patient/${aPatient.id}`] : []),
        ];
        await signIn(page, who);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const found: string[] = [];
        for (const link of [...new Set(links)]) {
          await openInApp(page, link);
          if (new URL(page.url()).pathname === '/misc/not-authorized' && link !== '/misc/not-authorized') continue;
          const text = await visibleText(page);
          for (const phrase of english.filter((p) => text.includes(p))) found.push(`${link}: ${phrase}`);
        }
        expect(found, `English on ${who}'s pages in ${lng}`).toEqual([]);
      } finally {
        await api.put('/api/account/language', { language: 'en' });
      }
    });
  }
});

/** The staff's busiest pages at 390 px in French (its words run longest): nothing scrolls sideways. */
test('the staff pages at 390 px in French scroll nothing sideways', async ({ page, request }) => {
  const api = await apiAs(request, 'editor');
  expect((await api.put('/api/account/language', { language: 'fr' })).ok()).toBeTruthy();
  try {
    const aCase = ((await (await api.get('/api/cases?page=1&pageSize=1')).json()) as { data: Array<{ id: number }> })
      .data[0];
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'editor');
    const wide: string[] = [];
    for (const link of ['/', '/specimen', `/specimen/${aCase!.id}`, `/results/${aCase!.id}`, '/results', '/patient']) {
      await openInApp(page, link);
      await visibleText(page); // settled
      const overflow = await sidewaysOverflow(page);
      if (overflow > 1) wide.push(`${link}: ${overflow}px`);
      await page.screenshot({ path: test.info().outputPath(`fr-390${link.replace(/\W+/g, '-')}.png`), fullPage: true });
    }
    expect(wide).toEqual([]);
  } finally {
    await api.put('/api/account/language', { language: 'en' });
  }
});
