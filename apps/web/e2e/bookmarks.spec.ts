import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bookmarks' });
const barIds = (page: Page) =>
  bar(page)
    .locator('[data-bookmark]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-bookmark')));

async function star(page: Page, query: string, title: string) {
  await page.getByRole('button', { name: 'Bookmark search' }).click();
  await page.getByRole('textbox', { name: 'Find a page to bookmark' }).fill(query);
  await page.getByRole('button', { name: `Star ${title}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Unstar ${title}`, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('the 11th starred page overflows and comes back when one in the bar is unstarred; drag reorders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'editor');
  // Three pages are starred by default.
  await expect.poll(() => barIds(page)).toEqual(['calendar', 'chat', 'email-inbox']);

  const more: Array<[string, string]> = [
    ['Patient', 'Patient'],
    ['Provider', 'Provider'],
    ['Insurance', 'Insurance'],
    ['Specimen', 'Specimen'],
    ['Documents', 'Documents'],
    ['Body Sites', 'Body Sites'],
    ['Stains', 'Stains'],
    ['Microcodes', 'Microcodes'],
  ];
  for (const [q, title] of more) await star(page, q, title);
  await expect(bar(page).locator('[data-bookmark]')).toHaveCount(10);
  const overflowButton = page.getByRole('button', { name: 'More bookmarks (1)' });
  await expect(overflowButton).toBeVisible();
  await overflowButton.click();
  await expect(page.getByTestId('bookmark-overflow').getByRole('menuitem')).toHaveText(['Microcodes']);
  await page.keyboard.press('Escape');

  // Unstarring one in the bar promotes the first overflow item.
  await page.getByRole('button', { name: 'Bookmark search' }).click();
  await page.getByRole('textbox', { name: 'Find a page to bookmark' }).fill('chat');
  await page.getByRole('button', { name: 'Unstar Chat', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => barIds(page)).toContain('microcodes');
  await expect(bar(page).locator('[data-bookmark]')).toHaveCount(10);
  await expect(page.getByRole('button', { name: /More bookmarks/ })).toHaveCount(0);

  // Drag the last one to the front; the order is kept after a reload.
  await bar(page).locator('[data-bookmark="microcodes"]').dragTo(bar(page).locator('[data-bookmark="calendar"]'));
  await expect.poll(() => barIds(page).then((ids) => ids[0])).toBe('microcodes');
  await page.reload();
  await expect.poll(() => barIds(page).then((ids) => ids[0])).toBe('microcodes');
});

test('bookmark suggestions: 6 while typing, every page when empty', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Bookmark search' }).click();
  const list = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect.poll(() => list.count()).toBeGreaterThan(40);
  await page.getByRole('textbox', { name: 'Find a page to bookmark' }).fill('e');
  await expect(list).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Find a page to bookmark' }).fill('qqqzz');
  await expect(page.getByText('No Result')).toBeVisible();
});
