import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function changePassword(body: TChangePasswordRequest) {
  await api('/api/authenticate/change-password', { method: 'POST', body });
  const current = session.get();
  if (current) session.updateUser({ ...current.user, mustChangePassword: false });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
