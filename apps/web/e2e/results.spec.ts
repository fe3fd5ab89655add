import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, shot, signIn } from './support';

const PATHOLOGIST = { email: 'pathologist@demo.com', password: 'pathologist', name: 'Dr. Rosa Lind' };

async function signInAsPathologist(page: Page) {
  await signIn(page, PATHOLOGIST);
}

type Paged = { data: Array<Record<string, unknown>> };

/** A STAT skin shave for the demo patient, ordered by the demo physician, assigned to the demo pathologist. */
async function accessionSkinCase(request: APIRequestContext): Promise<{ id: number; caseNumber: string }> {
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
  const site = await first('/api/lookups/bodysites?q=forearm', (r) => r.code === 'SKFA');
  const res = await admin.post('/api/cases', {
    caseType: 'S',
    patientId: patient.id,
    priority: 'stat',
    providerId: provider.id,
    facilityId: provider.facilityId ?? null,
    pathologistId: pathologist.id,
    parts: [{ bodySiteId: site.id, laterality: 'left', description: 'Shave biopsy' }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: number; caseNumber: string };
}

test.use({ viewport: { width: 1400, height: 900 } });

test('a pathologist writes, signs and amends a case; the physician and the patient read the right versions', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const c = await accessionSkinCase(request);

  // Worklist: the pathologist's own cases; search, arrow down to the row, Enter opens the workspace.
  await signInAsPathologist(page);
  await page.goto('/results');
  const table = page.getByRole('table', { name: 'Diagnosis worklist' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pathologist' })).toHaveValue('Mine');
  await shot(page, 'results-worklist');
  await page.getByRole('textbox', { name: 'Search' }).fill(c.caseNumber);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('STAT');
  await page.getByRole('textbox', { name: 'Search' }).press('ArrowDown');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/results/${c.id}$`));
  await expect(page.getByTestId('case-number')).toHaveText(c.caseNumber);

  // Gross: the skin shave template, its blanks filled with Tab.
  await page.getByRole('combobox', { name: 'Gross template' }).click();
  await page.getByRole('option', { name: /GR-SHAVE/ }).click();
  const gross = page.getByRole('textbox', { name: 'Gross description A' });
  await expect(gross).toBeFocused();
  for (const [i, v] of ['0.8', '0.6', '0.2', 'tan', 'papule', '0.4', 'A1'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(v);
  }
  await expect(gross).toHaveValue(
    'Received in formalin is a shave of skin measuring 0.8 x 0.6 x 0.2 cm. The epidermal surface shows a tan papule measuring 0.4 cm. Inked, trisected and entirely submitted in A1.',
  );

  // A block and a slide, stained H&E by default.
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByTestId('block-A1')).toBeVisible();
  await page.getByTestId('block-A1').getByRole('button', { name: 'Add slide' }).click();
  await expect(page.getByRole('combobox', { name: 'Stain of slide A1-1' })).toHaveValue(/H&E/);

  // The microcode expands; its diagnosis and ICD-10 code follow.
  const micro = page.getByRole('textbox', { name: 'Microscopic description A' });
  await micro.click();
  await page.keyboard.type('.bcc ');
  await expect(micro).toHaveValue(/^Nests of basaloid cells with peripheral palisading/);
  await expect(page.getByRole('textbox', { name: 'Final diagnosis A' })).toHaveValue(
    'BASAL CELL CARCINOMA, NODULAR TYPE.',
  );
  await expect(page.getByText(/C44\.91/).first()).toBeVisible();
  // A result of a critical category marks the part and the case.
  await page.getByRole('combobox', { name: 'Result A' }).click();
  await page.getByRole('option', { name: /SCC — Squamous cell carcinoma/ }).click();
  await expect(page.getByTestId('part-A').getByText('Critical', { exact: true })).toBeVisible();
  await expect(page.getByTestId('save-status')).toContainText(/Saved/, { timeout: 15_000 });
  await shot(page, 'results-workspace');

  // Preview: the preliminary PDF in a new tab.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  // By a signed link: no session token in the address.
  await expect.poll(() => preview.url()).toMatch(/\/diagnosis\/preview\.pdf\?sig=[\w-]+&exp=\d+$/);
  const pdf = await page.request.get(preview.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await preview.close();

  // Sign out: a wrong password is refused on the field, the right one signs version 1.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const signDialog = page.getByRole('dialog', { name: `Sign out ${c.caseNumber}` });
  await expect(signDialog).toContainText('By entering your password you sign this report electronically');
  await signDialog.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await signDialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(signDialog.getByText('is not your password', { exact: false })).toBeVisible();
  await signDialog.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await signDialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(`${c.caseNumber} signed out (version 1)`)).toBeVisible();
  await expect(page.getByTestId('version-1')).toContainText('FINAL');
  await expect(page.getByTestId('report-banner')).toContainText('FINAL REPORT');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  // A critical result: the call is recorded once signed out.
  const calls = page.getByTestId('critical-call-panel');
  await expect(calls).toContainText('Record critical call');
  await calls.getByRole('textbox', { name: 'Called whom' }).fill('Dr. Paula Physician, read back');
  await calls.getByRole('button', { name: 'Record call' }).click();
  await expect(calls).toContainText('Called Dr. Paula Physician, read back');

  // Amend with a reason: version 2, corrected, current.
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: `Amend ${c.caseNumber}` });
  await amend
    .getByRole('textbox', { name: 'Final diagnosis A' })
    .fill('BASAL CELL CARCINOMA, NODULAR TYPE, MARGINS FREE.');
  await amend.getByRole('button', { name: 'Sign corrected report' }).click();
  await expect(amend.getByText('is required').first()).toBeVisible();
  await amend.getByRole('textbox', { name: /Reason for the amendment/ }).fill('Margins re-examined on deeper levels');
  await amend.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await amend.getByRole('button', { name: 'Sign corrected report' }).click();
  await expect(page.getByText(`${c.caseNumber}: corrected report signed (version 2)`)).toBeVisible();
  await expect(page.getByTestId('version-2')).toContainText('CORRECTED');
  await expect(page.getByTestId('version-2')).toContainText('Margins re-examined');
  await expect(page.getByTestId('report-banner')).toContainText('CORRECTED REPORT');
  await expect(page.getByTestId('report-document')).toContainText('MARGINS FREE');
  await expect(page.getByTestId('report-document')).toContainText('Previously reported');
  await shot(page, 'results-signed');

  // An addendum below the unchanged diagnosis: version 3.
  await page.getByRole('button', { name: 'Addendum' }).click();
  const addendum = page.getByRole('dialog', { name: `Addendum to ${c.caseNumber}` });
  await addendum.getByRole('textbox', { name: /Addendum/ }).fill('Immunostains confirm the diagnosis.');
  await addendum.getByRole('textbox', { name: 'Password' }).fill(PATHOLOGIST.password);
  await addendum.getByRole('button', { name: 'Sign addendum' }).click();
  await expect(page.getByTestId('version-3')).toContainText('ADDENDUM');
  await expect(page.getByTestId('report-banner')).toContainText('ADDENDUM');
  await expect(page.getByTestId('report-document')).toContainText('Immunostains confirm the diagnosis.');
  await expect(page.getByTestId('report-document')).toContainText('MARGINS FREE');

  // The case page shows the Reports section.
  await page.goto(`/specimen/${c.id}`);
  await expect(page.getByTestId('case-reports').getByTestId('version-3')).toBeVisible();

  // The ordering physician: latest reports on the home page, unread, opening the corrected version.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'physician');
  const latest = page.getByTestId('latest-reports');
  // One row per case, its released versions inside, the newest first.
  const row = latest.getByRole('row').filter({ hasText: c.caseNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByRole('button', { name: /^Open version/ })).toHaveText([/ADDENDUM/, /CORRECTED/, /FINAL/]);
  await shot(page, 'results-physician-home');
  await row.getByRole('button', { name: /^Open version 2 \(new\)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/reportresult/${c.id}/2$`));
  await expect(page.getByTestId('report-banner')).toContainText('CORRECTED REPORT');
  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: /v1 · FINAL REPORT/ }).click();
  await expect(page.getByTestId('report-banner')).toContainText('FINAL REPORT');
  await expect(page.getByTestId('report-document')).not.toContainText('MARGINS FREE');
  // Signed when pointed at (no session token in the address).
  const download = page.getByRole('link', { name: 'Download PDF' });
  await download.hover();
  await expect(download).toHaveAttribute(
    'href',
    new RegExp(`/api/cases/${c.id}/reports/1/pdf\\?download=true&sig=[\\w-]+&exp=\\d+$`),
  );
  const href = (await download.getAttribute('href'))!;
  const v1 = await page.request.get(href);
  expect(v1.headers()['content-type']).toContain('application/pdf');
  // Download PDF saves the file, named by the case; Open shows it in a tab.
  expect(v1.headers()['content-disposition']).toBe(`attachment; filename="${c.caseNumber}-v1.pdf"`);
  // Report Result finds it by case number.
  await page.goto('/reportresult');
  await page.getByRole('textbox', { name: 'Search' }).fill(c.caseNumber);
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1)).toContainText(c.caseNumber);

  // The patient: My Reports, newest first, the corrected version with its PDF.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'patient', '/myreports');
  const mine = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: c.caseNumber });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-unread', 'true');
  await shot(page, 'results-myreports');
  await mine.getByRole('button', { name: /^Open version 2 \(new\)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/myreports/${c.id}/2$`));
  await expect(page.getByTestId('report-banner')).toContainText('CORRECTED REPORT');
  const mineDownload = page.getByRole('link', { name: 'Download PDF' });
  await mineDownload.hover();
  await expect(mineDownload).toHaveAttribute('href', /\?download=true&sig=[\w-]+&exp=\d+$/);
  const v2 = await page.request.get((await mineDownload.getAttribute('href'))!);
  expect(v2.headers()['content-type']).toContain('application/pdf');
  // The pathologist's workspace is not for a patient.
  await page.goto(`/results/${c.id}`);
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
