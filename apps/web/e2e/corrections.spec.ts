import { expect, test } from './fixtures';
import { apiAs, signIn } from './support';
import { execFileSync } from 'node:child_process';

/** The PDF's text by poppler's pdftotext (installed beside pdftoppm; the API tests read PDFs with test/pdf-text.ts). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

/**
 * Corrections reach everyone (issue 26, "Done when"): a case is signed (the dialog lists the sign-out warnings and
 * asks for their confirmation), read by the physician, amended (site and microscopic) and addended; the
 * physician's bell shows the correction and the addendum, and the addendum's PDF states the correction.
 */
const PATHOLOGIST = { email: 'pathologist@demo.com', password: 'pathologist', name: 'Dr. Rosa Lind' };

type Paged = { data: Array<Record<string, unknown>> };

test.use({ viewport: { width: 1400, height: 900 } });

test('a corrected report and its addendum reach the physician, and the addendum states the correction', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, 'admin');
  const first = async (url: string, pick: (r: Record<string, unknown>) => boolean) => {
    const row = ((await (await admin.get(url)).json()) as Paged).data.find(pick);
    expect(row, url).toBeTruthy();
    return row!;
  };
  const patient = await first('/api/patients?q=Patient&pageSize=50', (r) => r.lastName === 'Patient');
  const provider = await first('/api/providers?q=Physician&pageSize=50', (r) => r.lastName === 'Physician');
  const pathologist = await first('/api/lookups/pathologists?q=RL', (r) => r.code === 'RL');
  const colon = await first('/api/lookups/bodysites?q=colon', () => true);
  const created = await admin.post('/api/cases', {
    caseType: 'S',
    patientId: patient.id,
    providerId: provider.id,
    facilityId: provider.facilityId ?? null,
    pathologistId: pathologist.id,
    parts: [{ bodySiteId: colon.id, laterality: 'left', description: 'Excision' }],
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const c = (await created.json()) as { id: number; caseNumber: string };

  // The pathologist's draft: a diagnosis, but no block and no microscopic description yet.
  await signIn(page, PATHOLOGIST, `/results/${c.id}`);
  await page.getByRole('textbox', { name: 'Final diagnosis A' }).fill('BASAL CELL CARCINOMA, DEEP MARGIN INVOLVED.');
  await page.getByRole('textbox', { name: 'Gross description A' }).fill('A shave of skin, 0.6 cm.');
  await expect(page.getByText(/Saved/).first()).toBeVisible({ timeout: 20_000 });

  // Sign out: the dialog lists the warnings and signs only once they are confirmed.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const sign = page.getByRole('dialog', { name: `Sign out ${c.caseNumber}` });
  await expect(sign.getByText('Part A has no block recorded.')).toBeVisible();
  await expect(sign.getByText('Part A has no microscopic description.')).toBeVisible();
  await page.screenshot({ path: 'test-results/corrections-sign-out-warnings.png' });
  await sign.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await sign.getByRole('button', { name: 'Sign out' }).click();
  await expect(sign.getByText('Confirm the warnings to sign')).toBeVisible();
  await sign.getByRole('checkbox', { name: 'I have read these warnings and sign the report as it is' }).check();
  await sign.getByRole('button', { name: 'Sign out' }).click();
  await expect(sign.getByText('This is not your password. The report was not signed.')).toBeVisible();
  await sign.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await sign.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(`${c.caseNumber} signed out (version 1)`)).toBeVisible();

  // The physician reads version 1.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'physician', `/reportresult/${c.id}/1`);
  await expect(page.getByTestId('report-banner')).toContainText('FINAL REPORT');

  // The pathologist amends the site and the microscopic description, then adds an addendum.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, PATHOLOGIST, `/results/${c.id}`);
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: `Amend ${c.caseNumber}` });
  await amend.getByRole('textbox', { name: /Reason for the amendment/ }).fill('Wrong site; margin status corrected');
  const site = amend.getByRole('combobox', { name: 'Body site A' });
  await site.click();
  await site.fill('forearm');
  await page.getByRole('option', { name: /SKFA/ }).click();
  await amend.getByRole('textbox', { name: 'Procedure A' }).fill('Shave');
  await amend
    .getByRole('textbox', { name: 'Microscopic description A' })
    .fill('Nests of basaloid cells; the deep margin is involved.');
  await page.screenshot({ path: 'test-results/corrections-amend-dialog.png' });
  await amend.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await amend.getByRole('button', { name: 'Sign corrected report' }).click();
  await expect(page.getByText(`${c.caseNumber}: corrected report signed (version 2)`)).toBeVisible();
  await page.getByRole('button', { name: 'Addendum' }).click();
  const add = page.getByRole('dialog', { name: `Addendum to ${c.caseNumber}` });
  await add.getByRole('textbox', { name: /Addendum/ }).fill('Deeper levels confirm the involved deep margin.');
  await add.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await add.getByRole('button', { name: 'Sign addendum' }).click();
  await expect(page.getByText(`${c.caseNumber}: addendum signed (version 3)`)).toBeVisible();

  // The physician's bell: the correction and the addendum.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'physician');
  await page
    .getByTestId('navbar')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(
    page.getByRole('menuitem', { name: `Unread: CORRECTED report for case ${c.caseNumber} (version 2)` }),
  ).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: `Unread: Addendum for case ${c.caseNumber} (version 3)` }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/corrections-bell.png' });

  // The addendum's PDF states the correction, with its reason, and not "the original diagnosis is unchanged".
  const physician = await apiAs(request, 'physician');
  const pdf = await physician.get(`/api/cases/${c.id}/reports/3/pdf?download=true`);
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${c.caseNumber}-v3.pdf"`);
  const text = pdfText(Buffer.from(await pdf.body())).replace(/\s+/g, ' ');
  expect(text).toMatch(
    /corrected diagnosis of version 2 \(corrected [^;]+; reason: Wrong site; margin status corrected;/,
  );
  expect(text).not.toContain('The original diagnosis');
  const v2 = pdfText(Buffer.from(await (await physician.get(`/api/cases/${c.id}/reports/2/pdf`)).body()));
  expect(v2).toContain('Specimen (site and procedure), previously reported:');
  expect(v2).toContain('Microscopic description, previously reported:');
  // On the screen: the addendum states the correction too, and the physician acknowledges it there.
  await page.keyboard.press('Escape');
  await page.goto(`/reportresult/${c.id}/3`);
  await expect(page.getByTestId('addendum-history')).toContainText('corrected diagnosis of version 2');
  const panel = page.getByTestId('acknowledge-panel');
  await expect(panel).toContainText('Version 2 of this case is a correction');
  await panel.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByTestId('acknowledged')).toContainText('You acknowledged version 3');
  // Version 2 shows what its correction changed.
  await page.goto(`/reportresult/${c.id}/2`);
  await expect(page.getByTestId('previously-reported').first()).toContainText('previously reported:');
});
