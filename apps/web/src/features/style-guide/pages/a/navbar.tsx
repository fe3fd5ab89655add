import { useState } from 'react';
import { ActionIcon, Avatar, Burger, Group, Indicator, Kbd, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBell, IconMoon, IconSearch, IconStar } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './parts';

function TopBar({ color }: { color?: string }) {
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
            aria-label="Toggle menu"
            color={color ? 'white' : undefined}
          />
          <Tooltip label="Bookmarks">
            <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label="Bookmarks">
              <IconStar size={18} />
            </ActionIcon>
          </Tooltip>
          <TextInput
            size="xs"
            leftSection={<IconSearch size={14} />}
            placeholder="Search"
            rightSection={<Kbd size="xs">/</Kbd>}
            visibleFrom="sm"
            w={180}
            aria-label="Search"
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label="Dark mode">
            <IconMoon size={18} />
          </ActionIcon>
          <Indicator label={3} size={16} color="red" offset={4}>
            <ActionIcon variant="subtle" color={color ? 'white' : 'gray'} aria-label="Notifications, 3 unread">
              <IconBell size={18} />
            </ActionIcon>
          </Indicator>
          <Text size="sm" fw={600} visibleFrom="sm" {...onColor}>
            Dana Demo
          </Text>
          <Avatar color="initials" name="Dana Demo" radius="xl" size="sm" />
        </Group>
      </Group>
    </Paper>
  );
}

export default function NavbarPage() {
  return (
    <DemoStack>
      <PortalNote>
        The portal's top bar is part of the shell (app/layouts), not a component a page places. These examples show its
        parts and how they behave, so a new tool in the bar looks like the others.
      </PortalNote>
      <Demo
        title="The top bar's parts"
        description="Burger (below 1200 px), bookmarks, search with its / shortcut (hidden on a phone), dark mode, the notification bell with its counter, the user. Resize to 390 px: the search and name go, the icons stay."
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
        title="Navbar colours"
        description="The customizer's Navbar Color paints the bar in a theme colour; its icons turn white."
        code={`<Paper bg="teal.6" px="sm" py={6}>
  <ActionIcon variant="subtle" color="white" aria-label="Bookmarks"><IconStar size={18} /></ActionIcon>
</Paper>`}
      >
        <TopBar color="teal" />
      </Demo>
    </DemoStack>
  );
}
