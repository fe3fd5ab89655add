import { useMutation } from '@tanstack/react-query';
import {
  ZForgotPasswordResponse,
  ZResetPasswordResponse,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { resetNotice } from './reset-notice';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: TForgotPasswordRequest) =>
      api('/api/authenticate/forgot-password', { method: 'POST', body, schema: ZForgotPasswordResponse }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: async (body: TResetPasswordRequest) => {
      const res = await api('/api/authenticate/reset-password', {
        method: 'POST',
        body,
        schema: ZResetPasswordResponse,
      });
      // The reset ended every session of the account, this browser's too.
      if (session.get()) session.clear();
      resetNotice.set(res.message);
      return res;
    },
  });
