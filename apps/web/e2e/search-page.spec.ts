import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { apiAs, shot, signIn, type DemoWho } from './support';

/**
 * The full results page /pages/search (docs/shell.md#the-full-results) and what search and bookmarks offer each
 * role (docs/shell.md#page-catalogue).
 */

const results = (page: Page) => page.getByTestId('search-results').getByRole('link');

test('the top bar opens all results; a group is filtered and paged on the server', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search the portal' });
  await input.fill('e');
  await expect(page.getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveCount(4);
  // The last entry opens every result: Arrow Up from the first suggestion wraps to it.
  const seeAll = page.getByRole('option', { name: 'See all results for “e”' });
  await page.keyboard.press('ArrowUp');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/search\?q=e$/);
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
  await expect(input).toHaveCount(0);

  // Every group the admin may see is a tab with its total; Pages holds more than one page of ten.
  const tabs = page.getByRole('tablist', { name: 'Result groups' });
  for (const g of ['Pages', 'Files', 'Contacts', 'Patients', 'Cases'])
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${g}`) })).toBeVisible();
  const pagesTab = tabs.getByRole('tab', { name: /^Pages/ });
  await expect(pagesTab).toHaveAttribute('aria-selected', 'true');
  const total = Number((await pagesTab.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${total} pages`)).toBeVisible();
  const first = await results(page).allInnerTexts();
  await shot(page, 'search-page');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`11–20 of ${total} pages`)).toBeVisible();
  const second = await results(page).allInnerTexts();
  expect(second.filter((t) => first.includes(t))).toEqual([]);

  // Back returns to the first page: the address holds the page.
  await page.goBack();
  await expect(page.getByText(`1–10 of ${total} pages`)).toBeVisible();

  // Keyboard: Arrow Down from the box into the results, Enter opens one.
  await page.getByRole('textbox', { name: 'Search for' }).fill('probe');
  await expect(page).toHaveURL(/q=probe/);
  await expect(results(page)).toHaveText(['Probe Lots', 'Probe Sets']);
  await page.getByRole('textbox', { name: 'Search for' }).press('ArrowDown');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/probesets$/);
  await page.goBack();

  // The Contacts filter: the staff see the email and open the user's record.
  await page.goto('/pages/search?q=sam');
  await tabs.getByRole('tab', { name: /^Contacts/ }).click();
  await expect(page).toHaveURL(/group=Contacts/);
  await expect(results(page).filter({ hasText: 'Sam Staff' })).toContainText('staff@staff.com');
  await expect(results(page).filter({ hasText: 'Sam Staff' })).toHaveAttribute('href', /^\/app\/user\/view\/\d+$/);

  // Nothing matches: each group says so.
  await page.getByRole('textbox', { name: 'Search for' }).fill('zzqxwv');
  await expect(page.getByText('No Result')).toBeVisible();
  await expect(page.getByText('Nothing you may open matches “zzqxwv”', { exact: false })).toBeVisible();
});

test('a physician never sees the lab staff’s email addresses, nor their pages', async ({ page, request }) => {
  test.slow(); // walks every page offered
  await signIn(page, 'physician', '/pages/search?q=a&group=Contacts');
  const tabs = page.getByRole('tablist', { name: 'Result groups' });
  await expect(tabs.getByRole('tab', { name: /^Contacts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: /^(Files|Patients)/ })).toHaveCount(0);
  const alex = results(page).filter({ hasText: 'Alex Admin' });
  await expect(alex).toContainText('Lab staff');
  await expect(alex).toHaveAttribute('href', '/chat');
  await expect(page.getByTestId('search-results')).not.toContainText('@');
  await shot(page, 'search-page-physician');
  // Nor in the top bar.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the portal' }).fill('alex');
  const contacts = page.getByRole('group', { name: 'Contacts' });
  await expect(contacts.getByRole('option').first()).toContainText('Alex Admin');
  await expect(contacts).not.toContainText('@');
  await page.keyboard.press('Escape');

  // Pages: only what a physician may open.
  const api = await apiAs(request, 'physician');
  const offered = (await (await api.get('/api/search/results?q=&group=Pages&pageSize=50')).json()) as {
    data: Array<{ title: string; link: string }>;
  };
  const links = offered.data.map((p) => p.link);
  for (const l of [
    '/tables/agGrid',
    '/pages/invoice',
    '/maps/leaflet',
    '/ui-element/grid',
    '/users',
    '/pages/login',
    '/misc/error/404',
  ]) {
    expect(links).not.toContain(l);
  }
  await walk(page, 'physician', offered.data);
});

test('a patient is offered only their own pages, in search and bookmarks', async ({ page, request }) => {
  test.slow(); // walks every page offered
  await signIn(page, 'patient', '/pages/search?q=o');
  await expect(
    page.getByRole('tablist', { name: 'Result groups' }).getByRole('tab', { name: /^Pages/ }),
  ).toHaveAttribute('aria-selected', 'true');
  const titles = await results(page).allInnerTexts();
  expect(titles.length).toBeGreaterThan(2);
  for (const t of [
    'Login',
    'Register',
    '404 Error',
    'Coming Soon',
    'Maintenance',
    'Invoice',
    'Colors',
    'Chat',
    'Todo',
  ]) {
    expect(titles.map((x) => x.trim())).not.toContain(t);
  }
  await expect(page.getByRole('tab', { name: /^(Files|Contacts|Patients|Cases)/ })).toHaveCount(0);
  await shot(page, 'search-page-patient');

  // The top bar and the bookmarks' star panel offer no sample screen either.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the portal' }).fill('log');
  await expect(page.getByRole('group', { name: 'Pages' })).toContainText('No Result');
  await page.keyboard.press('Escape');
  const api = await apiAs(request, 'patient');
  const marks = (await (await api.get('/api/search/bookmarks/data')).json()) as {
    searchResult: Array<{ link: string }>;
  };
  expect(marks.searchResult.map((b) => b.link).sort()).toEqual(
    [
      '/',
      '/myreports',
      '/changepassword',
      '/pages/lock-screen',
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/search',
      '/pages/account-settings',
    ].sort(),
  );
  const offered = (await (await api.get('/api/search/results?q=&group=Pages&pageSize=50')).json()) as {
    data: Array<{ title: string; link: string }>;
  };
  await walk(page, 'patient', offered.data);
});

/** Opens every offered page: each is a real page, never not-authorized, a 404 or a placeholder. */
async function walk(page: Page, who: DemoWho, pages: Array<{ title: string; link: string }>) {
  // The lock screen locks the session: it is checked on its own.
  for (const p of pages.filter((x) => x.link !== '/pages/lock-screen')) {
    await page.goto(p.link);
    await expect(page.getByRole('main').getByRole('heading').first(), `${who}: ${p.link}`).toBeVisible();
    expect(page.url(), `${who}: ${p.link}`).not.toContain('/misc/not-authorized');
    await expect(page.getByText('Page not found'), `${who}: ${p.link}`).toHaveCount(0);
    await expect(page.getByText('This screen is not available in this build'), `${who}: ${p.link}`).toHaveCount(0);
  }
}
