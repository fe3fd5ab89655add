import { LOOKUP_LISTS } from './lookups/registry';
import { WORKSPACE_ROLES, type TRole } from './roles';

/** docs/shell.md#menu-items. `icon` is an icon name the web maps to a glyph. */
export type TMenuItemType = 'item' | 'collapse' | 'external-link' | 'groupHeader' | 'dropdown';
export interface TMenuItem {
  id: string;
  title: string;
  type: TMenuItemType;
  icon?: string;
  permissions?: TRole[];
  navLink?: string;
  children?: TMenuItem[];
  badge?: string;
  badgeText?: string;
  disabled?: boolean;
  newTab?: boolean;
  parentOf?: string[];
  collapsed?: boolean;
}

const staff: TRole[] = ['admin', 'editor'];

/** Main menu (docs/shell.md#main-menu). */
export const MAIN_MENU: TMenuItem[] = [
  { id: 'home', title: 'Home', type: 'item', icon: 'home', permissions: staff, navLink: '/' },
  { id: 'patient', title: 'Patient', type: 'item', icon: 'user', permissions: staff, navLink: '/patient' },
  { id: 'provider', title: 'Provider', type: 'item', icon: 'stethoscope', permissions: staff, navLink: '/provider' },
  { id: 'insurance', title: 'Insurance', type: 'item', icon: 'shield', permissions: staff, navLink: '/insurance' },
  { id: 'specimen', title: 'Specimen', type: 'item', icon: 'flask', permissions: staff, navLink: '/specimen' },
  // Incoming HL7/FHIR orders (docs/interfaces.md); the web shows the pending count as the item's badge.
  { id: 'orders', title: 'Orders', type: 'item', icon: 'inbox', permissions: staff, navLink: '/orders' },
  {
    id: 'results',
    title: 'Results',
    type: 'collapse',
    icon: 'report',
    permissions: staff,
    navLink: '/results',
    children: [
      { id: 'diagnosis', title: 'Diagnosis', type: 'item', icon: 'circle', permissions: staff, navLink: '/results' },
      {
        id: 'fishscoring',
        title: 'FISH Scoring',
        type: 'item',
        icon: 'circle',
        permissions: staff,
        navLink: '/fishscoring',
      },
    ],
  },
  { id: 'documents', title: 'Documents', type: 'item', icon: 'file', permissions: staff, navLink: '/documents' },
];

/**
 * Administration menu (docs/shell.md#administration-menu): one item per list of the lookup registry (in its order), then Users.
 * A new list in the registry appears here by itself.
 */
export const ADMIN_ROUTES: Array<{ title: string; route: string }> = [
  ...LOOKUP_LISTS.map((l) => ({ title: l.title, route: `/${l.key}` })),
  { title: 'Users', route: '/users' },
];

/** The audit trail's name in the Administration menu, in search and on its page. */
export const AUDIT_TRAIL_TITLE = 'Audit trail';

/** The synoptic protocols' screen, in the Administration menu, in search and on its page. */
export const SYNOPTIC_PROTOCOLS_TITLE = 'Synoptic protocols';

export const ADMIN_MENU: TMenuItem[] = [
  {
    id: 'administration',
    title: 'Administration',
    type: 'collapse',
    icon: 'settings',
    permissions: staff,
    children: [
      ...ADMIN_ROUTES.map((r) => ({
        id: `admin-${r.route.slice(1)}`,
        title: r.title,
        type: 'item' as const,
        icon: 'circle',
        permissions: staff,
        navLink: r.route,
      })),
      // The audit trail keeps the template's URL (docs/spec.md §2) but is named for what it is (issue 26 item 9).
      {
        id: 'admin-audit-trail',
        title: AUDIT_TRAIL_TITLE,
        type: 'item',
        icon: 'circle',
        permissions: staff,
        navLink: '/tables/agGrid',
      },
      // Interfaces (docs/interfaces.md): the message log, destinations and API clients, for administrators only.
      {
        id: 'admin-interfaces',
        title: 'Interfaces',
        type: 'item',
        icon: 'circle',
        permissions: ['admin'],
        navLink: '/interfaces',
      },
      // Synoptic protocols (docs/synoptic.md): list, import and retire the cancer checklists, for administrators only.
      {
        id: 'admin-synoptic-protocols',
        title: SYNOPTIC_PROTOCOLS_TITLE,
        type: 'item',
        icon: 'circle',
        permissions: ['admin'],
        navLink: '/synoptic/protocols',
      },
      // Backups (docs/backup.md): back up now, the archives kept and the daily schedule, for administrators only.
      {
        id: 'admin-backups',
        title: 'Backups',
        type: 'item',
        icon: 'circle',
        permissions: ['admin'],
        navLink: '/admin/backups',
      },
    ],
  },
];

/** After the Administration list: the API reference, opened in a new tab (an external-link item with a badge). */
export const REFERENCE_MENU: TMenuItem[] = [
  {
    id: 'api-docs',
    title: 'API Reference',
    type: 'external-link',
    icon: 'book',
    navLink: '/api/docs',
    newTab: true,
    badge: 'info',
    badgeText: 'API',
  },
];

/** Physician menu (docs/shell.md#physician-menu). */
export const PHYSICIAN_MENU: TMenuItem[] = [
  { id: 'ph-home', title: 'Home', type: 'item', icon: 'home', permissions: ['physician'], navLink: '/' },
  {
    id: 'ph-providers',
    title: 'View Provider',
    type: 'item',
    icon: 'stethoscope',
    permissions: ['physician'],
    navLink: '/providerlist',
  },
  {
    id: 'ph-addprovider',
    title: 'Add Provider',
    type: 'item',
    icon: 'user-plus',
    permissions: ['physician'],
    navLink: '/addprovider',
  },
];

/**
 * The patient portal's short menu (docs/shell.md#patient-menu). Home and Change Password carry no permissions list: those
 * pages are open to every signed-in user (docs/roles.md#menu-visibility: no list means everyone).
 */
export const PATIENT_MENU: TMenuItem[] = [
  { id: 'pt-home', title: 'Home', type: 'item', icon: 'home', navLink: '/' },
  {
    id: 'pt-reports',
    title: 'My Reports',
    type: 'item',
    icon: 'report',
    permissions: ['patient'],
    navLink: '/myreports',
  },
  {
    id: 'pt-password',
    title: 'Change Password',
    type: 'item',
    icon: 'lock',
    navLink: '/changepassword',
  },
];

/**
 * The options layout's list: the signed-in user's own pages, beside each other with one list of options.
 * Profile, Account Settings and Change Password are open to every signed-in user; Portal Settings to admins.
 */
export const ACCOUNT_OPTIONS_MENU: TMenuItem[] = [
  { id: 'opt-profile', title: 'Profile', type: 'item', icon: 'user', navLink: '/pages/profile' },
  { id: 'opt-account', title: 'Account Settings', type: 'item', icon: 'settings', navLink: '/pages/account-settings' },
  { id: 'opt-password', title: 'Change Password', type: 'item', icon: 'lock', navLink: '/changepassword' },
  {
    id: 'opt-portal',
    title: 'Portal Settings',
    type: 'item',
    icon: 'palette',
    permissions: ['admin'],
    navLink: '/settings',
  },
];

/** The menu a role sees. A user with no role yet sees no menu (only the profile and a notice). */
export function menuForRole(role: TRole | null): TMenuItem[] {
  if (role === 'admin' || role === 'editor') return [...MAIN_MENU, ...ADMIN_MENU, ...REFERENCE_MENU];
  if (role === 'physician') return PHYSICIAN_MENU;
  if (role === 'patient') return PATIENT_MENU;
  return [];
}

/** docs/roles.md#menu-visibility: no list → everyone; collapse, external-link and dropdown always show. */
export function isMenuItemVisible(item: TMenuItem, role: TRole | null): boolean {
  if (item.type === 'collapse' || item.type === 'external-link' || item.type === 'dropdown') return true;
  if (!item.permissions) return true;
  return role !== null && item.permissions.includes(role);
}

/** Visible items, recursively; a collapse whose children are all hidden is dropped. */
export function filterMenu(items: TMenuItem[], role: TRole | null): TMenuItem[] {
  const out: TMenuItem[] = [];
  for (const item of items) {
    if (!isMenuItemVisible(item, role)) continue;
    if (item.children) {
      const children = filterMenu(item.children, role);
      if (item.type === 'collapse' && children.length === 0) continue;
      out.push({ ...item, children });
    } else out.push(item);
  }
  return out;
}

function walk(items: TMenuItem[], parents: TMenuItem[], visit: (i: TMenuItem, p: TMenuItem[]) => void): void {
  for (const item of items) {
    visit(item, parents);
    if (item.children) walk(item.children, [...parents, item], visit);
  }
}

/** Every menu item of every menu, flat. */
export function allMenuItems(): TMenuItem[] {
  const out: TMenuItem[] = [];
  walk([...MAIN_MENU, ...ADMIN_MENU, ...PHYSICIAN_MENU, ...PATIENT_MENU], [], (i) => out.push(i));
  return out;
}

/**
 * Pages outside the menus that only some roles may open. A path segment `:name` stands for any one segment,
 * a last segment `*` for any rest. /specimen/:id stays open: the server shows a physician only their own cases.
 */
export const PAGE_GUARDS: Array<{ path: string; roles: TRole[] }> = [
  { path: '/settings', roles: ['admin'] },
  { path: '/interfaces', roles: ['admin'] },
  { path: '/synoptic/protocols', roles: ['admin'] },
  { path: '/admin/backups', roles: ['admin'] },
  { path: '/tables/agGrid', roles: staff },
  { path: '/users', roles: staff },
  { path: '/app/user/*', roles: staff },
  { path: '/pages/user/*', roles: staff },
  { path: '/patient/:id', roles: staff },
  { path: '/provider/:id', roles: staff },
  { path: '/specimen/new', roles: staff },
  // The case list is in the staff's menu; a physician opens it from the home page's counters, read-only and
  // holding only the cases they ordered (the server filters). Not in the physician menu, which docs/shell.md#physician-menu fixes.
  { path: '/specimen', roles: [...staff, 'physician'] },
  // The diagnosis workspace is the lab's; a physician reads signed reports at /reportresult (a patient at /myreports).
  { path: '/results/:id', roles: staff },
  { path: '/reportresult/*', roles: [...staff, 'physician'] },
  // The workspace (docs/workspace.md): the lab's staff and the physicians who work with them; never a patient.
  { path: '/email/*', roles: [...WORKSPACE_ROLES] },
  { path: '/chat', roles: [...WORKSPACE_ROLES] },
  { path: '/todo/*', roles: [...WORKSPACE_ROLES] },
  { path: '/calendar', roles: [...WORKSPACE_ROLES] },
  // Supplies (docs/supplies.md): staff and physicians shop; the catalogue's data list and the dashboard are the lab's.
  { path: '/ecommerce/*', roles: [...staff, 'physician'] },
  { path: '/ecommerce-dashboard', roles: staff },
  { path: '/data-list/*', roles: staff },
  // The catalogue's data and style-guide pages show the lab's own records and are for the people who run and extend
  // the portal: staff only. The invoice is the lab's billing. The test directory is for the physicians' offices too.
  { path: '/tables/*', roles: staff },
  { path: '/pages/invoice/*', roles: staff },
  { path: '/pages/knowledge-base/tests', roles: [...staff, 'physician'] },
  { path: '/maps/*', roles: staff },
  ...(
    [
      'ui-element',
      'colors',
      'icons',
      'cards',
      'components',
      'extra-components',
      'forms',
      'charts',
      'extensions',
    ] as const
  ).map((group) => ({ path: `/${group}/*`, roles: staff })),
];

/** A user without a role sees only their profile, password, settings and the notice on the home page. */
export const PENDING_ALLOWED_PATHS = ['/', '/pages/profile', '/changepassword', '/pages/account-settings'];

/** The router matches paths without regard to case or a trailing slash; so do the guards. */
function normalizePath(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchesGuard(pattern: string, path: string): boolean {
  const want = normalizePath(pattern).split('/');
  const got = path.split('/');
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*') return true;
    const g = got[i];
    if (g === undefined) return false;
    if (w.startsWith(':') ? g === '' : w !== g) return false;
  }
  return got.length === want.length;
}

/**
 * docs/roles.md#page-access: a role not allowed on the current path is sent to /misc/not-authorized. A page guard
 * matching the path decides first; otherwise the path is forbidden when some menu item links to it and none
 * allows the role.
 */
export function isPathForbidden(path: string, role: TRole | null): boolean {
  const normalized = normalizePath(path);
  const guard = PAGE_GUARDS.find((g) => matchesGuard(g.path, normalized));
  if (guard) return role === null || !guard.roles.includes(role);
  const linking = allMenuItems().filter(
    (i) => i.type === 'item' && i.navLink && normalizePath(i.navLink) === normalized,
  );
  // No item links here, or one links here for everyone: not guarded.
  if (linking.length === 0 || linking.some((i) => !i.permissions)) return false;
  return !linking.some((i) => role !== null && i.permissions!.includes(role));
}

/** Ids of the item whose link matches `path` and of all its parents, for highlighting. */
export function activeTrail(items: TMenuItem[], path: string): string[] {
  let best: string[] = [];
  walk(items, [], (item, parents) => {
    if (item.navLink && item.navLink === path && best.length === 0) best = [...parents.map((p) => p.id), item.id];
  });
  return best;
}

/**
 * Whether a session may only do one thing before anything else: change its password, or enrol a second factor its
 * role requires (the server refuses the rest with 403).
 */
export function restrictedSession(user: { mustChangePassword?: boolean; mfaEnrolmentRequired?: boolean }): boolean {
  return user.mustChangePassword === true || user.mfaEnrolmentRequired === true;
}

/** Where a session that must enrol a second factor is sent, and the only page it may open. */
export const MFA_ENROLMENT_PATH = '/pages/profile';

/**
 * The top-bar tools a signed-in user may call. A user who must change their password may call nothing but the
 * password change (the server refuses the rest with 403); a user without a role has no bookmarks bar but keeps
 * the bell (empty until something concerns them) and may search the pages they can open.
 */
export function topBarTools(user: {
  role: TRole | null;
  mustChangePassword?: boolean;
  mfaEnrolmentRequired?: boolean;
}): {
  search: boolean;
  bookmarks: boolean;
  notifications: boolean;
} {
  const usable = !restrictedSession(user);
  const hasRole = usable && user.role !== null;
  return { search: usable, bookmarks: hasRole, notifications: usable };
}
