import { useQuery } from '@tanstack/react-query';
import { ZSessionUser } from '@lab/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/api/query-keys';
import { session } from '@/lib/session';

/** Re-reads the signed-in user (role or name may have changed since sign-in). */
export async function fetchMe() {
  const user = await api('/api/authenticate/me', { schema: ZSessionUser });
  session.updateUser(user);
  return user;
}

export const useMe = () => useQuery({ queryKey: accountKeys.me(), queryFn: fetchMe, staleTime: 60_000 });
