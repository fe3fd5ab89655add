/** Set after a reset by link; the sign-in page shows its notice once (docs/api.md#password-reset). */
const RESET_DONE_KEY = 'passwordResetDone';

export const resetNotice = {
  set: (message: string) => sessionStorage.setItem(RESET_DONE_KEY, message),
  /** The notice, read once. */
  take: (): string | null => {
    const message = sessionStorage.getItem(RESET_DONE_KEY);
    sessionStorage.removeItem(RESET_DONE_KEY);
    return message;
  },
};
