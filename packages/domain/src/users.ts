import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';
import { PASSWORD_MIN_LENGTH, USER_STATUSES, ZUserStatus } from './auth';
import { ZDob } from './patients';
import { ZPersonName } from './person-names';
import { PERMISSION_ACTIONS, PERMISSION_AREAS, ZPermissionSet, ZRole, type TPermissions } from './roles';

/** docs/api.md#user-record: contact options and its nested objects. */
export const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const DEPARTMENTS = ['management', 'histology', 'cytology', 'fish', 'clinical', 'sales', 'development'] as const;

export const ZUserLocation = z.object({
  add_line_1: z.string().max(200),
  add_line_2: z.string().max(200),
  post_code: z.string().max(20),
  city: z.string().max(100),
  state: z.string().max(100),
  country: z.string().max(100),
});
export type TUserLocation = z.infer<typeof ZUserLocation>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export const ZUserSocialLinks = z.object({
  twitter: z.string().max(200),
  facebook: z.string().max(200),
  instagram: z.string().max(200),
  github: z.string().max(200),
  codepen: z.string().max(200),
  slack: z.string().max(200),
});
export type TUserSocialLinks = z.infer<typeof ZUserSocialLinks>;

/** The full permission matrix, one entry per portal area. */
export const ZPermissionMatrix = z.object(
  Object.fromEntries(PERMISSION_AREAS.map((a) => [a, ZPermissionSet])) as Record<
    (typeof PERMISSION_AREAS)[number],
    typeof ZPermissionSet
  >,
);

export const EMPTY_LOCATION: TUserLocation = {
  add_line_1: '',
  add_line_2: '',
  post_code: '',
  city: '',
  state: '',
  country: '',
};
export const EMPTY_SOCIAL: TUserSocialLinks = {
  twitter: '',
  facebook: '',
  instagram: '',
  github: '',
  codepen: '',
  slack: '',
};

/** The user record as docs/api.md#user-record has it (snake_case, numeric id), plus the portal's links and flags. */
export const ZUserRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  role: ZRole.nullable(),
  status: ZUserStatus,
  is_verified: z.boolean(),
  department: z.string().nullable(),
  company: z.string().nullable(),
  mobile: z.string().nullable(),
  website: z.string().nullable(),
  languages_known: z.array(z.string()),
  contact_options: z.array(z.string()),
  location: ZUserLocation,
  social_links: ZUserSocialLinks,
  permissions: ZPermissionMatrix,
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  /** Pathologists list entry whose linked user this is (sign-out rights). */
  pathologist_id: z.number().int().nullable(),
  /**
   * A Pathologists entry an administrator proposed for this user, waiting for the user to confirm it with their
   * password (docs/roles.md#sign-out-rights); `pathologist_id` changes only then.
   */
  pathologist_link_pending: z.number().int().nullable().optional(),
  /** Provider record (physician accounts); no foreign key until the providers feature lands. */
  provider_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;

const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();

export const AVATAR_FIELD_MESSAGE =
  'must be the address of an uploaded picture (/api/avatars/…): a picture is set by uploading it (POST …/avatar)';

/**
 * The `avatar` a JSON body (the user form, the profile) may carry: nothing, null, or the address of an uploaded
 * picture as the record shows it, and none of them changes the picture: only an upload (`POST /api/account/avatar`,
 * `POST /api/users/:id/avatar`) sets it, a DELETE removes it. Any other value (`javascript:`, `data:`, `http:`, an
 * outside `https:` picture, a path) is refused with 400 naming `avatar`, rather than answered 200 and dropped.
 * Outside `https:` pictures are refused too: the portal's Content-Security-Policy loads pictures only from itself,
 * and each view would tell their host who looked at the user list and when (docs/security.md).
 */
export const ZAvatarEcho = z
  .union([z.null(), z.literal(''), z.string().regex(/^\/api\/avatars\/[0-9a-f]{64}\.(png|jpg|webp)$/)], {
    error: AVATAR_FIELD_MESSAGE,
  })
  .optional();

/** What an administrator sends to create or update a user. */
export const ZUserInput = z.object({
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
  username: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(60, 'must be at most 60 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'may hold letters, digits, dot, dash and underscore'),
  name: ZPersonName(200),
  // Only an upload sets the picture (an address could point at any stored file or a javascript: URL); the form may
  // send the record's own avatar back, and anything else is refused naming `avatar` (ZAvatarEcho).
  avatar: ZAvatarEcho,
  // A birth date reads and checks as a patient's does ("1970-1-1" is 1970-01-01; 1900 to today).
  dob: z.union([z.literal('').transform(() => null), z.null(), ZDob]).optional(),
  gender: z.union([z.enum(GENDERS), z.literal('').transform(() => null), z.null()]).optional(),
  country: optionalText(100),
  role: ZRole.nullable(),
  status: ZUserStatus.default('active'),
  is_verified: z.boolean().default(false),
  department: optionalText(100),
  company: optionalText(200),
  mobile: optionalText(40),
  website: optionalText(300),
  languages_known: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  contact_options: z.array(z.enum(CONTACT_OPTIONS)).default([]),
  location: ZUserLocation.default(EMPTY_LOCATION),
  social_links: ZUserSocialLinks.default(EMPTY_SOCIAL),
  permissions: ZPermissionMatrix.optional(),
  pathologist_id: z.number().int().positive().nullable().optional(),
  provider_id: z.number().int().positive().nullable().optional(),
});
export type TUserInput = z.input<typeof ZUserInput>;

/** Creating a user also sets a temporary password, to be changed at first sign-in. */
export const ZUserCreate = ZUserInput.extend({
  password: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export type TUserCreate = z.input<typeof ZUserCreate>;

export const ZUserStatusChange = z.object({ status: ZUserStatus, reason: z.string().trim().max(500).optional() });
export const ZPasswordReset = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
});
export const ZPasswordResetResult = z.object({ temporaryPassword: z.string() });

export const USER_SORT_FIELDS = [
  'name',
  'email',
  'username',
  'role',
  'status',
  'department',
  'createdAt',
  'lastLoginAt',
] as const;

export type TUserSortField = (typeof USER_SORT_FIELDS)[number];
export type TUserSort = TSort<TUserSortField>;

export const ZUserListQuery = ZPageQuery.extend({
  /** Without it: by name. */
  sort: ZSort(USER_SORT_FIELDS).optional(),
  role: ZRole.optional(),
  status: z.enum(USER_STATUSES).optional(),
  verified: ZQueryBool.optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserPage = z.object({ data: z.array(ZUserRecord), total: z.number().int() });

/** A full matrix from a partial one, filling gaps from `fallback`. */
export function fullPermissions(own: Partial<TPermissions> | null | undefined, fallback: TPermissions): TPermissions {
  const out = {} as TPermissions;
  for (const a of PERMISSION_AREAS) {
    out[a] = { ...fallback[a] };
    for (const act of PERMISSION_ACTIONS) {
      const v = own?.[a]?.[act];
      if (typeof v === 'boolean') out[a][act] = v;
    }
  }
  return out;
}

/**
 * What a signed-in user may change of their own record (/pages/profile): the personal fields. Never the
 * email, username, role, status, permissions or links: those stay with an administrator.
 */
export const ZProfileInput = ZUserInput.pick({
  name: true,
  avatar: true,
  dob: true,
  gender: true,
  country: true,
  company: true,
  mobile: true,
  website: true,
  languages_known: true,
  contact_options: true,
  location: true,
  social_links: true,
});
export type TProfileInput = z.input<typeof ZProfileInput>;

/** Avatars: a PNG, JPEG or WebP picture of at most 2 MB, kept apart from the portal's documents. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type TAvatarType = keyof typeof AVATAR_TYPES;
export const AVATAR_MESSAGES = {
  type: 'The avatar must be a PNG, JPEG or WebP picture',
  tooLarge: 'The avatar must be at most 2 MB',
  missing: 'Choose a picture',
} as const;

/** The picture type from its first bytes (the name and the browser's claim are not trusted). */
export function sniffAvatarType(head: Uint8Array): TAvatarType | null {
  const b = (i: number) => head[i];
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Where an uploaded avatar is served: named by its SHA-256, so the address changes with the picture. */
export const avatarUrl = (sha256: string, type: TAvatarType) => `/api/avatars/${sha256}.${AVATAR_TYPES[type]}`;
export const AVATAR_URL_RE = /^\/api\/avatars\/([0-9a-f]{64})\.(png|jpg|webp)$/;
/** An avatar address as stored, shown only when it is an uploaded avatar's (older rows may hold any URL). */
export const shownAvatar = (avatar: string | null | undefined): string | null =>
  avatar && AVATAR_URL_RE.test(avatar) ? avatar : null;
