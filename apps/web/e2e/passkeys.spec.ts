import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, DEMO, signIn, signInWith, signOut } from './support';

/**
 * Passkeys (docs/security.md#passkeys) in a real browser: Chromium's virtual authenticator (CDP WebAuthn) stands for
 * the platform authenticator. The profile registers one; the sign-in's second step signs in with it; where the
 * administrator allows it, it signs in alone.
 */

/** Chromium's virtual platform authenticator: discoverable credentials, and it verifies its user (PIN, biometric). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Registers a passkey on the signed-in user's profile (their first factor: the recovery codes are shown once). */
async function addPasskeyOnProfile(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('A name for it').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText(name);
}

test('a passkey made on the profile signs in at the second step', async ({ page, request }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const login = await request.post('/api/authenticate/login/user', {
    data: { email: DEMO.patient.email, password: DEMO.patient.password },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  try {
    await signIn(page, 'patient', '/pages/profile');
    await addPasskeyOnProfile(page, 'Virtual key');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    const before = credentials[0]!.signCount;

    await signOut(page);
    await signInWith(page, DEMO.patient.email, DEMO.patient.password);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByTestId('user-name')).toHaveText(DEMO.patient.name, { timeout: 30_000 });
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(before);
  } finally {
    // The worker's other specs sign in as the patient with the password alone.
    const admin = await apiAs(request, 'admin');
    expect((await admin.delete(`/api/users/${user.id}/mfa`)).ok()).toBeTruthy();
  }
});

test('where the administrator allows it, a passkey alone signs in from the sign-in page', async ({ page, request }) => {
  const admin = await apiAs(request, 'admin');
  const policy = (await (await admin.get('/api/settings/security')).json()) as { requireMfaFor: string[] };
  expect(
    (
      await admin.put('/api/settings/security', { requireMfaFor: policy.requireMfaFor, passwordlessPasskeys: true })
    ).ok(),
  ).toBeTruthy();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const login = await request.post('/api/authenticate/login/user', {
    data: { email: DEMO.patient.email, password: DEMO.patient.password },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  try {
    await signIn(page, 'patient', '/pages/profile');
    await addPasskeyOnProfile(page, 'Discoverable key');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials[0]!.isResidentCredential, 'registration asks for a discoverable credential').toBe(true);

    await signOut(page);
    // Straight from the card: no email, no password.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByTestId('user-name')).toHaveText(DEMO.patient.name, { timeout: 30_000 });
  } finally {
    expect((await admin.delete(`/api/users/${user.id}/mfa`)).ok()).toBeTruthy();
    expect(
      (
        await admin.put('/api/settings/security', { requireMfaFor: policy.requireMfaFor, passwordlessPasskeys: false })
      ).ok(),
    ).toBeTruthy();
  }
});
