import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { TCaseListPage } from '@lab/domain';
import { apiAs, DEMO, signIn } from './support';

/** Collects every Content-Security-Policy violation the page reports (event and console). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Refused to|Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('the app runs under its Content-Security-Policy: login, home, a case, a document, /api/docs', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/login');
  expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn(page, 'admin');
  // The demo database says so in the top bar.
  await expect(page.getByTestId('demo-data-badge')).toHaveText('Demo data');
  expect(await violations()).toEqual([]);

  const editor = await apiAs(page.request, 'editor');
  const list = (await (await editor.get('/api/cases?pageSize=1&sort=-receivedAt')).json()) as TCaseListPage;
  await page.goto(`/specimen/${list.data[0]!.id}`);
  await expect(page.getByTestId('case-number')).toHaveText(list.data[0]!.caseNumber);
  expect(await violations()).toEqual([]);

  await page.goto('/documents');
  await page
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  await expect(page.locator('iframe[title^="Preview of"], canvas').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const docs = await page.goto('/api/docs');
  expect(docs!.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByText('Laboratory results portal API')).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a source map is not served; index.html is revalidated; bundles go compressed and cached for a year', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
  const bundle = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(bundle.headers()['content-encoding']).toBe('br');
  const gz = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  // Either way the browser gets the same script.
  expect((await bundle.body()).equals(await gz.body())).toBe(true);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

// A second portal on an empty database without demo data, as a real lab starts it.
let realBase = '';
let server: ChildProcess | null = null;
let serverLog = '';

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startRealLab(): Promise<string> {
  const realPort = await freePort();
  realBase = `http://localhost:${realPort}`;
  const main = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
  server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(realPort),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-real-')),
      SEED_DEMO: '0',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (serverLog += String(d)));
  server.stderr!.on('data', (d) => (serverLog += String(d)));
  const until = Date.now() + 60_000;
  for (;;) {
    const code = /setup code:\s+([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(serverLog)?.[1];
    if (code) return code;
    if (server.exitCode !== null || Date.now() > until) throw new Error(`no setup code in the log:\n${serverLog}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('a real lab (SEED_DEMO=0): no demo accounts, first-run setup with the code from the log, then gone', async ({
  page,
}) => {
  const code = await startRealLab();
  const violations = await watchCsp(page);
  expect(serverLog).not.toMatch(/DEMO accounts/);

  // The demo passwords open nothing.
  const demo = await page.request.post(`${realBase}/api/authenticate/login/user`, {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(await demo.json()).toEqual({ error: 'Email Or Password Invalid' });

  await page.goto(`${realBase}/login`);
  await page.getByRole('link', { name: 'Set up the portal' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  // No PUBLIC_URL: the page asks for the portal's address, filled in with the one it was opened at.
  await expect(page.getByLabel('Portal URL')).toHaveValue(realBase);
  const fill = async (setupCode: string) => {
    await page.getByLabel('Setup code').fill(setupCode);
    await page.getByLabel('Full name').fill('Morgan Director');
    await page.getByRole('textbox', { name: 'Email' }).fill('director@northlab.example');
    await page.getByLabel('Password', { exact: true }).fill('granite-Harbor-pelican-42');
    await page.getByLabel('Laboratory name').fill('North Valley Pathology');
    await page.getByLabel('Address').fill('9 Lake Road, Duluth, MN 55802');
    await page.getByLabel('CLIA number').fill('24D1234567');
    await page.getByRole('button', { name: 'Create administrator' }).click();
  };
  await fill('WRONG-CODE-0000');
  await expect(page.getByText('This is not the setup code the server printed in its log')).toBeVisible();
  await fill(code);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Set up the portal' })).toHaveCount(0);
  // Links in mails and calendar feeds now start with it.
  expect((await (await page.request.get(`${realBase}/api/public-config`)).json()).publicUrl).toBe(realBase);

  await page.getByRole('textbox', { name: 'Email' }).fill('director@northlab.example');
  await page.getByLabel('Password', { exact: true }).fill('granite-Harbor-pelican-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Morgan Director');
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);

  // The page is gone once there is an administrator.
  await page.goto(`${realBase}/setup`);
  await expect(page.getByText('Setup is done')).toBeVisible();
  const again = await page.request.post(`${realBase}/api/setup`, {
    data: {
      setupCode: code,
      name: 'X',
      email: 'x@northlab.example',
      password: 'granite-Harbor-pelican-43',
      labName: 'X',
      labAddress: 'X',
      labClia: '24D1234567',
    },
  });
  expect(again.status()).toBe(404);
  expect(await violations()).toEqual([]);
});
