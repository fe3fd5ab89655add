import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startPortal } from './fixtures';

/**
 * Single sign-on in a real browser (docs/security.md#single-sign-on-openid-connect): a real OpenID Connect provider
 * (apps/api/test/oidc-test-provider.ts, `oidc-provider`) in a process of its own, and a built portal of this spec's
 * own started with OIDC_ISSUER pointing at it. The sign-in page's button goes to the provider and back; the page
 * exchanges the one-time code of its address fragment for the session and opens the app.
 */

const providerScript = fileURLToPath(new URL('../../api/test/oidc-test-provider.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let provider: ChildProcess;
let issuer: string;
let base: string;
let stopPortal: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  provider = spawn(process.execPath, ['--import', 'tsx', providerScript, `${base}/api/authenticate/oidc/callback`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  provider.stdout!.on('data', (d) => (log += String(d)));
  provider.stderr!.on('data', (d) => (log += String(d)));
  for (const until = Date.now() + 60_000; !/^issuer (\S+)/m.test(log);) {
    if (provider.exitCode !== null || Date.now() > until) throw new Error(`the test provider did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  issuer = /^issuer (\S+)/m.exec(log)![1]!;
  // The portal inherits this process's environment (fixtures.ts): the single sign-on settings for it alone.
  const settings = {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'lab-portal',
    OIDC_CLIENT_SECRET: 'a-client-secret-of-the-test-provider-0123456789',
    OIDC_NAME: 'Sign in with Riverside Health',
  };
  Object.assign(process.env, settings);
  try {
    const started = await startPortal(port, process.env.E2E_TEMPLATE_DIR);
    stopPortal = () => started.stop();
  } finally {
    for (const key of Object.keys(settings)) delete process.env[key];
  }
});

test.afterAll(async () => {
  await stopPortal?.();
  provider?.kill();
});

/** Who the provider's login page signs in next, and how. */
const nextAtProvider = async (as: string, amr = '') => {
  const res = await fetch(`${issuer}/test/next-login?as=${as}&amr=${amr}`);
  expect(res.ok).toBeTruthy();
};

test('the sign-in page’s button signs a known user in through the provider, without a token in any address', async ({
  page,
}) => {
  await nextAtProvider('staff');
  const addresses: string[] = [];
  page.on('request', (req) => addresses.push(req.url()));
  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: 'Sign in with Riverside Health' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Sam Staff', { timeout: 30_000 });
  expect(new URL(page.url()).hash).toBe('');
  expect(addresses.some((a) => a.startsWith(issuer))).toBeTruthy();
  const token = await page.evaluate(() => Object.values(localStorage).find((v) => v.startsWith('eyJ')));
  expect(token).toBeTruthy();
  expect(addresses.filter((a) => a.includes(token!))).toEqual([]);
});

test('an unknown person is told to ask the administrator', async ({ page }) => {
  await nextAtProvider('stranger');
  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: 'Sign in with Riverside Health' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is not set up' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ask your administrator to set up your account')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});
