import { useMutation } from '@tanstack/react-query';
import { ZRegisterResponse, type TRegisterRequest } from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

export class RegisterError extends Error {
  constructor(public readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Something went wrong');
  }
}

export async function register(body: TRegisterRequest) {
  const res = await api('/api/authenticate/register/user', { method: 'POST', body, schema: ZRegisterResponse });
  if ('error' in res) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.error)) if (v) fields[k] = v;
    throw new RegisterError(fields);
  }
  session.start(res.user, res.accessToken);
  return res.user;
}

export const useRegister = () => useMutation({ mutationFn: register });
