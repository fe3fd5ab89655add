import { Avatar, Badge } from '@mantine/core';
import type { TUserRecord } from '@lab/domain';

const ROLE_COLORS: Record<string, string> = { admin: 'red', editor: 'blue', physician: 'teal', patient: 'grape' };
const STATUS_COLORS: Record<string, string> = { active: 'green', blocked: 'red', deactivated: 'gray' };

export const RoleBadge = ({ role }: { role: string | null }) => (
  <Badge variant="light" color={role ? (ROLE_COLORS[role] ?? 'gray') : 'yellow'}>
    {role ?? 'pending'}
  </Badge>
);

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
    {status}
  </Badge>
);

export const UserAvatar = ({
  user,
  size = 'md',
}: {
  user: Pick<TUserRecord, 'avatar' | 'name'>;
  size?: number | string;
}) => (
  <Avatar src={user.avatar || undefined} name={user.name} color="initials" size={size} radius="xl" alt={user.name} />
);
