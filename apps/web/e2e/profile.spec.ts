import { expect, test } from './fixtures';
import { apiAs, signIn } from './support';

// A real 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMoTv8ARAwQCgAwMgcp+186EgAAAABJRU5ErkJggg==',
  'base64',
);

test.afterAll(async ({ request }) => {
  const staff = await apiAs(request, 'staff');
  const me = await (await staff.get('/api/account/profile')).json();
  await staff.put('/api/account/profile', { ...me, name: 'Sam Staff', mobile: null });
  await staff.delete('/api/account/avatar');
});

test('a user changes their own name, phone and picture; the top bar follows and a bad value is named', async ({
  page,
}) => {
  await signIn(page, 'staff', '/pages/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Name')).not.toHaveValue('');

  await form.getByLabel('Name').fill('');
  await form.getByLabel('Website').fill('x'.repeat(301));
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('is required')).toBeVisible();
  await expect(form.getByText('must be at most 300 characters')).toBeVisible();

  await form.getByLabel('Name').fill('Samantha Staff');
  await form.getByLabel('Website').fill('');
  await form.getByLabel('Mobile').fill('(217) 555-0123');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Samantha Staff');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'not-a-picture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: 'PNG, JPEG or WebP' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture saved.')).toBeVisible();
  const img = page.getByRole('button', { name: 'User menu' }).locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f]{64}\.png$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2);

  // After a reload the saved values come back from the server.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Mobile')).toHaveValue('(217) 555-0123');
});
