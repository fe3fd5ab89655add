import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginRequest } from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function signIn(body: TLoginRequest) {
  const res = await api('/api/authenticate/login/user', { method: 'POST', body, schema: ZLoginResponse });
  if ('error' in res) throw new Error(res.error);
  session.start(res.user, res.accessToken);
  return res.user;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
