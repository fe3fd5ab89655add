import { exampleFhirOrderBundle } from '@lab/domain';
import { expect, test } from './fixtures';
import { shot, signIn, tokenFor } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

test('an order posted by a hospital system appears on /orders; staff accession it with one key and the case opens', async ({
  page,
}) => {
  const placer = `E2E-${Date.now().toString(36)}`;
  const token = await tokenFor(page.request, 'editor');
  const posted = await page.request.post('/fhir', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    data: JSON.stringify(exampleFhirOrderBundle({ placer, mrn: `E2E${placer.slice(-6).toUpperCase()}` })),
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await signIn(page, 'editor', '/orders');
  await expect(page.getByRole('heading', { name: 'Incoming orders' })).toBeVisible();
  // The menu counts what waits.
  await expect(page.getByRole('link', { name: /Orders/ }).first()).toContainText(/\d/);
  const row = page.getByRole('row', { name: `Order ${placer}, Whitaker, Joan` });
  await expect(row).toContainText('New patient');
  await expect(row).toContainText('A: Core biopsy, Right breast');
  await shot(page, 'orders');
  await row.focus();
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/specimen\/\d+$/);
  await expect(page.getByText(/S\d{2}-\d{5}/).first()).toBeVisible();
});
