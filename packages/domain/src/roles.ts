import { z } from 'zod';

/** Portal roles (docs/roles.md#roles). A self-registered account has no role until an admin grants one. */
export const ROLES = ['admin', 'editor', 'physician', 'patient'] as const;
export const ZRole = z.enum(ROLES);

/** The roles as people read them (the stored codes stay the API's). */
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  admin: 'Administrator',
  editor: 'Lab staff (editor)',
  physician: 'Physician',
  patient: 'Patient',
};
/** An account whose role an administrator has not given yet. */
export const NO_ROLE_LABEL = 'No role yet';
export type TRole = z.infer<typeof ZRole>;

/** Roles that work inside the lab (the staff shell with the main and Administration menus). */
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly TRole[];

/** Staff and the ordering physicians: who reads cases, documents and the portal's contacts. */
export const STAFF_AND_PHYSICIAN_ROLES = [...STAFF_ROLES, 'physician'] as const satisfies readonly TRole[];

/** Who uses the workspace apps (mail, chat, tasks, calendar): the lab's staff and the physicians who work with them. */
export const WORKSPACE_ROLES = STAFF_AND_PHYSICIAN_ROLES;

/** Permission areas of the user record's matrix (docs/roles.md#permission-matrix), honoured by the server on top of the role. */
export const PERMISSION_AREAS = ['users', 'patients', 'cases', 'results', 'documents', 'lookups'] as const;
export type TPermissionArea = (typeof PERMISSION_AREAS)[number];
export const PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type TPermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const ZPermissionSet = z.object({
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
  delete: z.boolean(),
});
export type TPermissionSet = z.infer<typeof ZPermissionSet>;
export const ZPermissions = z.record(z.enum(PERMISSION_AREAS), ZPermissionSet);
export type TPermissions = Record<TPermissionArea, TPermissionSet>;

const all: TPermissionSet = { read: true, write: true, create: true, delete: true };
const readOnly: TPermissionSet = { read: true, write: false, create: false, delete: false };
const none: TPermissionSet = { read: false, write: false, create: false, delete: false };

/** What each role may do at most; a user's own matrix can only narrow this, never widen it. */
export const ROLE_CEILING: Record<TRole, TPermissions> = {
  admin: { users: all, patients: all, cases: all, results: all, documents: all, lookups: all },
  editor: { users: readOnly, patients: all, cases: all, results: all, documents: all, lookups: all },
  physician: {
    users: none,
    patients: readOnly,
    cases: readOnly,
    results: readOnly,
    documents: readOnly,
    lookups: readOnly,
  },
  patient: { users: none, patients: none, cases: none, results: readOnly, documents: none, lookups: none },
};

export function defaultPermissions(role: TRole | null): TPermissions {
  if (!role) {
    return { users: none, patients: none, cases: none, results: none, documents: none, lookups: none };
  }
  return structuredClone(ROLE_CEILING[role]);
}

/** The effective right: the role's ceiling AND the user's own matrix (missing entries fall back to the ceiling). */
export function isAllowed(
  role: TRole | null,
  permissions: Partial<TPermissions> | null | undefined,
  area: TPermissionArea,
  action: TPermissionAction,
): boolean {
  if (!role) return false;
  const ceiling = ROLE_CEILING[role][area][action];
  const own = permissions?.[area]?.[action];
  return ceiling && own !== false;
}

export function isStaff(role: TRole | null | undefined): boolean {
  return role === 'admin' || role === 'editor';
}
