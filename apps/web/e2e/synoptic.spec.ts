import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lab/domain';
import { apiAs, settled, sidewaysOverflow, signIn } from './support';

const PATHOLOGIST = { email: 'pathologist@demo.com', password: 'pathologist', name: 'Dr. Rosa Lind' };
const SHOTS = process.env.E2E_SCREENSHOTS;

type Paged = { data: Array<Record<string, unknown>> };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The colour scheme switched in place, as a11y.spec.ts does (the theme store follows the storage event). */
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
  await settled(page, { network: false });
}

/** axe-core's WCAG 2.1 A/AA rules over the part's card: its critical and serious violations. */
async function violations(page: Page) {
  // DevTools' evaluation, which the page's CSP allows (as a11y.spec.ts does).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const r = await axe.run(
      { include: [['[data-testid="part-A"]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** A left breast partial mastectomy for the demo patient, assigned to the demo pathologist, its diagnosis written. */
async function breastCase(request: APIRequestContext): Promise<{ id: number; caseNumber: string }> {
  const admin = await apiAs(request, 'admin');
  const first = async (url: string, pick: (r: Record<string, unknown>) => boolean) => {
    const res = await admin.get(url);
    expect(res.ok(), url).toBeTruthy();
    const row = ((await res.json()) as Paged).data.find(pick);
    expect(row, url).toBeTruthy();
    return row!;
  };
  const patient = await first('/api/patients?q=Patient&pageSize=50', (r) => r.lastName === 'Patient');
  const provider = await first('/api/providers?q=Physician&pageSize=50', (r) => r.lastName === 'Physician');
  const pathologist = await first('/api/lookups/pathologists?q=RL', (r) => r.code === 'RL');
  const site = await first('/api/lookups/bodysites?q=breast', (r) => r.code === 'BR');
  const res = await admin.post('/api/cases', {
    caseType: 'S',
    patientId: patient.id,
    priority: 'routine',
    providerId: provider.id,
    facilityId: provider.facilityId ?? null,
    pathologistId: pathologist.id,
    parts: [{ bodySiteId: site.id, laterality: 'left', description: 'Partial mastectomy' }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const c = (await res.json()) as { id: number; caseNumber: string };
  // The write-up (what the suggestions read): gross, one block, microscopic and final diagnosis.
  const d = (await (await admin.get(`/api/cases/${c.id}/diagnosis`)).json()) as {
    rowVersion: number;
    parts: Array<Record<string, unknown>>;
    comment: string;
    icdCodeIds: number[];
    procedures: unknown[];
  };
  const put = await admin.put(`/api/cases/${c.id}/diagnosis`, {
    ...d,
    parts: d.parts.map((p) => ({
      ...p,
      grossDescription: 'A partial mastectomy of 5 x 4 x 3 cm with a firm tumour of 1.8 cm. Tumour in A1.',
      blocks: [{ label: 'A1', description: 'Tumour', slides: [] }],
      microscopicDescription: 'Invasive carcinoma of no special type, moderately differentiated.',
      finalDiagnosis: 'INVASIVE CARCINOMA OF NO SPECIAL TYPE (DUCTAL), 18 MM.',
    })),
  });
  expect(put.ok(), await put.text()).toBeTruthy();
  return c;
}

/** An item of part A's checklist by its label's start. */
const item = (page: Page, label: string, role: 'combobox' | 'textbox' = 'combobox') =>
  page.getByTestId('synoptic-A').getByRole(role, { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

/** Types into a focused choice to filter its options (the first match is selected) and takes it with Enter. */
async function choose(page: Page, field: Locator, typed: string) {
  await field.focus();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the pathologist fills the breast checklist from the keyboard; sign-out names what is missing, then signs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const c = await breastCase(request);
  await signIn(page, PATHOLOGIST, `/results/${c.id}`);
  await expect(page.getByTestId('case-number')).toHaveText(c.caseNumber);

  // The protocol: the suggested one first, chosen by typing.
  const picker = page.getByRole('combobox', { name: 'Protocol A' });
  await expect(picker).toHaveAttribute('placeholder', 'Choose a protocol');
  await expect(
    page.getByText(/Suggested from the specimen and the diagnosis: Breast: invasive carcinoma/),
  ).toBeVisible();
  await choose(page, picker, 'invasive');
  await expect(picker).toHaveValue('Breast: invasive carcinoma, resection 1.0.0');
  const missing = page.getByTestId('synoptic-missing-A');
  await expect(missing).toContainText('Procedure');

  // The first items, Tab moving from one to the next.
  await choose(page, item(page, 'Procedure'), 'Excision');
  await page.keyboard.press('Tab');
  await expect(item(page, 'Specimen laterality')).toBeFocused();
  await page.keyboard.type('Left');
  await page.keyboard.press('Enter');
  await expect(item(page, 'Specimen laterality')).toHaveValue('Left');
  await expect(item(page, 'Procedure')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(item(page, 'Tumor size', 'textbox')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save checklist A' }).click();
  await expect(page.getByText('Checklist saved')).toBeVisible();

  // Sign-out is refused by the server, naming the part, the protocol and the items still missing.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: `Sign out ${c.caseNumber}` });
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(
    /Part A \(Breast: invasive carcinoma, resection 1\.0\.0\) is missing required items: Tumor site, Histologic type, .*Tumor size/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The rest from the keyboard; the grade fills itself, a condition brings its item.
  await choose(page, item(page, 'Tumor site'), 'Upper outer');
  await choose(page, item(page, 'Histologic type'), 'Invasive carcinoma of no special type (ductal)');
  await choose(page, item(page, 'Glandular'), 'Score 2');
  await choose(page, item(page, 'Nuclear pleomorphism'), 'Score 2');
  await choose(page, item(page, 'Mitotic rate'), 'Score 2');
  await expect(item(page, 'Overall grade', 'textbox')).toHaveValue('Grade 2 (scores of 6 or 7)');
  await item(page, 'Tumor size', 'textbox').focus();
  await page.keyboard.type('18');
  await choose(page, item(page, 'Tumor focality'), 'Single');
  await choose(page, item(page, 'Ductal carcinoma in situ'), 'Not identified');
  await choose(page, item(page, 'Lymphovascular invasion'), 'Not identified');
  await expect(item(page, 'Distance from invasive carcinoma', 'textbox')).toHaveCount(0);
  await choose(page, item(page, 'Margin status for invasive carcinoma'), 'All margins negative');
  await item(page, 'Distance from invasive carcinoma', 'textbox').focus();
  await page.keyboard.type('6');
  await choose(page, item(page, 'Regional lymph nodes'), 'No lymph nodes');
  await choose(page, item(page, 'pT category'), 'pT1c');
  await choose(page, item(page, 'pN category'), 'Not applicable');
  await expect(page.getByTestId('synoptic-complete-A')).toBeVisible();
  // A pause in the answering saves them on their own.
  await expect(page.getByText('Checklist saved')).toBeVisible();

  // WCAG 2.1 AA over the part with its checklist, in light and dark; nothing wider than a phone at 390 px.
  const part = page.getByTestId('part-A');
  await settled(page, { network: false });
  expect(await violations(page)).toEqual([]);
  if (SHOTS) await part.screenshot({ path: `${SHOTS}/synoptic-1440.png` });
  await setScheme(page, 'dark');
  expect(await violations(page)).toEqual([]);
  if (SHOTS) await part.screenshot({ path: `${SHOTS}/synoptic-dark.png` });
  await setScheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page, { network: false });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
  if (SHOTS) await part.screenshot({ path: `${SHOTS}/synoptic-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Complete: signed.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${c.caseNumber} signed out (version 1)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  // The signed report on the screen carries the synoptic block as its PDF does.
  const block = page.getByTestId('report-synoptic-A');
  await expect(block).toContainText('Synoptic report: Breast: invasive carcinoma, resection, version 1.0.0');
  await expect(block).toContainText('pT category: pT1c');
});

test('an administrator views a protocol, sees an import refused by name, imports one and retires it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', '/synoptic/protocols');
  const table = page.getByRole('table', { name: 'Synoptic protocols' });
  const colon = table.getByRole('row', { name: /Colon and rectum: resection/ });
  await expect(colon).toContainText('Active');
  await colon.getByRole('button', { name: 'View Colon and rectum: resection 1.0.0' }).click();
  const drawer = page.getByRole('dialog', { name: 'Colon and rectum: resection 1.0.0' });
  await expect(drawer.getByRole('table', { name: 'Protocol items' })).toContainText('Neoadjuvant therapy given');
  await page.keyboard.press('Escape');

  const upload = (name: string, json: unknown) =>
    page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(json)),
    });
  const version = `0.${Date.now()}`;
  const title = `Thyroid checklist (e2e ${version})`;
  // A type the engine does not run is named, not ignored.
  await upload('bad.json', {
    resourceType: 'Questionnaire',
    status: 'active',
    title,
    version,
    item: [{ linkId: 'size', text: 'Size', type: 'quantity' }],
  });
  const problems = page.getByTestId('import-problems');
  await expect(problems).toContainText('bad.json was not imported');
  await expect(problems).toContainText('size');
  await upload('thyroid.json', {
    resourceType: 'Questionnaire',
    status: 'active',
    title,
    version,
    item: [{ linkId: 'size', text: 'Size', type: 'decimal', required: true }],
  });
  const row = table.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Retire ${title} ${version}` }).click();
  const confirm = page.getByRole('dialog', { name: `Retire ${title} ${version}?` });
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(row).toContainText('Retired');
});
