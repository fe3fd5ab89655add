/**
 * The lock screen (docs/shell.md#lock-screen): an idle tab locks before the server's own idle limit ends the
 * session, so the page and its unsaved form are kept and the password brings them back.
 */

/** How long before the server's idle limit the screen locks, so the unlock still finds the session alive. */
export const LOCK_MARGIN_MINUTES = 2;
/** Wrong passwords on the lock screen before the session is ended. */
export const UNLOCK_MAX_FAILURES = 5;

/**
 * Minutes without activity before the screen locks, for the server's idle limit in minutes: the limit less the
 * margin, but never less than half the limit (a 2-minute limit locks after 1) nor less than a minute, and never
 * later than the limit itself.
 */
export function lockAfterMinutes(idleTimeoutMinutes: number): number {
  if (!(idleTimeoutMinutes > 0)) return 0;
  const lock = Math.max(idleTimeoutMinutes - LOCK_MARGIN_MINUTES, idleTimeoutMinutes / 2);
  return Math.min(idleTimeoutMinutes, Math.max(1, lock));
}
