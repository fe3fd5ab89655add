import { expect, test } from './fixtures';
import { englishPhrases, visibleText } from './i18n-support';
import { apiAs, settled, sidewaysOverflow, signIn } from './support';

/**
 * The patient's and the physician's pages in Spanish and in French (issue 30, docs/i18n.md): each reader chooses the
 * language on their account, then every page of their menu, a report and their own account pages show no English
 * text of the catalogues converted. The report itself (report-document) is in the lab's report language and is left
 * out of the look.
 */

const PAGES: Record<'patient' | 'physician', string[]> = {
  patient: ['/', '/myreports', '/changepassword', '/pages/profile'],
  physician: ['/', '/providerlist', '/addprovider', '/reportresult', '/changepassword'],
};

for (const who of ['patient', 'physician'] as const) {
  for (const lng of ['es', 'fr'] as const) {
    test(`the ${who}'s pages in ${lng === 'es' ? 'Spanish' : 'French'} show no English of the catalogues`, async ({
      page,
      request,
    }) => {
      const api = await apiAs(request, who);
      expect((await api.put('/api/account/language', { language: lng })).ok()).toBeTruthy();
      try {
        const english = englishPhrases(lng);
        expect(english.length).toBeGreaterThan(100);
        const mine = (await (await api.get('/api/my/reports?page=1&pageSize=1')).json()) as {
          data: Array<{ caseId: number; version: number }>;
        };
        const report = mine.data[0];
        expect(report, `${who} has a released report`).toBeTruthy();
        const base = who === 'patient' ? '/myreports' : '/reportresult';
        const pages = [...PAGES[who], `${base}/${report!.caseId}/${report!.version}`];
        // The provider the physician opens from their list.
        if (who === 'physician') {
          const providers = (await (await api.get('/api/providers?page=1&pageSize=1')).json()) as {
            data: Array<{ id: number }>;
          };
          if (providers.data[0]) pages.push(`/provider/${providers.data[0].id}`);
        }

        await signIn(page, who);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        for (const path of pages) {
          await page.goto(path);
          await expect(page.locator('main h1, main h2').first()).toBeVisible();
          if (path.includes(`/${report!.caseId}/`)) await expect(page.getByTestId('report-document')).toBeVisible();
          const text = await visibleText(page);
          const found = english.filter((phrase) => text.includes(phrase));
          expect(found, `English on ${path} in ${lng}`).toEqual([]);
        }
      } finally {
        await api.put('/api/account/language', { language: 'en' });
      }
    });
  }
}

const NARROW = { patient: '/myreports', physician: '/' } as const;

for (const who of ['patient', 'physician'] as const) {
  test(`the ${who}'s ${who === 'patient' ? 'My Reports' : 'home'} in Spanish at 390 px`, async ({ page, request }) => {
    const api = await apiAs(request, who);
    expect((await api.put('/api/account/language', { language: 'es' })).ok()).toBeTruthy();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, who, NARROW[who]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const cards = page.getByTestId('report-card');
      await expect(cards.first()).toBeVisible();
      await settled(page);
      // Nothing scrolls sideways, and no word sticks out of its card.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      const sticking = await cards.evaluateAll((els) =>
        els.flatMap((card) => {
          const edge = card.getBoundingClientRect().right + 1;
          return [...card.querySelectorAll<HTMLElement>('*')]
            .filter((el) => el.getBoundingClientRect().right > edge)
            .map((el) => el.textContent ?? '');
        }),
      );
      expect(sticking).toEqual([]);
      await page.screenshot({ path: `/tmp/i18n-${who}-es-390.png`, fullPage: true });
    } finally {
      await api.put('/api/account/language', { language: 'en' });
    }
  });
}
