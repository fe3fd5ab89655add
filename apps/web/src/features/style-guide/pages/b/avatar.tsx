import { Avatar, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';

const STAFF = ['Rosa Lind', 'Maria R. Hughes', 'Sam Staff', 'Dana Demo', 'Alex Admin', 'Paula Physician'];

export default function AvatarPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('avatar.personSAvatar')}
        description={t('avatar.everyAvatarPortalUserMenu')}
        code={`<Avatar src={user.avatar || undefined} name={user.name} color="initials" radius="xl" alt={user.name} />`}
      >
        <Group>
          {STAFF.map((name) => (
            <Tooltip key={name} label={name}>
              <Avatar name={name} color="initials" radius="xl" alt={name} />
            </Tooltip>
          ))}
        </Group>
      </Demo>
      <Demo
        title={t('avatar.sizes')}
        description={t('avatar.n32SearchResultsListsDefault')}
        code={`<Avatar name="Rosa Lind" color="initials" radius="xl" size={32} />
<Avatar name="Rosa Lind" color="initials" radius="xl" />
<Avatar name="Rosa Lind" color="initials" radius="xl" size={72} />
<Avatar name="Rosa Lind" color="initials" radius="xl" size={80} />`}
      >
        <Group align="end">
          {[32, 38, 72, 80].map((size) => (
            <Stack key={size} gap={4} align="center">
              <Avatar name="Rosa Lind" color="initials" radius="xl" size={size} alt={t('avatar.rosaLind')} />
              <Text size="xs" c="dimmed">
                {size}
              </Text>
            </Stack>
          ))}
        </Group>
      </Demo>
      <Demo
        title={t('avatar.presenceGroups')}
        description={t('avatar.chatShowsWhoOnlineDot')}
        code={`<Indicator color="green" position="bottom-end" offset={5} size={10} withBorder processing={false}>
  <Avatar name="Maria R. Hughes" color="initials" radius="xl" />
</Indicator>
<Avatar.Group>
  {names.slice(0, 3).map((n) => <Avatar key={n} name={n} color="initials" radius="xl" />)}
  <Avatar radius="xl">+{names.length - 3}</Avatar>
</Avatar.Group>`}
      >
        <Group gap="xl">
          <Indicator
            color="green"
            position="bottom-end"
            offset={5}
            size={10}
            withBorder
            label={undefined}
            aria-label={t('avatar.online')}
          >
            <Avatar name="Maria R. Hughes" color="initials" radius="xl" alt={t('avatar.mariaRHughesOnline')} />
          </Indicator>
          <Indicator color="gray" position="bottom-end" offset={5} size={10} withBorder aria-label={t('avatar.away')}>
            <Avatar name="Sam Staff" color="initials" radius="xl" alt={t('avatar.samStaffAway')} />
          </Indicator>
          <Avatar.Group>
            {STAFF.slice(0, 3).map((n) => (
              <Avatar key={n} name={n} color="initials" radius="xl" alt={n} />
            ))}
            <Avatar radius="xl">+{STAFF.length - 3}</Avatar>
          </Avatar.Group>
          <Avatar radius="xl" alt={t('avatar.noNameYet')} />
        </Group>
      </Demo>
    </DemoStack>
  );
}
