import { pagesOfferedTo, type TRole } from '@lab/domain';

/** The pages search and bookmarks offer a role: the domain's rule (docs/shell.md#page-catalogue). */
export function pagesFor(role: TRole | null) {
  return pagesOfferedTo(role);
}
