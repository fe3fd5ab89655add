import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/** A password a user chooses (register, change password): at least this long. Admin-set temporary ones differ. */
export const CHOSEN_PASSWORD_MIN_LENGTH = 10;
/** Longer than any real passphrase; keeps hashing cheap for a hostile body. */
export const PASSWORD_MAX_LENGTH = 200;

const COMMON = new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Password must be at least ${CHOSEN_PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  containsEmail: 'Password must not contain your email name.',
  common: 'This password is too common; choose another.',
} as const;

/** Why a newly chosen password is refused, or null. Existing passwords (the demo accounts') are not re-checked. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < CHOSEN_PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && lower.includes(local)) return PASSWORD_POLICY_MESSAGES.containsEmail;
  if (COMMON.has(lower)) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}
