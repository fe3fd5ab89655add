import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from '@mantine/core';
import { userQuery } from '@/api/users/get-user';
import { listUsers } from '@/api/users/list-users';
import { RemoteSelect } from './remote-select';

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'>;

const label = (u: { name: string; email: string }) => `${u.name} (${u.email})`;

/** Pick a portal user by typing a name or email (server-side search). `value` is the user id. */
export function UserSelect({
  value,
  onChange,
  ...rest
}: Base & { value: number | null | undefined; onChange(id: number | null): void }) {
  const current = useQuery({ ...userQuery(value ?? 0), enabled: typeof value === 'number', staleTime: 300_000 });
  return (
    <RemoteSelect
      {...rest}
      queryKey="users"
      search={async (q, signal) =>
        (await listUsers({ q: q || undefined, pageSize: 20, status: 'active' }, signal)).data.map((u) => ({
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
