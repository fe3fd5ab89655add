import { useMutation } from '@tanstack/react-query';
import { ZPasswordResetResult } from '@lab/domain';
import { api } from '@/lib/api-client';

/** A temporary password the user must change at next sign-in. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (id: number) =>
      api(`/api/users/${id}/reset-password`, { method: 'POST', body: {}, schema: ZPasswordResetResult }),
  });
