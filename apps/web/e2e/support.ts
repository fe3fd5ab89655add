import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { STORAGE_KEYS } from '@lab/domain';

/** An account to sign in with. */
export interface Account {
  email: string;
  password: string;
  name: string;
}

export type DemoWho = 'admin' | 'editor' | 'staff' | 'physician' | 'patient';
export const DEMO: Record<DemoWho, { email: string; password: string; name: string }> = {
  admin: { email: 'admin@admin.com', password: 'adminadmin', name: 'Alex Admin' },
  editor: { email: 'demo@demo.com', password: 'demodemo', name: 'Dana Demo' },
  staff: { email: 'staff@staff.com', password: 'staffstaff', name: 'Sam Staff' },
  physician: { email: 'physician@demo.com', password: 'physician', name: 'Dr. Paula Physician' },
  patient: { email: 'patient@demo.com', password: 'patientpatient', name: 'Pat Patient' },
};

/** Signs in through the login page and waits for the shell (auth.spec.ts tests the form; others use signIn). */
export async function signInThroughForm(page: Page, who: DemoWho) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO[who].email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(DEMO[who].name);
}

let signIns = 0;

/**
 * Signs in through the API (the call the login form makes) and opens `to` (the home page by default) signed in: the
 * browser session is what the form leaves (docs/shell.md#browser-session: the login object and the JWT in
 * localStorage, the cookies the answer sets). Waits for the shell. Once per tab: a later sign-out stays signed out.
 */
export async function signIn(page: Page, who: DemoWho | Account, to = '/') {
  const account = typeof who === 'string' ? DEMO[who] : who;
  const res = await page.request.post('/api/authenticate/login/user', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), `signing in as ${account.email}`).toBeTruthy();
  const body = (await res.json()) as { user: { name: string }; accessToken: string; error?: string };
  expect(body.error, `signing in as ${account.email}`).toBeUndefined();
  const once = `e2e-sign-in-${++signIns}`;
  await page.addInitScript(
    ({ once, keys, login, token }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem(keys.login, login);
      localStorage.setItem(keys.token, token);
      localStorage.removeItem(keys.sessionTimedOut);
    },
    {
      once,
      keys: STORAGE_KEYS,
      login: JSON.stringify({ UserName: body.user.name, user: body.user }),
      token: body.accessToken,
    },
  );
  await page.goto(to);
  // The first load of the app in a new browser context: room for a busy machine.
  await expect(page.getByTestId('user-name')).toHaveText(account.name, { timeout: 30_000 });
}

/** A bearer token for API set-up calls. */
export async function tokenFor(request: APIRequestContext, who: DemoWho): Promise<string> {
  const res = await request.post('/api/authenticate/login/user', {
    data: { email: DEMO[who].email, password: DEMO[who].password },
  });
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
}

export async function apiAs(request: APIRequestContext, who: DemoWho) {
  const token = await tokenFor(request, who);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** An account's API calls with its bearer token (apiAs). */
export type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * A page of its own, signed in as `who`, for the tests of a describe block to share: one sign-in for many pages (a
 * failed test starts a new worker, which signs in again). Close it in afterAll.
 */
export async function signedInPage(
  browser: Browser,
  info: TestInfo,
  who: DemoWho,
  options: BrowserContextOptions = {},
) {
  const { viewport } = info.project.use;
  // fixtures.ts's worker portal.
  const baseURL = process.env.E2E_BASE_URL ?? info.project.use.baseURL;
  const page = await browser.newPage({ baseURL, viewport, ...options });
  await signIn(page, who);
  return page;
}

/** The theme settings of a new account. */
export const DEFAULT_THEME = {
  layout: 'vertical',
  theme: 'light',
  sidebarCollapsed: false,
  navbarColor: 'default',
  navbarType: 'static',
  footerType: 'static',
  menuTheme: 'primary',
  direction: 'ltr',
  hideScrollToTop: false,
};

/** The looks a page is checked in besides the default: dark, right to left, and both. */
export const DARK_AND_RTL = [
  ['dark', 'ltr'],
  ['light', 'rtl'],
  ['dark', 'rtl'],
] as const;

/** Saves an account's theme settings: the defaults, with `look` over them (none: back to the defaults). */
export async function putTheme(api: Api, look: { theme?: 'light' | 'dark'; direction?: 'ltr' | 'rtl' } = {}) {
  const res = await api.put('/api/account/theme', { ...DEFAULT_THEME, ...look });
  expect(res.ok()).toBeTruthy();
}

/** The page is drawn in this colour scheme and direction. */
export async function expectLook(page: Page, theme: 'light' | 'dark', direction: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** How far the page scrolls sideways (at most 1 px when nothing is wider than the window). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Turns the theme customizer on for everyone (admin call), as the settings page does. */
export async function enableCustomizer(request: APIRequestContext, on = true) {
  const admin = await apiAs(request, 'admin');
  const res = await admin.put('/api/settings/portal', { customizerEnabled: on });
  expect(res.ok()).toBeTruthy();
}

/** Fills the login form (without waiting for the outcome). */
export async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A unique suffix so reruns against the same database don't collide. */
export const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A small valid one-page PDF saying `text`, with a correct cross-reference table. */
export function makePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * What a person waits for before judging a page: no request in flight and no animation or transition running
 * (menus opening, the sidebar widening, a notice fading in). Instead of a fixed sleep.
 */
export async function settled(page: Page, opts: { network?: boolean } = {}) {
  if (opts.network !== false) await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

const SHOTS = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS=<folder>, saves the page at desktop size and at 390 px for looking at; else nothing. */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // An open PDF preview keeps the network busy: a screenshot then waits for the animations only.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await settled(page, { network: false });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page, { network: false });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

interface AppRouter {
  navigate(o: { href: string }): Promise<void>;
  state: { status: string; isLoading: boolean; isTransitioning: boolean };
}

/**
 * Opens `href` inside the running app, as its own links do: TanStack Router's navigate (the router the app leaves on
 * window.__TSR_ROUTER__), so the route's guards, redirects and lazy chunk run as on a full load without loading the
 * whole app again. Waits for the router to have settled on the page it lands on. Outside the app, or on that very page:
 * a full load.
 */
export async function openInApp(page: Page, href: string) {
  const inApp = await page.evaluate(() => '__TSR_ROUTER__' in window).catch(() => false);
  const here = new URL(page.url());
  // The page already open: loaded again, fresh, as a test opening it expects.
  if (!inApp || `${here.pathname}${here.search}` === href) {
    await page.goto(href);
  } else {
    await page.evaluate(async (to) => {
      await (window as unknown as { __TSR_ROUTER__: AppRouter }).__TSR_ROUTER__.navigate({ href: to });
    }, href);
  }
  await page.waitForFunction(() => {
    const { state } = (window as unknown as { __TSR_ROUTER__: AppRouter }).__TSR_ROUTER__;
    return state.status === 'idle' && !state.isLoading && !state.isTransitioning;
  });
}
