import { useState } from 'react';
import { ActionIcon, Avatar, Burger, Group, Indicator, Kbd, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBell, IconMoon, IconSearch, IconStar } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './parts';
import { useTranslation } from 'react-i18next';

function TopBar({ color }: { color?: string }) {
  const { t } = useTranslation('styleGuideA');
  const [open, setOpen] = useState(false);
  const onColor = color ? { c: 'white' } : {};
  return (
    <Paper withBorder shadow="xs" px="sm" py={6} bg={color ? `${color}.6` : undefined} radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={open}
            onClick={() => setOpen((o) => !o)}
            size="sm"
            aria-label={t('navbar.toggleMenu')}
            color={color ? 'white' : undefined}
          />
          <Tooltip label={t('navbar.bookmarks')}>
            <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label={t('navbar.bookmarks')}>
              <IconStar size={18} />
            </ActionIcon>
          </Tooltip>
          <TextInput
            size="xs"
            leftSection={<IconSearch size={14} />}
            placeholder={t('navbar.search')}
            rightSection={<Kbd size="xs">/</Kbd>}
            visibleFrom="sm"
            w={180}
            aria-label={t('navbar.search')}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label={t('navbar.darkMode')}>
            <IconMoon size={18} />
          </ActionIcon>
          <Indicator label={3} size={16} color="red" offset={4}>
            <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label={t('navbar.notifications3Unread')}>
              <IconBell size={18} />
            </ActionIcon>
          </Indicator>
          <Text size="sm" fw={600} visibleFrom="sm" {...onColor}>
            {t('navbar.danaDemo')}
          </Text>
          <Avatar color="initials" name="Dana Demo" radius="xl" size="sm" />
        </Group>
      </Group>
    </Paper>
  );
}

export default function NavbarPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <PortalNote>{t('navbar.portalSTopBarPart')}</PortalNote>
      <Demo
        title={t('navbar.topBarSParts')}
        description={t('navbar.burgerBelow1200PxBookmarks')}
        code={`<Group justify="space-between" wrap="nowrap">
  <Group gap="xs" wrap="nowrap">
    <Burger opened={mobileOpen} onClick={() => setMobileOpen((o) => !o)} size="sm" aria-label="Toggle menu" />
    <TextInput size="xs" leftSection={<IconSearch size={14} />} placeholder="Search" rightSection={<Kbd size="xs">/</Kbd>} visibleFrom="sm" />
  </Group>
  <Group gap="xs" wrap="nowrap">
    <Indicator label={unread} size={16} color="red" disabled={unread === 0} offset={4}>
      <ActionIcon variant="subtle" color="gray" aria-label="Notifications"><IconBell size={18} /></ActionIcon>
    </Indicator>
    <Avatar color="initials" name={name} radius="xl" size="sm" />
  </Group>
</Group>`}
      >
        <TopBar />
      </Demo>
      <Demo
        title={t('navbar.navbarColours')}
        description={t('navbar.customizerSNavbarColorPaints')}
        code={`<Paper bg="teal.6" px="sm" py={6}>
  <ActionIcon variant="subtle" color="white" aria-label="Bookmarks"><IconStar size={18} /></ActionIcon>
</Paper>`}
      >
        <TopBar color="teal" />
      </Demo>
    </DemoStack>
  );
}
