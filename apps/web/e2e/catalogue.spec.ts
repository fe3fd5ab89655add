import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { PAGE_CATALOGUE, SHOWCASE_PAGES } from '@lab/domain';
import { apiAs, openInApp, signIn, type DemoWho } from './support';

/**
 * Issue 13's "done when": walking every link of the page catalogue (docs/shell.md#page-catalogue), and the first
 * page of each style-guide group, as each role gives a real page or /misc/not-authorized — never the "not available"
 * placeholder, never a 404 — and every page the role's bookmarks offer opens for that role.
 */
const PLACEHOLDER = /not available in this build/i;

/** Where a link may land besides itself: the routes that redirect to a page of their own. */
const LANDS_ON: Record<string, RegExp> = {
  '/pages/user/list': /\/app\/user\/list$/,
  '/pages/user/view': /\/app\/user\/view\/\d+$/,
  '/app/user/edit': /\/app\/user\/edit\/\d+$/,
};

/** Opens `link` inside the app (openInApp: ~270 pages without loading the whole app again for each) and checks it. */
async function visit(page: Page, link: string): Promise<'page' | 'not-authorized'> {
  await openInApp(page, link);
  const url = new URL(page.url()).pathname;
  if (url === '/misc/not-authorized' && link !== '/misc/not-authorized') return 'not-authorized';
  const body = page.locator('body');
  await expect(body, `${link} shows the placeholder`).not.toContainText(PLACEHOLDER);
  if (link !== '/misc/error/404' && !LANDS_ON[link]?.test(url)) {
    await expect(page.getByText('Page not found'), `${link} is a 404`).toHaveCount(0);
  }
  // A real page: some text of its own, not a bare frame.
  expect((await body.innerText()).trim().length, `${link} is empty`).toBeGreaterThan(40);
  return 'page';
}

const WALKS: Array<{ who: DemoWho; links: string[] }> = [
  // The style guide's children are walked page by page by style-guide-a/b.spec.ts; here each group's entry.
  {
    who: 'admin',
    links: [
      ...PAGE_CATALOGUE.map((p) => p.link),
      ...[...new Set(SHOWCASE_PAGES.map((p) => p.group))].map((g) => SHOWCASE_PAGES.find((p) => p.group === g)!.path),
    ],
  },
  { who: 'physician', links: PAGE_CATALOGUE.map((p) => p.link) },
  { who: 'patient', links: PAGE_CATALOGUE.map((p) => p.link) },
];

test.describe('walking the page catalogue', () => {
  // The three walks only read, each with a session of its own: the two workers share them out (each on its portal).
  test.describe.configure({ timeout: 600_000, mode: 'parallel' });

  for (const { who, links } of WALKS) {
    test(`as ${who}: every link is a real page or not-authorized, and every offered page opens`, async ({
      page,
      request,
    }) => {
      const api = await apiAs(request, who);
      const offered = new Set(
        (
          (await (await api.get('/api/search/bookmarks/data')).json()) as { searchResult: Array<{ link: string }> }
        ).searchResult.map((b) => b.link),
      );
      expect(offered.size).toBeGreaterThan(0);
      await signIn(page, who);
      const refused: string[] = [];
      // Sign-in pages end the walk's session if visited mid-way (they are the signed-out pages): keep them for last.
      const signedOutPages = [
        '/pages/login',
        '/pages/register',
        '/pages/forgot-password',
        '/pages/reset-password',
        '/pages/lock-screen',
      ];
      const ordered = [
        ...links.filter((l) => !signedOutPages.includes(l)),
        ...links.filter((l) => signedOutPages.includes(l)),
      ];
      for (const link of ordered) {
        if ((await visit(page, link)) === 'not-authorized') refused.push(link);
      }
      // What bookmarks and search offer, the role may open.
      expect(
        refused.filter((l) => offered.has(l)),
        `${who} is offered pages it may not open`,
      ).toEqual([]);
      // An admin opens every page but the menu pages of other roles: the physician's own providers, the patient's reports
      // (docs/roles.md#menu-visibility: a menu item's page is its roles').
      if (who === 'admin') expect(refused).toEqual(['/providerlist', '/addprovider', '/myreports']);
      if (who === 'patient') {
        // Never a staff or template page in a patient's offers.
        for (const link of offered)
          expect(link, `a patient is offered ${link}`).not.toMatch(
            /^\/(ui-element|components|cards|forms|charts|extensions|tables|maps|colors|icons|misc|ecommerce|data-list|patient$|specimen|results|users)/,
          );
      }
    });
  }
});
