import { expect, test } from './fixtures';
import type { TFishWorklistPage } from '@lab/domain';
import { apiAs, shot, signIn } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

test('a HER2 case of 20 nuclei is scored from the keyboard alone, survives a reload, and is accepted into the case', async ({
  page,
  request,
}) => {
  // A HER2 FISH case nobody has started.
  const api = await apiAs(request, 'editor');
  const list = (await (await api.get('/api/fish/worklist?pageSize=200')).json()) as TFishWorklistPage;
  const target = list.data.find((r) => !r.session && r.fishTests.some((t) => /HER2/i.test(t)));
  expect(target, 'a demo HER2 FISH case without a scoring').toBeTruthy();

  await signIn(page, 'editor', '/fishscoring');
  const table = page.getByRole('table', { name: 'FISH worklist' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'fish-worklist');

  let keys = 0;
  const press = async (key: string) => {
    keys++;
    await page.keyboard.press(key);
  };

  // The worklist row opens with Enter.
  await table.getByRole('row').filter({ hasText: target!.caseNumber }).focus();
  await press('Enter');
  await expect(page.getByTestId('case-number')).toHaveText(target!.caseNumber);

  // The ordered test names the probe set and the in-date lot is chosen: Enter starts counting.
  await expect(page.getByRole('combobox', { name: 'Probe set' })).toHaveValue(/HER2/);
  await expect(page.getByRole('combobox', { name: 'Probe lot' })).toHaveValue(/25C042/);
  await expect(page.getByRole('button', { name: 'Start counting' })).toBeFocused();
  await press('Enter');
  const pad = page.getByTestId('fish-pad');
  await expect(pad).toBeFocused();

  // Ten nuclei of HER2 5 / CEP17 2, two keys each; every row is saved as it completes.
  let countKeys = 0;
  for (let i = 0; i < 10; i++) {
    await press('5');
    await press('2');
    countKeys += 2;
  }
  await expect(page.getByTestId('fish-counted')).toHaveText('10 / 20');
  await expect(page.getByTestId('fish-needs')).toContainText('10 more nuclei');
  await expect(page.getByTestId('fish-saved')).toBeVisible();

  // A closed tab loses nothing.
  await page.reload();
  await expect(page.getByTestId('fish-pad')).toBeFocused();
  await expect(page.getByTestId('fish-counted')).toHaveText('10 / 20');

  // A slip corrected with Backspace: 9 typed for CEP17, taken back, 2 typed.
  await press('4');
  await press('9');
  await press('Backspace');
  await press('2');
  countKeys += 2; // the slip and its correction are not counts
  for (let i = 0; i < 9; i++) {
    await press('4');
    await press('2');
    countKeys += 2;
  }
  expect(countKeys).toBe(40);
  await expect(page.getByTestId('fish-counted')).toHaveText('20 / 20');
  await expect(page.getByTestId('fish-mean-her2')).toHaveText('4.50');
  await expect(page.getByTestId('fish-mean-cep17')).toHaveText('2.00');
  await expect(page.getByTestId('fish-ratio')).toHaveText('2.25');
  await expect(page.getByTestId('fish-group')).toHaveText('1');
  await expect(page.getByTestId('fish-live').getByTestId('fish-result')).toHaveText('positive');
  await expect(page.getByTestId('fish-saved')).toBeVisible();
  await shot(page, 'fish-counting');

  // Enter submits the complete count; the server's result is shown; Alt+A accepts it into the case.
  await press('Enter');
  await expect(page.getByTestId('fish-status')).toHaveText('Awaiting acceptance');
  await expect(page.getByTestId('fish-interpretation')).toHaveText('HER2 amplified (ISH positive)');
  await press('Alt+A');
  await expect(page.getByTestId('fish-status')).toHaveText('Accepted');
  const panel = page.getByTestId('fish-panel');
  await expect(panel).toContainText('2.25');
  await expect(panel.getByTestId('fish-accepted')).toContainText('Dana Demo');
  await shot(page, 'fish-accepted');

  // About 40 keys for the counts, a handful more for the whole job, and no mouse.
  expect(keys).toBeLessThanOrEqual(46);

  // The case leaves the worklist once its FISH result is accepted.
  const after = (await (await api.get('/api/fish/worklist?pageSize=200')).json()) as TFishWorklistPage;
  expect(after.data.map((r) => r.caseNumber)).not.toContain(target!.caseNumber);
});

test('the second reader scores blind and cannot be the first reader', async ({ page, request }) => {
  const editor = await apiAs(request, 'editor');
  const list = (await (await editor.get('/api/fish/worklist?pageSize=200')).json()) as TFishWorklistPage;
  const target = list.data.find((r) => !r.session && r.fishTests.some((t) => /HER2/i.test(t)));
  expect(target).toBeTruthy();
  const sets = (await (await editor.get('/api/fish/probe-sets')).json()) as {
    data: Array<{ id: number; code: string; lots: Array<{ id: number; expired: boolean }> }>;
  };
  const her2 = sets.data.find((s) => s.code === 'HER2')!;
  const lot = her2.lots.find((l) => !l.expired)!;
  // Reader 1 (by API): group 2 (ratio 2.00, HER2 3.00) with IHC 2+.
  const started = await editor.post(`/api/cases/${target!.caseId}/fish`, {
    probeSetId: her2.id,
    probeLotId: lot.id,
    ihc: '2+',
  });
  expect(started.status()).toBe(201);
  const s = (await started.json()) as { id: number; caseId: number };
  await editor.put(`/api/cases/${s.caseId}/fish/${s.id}`, {
    nuclei: Array.from({ length: 20 }, (_, i) => ({ her2: 3, cep17: i % 2 ? 1 : 2 })),
  });
  const submitted = await editor.post(`/api/cases/${s.caseId}/fish/${s.id}/submit`);
  expect(((await submitted.json()) as { status: string }).status).toBe('awaiting-second-reader');
  expect((await editor.post(`/api/cases/${s.caseId}/fish/${s.id}/second-reader`)).status()).toBe(409);

  await signIn(page, 'staff', `/fishscoring/${s.caseId}`);
  await expect(page.getByText('Blinded: the counts and result are shown once the scoring is complete.')).toBeVisible();
  await page.getByRole('button', { name: 'Score as second reader' }).click();
  const pad = page.getByTestId('fish-pad');
  await expect(pad).toBeFocused();
  await expect(page.getByTestId('fish-live')).toContainText('Your count');
  await expect(page.getByTestId('fish-group')).toHaveCount(0);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('3');
    await page.keyboard.press(i % 2 ? '1' : '2');
  }
  await expect(page.getByTestId('fish-counted')).toHaveText('20 / 20');
  await expect(page.getByTestId('fish-saved')).toBeVisible();
  await shot(page, 'fish-second-reader');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fish-status')).toHaveText('Awaiting acceptance');
  const panel = page.getByTestId('fish-panel');
  await expect(panel).toContainText('40');
  await expect(page.getByTestId('fish-interpretation')).toHaveText('HER2 not amplified (ISH negative)');
  await expect(panel).toContainText('Evidence is limited');
});
