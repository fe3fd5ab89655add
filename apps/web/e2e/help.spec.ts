import { expect, test } from './fixtures';
import { apiAs, shot, signIn, uniq } from './support';

/** The first look after a full page load: the dev server can be slow to serve every module on a busy machine. */
const LOAD = { timeout: 60_000 };

/**
 * The lab's help (docs/help.md): an admin writes an article in Markdown in the portal and a physician reads it
 * rendered; a patient searches the FAQ and follows a deep link; a physician searches the test directory; the
 * top-bar search finds an article.
 */
test('an admin writes a Markdown article; a physician reads it rendered, a patient never sees it', async ({
  browser,
}) => {
  const title = `Sending frozen sections ${uniq()}`;
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/pages/knowledge-base');
  await expect(admin.getByRole('listitem', { name: /^Specimen collection and transport, \d+ articles?$/ })).toBeVisible(
    LOAD,
  );
  await admin.getByRole('button', { name: 'New article' }).click();
  const form = admin.getByRole('form', { name: 'New article' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Category' }).fill('Specimen collection and transport');
  await form.getByRole('combobox', { name: 'Audience' }).click();
  await admin.getByRole('option', { name: 'Clients and staff' }).click();
  await form
    .getByRole('textbox', { name: 'Body (Markdown)' })
    .fill(
      '## Before you call\n\nBook the **frozen section** a day ahead.\n\n| Step | Who |\n|---|---|\n| Book | Office |\n| Courier | Lab |\n\n<script>window.hacked = 1</script>',
    );
  await form.getByRole('tab', { name: 'Preview' }).click();
  await expect(admin.getByTestId('markdown-preview').getByRole('heading', { name: 'Before you call' })).toBeVisible();
  await expect(admin.getByTestId('markdown-preview').getByRole('table')).toBeVisible();
  await shot(admin, 'help-editor-preview');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(admin).toHaveURL(/\/pages\/knowledge-base\/\d+$/, LOAD);
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  const articleUrl = new URL(admin.url()).pathname;
  await adminCtx.close();

  // A physician (a client) reads it: Markdown rendered, GFM table, raw HTML shown as text, never run.
  const docCtx = await browser.newContext();
  const doc = await docCtx.newPage();
  await signIn(doc, 'physician');
  await doc.goto(articleUrl);
  await expect(doc.getByRole('heading', { name: title })).toBeVisible(LOAD);
  await expect(doc.getByRole('heading', { name: 'Before you call' })).toBeVisible();
  await expect(doc.locator('strong', { hasText: 'frozen section' })).toBeVisible();
  await expect(doc.getByRole('table').getByRole('cell', { name: 'Courier' })).toBeVisible();
  expect(await doc.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // No edit controls for anyone but an admin.
  await expect(doc.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(doc.getByRole('button', { name: 'Retire' })).toHaveCount(0);
  await shot(doc, 'help-article');
  await docCtx.close();

  // A patient: the article is for clients, so it does not exist for them.
  const ptCtx = await browser.newContext();
  const pt = await ptCtx.newPage();
  await signIn(pt, 'patient');
  await pt.goto(articleUrl);
  await expect(pt.getByText('Article not found')).toBeVisible(LOAD);
  await ptCtx.close();
});

test('a patient searches the FAQ and opens an answer by its link', async ({ page, request }) => {
  const api = await apiAs(request, 'patient');
  const faq = (await (await api.get('/api/help/articles?kind=faq&q=bill&pageSize=50')).json()) as {
    data: Array<{ id: number; title: string; audience: string }>;
  };
  const entry = faq.data.find((a) => a.title === 'Who do I call about my bill?')!;
  expect(entry).toBeTruthy();

  await signIn(page, 'patient', '/pages/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible(LOAD);
  await expect(page.getByRole('button', { name: 'When will my results be ready?' })).toBeVisible();
  // Client-only questions are not shown to a patient, and there are no edit controls.
  await expect(page.getByRole('button', { name: 'How must each container be labelled?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New FAQ entry' })).toHaveCount(0);
  await shot(page, 'help-faq');

  await page.getByRole('textbox', { name: 'Search the FAQ' }).fill('insurance');
  await expect(
    page.getByRole('button', { name: 'Why did I receive a bill from the laboratory and not my doctor?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'When will my results be ready?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Why did I receive a bill from the laboratory and not my doctor?' }).click();
  await expect(page.getByText('We bill your insurance first')).toBeVisible();

  await page.goto(`/pages/faq#faq-${entry.id}`);
  await expect(page.getByText('(309) 555-0140')).toBeVisible(LOAD);
});

test('a physician searches the test directory and opens a test', async ({ page }) => {
  await signIn(page, 'physician', '/pages/knowledge-base/tests');
  const table = page.getByRole('table', { name: 'Tests' });
  await expect(table.getByRole('row', { name: /Surgical pathology, biopsy/ })).toBeVisible(LOAD);
  await shot(page, 'help-test-directory');
  await page.getByRole('textbox', { name: 'Search tests' }).fill('8836');
  await expect(table.getByRole('row', { name: /ALK break-apart FISH/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Breast prognostic panel/ })).toContainText('88360 × 4');
  await expect(table.getByRole('row', { name: /Surgical pathology, biopsy/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search tests' }).fill('');
  await page.getByRole('combobox', { name: 'Case type' }).click();
  await page.getByRole('option', { name: /^C — Cytology/ }).click();
  await expect(table.getByRole('row', { name: /Urine cytology/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /HER2 FISH/ })).toHaveCount(0);
  await table.getByRole('row', { name: /Urine cytology/ }).click();
  const details = page.getByRole('dialog', { name: 'Urine cytology' });
  await expect(details.getByRole('table', { name: 'Test details' })).toContainText('not the first morning void');
  await expect(details).toContainText('2 working days');
  await shot(page, 'help-test-details');
});

test('the top-bar search finds a knowledge-base article and opens it', async ({ page }) => {
  await signIn(page, 'editor');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the portal' });
  await input.fill('pathology report');
  const help = page.getByRole('group', { name: 'Help' });
  await expect(help.getByRole('option', { name: /How to read your pathology report/ })).toBeVisible();
  await help.getByRole('option', { name: /How to read your pathology report/ }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/\d+$/);
  await expect(page.getByRole('heading', { name: 'How to read your pathology report' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Gross description' })).toBeVisible();
});
