import { expect, test } from './fixtures';
import { DEMO, shot, signIn, uniq } from './support';

/** docs/workspace.md#chat: two people, two browsers; messages and seen marks arrive without a reload. */
test('staff and admin chat live: the message arrives, the reply comes back, and the seen mark shows', async ({
  browser,
}) => {
  // Two sign-ins and two live pages: more than one page's budget on a busy machine.
  test.setTimeout(120_000);
  const staffCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  const admin = await adminCtx.newPage();
  try {
    await signIn(staff, 'staff');
    await signIn(admin, 'admin');
    await staff.goto('/chat');
    await admin.goto('/chat');

    await admin.getByRole('button', { name: new RegExp(`^${DEMO.staff.name} ?,`) }).click();
    await expect(admin.getByTestId('chat-thread-name')).toHaveText(DEMO.staff.name);
    await staff.getByRole('button', { name: new RegExp(`^${DEMO.admin.name} ?,`) }).click();
    await expect(staff.getByTestId('chat-thread-name')).toHaveText(DEMO.admin.name);

    const hello = `Slides for the 2 pm review are ready ${uniq()}`;
    const composer = staff.getByRole('textbox', { name: `Message to ${DEMO.admin.name}` });
    await composer.fill(hello);
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const mine = staff.getByTestId('chat-bubble').filter({ hasText: hello });
    await expect(mine).toBeVisible();

    // The admin's page shows it without a reload, and having the chat open marks it seen.
    await expect(admin.getByTestId('chat-bubble').filter({ hasText: hello })).toBeVisible({ timeout: 10_000 });
    await expect(mine.getByLabel('Seen')).toBeVisible({ timeout: 10_000 });

    const reply = `Thanks, see you at 2 ${uniq()}`;
    const adminComposer = admin.getByRole('textbox', { name: `Message to ${DEMO.staff.name}` });
    // Shift+Enter makes a new line, Enter sends.
    await adminComposer.fill('Thanks,');
    await adminComposer.press('Shift+Enter');
    await expect(adminComposer).toHaveValue('Thanks,\n');
    await adminComposer.fill(reply);
    await adminComposer.press('Enter');
    await expect(staff.getByTestId('chat-bubble').filter({ hasText: reply })).toBeVisible({ timeout: 10_000 });
    await expect(admin.getByTestId('chat-bubble').filter({ hasText: reply }).getByLabel('Seen')).toBeVisible({
      timeout: 10_000,
    });
    await shot(staff, 'chat');
  } finally {
    await staffCtx.close();
    await adminCtx.close();
  }
});

test('at phone width one pane at a time, with a back button; a new chat starts from the picker', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'physician', '/chat');
  await page.getByRole('button', { name: /^Sam Staff ?,/ }).click();
  await expect(page.getByTestId('chat-thread-name')).toHaveText('Sam Staff');
  await expect(page.getByRole('textbox', { name: 'Search chats' })).toBeHidden();
  await page.getByRole('button', { name: 'Back to the chats' }).click();
  await expect(page.getByRole('textbox', { name: 'Search chats' })).toBeVisible();
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('textbox', { name: 'Search people' }).fill('Rosa');
  // The list is filtered (a click while it redraws can land on a row that goes).
  await expect(page.getByRole('button', { name: /^Chat with Sam Staff/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Chat with Dr\. Rosa Lind/ }).click();
  await expect(page.getByTestId('chat-thread-name')).toHaveText('Dr. Rosa Lind');
  await expect(page.getByText('No messages yet. Say hello to Dr. Rosa Lind.')).toBeVisible();
});

test('my status menu: do not disturb, then back online', async ({ page }) => {
  await signIn(page, 'editor', '/chat');
  const me = page.getByTestId('chat-my-status');
  await expect(me).toHaveAttribute('aria-label', 'My status: Online. Change status');
  await me.click();
  await page.getByRole('menuitem', { name: 'Do not disturb' }).click();
  await expect(me).toHaveAttribute('aria-label', 'My status: Do not disturb. Change status');
  await me.click();
  await page.getByRole('menuitem', { name: 'Online' }).click();
  await expect(me).toHaveAttribute('aria-label', 'My status: Online. Change status');
});
