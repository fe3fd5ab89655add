import { Avatar, Badge } from '@mantine/core';
import { NO_ROLE_LABEL, ROLE_LABELS, USER_STATUS_LABELS, type TRole, type TUserRecord } from '@lab/domain';

const ROLE_COLORS: Record<string, string> = { admin: 'red', editor: 'blue', physician: 'teal', patient: 'grape' };
const STATUS_COLORS: Record<string, string> = { active: 'green', blocked: 'red', deactivated: 'gray' };

/** Labels, not the stored codes: "Lab staff (editor)", "Active". */
export const roleLabel = (role: string | null) => (role ? (ROLE_LABELS[role as TRole] ?? role) : NO_ROLE_LABEL);
export const statusLabel = (status: string) => USER_STATUS_LABELS[status as keyof typeof USER_STATUS_LABELS] ?? status;

export const RoleBadge = ({ role }: { role: string | null }) => (
  <Badge variant="light" color={role ? (ROLE_COLORS[role] ?? 'gray') : 'yellow'}>
    {roleLabel(role)}
  </Badge>
);

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
    {statusLabel(status)}
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
