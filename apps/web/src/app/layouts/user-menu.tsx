import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLock, IconLockPassword, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { screenLock } from '@/lib/idle';
import { signOut } from '@/api/auth/sign-out';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** The signed-in user's name with Profile, Account Settings, Change Password, Lock (docs/shell.md#lock-screen) and Log Out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const login = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const role = login?.user.role ?? null;
  const logOut = async () => {
    setBusy(true);
    await signOut();
    await navigate({ to: '/login' });
  };
  return (
    <Menu position="bottom-end" width={220} shadow="lg">
      <Menu.Target>
        {/* Named by what it shows (name and role) and what it is: "Alex Admin admin, user menu" (WCAG 2.5.3). */}
        <UnstyledButton disabled={busy} style={{ color: 'inherit' }}>
          <Group gap="xs" wrap="nowrap">
            <div className={classes.userName}>
              <Text size="sm" fw={600} lh={1.2} data-testid="user-name">
                {login?.UserName}
              </Text>
              <Text size="xs" opacity={0.7} tt="capitalize">
                {role ? t(`roles.${role}`) : t('userMenu.accessPending')}
              </Text>
            </div>
            <Avatar
              color="initials"
              name={login?.UserName}
              radius="xl"
              src={login?.user.avatar ?? undefined}
              aria-hidden
            />
            <IconChevronDown size={14} aria-hidden />
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} component={Link} to="/pages/profile">
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} component={Link} to="/pages/account-settings">
          {t('userMenu.accountSettings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLock size={16} />} component={Link} to="/changepassword">
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLockPassword size={16} />} onClick={screenLock.lock}>
          {t('userMenu.lock')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logOut}>
          {t('userMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
