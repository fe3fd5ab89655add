import { expect, test } from './fixtures';
import { apiAs, DEMO, signIn, signInWith, signOut } from './support';

/**
 * Passkeys (docs/security.md#passkeys) in a real browser: Chromium's virtual authenticator (CDP WebAuthn) stands for
 * the platform authenticator. The profile registers one; the sign-in's second step signs in with it.
 */
test('a passkey made on the profile signs in at the second step', async ({ page, request }) => {
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
  const login = await request.post('/api/authenticate/login/user', {
    data: { email: DEMO.patient.email, password: DEMO.patient.password },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  try {
    await signIn(page, 'patient', '/pages/profile');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel('A name for it').fill('Virtual key');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The first second factor: the recovery codes, once.
    await expect(page.getByTestId('recovery-codes')).toBeVisible();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Virtual key');
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
