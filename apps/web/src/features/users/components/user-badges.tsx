import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Avatar, Badge } from '@mantine/core';
import { NO_ROLE_LABEL, ROLE_LABELS, USER_STATUS_LABELS, type TRole, type TUserRecord } from '@lab/domain';

const ROLE_COLORS: Record<string, string> = { admin: 'red', editor: 'blue', physician: 'teal', patient: 'grape' };
const STATUS_COLORS: Record<string, string> = { active: 'green', blocked: 'red', deactivated: 'gray' };

/** Labels, not the stored codes: "Lab staff (editor)", "Active", in the language shown (the domain keeps English). */
export const roleLabel = (t: TFunction<'users'>, role: string | null) =>
  role
    ? t(`roles.${role}`, { defaultValue: ROLE_LABELS[role as TRole] ?? role })
    : t('roles.none', { defaultValue: NO_ROLE_LABEL });
export const statusLabel = (t: TFunction<'users'>, status: string) =>
  t(`statuses.${status}`, {
    defaultValue: USER_STATUS_LABELS[status as keyof typeof USER_STATUS_LABELS] ?? status,
  });

export function RoleBadge({ role }: { role: string | null }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={role ? (ROLE_COLORS[role] ?? 'gray') : 'yellow'}>
      {roleLabel(t, role)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {statusLabel(t, status)}
    </Badge>
  );
}

export const UserAvatar = ({
  user,
  size = 'md',
}: {
  user: Pick<TUserRecord, 'avatar' | 'name'>;
  size?: number | string;
}) => (
  <Avatar src={user.avatar || undefined} name={user.name} color="initials" size={size} radius="xl" alt={user.name} />
);
