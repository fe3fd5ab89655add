import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from '@mantine/core';
import { fetchUser, fetchUsers } from '@/lib/users-api';
import { RemoteSelect } from './remote-select';

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'>;

const label = (u: { name: string; email: string }) => `${u.name} (${u.email})`;

/** Pick a portal user by typing a name or email (server-side search). `value` is the user id. */
export function UserSelect({ value, onChange, ...rest }: Base & { value: number | null | undefined; onChange(id: number | null): void }) {
  const current = useQuery({
    queryKey: ['user', value],
    queryFn: ({ signal }) => fetchUser(value!, signal),
    enabled: typeof value === 'number',
    staleTime: 300_000,
  });
  return (
    <RemoteSelect
      {...rest}
      queryKey="users"
      search={async (q, signal) =>
        (await fetchUsers({ q: q || undefined, pageSize: 20, status: 'active' }, signal)).data.map((u) => ({
          value: String(u.id),
          label: label(u),
        }))
      }
      value={value}
      current={current.data ? { value: String(current.data.id), label: label(current.data) } : null}
      onChange={onChange}
    />
  );
}
