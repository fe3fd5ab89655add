import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { apiAs, signInWith, uniq } from './support';

// The portal under test has no SMTP_URL: its mail is written to DATA_DIR/outbox (fixtures.ts sets E2E_DATA_DIR).
const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The reset link in the newest .eml addressed to `email`, quoted-printable undone. */
function resetLinkFor(email: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outbox())
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const f of files) {
    const raw = readFileSync(path.join(outbox(), f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw)) continue;
    return /https?:\/\/\S+\/pages\/reset-password\?token=[A-Za-z0-9_-]+/.exec(raw)?.[0];
  }
  return undefined;
}

test('a forgotten password is reset through the emailed link; the old one no longer signs in', async ({
  page,
  request,
}) => {
  const email = `reset-${uniq()}@lab.test`;
  const oldPassword = 'temporary1';
  const newPassword = `Lab-reset-${uniq()}`;
  const admin = await apiAs(request, 'admin');
  const created = await admin.post('/api/users', {
    email,
    username: `reset${uniq()}`,
    name: 'Rita Reset',
    role: 'editor',
    password: oldPassword,
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/pages\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses that address, a link to reset its password is on its way.',
  );

  await expect.poll(() => resetLinkFor(email), { timeout: 10_000 }).toBeTruthy();
  const link = new URL(resetLinkFor(email)!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('At least 10 characters');

  // The policy is the server's: a common password is refused on its field.
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123x');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This password is too common; choose another.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password was changed');

  // The link worked once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, expired or already used');

  await signInWith(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText('Email Or Password Invalid');
  await signInWith(page, email, newPassword);
  await expect(page.getByTestId('user-name')).toHaveText('Rita Reset');
  // The forced change of the admin-set password is over: the reset chose the password.
  await expect(page).not.toHaveURL(/\/changepassword$/);
});
