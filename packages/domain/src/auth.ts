import { z } from 'zod';
import { ZRole } from './roles';

export const PASSWORD_MIN_LENGTH = 8;
/** docs/api.md#constants-and-limits: token lifetime 8000 seconds by default. */
export const DEFAULT_TOKEN_TTL_SECONDS = 8000;
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

export const AUTH_MESSAGES = {
  badCredentials: 'Email Or Password Invalid',
  generic: 'Something went wrong',
  emptyName: 'Please enter your name.',
  emailTaken: 'This email is already in use.',
  invalidToken: 'Invalid access token',
  signInRequired: 'Sign in required',
  forbidden: 'You are not allowed to do this',
  blocked: 'This account is blocked. Ask the laboratory administrator.',
  deactivated: 'This account is deactivated. Ask the laboratory administrator.',
  lockedOut: 'Too many failed sign-ins. Try again in a few minutes.',
  sessionTimedOut: 'Your session timed out after a period of inactivity. Please sign in again.',
  mustChangePassword: 'Your password was reset. Choose a new password to continue.',
  unlockWrongPassword: 'The password is not correct',
  unlockTooManyTries: 'Too many wrong passwords: you were signed out. Please sign in again.',
  sessionLocked: 'The session is locked. Enter your password on the lock screen to go on.',
  singleSignOnExpired: 'This single sign-on has expired or was used already: sign in again',
} as const;

export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
/** The account statuses as people read them. */
export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  active: 'Active',
  blocked: 'Blocked',
  deactivated: 'Deactivated',
};
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The portal's screen languages (docs/i18n.md): English, Spanish, French. */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export const ZLanguage = z.enum(LANGUAGES, { error: 'Choose en, es or fr' });
export type TLanguage = z.infer<typeof ZLanguage>;
/** Each language named in itself, as the language picker lists it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** GET/PUT /api/account/language: the user's chosen language; null = follow the browser. */
export const ZAccountLanguage = z.object({ language: ZLanguage.nullable() });
export type TAccountLanguage = z.infer<typeof ZAccountLanguage>;
export const ZAccountLanguageInput = z.object({ language: ZLanguage });

/**
 * The first of the browser's languages (navigator.languages, or an Accept-Language header's tags in order) that
 * the portal speaks, by its primary subtag ('es-MX' → 'es'); English when none.
 */
export function pickLanguage(preferred: readonly string[]): TLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]!.toLowerCase();
    const found = LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return 'en';
}

/** The signed-in user (docs/api.md#session-user): id, email, name, the role and portal flags. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZRole.nullable(),
  loggedInWith: z.literal('jwt'),
  mustChangePassword: z.boolean().optional(),
  /** The user's role must use a second factor and they have none yet: they may only enrol (docs/security.md). */
  mfaEnrolmentRequired: z.boolean().optional(),
  avatar: z.string().nullable().optional(),
  /** The chosen screen language; null (or absent) = follow the browser. */
  language: ZLanguage.nullable().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The kinds of second factor (docs/security.md#second-factors). */
export const MFA_METHODS = ['totp', 'webauthn', 'recovery'] as const;
export const ZMfaMethod = z.enum(MFA_METHODS);
export type TMfaMethod = z.infer<typeof ZMfaMethod>;

/** The sign-in's answer for a user with a second factor: the password was right, one more step (no token yet). */
export const ZMfaRequiredResponse = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  methods: z.array(ZMfaMethod),
});
export type TMfaRequiredResponse = z.infer<typeof ZMfaRequiredResponse>;

export const ZLoginResponse = z.union([
  z.object({ user: ZSessionUser, accessToken: z.string() }),
  ZMfaRequiredResponse,
  z.object({ error: z.string() }),
]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRegisterRequest = z.object({
  email: z.string().trim(),
  password: z.string(),
  name: z.string().trim(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.union([
  z.object({ user: ZSessionUser, accessToken: z.string() }),
  z.object({
    error: z.object({
      email: z.string().nullable(),
      name: z.string().nullable(),
      password: z.string().nullable().optional(),
    }),
  }),
]);
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZRefreshRequest = z.object({ accessToken: z.string() });
export const ZRefreshResponse = z.object({ userData: ZSessionUser, accessToken: z.string() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * A WebAuthn response as the browser's `startRegistration`/`startAuthentication` gives it (JSON, base64url fields);
 * the server's library checks every field of it.
 */
export const ZWebauthnResponse = z.looseObject({
  id: z.string().min(1).max(1500),
  rawId: z.string().min(1).max(1500),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type TWebauthnResponse = z.infer<typeof ZWebauthnResponse>;

/** The options the browser's WebAuthn call is given (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON). */
export const ZWebauthnOptions = z.looseObject({ challenge: z.string() });
export type TWebauthnOptions = z.infer<typeof ZWebauthnOptions>;

/** POST /api/authenticate/unlock: the signed-in user's password unlocks the locked screen (docs/shell.md#lock-screen). */
export const ZUnlockRequest = z.object({
  password: z.string().min(1, 'Password is required').max(1000),
  /**
   * The second factor of a user who has one (docs/security.md#second-factors): a TOTP or recovery code, or a
   * passkey's assertion of the challenge `POST /api/account/mfa/webauthn/assert/options` gave; 400 naming `code`
   * (or `webauthn`, for a user with passkeys only) when missing.
   */
  code: z.string().max(40).optional(),
  webauthn: ZWebauthnResponse.optional(),
});
export type TUnlockRequest = z.infer<typeof ZUnlockRequest>;
export const ZUnlockResponse = z.object({ ok: z.literal(true) });

/** The browser's storage keys (docs/shell.md#browser-session). */
export const STORAGE_KEYS = {
  login: 'login',
  token: 'jwtToken',
  sessionTimedOut: 'sessionTimedOut',
  theme: 'themeSettings',
  /** The language last chosen in this browser: the sign-in page shows it after a sign-out (docs/i18n.md). */
  language: 'language',
} as const;

/** Password reset by email (docs/api.md#password-reset): a link valid this many minutes, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to every request, whether or not an account uses the address. */
  requested: 'If an account uses that address, a link to reset its password is on its way.',
  badToken: 'This reset link is invalid, expired or already used. Ask for a new one.',
  done: 'Your password was changed. Sign in with the new one.',
  tooMany: 'Too many reset requests. Try again in a few minutes.',
} as const;

/** The rules of a chosen password, as the reset and register pages show them (the server checks them). */
export const PASSWORD_POLICY_RULES = [
  'At least 10 characters (at most 200)',
  'Does not contain the name part of your email',
  'Not a common password',
] as const;

export const ZForgotPasswordRequest = z.object({ email: z.string() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordResponse = z.object({ ok: z.literal(true), message: z.string() });

export const ZResetPasswordRequest = z.object({ token: z.string(), password: z.string() });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ ok: z.literal(true), message: z.string() });
