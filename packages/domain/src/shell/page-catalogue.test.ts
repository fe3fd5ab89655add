import { describe, expect, it } from 'vitest';
import { isPathForbidden } from '../menus';
import { ROLES } from '../roles';
import { SHOWCASE_PAGES } from './showcase';
import { PAGE_CATALOGUE, pagesOfferedTo, SAMPLE_SCREEN_LINKS } from './page-catalogue';

const links = (role: Parameters<typeof pagesOfferedTo>[0]) => pagesOfferedTo(role).map((p) => p.link);

describe('page catalogue', () => {
  it('gives every page an icon of its own, so a bookmark bar of icons tells its entries apart', () => {
    const byIcon = new Map<string, string[]>();
    for (const p of PAGE_CATALOGUE) byIcon.set(p.icon, [...(byIcon.get(p.icon) ?? []), p.title]);
    const shared = [...byIcon]
      .filter(([, titles]) => titles.length > 1)
      .map(([icon, titles]) => `${icon}: ${titles.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('links every style-guide page to a page of the style guide, not a 404', () => {
    const groups = /^\/(ui-element|colors|icons|cards|components|extra-components|forms|charts|extensions)\//;
    const shown = new Set(SHOWCASE_PAGES.map((p) => p.path));
    expect(PAGE_CATALOGUE.filter((p) => groups.test(p.link) && !shown.has(p.link)).map((p) => p.link)).toEqual([]);
  });
});

describe('pages offered by search and bookmarks (docs/shell.md#page-catalogue)', () => {
  it('offers a patient only their reports, their account and the help', () => {
    expect(links('patient')).toEqual([
      '/',
      '/myreports',
      '/changepassword',
      '/pages/lock-screen',
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/search',
      '/pages/account-settings',
    ]);
  });

  it('offers a physician their menu, the workspace, the shop, the help and their account, nothing of the lab', () => {
    expect(links('physician')).toEqual([
      '/',
      '/specimen',
      '/providerlist',
      '/addprovider',
      '/changepassword',
      '/reportresult',
      '/todo/all',
      '/chat',
      '/email/inbox',
      '/calendar',
      '/ecommerce/shop',
      '/ecommerce/wishlist',
      '/ecommerce/checkout',
      '/ecommerce/product-detail',
      '/pages/lock-screen',
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/search',
      '/pages/account-settings',
    ]);
    for (const l of [
      '/tables/agGrid',
      '/tables/data-tables',
      '/pages/invoice',
      '/maps/leaflet',
      '/ui-element/grid',
      '/users',
      '/pages/login',
      '/misc/error/404',
    ]) {
      expect(links('physician')).not.toContain(l);
    }
  });

  it('offers a user without a role only their profile and password', () => {
    expect(links(null)).toEqual(['/changepassword', '/pages/profile']);
  });

  it('offers the staff every page but the physician\u2019s and patient\u2019s own, the sample screens included', () => {
    const admin = links('admin');
    for (const l of [
      '/tables/agGrid',
      '/pages/invoice',
      '/maps/leaflet',
      '/ui-element/grid',
      '/settings',
      '/interfaces',
      '/synoptic/protocols',
      ...SAMPLE_SCREEN_LINKS,
    ]) {
      expect(admin).toContain(l);
    }
    for (const l of ['/myreports', '/providerlist', '/addprovider']) expect(admin).not.toContain(l);
    const adminOnly = ['/settings', '/interfaces', '/synoptic/protocols', '/admin/backups'];
    expect(links('editor')).toEqual(admin.filter((l) => !adminOnly.includes(l)));
    expect(admin).toHaveLength(PAGE_CATALOGUE.length - 3);
  });

  it('never offers a page the role cannot open', () => {
    for (const role of ROLES) {
      expect(
        pagesOfferedTo(role)
          .filter((p) => isPathForbidden(p.link, role))
          .map((p) => p.link),
      ).toEqual([]);
    }
  });
});
