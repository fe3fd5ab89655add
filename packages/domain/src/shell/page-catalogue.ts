import { z } from 'zod';
import { allMenuItems, isPathForbidden } from '../menus';
import type { TRole } from '../roles';

/** A page of the portal that search and bookmarks offer (docs/shell.md#page-catalogue). */
export const ZCataloguePage = z.object({
  id: z.string(),
  target: z.string(),
  title: z.string(),
  link: z.string(),
  icon: z.string(),
});
export type TCataloguePage = z.infer<typeof ZCataloguePage>;

const page = (link: string, title: string, icon: string): TCataloguePage => ({
  id:
    link === '/'
      ? 'home'
      : link
          .slice(1)
          .replace(/[^a-z0-9]+/gi, '-')
          .toLowerCase(),
  target: link === '/' ? 'home' : link.split('/').filter(Boolean).join('-'),
  title,
  link,
  icon,
});

/** The template demo pages of docs/shell.md#page-catalogue, in its order; the showcase groups are given by their main pages. */
const TEMPLATE_PAGES: TCataloguePage[] = [
  page('/', 'Analytics Dashboard', 'home'),
  page('/ecommerce-dashboard', 'eCommerce Dashboard', 'chart'),
  page('/todo/all', 'Todo', 'checkbox'),
  page('/chat', 'Chat', 'message'),
  page('/email/inbox', 'Email', 'mail'),
  page('/calendar', 'Calendar', 'calendar'),
  page('/ecommerce/shop', 'Shop', 'cart'),
  page('/ecommerce/wishlist', 'Wish List', 'heart'),
  page('/ecommerce/checkout', 'Checkout', 'credit-card'),
  page('/ecommerce/product-detail', 'Product Detail', 'package'),
  page('/pages/login', 'Login', 'lock'),
  page('/pages/register', 'Register', 'user-plus'),
  page('/pages/forgot-password', 'Forgot Password', 'key'),
  page('/pages/reset-password', 'Reset Password', 'key'),
  page('/pages/lock-screen', 'Lock Screen', 'lock'),
  page('/pages/profile', 'Profile', 'user'),
  page('/pages/faq', 'FAQ', 'help'),
  page('/pages/knowledge-base', 'Knowledge Base', 'book'),
  page('/pages/search', 'Search', 'search'),
  page('/pages/invoice', 'Invoice', 'receipt'),
  page('/pages/account-settings', 'Account Settings', 'settings'),
  page('/misc/coming-soon', 'Coming Soon', 'clock'),
  page('/misc/error/404', '404 Error', 'alert'),
  page('/misc/error/500', '500 Error', 'alert'),
  page('/misc/not-authorized', 'Not Authorized', 'lock'),
  page('/misc/maintenance', 'Maintenance', 'tool'),
  page('/pages/user/list', 'User List', 'users'),
  page('/pages/user/view', 'User View', 'user'),
  page('/app/user/edit', 'User Edit', 'user'),
  page('/data-list/list-view', 'List View', 'list'),
  page('/data-list/thumb-view', 'Thumb View', 'layout-grid'),
  page('/tables/data-tables', 'DataTables', 'table'),
  page('/tables/agGrid', 'Audit trail', 'table'),
  page('/tables/reactstrap', 'Reactstrap Tables', 'table'),
  page('/tables/react-tables', 'React Tables', 'table'),
  page('/ui-element/grid', 'Grid', 'layout-grid'),
  page('/ui-element/typography', 'Typography', 'typography'),
  page('/colors/colors', 'Colors', 'palette'),
  page('/icons/reactfeather', 'Feather Icons', 'star'),
  page('/cards/basic', 'Basic Cards', 'cards'),
  page('/cards/statistics', 'Statistics Cards', 'chart'),
  page('/components/alerts', 'Alerts', 'alert'),
  page('/components/buttons', 'Buttons', 'click'),
  page('/extra-components/avatar', 'Avatar', 'user'),
  page('/forms/form-layouts', 'Form Layouts', 'forms'),
  page('/charts/apex', 'Apex Charts', 'chart'),
  page('/maps/leaflet', 'Leaflet Maps', 'map'),
  page('/extensions/sweet-alert', 'Sweet Alerts', 'alert'),
];

/**
 * A glyph of its own for each page the menus or the template share one with another (every lookup list is a plain
 * list in the menu): a bookmark bar of icons only must tell its entries apart.
 */
const PAGE_ICONS: Record<string, string> = {
  '/results': 'microscope',
  '/fishscoring': 'dna',
  '/accidenttypes': 'car-crash',
  '/additionalflag': 'flag',
  '/ailmenttypes': 'virus',
  '/billingclasses': 'receipt-2',
  '/bodysites': 'body-scan',
  '/departments': 'building-hospital',
  '/financialclasses': 'coin',
  '/gennotifieruserlist': 'bell-ringing',
  '/grossdescription': 'notes',
  '/icdcodelist': 'hash',
  '/masterlist': 'list-details',
  '/microcodes': 'braces',
  '/ordercodes': 'barcode',
  '/pathologists': 'user-star',
  '/probelots': 'test-pipe',
  '/probesets': 'test-pipe-2',
  '/procedurelist': 'needle',
  '/resultslist': 'clipboard-check',
  '/resultcategory': 'category',
  '/screeners': 'eye-check',
  '/submittingfacilities': 'building',
  '/stainlist': 'droplet',
  '/tcpccenters': 'building-community',
  '/tcpcpathologists': 'users-group',
  '/testgroups': 'stack-2',
  '/tests': 'flask-2',
  '/users': 'user-cog',
  '/interfaces': 'plug-connected',
  '/synoptic/protocols': 'checklist',
  '/admin/backups': 'database-export',
  '/providerlist': 'list-search',
  '/reportresult': 'file-certificate',
  '/changepassword': 'password',
  '/settings': 'adjustments',
  '/ecommerce-dashboard': 'chart-line',
  '/pages/login': 'login',
  '/pages/register': 'signature',
  '/pages/reset-password': 'restore',
  '/pages/profile': 'user-circle',
  '/misc/error/404': 'error-404',
  '/misc/error/500': 'server-off',
  '/misc/not-authorized': 'ban',
  '/pages/user/view': 'id-badge',
  '/app/user/edit': 'user-edit',
  '/data-list/thumb-view': 'photo',
  '/tables/agGrid': 'history',
  '/tables/reactstrap': 'table-options',
  '/tables/react-tables': 'brand-react',
  '/cards/statistics': 'chart-pie',
  '/extra-components/avatar': 'user-square',
  '/extensions/sweet-alert': 'alert-circle',
};

/**
 * Every page search and bookmarks know: the routes of every menu first (their titles win), then the template
 * pages of docs/shell.md#page-catalogue. Links are unique.
 */
export const PAGE_CATALOGUE: readonly TCataloguePage[] = (() => {
  const seen = new Set<string>();
  const out: TCataloguePage[] = [];
  const add = (p: TCataloguePage) => {
    if (seen.has(p.link)) return;
    seen.add(p.link);
    out.push(p);
  };
  for (const item of allMenuItems()) {
    if (item.type !== 'item' || !item.navLink) continue;
    const icon = item.icon && item.icon !== 'circle' ? item.icon : 'list';
    add({ ...page(item.navLink, item.title, icon) });
  }
  add(page('/changepassword', 'Change Password', 'lock'));
  add(page('/reportresult', 'Report Result', 'report'));
  add(page('/settings', 'Portal Settings', 'settings'));
  for (const p of TEMPLATE_PAGES) add(p);
  return out.map((p) => ({ ...p, icon: PAGE_ICONS[p.link] ?? p.icon }));
})();

export function findCataloguePage(id: string): TCataloguePage | undefined {
  return PAGE_CATALOGUE.find((p) => p.id === id);
}

/** Pages starred for a user who has never touched the bookmarks. */
export const DEFAULT_STARRED_LINKS: readonly string[] = ['/calendar', '/chat', '/email/inbox'];

/**
 * docs/shell.md#page-catalogue: the pages a patient is offered. A patient's portal is their reports, their account
 * and the lab's help; the template's sample screens and the lab's own pages are never offered to them.
 */
export const PATIENT_PAGE_LINKS: readonly string[] = [
  '/',
  '/myreports',
  '/pages/profile',
  '/pages/account-settings',
  '/changepassword',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/search',
  '/pages/lock-screen',
];

/** docs/shell.md#page-catalogue: what a signed-in user without a role is offered, their profile and password. */
export const PENDING_PAGE_LINKS: readonly string[] = ['/pages/profile', '/changepassword'];

/**
 * The template's sample sign-in and status screens (docs/shell.md#page-catalogue): samples of the look, not places
 * a user goes. They are offered only to the staff, who run and extend the portal.
 */
export const SAMPLE_SCREEN_LINKS: readonly string[] = [
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/reset-password',
  '/misc/coming-soon',
  '/misc/error/404',
  '/misc/error/500',
  '/misc/not-authorized',
  '/misc/maintenance',
];

/**
 * docs/shell.md#page-catalogue: the catalogue pages search and bookmarks offer a role, in catalogue order. Never a
 * page the role's guards forbid (docs/roles.md#page-access); a patient only PATIENT_PAGE_LINKS; a user without a
 * role only PENDING_PAGE_LINKS; the sample screens only to the staff.
 */
export function pagesOfferedTo(role: TRole | null): TCataloguePage[] {
  if (role === null) return PAGE_CATALOGUE.filter((p) => PENDING_PAGE_LINKS.includes(p.link));
  return PAGE_CATALOGUE.filter((p) => {
    if (isPathForbidden(p.link, role)) return false;
    if (role === 'patient') return PATIENT_PAGE_LINKS.includes(p.link);
    if (role === 'physician') return !SAMPLE_SCREEN_LINKS.includes(p.link);
    return true;
  });
}
