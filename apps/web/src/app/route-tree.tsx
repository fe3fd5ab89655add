import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import {
  isPathForbidden,
  LOOKUP_LISTS,
  MFA_ENROLMENT_PATH,
  PENDING_ALLOWED_PATHS,
  SHOWCASE_GROUPS,
  showcasePage,
} from '@lab/domain';
import { session } from '@/lib/session';
import { fetchEarly } from '@/lib/early-fetch';
import { labClockReady } from '@/lib/lab-clock';
import { LoadingScreen } from '@/components/loading-screen';
import { BlankLayout } from './layouts/blank-layout';

/** docs/roles.md#page-access: a signed-in role not allowed on the current path goes to /misc/not-authorized. */
const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('@/features/misc'), 'NotFoundPage'),
  beforeLoad: ({ location }) => {
    const login = session.get();
    if (login && isPathForbidden(location.pathname, login.user.role)) throw redirect({ to: '/misc/not-authorized' });
  },
});

/** Full-page blank layout: sign-in pages and status pages. */
const blankLayout = createRoute({ getParentRoute: () => rootRoute, id: 'blank', component: BlankLayout });

/** The checks of every signed-in page: the role rules of docs/roles.md#page-access, a forced password change, a pending role. */
function requireSignIn({ location }: { location: { pathname: string } }) {
  const login = session.get();
  if (!login || !session.token()) throw redirect({ to: '/login' });
  if (login.user.mustChangePassword && location.pathname !== '/changepassword') {
    throw redirect({ to: '/changepassword' });
  }
  // A role that must use a second factor, and none yet: the profile's enrolment first (docs/security.md).
  if (login.user.mfaEnrolmentRequired && location.pathname !== MFA_ENROLMENT_PATH)
    throw redirect({ to: MFA_ENROLMENT_PATH });
  if (isPathForbidden(location.pathname, login.user.role)) throw redirect({ to: '/misc/not-authorized' });
  if (!login.user.role && !PENDING_ALLOWED_PATHS.includes(location.pathname)) throw redirect({ to: '/' });
}

/** Common layout: everything behind sign-in, in the frame of the signed-in role. */
export const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('./layouts/common-layout'), 'CommonLayout'),
  beforeLoad: requireSignIn,
  loader: labClockReady,
});

/** Options layout: the user's own pages side by side, inside the role's frame. */
const optionsLayout = createRoute({
  getParentRoute: () => appLayout,
  id: 'options',
  component: lazyRouteComponent(() => import('./layouts/options-layout'), 'OptionsLayout'),
});

/** Internal-pages layout: signed-in pages opened in a tab of their own, without the menu. */
const internalLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'internal',
  component: lazyRouteComponent(() => import('./layouts/internal-layout'), 'InternalLayout'),
  beforeLoad: requireSignIn,
  loader: labClockReady,
});

/** A page loaded on first visit, behind the loading fallback: `name` is the page's export in the module. */
export const lazy = <M extends Record<K, RouteComponent>, K extends string>(load: () => Promise<M>, name: K) =>
  lazyRouteComponent<M, K>(load, name) as RouteComponent;

/** A page at `path` under a layout; the path stays a literal type, so the registered router knows it. */
/**
 * The typed address of the pages that navigate with search values: each value kept as the address gave it, or
 * dropped when of another type (a key left undefined is not written), so the address reads as before. The pages
 * read the location's search themselves; this types the links and navigations to them.
 */
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const searchPageAddress = (s: Record<string, unknown>): { q?: string | number; group?: string; page?: number } => ({
  q: typeof s.q === 'string' || typeof s.q === 'number' ? s.q : undefined,
  group: text(s.group),
  page: typeof s.page === 'number' ? s.page : undefined,
});

export const page = <TParent extends AnyRoute, TPath extends string>(
  parent: TParent,
  path: TPath,
  component: RouteComponent,
) => createRoute({ getParentRoute: () => parent, path, component });

const blankPages = [
  page(
    blankLayout,
    '/login',
    lazy(() => import('@/features/auth/components/login-page'), 'LoginPage'),
  ),
  page(
    blankLayout,
    '/pages/login',
    lazy(() => import('@/features/auth/components/login-page'), 'LoginPage'),
  ),
  page(
    blankLayout,
    '/pages/register',
    lazy(() => import('@/features/auth'), 'RegisterPage'),
  ),
  page(
    blankLayout,
    '/pages/forgot-password',
    lazy(() => import('@/features/auth'), 'ForgotPasswordPage'),
  ),
  page(
    blankLayout,
    '/pages/reset-password',
    lazy(() => import('@/features/auth'), 'ResetPasswordPage'),
  ),
  page(
    blankLayout,
    '/setup',
    lazy(() => import('@/features/setup'), 'FirstRunSetupPage'),
  ),
  page(
    blankLayout,
    '/misc/not-authorized',
    lazy(() => import('@/features/misc'), 'NotAuthorizedPage'),
  ),
  page(
    blankLayout,
    '/misc/error/404',
    lazy(() => import('@/features/misc'), 'NotFoundPage'),
  ),
  page(
    blankLayout,
    '/misc/error/500',
    lazy(() => import('@/features/misc'), 'ErrorPage'),
  ),
  page(
    blankLayout,
    '/misc/maintenance',
    lazy(() => import('@/features/misc'), 'MaintenancePage'),
  ),
  page(
    blankLayout,
    '/misc/coming-soon',
    lazy(() => import('@/features/misc'), 'ComingSoonPage'),
  ),
];

let homeFetched = false;
/**
 * On the app's first load, the home's figures are asked for while the frame's and the page's code load, not once
 * they have run (the home's Largest Contentful Paint waited for both in turn, docs/performance.md). The page's query
 * takes that answer (features/home/api/get-dashboard.ts); later visits use the query's cache as any page.
 */
function prefetchHome() {
  if (homeFetched || !session.get()?.user.role) return;
  homeFetched = true;
  fetchEarly('/api/dashboard');
}

/**
 * With a session at start the frame's code is asked for at once, alongside the router's start, and on the home also
 * the home's code and figures: the router would ask for the page's code only once the frame's has arrived.
 */
export function prefetchSignedIn(pathname: string) {
  void import('./layouts/common-layout');
  if (pathname !== '/') return;
  void import('./home-with-reports');
  prefetchHome();
}

const appPages = [
  createRoute({
    getParentRoute: () => appLayout,
    path: '/',
    component: lazy(() => import('./home-with-reports'), 'HomeWithReports'),
    loader: prefetchHome,
  }),
  page(
    appLayout,
    '/pages/lock-screen',
    lazy(() => import('@/features/auth'), 'LockScreenPage'),
  ),
  page(
    appLayout,
    '/tables/agGrid',
    lazy(() => import('@/features/audit'), 'AuditPage'),
  ),
  page(
    appLayout,
    '/admin/backups',
    lazy(() => import('@/features/backups'), 'BackupsPage'),
  ),
  // Any other path inside the frame: the 404 page (every page of the catalogue has a screen of its own).
  page(
    appLayout,
    '$',
    lazy(() => import('@/features/misc'), 'NotFoundPage'),
  ),
  page(
    appLayout,
    '/specimen',
    lazy(() => import('@/features/cases'), 'CaseListPage'),
  ),
  page(
    appLayout,
    '/specimen/new',
    lazy(() => import('@/features/cases'), 'AccessionPage'),
  ),
  page(
    appLayout,
    '/specimen/$id',
    lazy(() => import('./composed-pages'), 'CasePageWithReports'),
  ),
  page(
    appLayout,
    '/documents',
    lazy(() => import('@/features/documents'), 'DocumentsPage'),
  ),
  // Orders in (docs/interfaces.md): incoming HL7/FHIR orders, accessioned from the list.
  page(
    appLayout,
    '/orders',
    lazy(() => import('@/features/orders'), 'OrdersPage'),
  ),
  // Administration: one generic screen per list of the lookup registry, at the list's own route.
  ...LOOKUP_LISTS.map((l) =>
    page(
      appLayout,
      `/${l.key}`,
      lazy(() => import('@/features/lookups'), 'LookupListPage'),
    ),
  ),
  page(
    appLayout,
    '/users',
    lazy(() => import('@/features/users'), 'UsersListPage'),
  ),
  page(
    appLayout,
    '/interfaces',
    lazy(() => import('@/features/interfaces'), 'InterfacesPage'),
  ),
  // Synoptic protocols (docs/synoptic.md#the-protocols-screen): administrators list, import and retire them.
  page(
    appLayout,
    '/synoptic/protocols',
    lazy(() => import('@/features/synoptic'), 'SynopticProtocolsPage'),
  ),
  page(
    appLayout,
    '/app/user/list',
    lazy(() => import('@/features/users'), 'UsersListPage'),
  ),
  // The bookmark list's addresses of the user screens (docs/shell.md#page-catalogue): the list, and my own record.
  createRoute({
    getParentRoute: () => appLayout,
    path: '/pages/user/list',
    beforeLoad: () => {
      throw redirect({ to: '/app/user/list' });
    },
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: '/pages/user/view',
    beforeLoad: () => {
      throw redirect({ to: '/app/user/view/$id', params: { id: String(session.get()?.user.id ?? '') } });
    },
  }),
  // The catalogue's User Edit (no record named): my own record, as User View.
  createRoute({
    getParentRoute: () => appLayout,
    path: '/app/user/edit',
    beforeLoad: () => {
      throw redirect({ to: '/app/user/edit/$id', params: { id: String(session.get()?.user.id ?? '') } });
    },
  }),
  page(
    appLayout,
    '/app/user/view/$id',
    lazy(() => import('@/features/users'), 'UserViewPage'),
  ),
  page(
    appLayout,
    '/app/user/edit/$id',
    lazy(() => import('@/features/users'), 'UserEditPage'),
  ),
  page(
    appLayout,
    '/patient',
    lazy(() => import('@/features/patients'), 'PatientsPage'),
  ),
  page(
    appLayout,
    '/patient/new',
    lazy(() => import('@/features/patients'), 'NewPatientPage'),
  ),
  page(
    appLayout,
    '/patient/$id',
    lazy(() => import('@/features/patients'), 'PatientPage'),
  ),
  page(
    appLayout,
    '/provider',
    lazy(() => import('@/features/providers'), 'ProvidersPage'),
  ),
  page(
    appLayout,
    '/provider/new',
    lazy(() => import('@/features/providers'), 'NewProviderPage'),
  ),
  page(
    appLayout,
    '/provider/$id',
    lazy(() => import('@/features/providers'), 'ProviderPage'),
  ),
  page(
    appLayout,
    '/providerlist',
    lazy(() => import('@/features/providers'), 'PhysicianProvidersPage'),
  ),
  page(
    appLayout,
    '/addprovider',
    lazy(() => import('@/features/providers'), 'PhysicianAddProviderPage'),
  ),
  page(
    appLayout,
    '/insurance',
    lazy(() => import('@/features/payers'), 'InsurancePage'),
  ),
  page(
    appLayout,
    '/fishscoring',
    lazy(() => import('@/features/fish'), 'FishWorklistPage'),
  ),
  page(
    appLayout,
    '/fishscoring/$caseId',
    lazy(() => import('@/features/fish'), 'FishCasePage'),
  ),
  page(
    appLayout,
    '/results',
    lazy(() => import('@/features/results'), 'WorklistPage'),
  ),
  page(
    appLayout,
    '/results/$id',
    lazy(() => import('@/features/results'), 'ResultsWorkspacePage'),
  ),
  page(
    appLayout,
    '/reportresult',
    lazy(() => import('@/features/results'), 'ReportResultPage'),
  ),
  page(
    appLayout,
    '/reportresult/$caseId/$version',
    lazy(() => import('@/features/results'), 'ReportReadPage'),
  ),
  page(
    appLayout,
    '/myreports',
    lazy(() => import('@/features/results'), 'MyReportsPage'),
  ),
  page(
    appLayout,
    '/myreports/$caseId/$version',
    lazy(() => import('@/features/results'), 'ReportReadPage'),
  ),
  // The workspace (docs/workspace.md): a route per mail folder or filter, so each is a link and a bookmark.
  createRoute({
    getParentRoute: () => appLayout,
    path: '/email',
    beforeLoad: () => {
      throw redirect({ to: '/email/$folder', params: { folder: 'inbox' } });
    },
  }),
  page(
    appLayout,
    '/email/$folder',
    lazy(() => import('@/features/mail'), 'MailPage'),
  ),
  page(
    appLayout,
    '/chat',
    lazy(() => import('@/features/chat'), 'ChatPage'),
  ),
  createRoute({
    getParentRoute: () => appLayout,
    path: '/todo',
    beforeLoad: () => {
      throw redirect({ to: '/todo/$filter', params: { filter: 'all' } });
    },
  }),
  page(
    appLayout,
    '/todo/$filter',
    lazy(() => import('@/features/tasks'), 'TasksPage'),
  ),
  page(
    appLayout,
    '/calendar',
    lazy(() => import('@/features/calendar'), 'CalendarPage'),
  ),
  // Supplies (docs/supplies.md): the shop for the client offices, the catalogue's data list and the dashboard for the lab.
  page(
    appLayout,
    '/ecommerce/shop',
    lazy(() => import('@/features/supplies'), 'ShopPage'),
  ),
  page(
    appLayout,
    '/ecommerce/product-detail',
    lazy(() => import('@/features/supplies'), 'ProductDetailPage'),
  ),
  page(
    appLayout,
    '/ecommerce/product-detail/$id',
    lazy(() => import('@/features/supplies'), 'ProductDetailPage'),
  ),
  page(
    appLayout,
    '/ecommerce/wishlist',
    lazy(() => import('@/features/supplies'), 'WishlistPage'),
  ),
  page(
    appLayout,
    '/ecommerce/checkout',
    lazy(() => import('@/features/supplies'), 'CheckoutPage'),
  ),
  page(
    appLayout,
    '/ecommerce-dashboard',
    lazy(() => import('@/features/supplies'), 'SuppliesDashboardPage'),
  ),
  page(
    appLayout,
    '/data-list/list-view',
    lazy(() => import('@/features/supplies'), 'DataListViewPage'),
  ),
  page(
    appLayout,
    '/data-list/thumb-view',
    lazy(() => import('@/features/supplies'), 'DataThumbViewPage'),
  ),
  // The lab's help (docs/help.md): FAQ, knowledge base and the test directory.
  page(
    appLayout,
    '/pages/faq',
    lazy(() => import('@/features/help'), 'FaqPage'),
  ),
  page(
    appLayout,
    '/pages/knowledge-base',
    lazy(() => import('@/features/help'), 'KnowledgeBasePage'),
  ),
  page(
    appLayout,
    '/pages/knowledge-base/tests',
    lazy(() => import('@/features/help'), 'TestDirectoryPage'),
  ),
  page(
    appLayout,
    '/pages/knowledge-base/$articleId',
    lazy(() => import('@/features/help'), 'KnowledgeBaseArticlePage'),
  ),
  createRoute({
    getParentRoute: () => appLayout,
    path: '/pages/search',
    validateSearch: searchPageAddress,
    component: lazy(() => import('@/features/search'), 'SearchResultsPage'),
  }),
  page(
    appLayout,
    '/pages/invoice',
    lazy(() => import('@/features/invoice'), 'InvoiceListPage'),
  ),
  page(
    appLayout,
    '/pages/invoice/$caseId',
    lazy(() => import('@/features/invoice'), 'InvoicePage'),
  ),
  page(
    appLayout,
    '/tables/data-tables',
    lazy(() => import('@/features/tables'), 'DataTablesPage'),
  ),
  page(
    appLayout,
    '/tables/reactstrap',
    lazy(() => import('@/features/tables'), 'ReactstrapTablesPage'),
  ),
  createRoute({
    getParentRoute: () => appLayout,
    path: '/tables/react-tables',
    validateSearch: (s: Record<string, unknown>): { list?: string } => ({ list: text(s.list) }),
    component: lazy(() => import('@/features/tables'), 'ReactTablesPage'),
  }),
  page(
    appLayout,
    '/maps/leaflet',
    lazy(() => import('@/features/maps'), 'FacilitiesMapPage'),
  ),
  // The living style guide (docs/style-guide.md): one route per showcase group; a path it does not list is a 404.
  ...Object.keys(SHOWCASE_GROUPS).map((group) =>
    createRoute({
      getParentRoute: () => appLayout,
      path: `/${group}/$`,
      beforeLoad: ({ location }) => {
        if (!showcasePage(location.pathname)) throw notFound();
      },
      component: lazy(() => import('@/features/style-guide'), 'StyleGuidePage'),
    }),
  ),
];

const optionPages = [
  page(
    optionsLayout,
    '/pages/profile',
    lazy(() => import('@/features/users'), 'ProfilePage'),
  ),
  page(
    optionsLayout,
    '/pages/account-settings',
    lazy(() => import('@/features/theme'), 'AccountSettingsPage'),
  ),
  page(
    optionsLayout,
    '/changepassword',
    lazy(() => import('@/features/auth'), 'ChangePasswordPage'),
  ),
  page(
    optionsLayout,
    '/settings',
    lazy(() => import('@/features/theme'), 'PortalSettingsPage'),
  ),
];

const internalPages = [
  page(
    internalLayout,
    '/specimen/$id/labels',
    lazy(() => import('@/features/cases'), 'CaseLabelsPage'),
  ),
  page(
    internalLayout,
    '/documents/$id/view',
    lazy(() => import('@/features/documents'), 'DocumentViewPage'),
  ),
];

const routeTree = rootRoute.addChildren([
  blankLayout.addChildren(blankPages),
  appLayout.addChildren([optionsLayout.addChildren(optionPages), ...appPages]),
  internalLayout.addChildren(internalPages),
]);

export const router = createRouter({
  routeTree,
  defaultPendingComponent: LoadingScreen,
  defaultPendingMs: 150,
  // Once shown, the loading screen stays 200 ms so it does not flicker; the router's 500 ms held back a page that had
  // arrived (on the first load the home waited up to half a second behind it, docs/performance.md).
  defaultPendingMinMs: 200,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

// The router's types registered once (docs/architecture.md#house-style): links, params and search are checked
// against the route tree above.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
