import { Link } from '@tanstack/react-router';
import { ActionIcon, Badge, Button, Group, Indicator, Menu, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBellOff,
  IconCalendarEvent,
  IconChecklist,
  IconFileAlert,
  IconFileCheck,
  IconFilePencil,
  IconInfoCircle,
  IconMail,
  IconTruckDelivery,
  IconUserCheck,
} from '@tabler/icons-react';
import { unreadLabel, type TNotification } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllRead } from '../api/mark-all-read';

const TYPE_LOOK: Record<TNotification['type'], { color: string; Icon: typeof IconBell }> = {
  'stat-case': { color: 'red', Icon: IconAlertTriangle },
  'report-signed': { color: 'teal', Icon: IconFileCheck },
  // A correction is louder than a final: red, filled (its own type, which no setting switches off).
  'report-corrected': { color: 'red', Icon: IconFileAlert },
  'report-amended': { color: 'orange', Icon: IconFilePencil },
  'report-addended': { color: 'blue', Icon: IconFilePencil },
  'critical-result': { color: 'red', Icon: IconAlertTriangle },
  account: { color: 'blue', Icon: IconUserCheck },
  system: { color: 'gray', Icon: IconInfoCircle },
  task: { color: 'violet', Icon: IconChecklist },
  mail: { color: 'blue', Icon: IconMail },
  calendar: { color: 'cyan', Icon: IconCalendarEvent },
  'supply-order': { color: 'teal', Icon: IconTruckDelivery },
  order: { color: 'orange', Icon: IconAlertTriangle },
};

function NotificationRow({ n, onOpen }: { n: TNotification; onOpen(): void }) {
  const { color, Icon } = TYPE_LOOK[n.type];
  const content = (
    <Group wrap="nowrap" align="flex-start" gap="sm" p="sm" opacity={n.read ? 0.65 : 1}>
      <ThemeIcon color={color} variant={n.type === 'report-corrected' ? 'filled' : 'light'} radius="xl" size="lg">
        <Icon size={18} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={n.read ? 400 : 600} lineClamp={1}>
          {n.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {n.body}
        </Text>
      </Stack>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatRelative(n.createdAt)}
      </Text>
    </Group>
  );
  const { t } = useTranslation('shell');
  const label = n.read ? n.title : t('notifications.unreadItem', { title: n.title });
  return n.link ? (
    <Menu.Item
      p={0}
      component={Link}
      to={n.link}
      onClick={onOpen}
      data-unread={!n.read || undefined}
      aria-label={label}
    >
      {content}
    </Menu.Item>
  ) : (
    <Menu.Item p={0} onClick={onOpen} data-unread={!n.read || undefined} aria-label={label}>
      {content}
    </Menu.Item>
  );
}

/** The bell of the top bar: unread badge ('5 New'), the newest notices, mark one or all read. */
export function NotificationMenu() {
  const { data } = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  const { t } = useTranslation('shell');
  // unreadLabel's "5 New" / "99+ New", in the language shown.
  const label = unreadLabel(unread) && t('notifications.new', { count: unread > 99 ? '99+' : unread });
  return (
    <Menu position="bottom-end" width={360} shadow="lg" withinPortal>
      <Menu.Target>
        {/* The menu's button is the target itself, so aria-haspopup and aria-expanded sit on the button. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label ? `${t('notifications.title')}, ${label}` : t('notifications.title')}
        >
          <span aria-hidden style={{ display: 'contents' }}>
            <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
              <IconBell size={20} />
            </Indicator>
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown p={0}>
        <Group
          justify="space-between"
          p="sm"
          bg="var(--mantine-primary-color-filled)"
          c="white"
          style={{ borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0' }}
        >
          <Text fw={600}>{t('notifications.title')}</Text>
          {label && (
            <Badge
              color="white"
              c="var(--mantine-primary-color-filled)"
              variant="filled"
              data-testid="notifications-new"
            >
              {label}
            </Badge>
          )}
        </Group>
        {data && data.data.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <IconBellOff size={32} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" size="sm">
              {t('notifications.none')}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={360}>
            {data?.data.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={() => !n.read && markOne.mutate(n.id)} />
            ))}
          </ScrollArea.Autosize>
        )}
        <Menu.Divider m={0} />
        <Group p="xs" justify="center">
          <Button
            variant="subtle"
            size="xs"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('notifications.markAll')}
          </Button>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
