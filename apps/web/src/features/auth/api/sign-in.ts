import { ZLoginResponse, type TLoginRequest } from '@lab/domain';
import { api, ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function signIn(body: TLoginRequest) {
  const res = await api('/api/authenticate/login/user', { method: 'POST', body, schema: ZLoginResponse });
  // The sign-in call (docs/api.md#answers-outside-the-shape) answers a wrong password with 200 `{error}`; the web treats it as the error it is.
  if ('error' in res) throw new ApiError(401, res.error, {}, res, 'invalid_credentials');
  session.start(res.user, res.accessToken);
  return res.user;
}
