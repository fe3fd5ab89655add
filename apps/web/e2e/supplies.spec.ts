import { expect, test } from './fixtures';
import { apiAs, shot, signIn, signInThroughForm, signOut } from './support';

/**
 * Supplies (docs/supplies.md): the demo physician orders three items from the shop; the order shows for the lab's
 * staff on the data list and the dashboard; staff mark it delivered; the physician sees the new status.
 */
test('a physician orders three supplies, staff deliver them, the physician sees it', async ({ browser }) => {
  const docCtx = await browser.newContext();
  const doc = await docCtx.newPage();
  // The cart is on the server, per user (docs/supplies.md#cart): start from an empty one.
  expect((await (await apiAs(doc.request, 'physician')).delete('/api/shop/cart')).ok()).toBeTruthy();
  await signIn(doc, 'physician');
  await doc.goto('/ecommerce/shop');
  await expect(doc.getByRole('heading', { name: 'Shop' })).toBeVisible();

  // Two from the list by searching, one from its own page through the search's suggestions.
  const search = doc.getByRole('combobox', { name: 'Search supplies' });
  await search.fill('ThinPrep');
  await doc.getByRole('button', { name: 'Add ThinPrep PreservCyt vial, 20 mL to the cart' }).click();
  await search.fill('Specimen transport bag with');
  await doc.getByRole('button', { name: 'Add Specimen transport bag with document pouch to the cart' }).click();
  await search.fill('');
  await search.fill('Pathology requisition');
  await doc.getByRole('option', { name: 'Pathology requisition pad', exact: true }).click();
  await expect(doc.getByRole('heading', { name: 'Pathology requisition pad' })).toBeVisible();
  await doc.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await doc.getByRole('button', { name: 'Add to cart' }).click();
  await expect(doc.getByText('3 in the cart.')).toBeVisible();
  await shot(doc, 'supplies-product-detail');

  // The heart keeps an item on the wish list, on the server.
  const wish = doc.getByRole('button', { name: /the wish list$/ });
  if ((await wish.getAttribute('aria-pressed')) !== 'true') await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', 'true');
  await doc.getByRole('link', { name: 'Wish list' }).click();
  await expect(doc.getByTestId('product').filter({ hasText: 'Pathology requisition pad' })).toBeVisible();

  await expect(doc.getByRole('link', { name: /Cart and checkout, 5 items/ })).toBeVisible();

  // The cart follows the user: still there after signing out and in again (and not left in the browser).
  await signOut(doc);
  expect(await doc.evaluate(() => localStorage.getItem('lab.supplies.cart'))).toBeNull();
  await signInThroughForm(doc, 'physician');
  await doc.goto('/ecommerce/wishlist');
  await doc.getByRole('link', { name: /Cart and checkout, 5 items/ }).click();
  await expect(doc.getByTestId('cart-line')).toHaveCount(3);
  // Shipped to the physician's own facility, at its address on file; delivery details go in the note.
  await expect(doc.getByRole('textbox', { name: 'Address' })).toHaveValue(/Riverside Women's Health\n1200 River Rd/);
  await expect(doc.getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly', '');
  await doc.getByRole('textbox', { name: 'Note for the lab' }).fill('Back door, please');
  await shot(doc, 'supplies-checkout');
  await doc.getByRole('button', { name: 'Place order' }).click();
  const placed = doc.getByTestId('order-placed');
  await expect(placed).toBeVisible();
  const number = /SO-\d{2}-\d{5}/.exec((await placed.textContent()) ?? '')![0];
  await expect(doc.getByTestId('cart-line')).toHaveCount(0);
  const mine = doc.getByTestId(`my-order-${number}`);
  await expect(mine.getByTestId('order-status')).toHaveText('pending');

  // Staff: the order is on the data list's orders and on the dashboard.
  const labCtx = await browser.newContext();
  const lab = await labCtx.newPage();
  await signIn(lab, 'staff');
  await lab.goto('/ecommerce-dashboard');
  await expect(lab.getByTestId('open-orders')).toContainText(number);
  await shot(lab, 'supplies-dashboard');
  await lab.goto('/data-list/list-view');
  await expect(lab.getByTestId('catalogue-row')).toHaveCount(10);
  await shot(lab, 'supplies-list-view');
  await lab.getByRole('tab', { name: 'Client orders' }).click();
  await lab.getByRole('textbox', { name: 'Search orders' }).fill(number);
  const row = lab.getByTestId(`order-row-${number}`);
  await expect(row).toContainText("Riverside Women's Health");
  await expect(row).toContainText('3 × Pathology requisition pad');
  await row.getByRole('button', { name: `Change the status of ${number}` }).click();
  await lab.getByRole('menuitem', { name: 'Mark delivered' }).click();
  await expect(row.getByTestId('order-status')).toHaveText('delivered');

  // The physician sees it (live, with the bell's notice), and after a reload too.
  await expect(mine.getByTestId('order-status')).toHaveText('delivered');
  await doc.reload();
  await expect(doc.getByTestId(`my-order-${number}`).getByTestId('order-status')).toHaveText('delivered');
  await docCtx.close();
  await labCtx.close();
});

test('the data list pages, adds first and retires; a physician may not open it, a patient not the shop', async ({
  browser,
  request,
}) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, 'editor', '/data-list/thumb-view');
  await expect(page.getByTestId('catalogue-card')).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page.getByTestId('catalogue-card')).toHaveCount(20);
  await shot(page, 'supplies-thumb-view');

  const name = `Decalcifier solution, 1 L ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add item' }).click();
  const drawer = page.getByRole('dialog', { name: 'New item' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await drawer.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Histology' }).click();
  await drawer.getByRole('textbox', { name: /Cost to the lab/ }).fill('14.2');
  // A picture goes up with it (a 1 × 1 PNG; the server checks the bytes).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await drawer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'decalcifier.png', mimeType: 'image/png', buffer: png });
  await drawer.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByTestId('catalogue-card').first()).toContainText(name);
  await expect(page.getByTestId('catalogue-card').first().getByRole('img', { name })).toHaveAttribute(
    'src',
    /\/api\/datalist\/images\/\d+\?v=1$/,
  );
  await page
    .getByTestId('catalogue-card')
    .first()
    .getByRole('checkbox', { name: `Select ${name}` })
    .check();
  await page.getByRole('button', { name: 'Retire selected (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByTestId('catalogue-card').first()).not.toContainText(name);
  const editor = await apiAs(request, 'editor');
  const found = (await (await editor.get(`/api/datalist/items?q=${encodeURIComponent(name)}`)).json()) as {
    total: number;
    data: Array<{ active: boolean }>;
  };
  expect(found.data.map((i) => i.active)).toEqual([false]);
  await ctx.close();

  const docCtx = await browser.newContext();
  const doc = await docCtx.newPage();
  await signIn(doc, 'physician');
  await doc.goto('/data-list/list-view');
  await expect(doc).toHaveURL(/\/misc\/not-authorized$/);
  await docCtx.close();

  const patCtx = await browser.newContext();
  const pat = await patCtx.newPage();
  await signIn(pat, 'patient');
  await pat.goto('/ecommerce/shop');
  await expect(pat).toHaveURL(/\/misc\/not-authorized$/);
  await patCtx.close();
});
