import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZUserRecord, type TProfileInput, type TUserRecord } from '@lab/domain';
import { api } from '@/lib/api-client';
import { accountKeys, userKeys } from '@/api/query-keys';
import { session } from '@/lib/session';

export const myProfileKey = accountKeys.profile();

/** Keeps the name, avatar and role the page shows in step with the record (an admin may have granted a role). */
function follow(record: TUserRecord) {
  const login = session.get();
  if (login && login.user.id === record.id) {
    session.updateUser({ ...login.user, name: record.name, avatar: record.avatar, role: record.role });
  }
}

export const useMyProfile = () =>
  useQuery({
    queryKey: myProfileKey,
    queryFn: async ({ signal }) => {
      const record = await api('/api/account/profile', { schema: ZUserRecord, signal });
      follow(record);
      return record;
    },
  });

export function useSaveMyProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: TProfileInput) =>
      api('/api/account/profile', { method: 'PUT', body: values, schema: ZUserRecord }),
    onSuccess: (record) => {
      qc.setQueryData(myProfileKey, record);
      follow(record);
    },
  });
}

/** Sets (a picture) or removes (null) an avatar: mine, or with `userId` another user's (administrators). */
export function useSetAvatar(userId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      const url = userId ? `/api/users/${userId}/avatar` : '/api/account/avatar';
      if (!file) return api(url, { method: 'DELETE', schema: ZUserRecord });
      const form = new FormData();
      form.append('avatar', file);
      return api(url, { method: 'POST', body: form, schema: ZUserRecord });
    },
    onSuccess: (record) => {
      if (!userId) qc.setQueryData(myProfileKey, record);
      void qc.invalidateQueries({ queryKey: userKeys.lists() });
      void qc.invalidateQueries({ queryKey: userKeys.detail(record.id) });
      follow(record);
    },
  });
}
