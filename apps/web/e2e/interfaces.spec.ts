import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lab/domain';
import { expect, test } from './fixtures';
import { apiAs, shot, signIn } from './support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 AA by axe-core, as a11y.spec.ts runs it: the critical and serious violations, by rule and element. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; html: string }> }>;
    };
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe;
    const res = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return res.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
  });
}

/** Switches the colour scheme in place, as a11y.spec.ts does (the theme settings in localStorage, then `storage`). */
async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(
    ([key, scheme]) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...saved, theme: scheme }));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    [STORAGE_KEYS.theme, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

type Row = Record<string, unknown> & { id: number };
type Paged = { data: Row[] };

/** A port on 127.0.0.1 nobody listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** An MLLP listener (0x0B … 0x1C 0x0D) answering every message with ACK AA, MSA-2 = its MSH-10. */
async function mllpListener(port: number) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\x1c\r'); end >= 0; end = buffer.indexOf('\x1c\r')) {
        const message = buffer.slice(buffer.indexOf('\x0b') + 1, end);
        buffer = buffer.slice(end + 2);
        received.push(message);
        const control = message.split('\r')[0]!.split('|')[9];
        socket.write(
          `\x0bMSH|^~\\&|EHR|HOSP|LABPORTAL|LAB|20261126120000||ACK^R01^ACK|A${control}|P|2.5.1\rMSA|AA|${control}\r\x1c\r`,
          'latin1',
        );
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A skin case accessioned by the admin, written and signed out by the demo pathologist: report version 1 released. */
async function signedCase(request: APIRequestContext): Promise<{ id: number; caseNumber: string }> {
  const admin = await apiAs(request, 'admin');
  const first = async (url: string, pick: (r: Row) => boolean) => {
    const res = await admin.get(url);
    expect(res.ok(), url).toBeTruthy();
    const row = ((await res.json()) as Paged).data.find(pick);
    expect(row, url).toBeTruthy();
    return row!;
  };
  const patient = await first('/api/patients?q=Patient&pageSize=50', (r) => r.lastName === 'Patient');
  const provider = await first('/api/providers?q=Physician&pageSize=50', (r) => r.lastName === 'Physician');
  const pathologist = await first('/api/lookups/pathologists?q=RL', (r) => r.code === 'RL');
  const site = await first('/api/lookups/bodysites?q=forearm', (r) => r.code === 'SKFA');
  const he = await first('/api/lookups/stainlist?q=HE', (r) => r.code === 'HE');
  const created = await admin.post('/api/cases', {
    caseType: 'S',
    patientId: patient.id,
    priority: 'routine',
    providerId: provider.id,
    facilityId: provider.facilityId ?? null,
    pathologistId: pathologist.id,
    parts: [{ bodySiteId: site.id, laterality: 'left', description: 'Shave biopsy' }],
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const c = (await created.json()) as { id: number; caseNumber: string };

  const login = await request.post('/api/authenticate/login/user', {
    data: { email: 'pathologist@demo.com', password: 'pathologist' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const d = (await (await request.get(`/api/cases/${c.id}/diagnosis`, { headers })).json()) as {
    rowVersion: number;
    parts: Array<Record<string, unknown> & { letter: string }>;
  };
  const saved = await request.put(`/api/cases/${c.id}/diagnosis`, {
    headers,
    data: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [],
      procedures: [],
      parts: d.parts.map((p) => ({
        ...p,
        grossDescription: 'A shave of skin.',
        blocks: [{ label: `${p.letter}1`, description: '', slides: [{ label: `${p.letter}1-1`, stainId: he.id }] }],
        microscopicDescription: 'Nests of basaloid cells.',
        finalDiagnosis: 'BASAL CELL CARCINOMA.',
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const rowVersion = ((await saved.json()) as { rowVersion: number }).rowVersion;
  const signed = await request.post(`/api/cases/${c.id}/sign-out`, {
    headers,
    data: { password: 'pathologist', rowVersion, confirmWarnings: true },
  });
  expect(signed.ok(), await signed.text()).toBeTruthy();
  return c;
}

test.use({ viewport: { width: 1400, height: 900 } });

test('an admin adds an MLLP destination, sees a refused delivery fail, reads it segment by segment and resends it to a listener that ACKs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const port = await closedPort();
  await signIn(page, 'admin', '/interfaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Interfaces' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');

  // Destinations: the form names a missing field, then adds the destination.
  await page.getByRole('tab', { name: 'Destinations' }).click();
  await page.getByRole('button', { name: 'Add destination' }).click();
  const form = page.getByRole('dialog', { name: 'Add destination' });
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E closed EHR');
  await form.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
  await form.getByRole('button', { name: 'Add destination' }).click();
  await expect(form.getByText('Port is required for an MLLP destination')).toBeVisible();
  await form.getByRole('textbox', { name: 'Port' }).fill(String(port));
  await shot(page, 'interfaces-destination-form');
  await form.getByRole('button', { name: 'Add destination' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: /E2E closed EHR/ });
  await expect(row).toContainText(`127.0.0.1:${port}`);
  await expect(row).toContainText('Active');
  await shot(page, 'interfaces-destinations');
  expect(await axeViolations(page)).toEqual([]);
  await setScheme(page, 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'interfaces-destinations-dark');
  await setScheme(page, 'light');

  // A signed case is queued to it; the refused connection ends `failed` after INTERFACE_MAX_ATTEMPTS.
  const c = await signedCase(request);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('textbox', { name: 'Search messages' }).fill(c.caseNumber);
  const message = page.getByRole('row', { name: new RegExp(c.caseNumber) });
  await expect(message).toContainText('E2E closed EHR');
  await expect(message).toContainText('failed', { timeout: 30_000 });
  await shot(page, 'interfaces-messages');
  expect(await axeViolations(page)).toEqual([]);

  // The drawer: one line per segment, the name bold; the error; no ACK yet.
  await message.click();
  const drawer = page.getByRole('dialog', { name: /ORU\^R01/ });
  const segments = drawer.getByTestId('hl7-segment');
  await expect(segments.first().locator('strong')).toHaveText('MSH');
  await expect(
    drawer.getByTestId('hl7-segment').filter({ has: page.locator('strong', { hasText: /^PID$/ }) }),
  ).toHaveCount(1);
  await expect(
    drawer.getByTestId('hl7-segment').filter({ has: page.locator('strong', { hasText: /^OBR$/ }) }),
  ).toHaveCount(1);
  await expect(drawer).toContainText('No acknowledgement yet.');
  await expect(drawer.getByText('Last error')).toBeVisible();
  const controlId = await segments.first().getByTitle('MSH-10').textContent();
  expect(controlId).toContain(c.caseNumber);
  await shot(page, 'interfaces-message-drawer');
  expect(await axeViolations(page)).toEqual([]);
  await setScheme(page, 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'interfaces-message-drawer-dark');
  await setScheme(page, 'light');

  // A real listener on the port now: Resend delivers and the ACK comes back.
  const listener = await mllpListener(port);
  try {
    await drawer.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(`${controlId} queued to be sent again`)).toBeVisible();
    await expect(message).toContainText('acked', { timeout: 30_000 });
    expect(listener.received.some((m) => m.includes(`|${controlId}|`))).toBe(true);
    await message.click();
    const acked = page.getByRole('dialog', { name: /ORU\^R01/ });
    await expect(acked.getByLabel('Acknowledgement')).toContainText(`MSA|AA|${controlId}`);
    await expect(acked.getByRole('button', { name: 'Resend' })).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    await listener.close();
  }

  // Deactivated with a confirm; nothing more is queued to it (other specs sign cases on this portal too).
  await page.getByRole('tab', { name: 'Destinations' }).click();
  await row.getByRole('button', { name: 'Deactivate E2E closed EHR' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate E2E closed EHR?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');

  // Clients: the secret is shown once, with a copy button.
  await page.getByRole('tab', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Create client' }).click();
  const create = page.getByRole('dialog', { name: 'Create interface client' });
  await create.getByRole('textbox', { name: 'Name' }).fill('E2E FHIR reader');
  await create.getByRole('button', { name: 'Create client' }).click();
  const secret = page.getByRole('dialog', { name: 'Client created' });
  await expect(secret.getByTestId('client-secret')).not.toBeEmpty();
  await expect(secret.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await shot(page, 'interfaces-client-secret');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /E2E FHIR reader/ })).toBeVisible();
  await expect(page.getByTestId('client-secret')).toHaveCount(0);
});

test('an editor is not let in', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/interfaces');
  await expect(page).toHaveURL(/\/misc\/not-authorized/);
});
