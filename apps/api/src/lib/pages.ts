import { isPathForbidden, PAGE_CATALOGUE, type TRole } from '@lab/domain';

/** Pages a role may open: a user without a role only reaches their profile and password. */
export function pagesFor(role: TRole | null) {
  if (!role) return PAGE_CATALOGUE.filter((p) => p.link === '/pages/profile' || p.link === '/changepassword');
  return PAGE_CATALOGUE.filter((p) => !isPathForbidden(p.link, role));
}
