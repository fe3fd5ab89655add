import { expect, test } from './fixtures';
import { apiAs, shot, signIn } from './support';

/** Mail between two people (docs/workspace.md#mail): it arrives live, links its case, and can be starred, labelled, answered and trashed. */
test.setTimeout(150_000);

test('staff mails the admin about a case; the admin sees it arrive, opens the case link, stars, labels, replies and trashes it', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  const cases = (await (await admin.get('/api/cases?pageSize=1')).json()) as {
    data: Array<{ id: number; caseNumber: string }>;
  };
  const theCase = cases.data[0]!;
  const subject = `Recut request ${Date.now().toString(36)}`;

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/email/inbox');
  await expect(adminPage.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff');
  await staff.goto('/email/inbox');
  await staff.getByRole('button', { name: 'Compose' }).click();
  const dialog = staff.getByRole('dialog');
  const to = dialog.getByLabel('To', { exact: true });
  await to.fill('admin@admin.com');
  await to.press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill(`Could you look at the levels of ${theCase.caseNumber}? Block A2 needs a recut.`);
  await shot(staff, 'email-compose');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  // The admin's open inbox shows it without a reload (the live channel's 'mail' event).
  const row = adminPage.getByRole('button', { name: new RegExp(`^Unread: Sam Staff .*${subject}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const pane = adminPage.getByLabel('Reading pane');
  await expect(pane.getByRole('heading', { name: subject })).toBeVisible();
  const link = pane.getByRole('link', { name: `Open case ${theCase.caseNumber}` });
  await expect(link).toHaveAttribute('href', `/specimen/${theCase.id}`);
  await shot(adminPage, 'email-reading');

  await pane.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(pane.getByRole('button', { name: 'Unstar', exact: true })).toBeVisible();
  await pane.getByRole('button', { name: 'Labels' }).click();
  await adminPage.getByRole('menuitem', { name: 'Important' }).click();
  await expect(pane.getByText('Important', { exact: true })).toBeVisible();

  await pane.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = adminPage.getByRole('dialog');
  await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${subject}`);
  await reply.getByRole('textbox', { name: 'Message' }).press('Control+Home');
  await reply.getByRole('textbox', { name: 'Message' }).pressSequentially('Recut ordered. ');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden();
  // The staff member's inbox receives the answer live too.
  await expect(staff.getByRole('button', { name: new RegExp(`^Unread: Alex Admin .*Re: ${subject}`) })).toBeVisible({
    timeout: 15_000,
  });

  await pane.getByRole('button', { name: 'Move to trash' }).click();
  await expect(adminPage.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
  await adminPage.getByRole('link', { name: 'Trash' }).click();
  await expect(adminPage).toHaveURL(/\/email\/trash$/);
  await expect(adminPage.getByRole('button', { name: new RegExp(`^Sam Staff .*${subject}`) })).toBeVisible();

  // Starred and labelled copies belong to the admin alone.
  const staffApi = await apiAs(request, 'staff');
  const sent = (await (
    await staffApi.get(`/api/email/mails?filter=sent&q=${encodeURIComponent(subject)}`)
  ).json()) as Array<{ subject: string; isStarred: boolean; labels: string[] }>;
  expect(sent.find((m) => m.subject === subject)).toMatchObject({ isStarred: false, labels: [] });

  await adminContext.close();
  await staffContext.close();
});
