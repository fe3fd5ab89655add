import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OPTIONS_MENU,
  ADMIN_ROUTES,
  activeTrail,
  PENDING_ALLOWED_PATHS,
  filterMenu,
  isPathForbidden,
  MAIN_MENU,
  menuForRole,
  topBarTools,
} from './menus';

describe('menus', () => {
  it('has the 27 administration routes of docs/shell.md#administration-menu', () => {
    expect(ADMIN_ROUTES).toHaveLength(27);
    expect(ADMIN_ROUTES[0]).toEqual({ title: 'Accident Types', route: '/accidenttypes' });
    expect(ADMIN_ROUTES.at(-1)).toEqual({ title: 'Users', route: '/users' });
  });

  it('ends the Administration menu with the audit trail, by its own name at its spec URL, Interfaces, Synoptic protocols and Backups', () => {
    const admin = filterMenu(menuForRole('admin'), 'admin').find((i) => i.title === 'Administration')!;
    expect(admin.children!.at(-1)).toMatchObject({ title: 'Backups', navLink: '/admin/backups' });
    expect(admin.children!.at(-2)).toMatchObject({ title: 'Synoptic protocols', navLink: '/synoptic/protocols' });
    expect(admin.children!.at(-3)).toMatchObject({ title: 'Interfaces', navLink: '/interfaces' });
    expect(admin.children!.at(-4)).toMatchObject({ title: 'Audit trail', navLink: '/tables/agGrid' });
    expect(admin.children!.at(-5)).toMatchObject({ title: 'Users', navLink: '/users' });
    const editor = filterMenu(menuForRole('editor'), 'editor').find((i) => i.title === 'Administration')!;
    expect(editor.children!.at(-1)).toMatchObject({ title: 'Audit trail', navLink: '/tables/agGrid' });
    expect(filterMenu(menuForRole('physician'), 'physician').some((i) => i.navLink === '/tables/agGrid')).toBe(false);
  });

  it('gives staff the main and administration menus and physicians theirs', () => {
    expect(filterMenu(menuForRole('editor'), 'editor').map((i) => i.title)).toEqual([
      'Home',
      'Patient',
      'Provider',
      'Insurance',
      'Specimen',
      'Orders',
      'Results',
      'Documents',
      'Administration',
      'API Reference',
    ]);
    expect(filterMenu(menuForRole('physician'), 'physician').map((i) => i.navLink)).toEqual([
      '/',
      '/providerlist',
      '/addprovider',
    ]);
  });

  it('hides items a role may not see but always shows collapse items with visible children', () => {
    const visible = filterMenu(MAIN_MENU, 'physician');
    expect(visible).toEqual([]);
    const items = filterMenu([{ id: 'x', title: 'X', type: 'item', navLink: '/x' }], null);
    expect(items).toHaveLength(1);
  });

  it('forbids a staff route to a physician but not to an editor', () => {
    expect(isPathForbidden('/patient', 'physician')).toBe(true);
    expect(isPathForbidden('/patient', 'editor')).toBe(false);
    expect(isPathForbidden('/', 'physician')).toBe(false);
    expect(isPathForbidden('/unknown', 'patient')).toBe(false);
    // Open to every signed-in user, including one with no role yet.
    expect(isPathForbidden('/changepassword', null)).toBe(false);
    expect(isPathForbidden('/', null)).toBe(false);
    expect(isPathForbidden('/myreports', 'editor')).toBe(true);
    expect(isPathForbidden('/settings', 'editor')).toBe(true);
    expect(isPathForbidden('/settings', 'admin')).toBe(false);
    // Interfaces: admins only, an item of their Administration menu.
    expect(isPathForbidden('/interfaces', 'admin')).toBe(false);
    for (const role of ['editor', 'physician', 'patient', null] as const)
      expect(isPathForbidden('/interfaces', role)).toBe(true);
    // Synoptic protocols and backups: the same.
    for (const path of ['/synoptic/protocols', '/admin/backups']) {
      expect(isPathForbidden(path, 'admin')).toBe(false);
      for (const role of ['editor', 'physician', 'patient', null] as const)
        expect(isPathForbidden(path, role)).toBe(true);
    }
    const adminItems = (role: 'admin' | 'editor') =>
      filterMenu(menuForRole(role), role)
        .find((i) => i.id === 'administration')!
        .children!.map((i) => i.navLink);
    expect(adminItems('admin').slice(-3)).toEqual(['/interfaces', '/synoptic/protocols', '/admin/backups']);
    expect(adminItems('editor')).not.toContain('/interfaces');
    expect(adminItems('editor')).not.toContain('/admin/backups');
    expect(adminItems('editor')).not.toContain('/synoptic/protocols');
  });

  it('guards the staff pages that are not menu items, dynamic ones by pattern, for each role', () => {
    const staffOnly = [
      '/tables/agGrid',
      '/users',
      '/app/user/list',
      '/app/user/view/12',
      '/app/user/edit/12',
      '/patient/new',
      '/patient/42',
      '/provider/new',
      '/provider/7',
      '/specimen/new',
    ];
    for (const path of staffOnly) {
      for (const role of ['admin', 'editor'] as const)
        expect(isPathForbidden(path, role), `${path} ${role}`).toBe(false);
      for (const role of ['physician', 'patient', null] as const)
        expect(isPathForbidden(path, role), `${path} ${role}`).toBe(true);
    }
    // The router ignores case and a trailing slash; the guards must too.
    expect(isPathForbidden('/Tables/AgGrid/', 'physician')).toBe(true);
    expect(isPathForbidden('/app/user/', 'physician')).toBe(true);
    expect(isPathForbidden('/patient/42/', 'patient')).toBe(true);
    // Portal settings: admins only.
    for (const role of ['editor', 'physician', 'patient', null] as const)
      expect(isPathForbidden('/settings', role)).toBe(true);
    // The physician's own pages and their cases stay open to them (the server limits a case to its physician).
    expect(isPathForbidden('/providerlist', 'physician')).toBe(false);
    expect(isPathForbidden('/addprovider', 'physician')).toBe(false);
    expect(isPathForbidden('/specimen/17', 'physician')).toBe(false);
    expect(isPathForbidden('/specimen/17', 'editor')).toBe(false);
    // Menu-based rules are unchanged.
    expect(isPathForbidden('/providerlist', 'editor')).toBe(true);
    expect(isPathForbidden('/provider', 'physician')).toBe(true);
    expect(isPathForbidden('/myreports', 'patient')).toBe(false);
    expect(isPathForbidden('/pages/profile', null)).toBe(false);
  });

  it('offers the top-bar tools only to users the server lets call them', () => {
    expect(topBarTools({ role: 'editor', mustChangePassword: false })).toEqual({
      search: true,
      bookmarks: true,
      notifications: true,
    });
    expect(topBarTools({ role: 'patient', mustChangePassword: false })).toEqual({
      search: true,
      bookmarks: true,
      notifications: true,
    });
    // A forced password change: every other call is refused until it is done.
    expect(topBarTools({ role: 'editor', mustChangePassword: true })).toEqual({
      search: false,
      bookmarks: false,
      notifications: false,
    });
    expect(topBarTools({ role: 'editor', mfaEnrolmentRequired: true })).toEqual({
      search: false,
      bookmarks: false,
      notifications: false,
    });
    expect(topBarTools({ role: null, mustChangePassword: true })).toEqual({
      search: false,
      bookmarks: false,
      notifications: false,
    });
    // No role yet: the pages they may open can be searched and the bell stays; no bookmarks bar.
    expect(topBarTools({ role: null, mustChangePassword: false })).toEqual({
      search: true,
      bookmarks: false,
      notifications: true,
    });
  });

  it('highlights the active item and its parents', () => {
    expect(activeTrail(MAIN_MENU, '/fishscoring')).toEqual(['results', 'fishscoring']);
  });

  it('lists the account options every user has, and Portal Settings for admins only', () => {
    const titles = (role: Parameters<typeof filterMenu>[1]) =>
      filterMenu(ACCOUNT_OPTIONS_MENU, role).map((i) => i.title);
    expect(titles('admin')).toEqual(['Profile', 'Account Settings', 'Change Password', 'Portal Settings']);
    for (const role of ['editor', 'physician', 'patient', null] as const) {
      expect(titles(role)).toEqual(['Profile', 'Account Settings', 'Change Password']);
    }
    // A user still waiting for a role may open every option they are shown.
    for (const item of filterMenu(ACCOUNT_OPTIONS_MENU, null)) expect(PENDING_ALLOWED_PATHS).toContain(item.navLink);
    expect(isPathForbidden('/settings', 'editor')).toBe(true);
  });
  it('lets a physician open the case list (their own cases) but not accessioning', () => {
    expect(isPathForbidden('/specimen', 'physician')).toBe(false);
    expect(isPathForbidden('/specimen/new', 'physician')).toBe(true);
    expect(isPathForbidden('/specimen', 'patient')).toBe(true);
    expect(isPathForbidden('/specimen', 'editor')).toBe(false);
  });
});
