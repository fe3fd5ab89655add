import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEFAULT_THEME_SETTINGS, STORAGE_KEYS } from '@lab/domain';
import { apiAs, DEMO, putTheme, type DemoWho } from './support';

/**
 * WCAG 2.1 AA by axe-core (docs/accessibility.md#how-it-is-checked): every page of a representative set per role,
 * in light and dark at desktop size and in light at 390 px. Each page is loaded once and scanned three times: in
 * light; in dark, switched in place; at 390 px, the window resized. Any critical or serious violation fails the test,
 * listed by rule and element.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Mode = 'light' | 'dark' | 'phone';
const MODES: Mode[] = ['light', 'dark', 'phone'];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Signs in through the API and hands the session to the page's storage before the app starts (light theme). */
async function apiSession(browser: Browser, info: TestInfo, email: string, password: string) {
  const baseURL = process.env.E2E_BASE_URL ?? info.project.use.baseURL;
  const page = await browser.newPage({ baseURL, viewport: DESKTOP });
  const res = await page.request.post('/api/authenticate/login/user', { data: { email, password } });
  expect(res.ok(), `sign-in of ${email}`).toBeTruthy();
  const { user, accessToken } = (await res.json()) as { user: { name: string }; accessToken: string };
  await page.addInitScript(
    ([keys, login, token, themeSettings]) => {
      if (sessionStorage.getItem('a11y-seeded')) return;
      sessionStorage.setItem('a11y-seeded', '1');
      localStorage.setItem(keys.login, JSON.stringify(login));
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.theme, JSON.stringify(themeSettings));
    },
    [STORAGE_KEYS, { UserName: user.name, user }, accessToken, DEFAULT_THEME_SETTINGS] as const,
  );
  return page;
}

/**
 * Switches the page's colour scheme in place, as another tab of the same browser would: the theme settings in
 * localStorage, then the `storage` event the theme store listens to (src/lib/theme-store.ts) — nothing is saved to
 * the account, and the page is not loaded again.
 */
async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(
    ([key, scheme]) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...saved, theme: scheme }));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    [STORAGE_KEYS.theme, scheme] as const,
  );
}

/** Transitions end and fonts are in: what axe should see. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });

/**
 * Opens a page once, waits for its h1 and its data, and runs axe over it three ways: light and dark at 1440 px, and
 * light at 390 px (the window resized, as a phone turned or a window narrowed).
 */
async function scanPage(page: Page, path: string): Promise<Finding[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Loaders and skeletons give way to the data (at most a few seconds).
  await page
    .locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible]:visible')
    .first()
    .waitFor({ state: 'hidden', timeout: 8_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // DevTools' evaluation, which the page's CSP allows
  const found: Finding[] = [];
  for (const mode of MODES) {
    if (mode === 'dark') await setScheme(page, 'dark');
    if (mode === 'phone') {
      await setScheme(page, 'light');
      await page.setViewportSize(PHONE);
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode === 'dark' ? 'dark' : 'light');
    found.push(...(await scan(page, path, mode)));
  }
  await setScheme(page, 'light');
  return found;
}

/** Runs axe over the page as it is now (the mode names the findings' page: `<path> (<mode>)`). */
async function scan(page: Page, path: string, mode: Mode): Promise<Finding[]> {
  const own: Finding[] = [];
  // Every page has one h1, which a route change focuses (docs/accessibility.md#focus).
  const h1 = await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (!h1)
    own.push({ page: `${path} (${mode})`, rule: 'page-h1', impact: 'serious', targets: ['h1'], summary: 'no h1' });
  await settle(page);
  // At 390 px the colours are the light mode's, checked already: the phone scan checks the rest (names, roles, reflow).
  const rules = mode === 'phone' ? { 'color-contrast': { enabled: false } } : {};
  const violations = await page.evaluate(
    async ([tags, rules]) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe;
      const res = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return res.violations;
    },
    [TAGS, rules] as const,
  );
  const found = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      page: `${path} (${mode})`,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    }))
    .concat(own);
  // A11Y_FINDINGS=<file>: each scan's findings as JSON lines, for counting by rule (kept even if a test times out).
  if (process.env.A11Y_FINDINGS)
    appendFileSync(process.env.A11Y_FINDINGS, found.map((f) => JSON.stringify(f) + '\n').join(''));
  return found;
}

interface AxeResults {
  violations: Array<{
    id: string;
    impact?: string;
    nodes: Array<{ target: string[]; failureSummary?: string }>;
  }>;
}

function report(findings: Finding[]) {
  return findings
    .map(
      (f) =>
        `${f.page} ${f.rule} [${f.impact}] ×${f.targets.length}: ${f.targets.slice(0, 4).join(' | ')}\n  ${f.summary}`,
    )
    .join('\n');
}

/** The ids the id-bearing pages need, read through the API. */
async function ids(page: Page) {
  const admin = await apiAs(page.request, 'admin');
  const json = async <T>(url: string) => {
    const res = await admin.get(url);
    expect(res.ok(), url).toBeTruthy();
    return (await res.json()) as T;
  };
  type Rows = { data: Array<Record<string, unknown>> };
  const cases = await json<Rows>('/api/cases?pageSize=50&sort=-receivedAt');
  const open = cases.data.find((c) => c.status === 'grossed') ?? cases.data[0]!;
  const signed = cases.data.find((c) => c.status === 'signed_out') ?? cases.data[0]!;
  const patients = await json<Rows>('/api/patients?pageSize=1');
  const users = await json<Rows>('/api/users?pageSize=1').catch(() => ({ data: [{ id: 1 }] }));
  const reports = await json<Rows>('/api/reports/search?q=&pageSize=5').catch(() => ({ data: [] as Rows['data'] }));
  const report = reports.data[0];
  return {
    open: open.id as number,
    signed: signed.id as number,
    patient: patients.data[0]!.id as number,
    user: users.data[0]!.id as number,
    report: report ? `${String(report.caseId ?? report.id)}/${String(report.version ?? 1)}` : null,
  };
}

type Ids = Awaited<ReturnType<typeof ids>>;

/**
 * The pages scanned per role (CI time: one load per page and mode): every page of the physician's and the patient's
 * menus, and for the staff a representative set: the lists and record pages of the main menu (a patient, a case,
 * its results), FISH, documents, one lookup list (the 25 share one screen), users, the audit trail, the
 * workspace apps and the backups. The editor sees the same screens as the admin. Pages left out:
 * docs/accessibility.md.
 */
const PAGES: Record<string, (ids: Ids) => string[]> = {
  admin: (i) => [
    '/',
    '/patient',
    `/patient/${i.patient}`,
    '/specimen',
    '/specimen/new',
    `/specimen/${i.open}`,
    '/results',
    `/results/${i.open}`,
    '/fishscoring',
    '/documents',
    '/bodysites',
    '/users',
    '/tables/agGrid',
    '/email/inbox',
    '/chat',
    '/calendar',
    '/orders',
    '/interfaces',
    '/synoptic/protocols',
    '/settings',
    '/admin/backups',
    // The profile collapses the sidebar to its icons: the entries must keep their names.
    '/pages/profile',
  ],
  physician: (i) => ['/', '/providerlist', '/addprovider', ...(i.report ? [`/reportresult/${i.report}`] : [])],
  patient: () => ['/', '/myreports', '/changepassword'],
};

/**
 * Violations still open (docs/accessibility.md#open-items), each a page, a rule and, where it is one element, its
 * selector. They are written to the test's annotations, not failed on, until fixed; anything else fails.
 */
const OPEN_ITEMS: { page: RegExp; rule: string; target?: RegExp }[] = [];

const isOpenItem = (f: Finding) =>
  OPEN_ITEMS.some(
    (o) => o.page.test(f.page) && o.rule === f.rule && (!o.target || f.targets.every((t) => o.target!.test(t))),
  );

/** The findings that fail the test; the open items go to the test's annotations. */
function failing(findings: Finding[], info: TestInfo): Finding[] {
  for (const f of findings.filter(isOpenItem))
    info.annotations.push({ type: 'open a11y item', description: `${f.page} ${f.rule}: ${f.targets.join(', ')}` });
  return findings.filter((f) => !isOpenItem(f));
}

const WHO: Record<string, DemoWho> = { admin: 'admin', physician: 'physician', patient: 'patient' };

// The tests share nothing but the accounts' saved theme (light, the default), so the two workers share them out.
test.describe.configure({ mode: 'parallel' });
// About half a minute per eight pages on an idle machine; a shared one is slower.
test.setTimeout(300_000);

test('the sign-in and registration pages have no critical or serious violation', async ({ browser }, info) => {
  const findings: Finding[] = [];
  const page = await browser.newPage({
    baseURL: process.env.E2E_BASE_URL ?? info.project.use.baseURL,
    viewport: DESKTOP,
  });
  for (const path of ['/login', '/pages/register', '/pages/forgot-password'])
    findings.push(...(await scanPage(page, path)));
  await page.close();
  expect(findings, report(findings)).toEqual([]);
});

/** The admin's 22 pages in three tests (shared out between the workers), the other roles' in one each. */
const PARTS: Record<string, number> = { admin: 3, physician: 1, patient: 1 };

for (const role of Object.keys(PAGES))
  for (let part = 0; part < PARTS[role]!; part++)
    test(`every page of the ${role} has no critical or serious violation (light, dark, 390 px${
      PARTS[role]! > 1 ? `; part ${part + 1} of ${PARTS[role]}` : ''
    })`, async ({ browser }, info) => {
      const who = WHO[role]!;
      const api = await apiAs(
        (await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? info.project.use.baseURL })).request,
        who,
      );
      const findings: Finding[] = [];
      // The server's copy of the theme wins once loaded: the default (light) is set; dark is switched in place.
      await putTheme(api);
      const page = await apiSession(browser, info, DEMO[who].email, DEMO[who].password);
      try {
        // Every PARTS[role]-th page from the part's own on: the parts together scan every page once.
        const mine = PAGES[role]!(await ids(page)).filter((_, i) => i % PARTS[role]! === part);
        for (const path of mine) findings.push(...(await scanPage(page, path)));
      } finally {
        await page.close();
      }
      const fails = failing(findings, info);
      expect(fails, report(fails)).toEqual([]);
    });
