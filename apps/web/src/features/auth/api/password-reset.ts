import { useMutation } from '@tanstack/react-query';
import {
  ZForgotPasswordResponse,
  ZResetPasswordResponse,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

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

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: TForgotPasswordRequest) =>
      api('/api/authenticate/forgot-password', { method: 'POST', body, schema: ZForgotPasswordResponse }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: async (body: TResetPasswordRequest) => {
      const res = await api('/api/authenticate/reset-password', { method: 'POST', body, schema: ZResetPasswordResponse });
      // The reset ended every session of the account, this browser's too.
      if (session.get()) session.clear();
      resetNotice.set(res.message);
      return res;
    },
  });
