import { useMemo, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { allMenuItems } from '@lab/domain';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/menu-icon';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';

// Names the menus of packages/domain use, to tell an icon in a menu from one only pages use.
const IN_MENUS = new Set(allMenuItems().map((i) => i.icon));
const usage = (name: string) => `<MenuIcon name="${name}" />`;

function IconGallery() {
  const [q, setQ] = useState('');
  const clipboard = useClipboard({ timeout: 1500 });
  const [copied, setCopied] = useState<string | null>(null);
  const names = useMemo(() => MENU_ICON_NAMES.filter((n) => n.includes(q.trim().toLowerCase())), [q]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="Filter icons: flask, user, chart…"
          aria-label="Filter icons"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="icon-count">
          {names.length} of {MENU_ICON_NAMES.length} icons
        </Text>
      </Group>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          No icon is called “{q}”. Add one in components/menu-icon.tsx from @tabler/icons-react.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, lg: 8 }} spacing="xs">
          {names.map((n) => (
            <UnstyledButton
              key={n}
              onClick={() => {
                clipboard.copy(usage(n));
                setCopied(n);
              }}
              aria-label={`Copy ${usage(n)}`}
              data-icon={n}
            >
              <Paper
                withBorder
                p="xs"
                radius="md"
                bg={copied === n && clipboard.copied ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Stack gap={4} align="center">
                  <MenuIcon name={n} size={24} />
                  <Text size="xs" ta="center" style={{ wordBreak: 'break-word' }} fw={IN_MENUS.has(n) ? 600 : 400}>
                    {copied === n && clipboard.copied ? 'Copied' : n}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export default function IconsPage() {
  return (
    <DemoStack>
      <Demo
        title="The portal's icons"
        description="The portal draws its icons from @tabler/icons-react through MenuIcon, by the names the menus and pages of packages/domain use (names in bold appear in a menu). Click one to copy the code. The route keeps the template's name, /icons/reactfeather; the portal uses no Feather icons."
        code={`import { MenuIcon } from '@/components/menu-icon';

<MenuIcon name="flask" />            // 18 px, stroke 1.6
<MenuIcon name="microscope" size={24} />
<MenuIcon name="unknown" />          // falls back to the circle`}
      >
        <IconGallery />
      </Demo>
      <Demo
        title="Sizes, colours, in buttons"
        description="16 px in buttons and menus, 18 in the sidebar, 20–24 on their own; an icon takes the colour of its text. An icon alone in a button needs an aria-label."
        code={`<Button leftSection={<MenuIcon name="test-pipe" size={16} />}>Accession specimen</Button>
<MenuIcon name="alert" color="var(--mantine-color-orange-6)" />`}
      >
        <StateRow label="Sizes: 16, 18, 24, 32">
          {[16, 18, 24, 32].map((s) => (
            <MenuIcon key={s} name="microscope" size={s} />
          ))}
        </StateRow>
        <StateRow label="In a button">
          <Button leftSection={<MenuIcon name="test-pipe" size={16} />}>Accession specimen</Button>
        </StateRow>
        <StateRow label="Colours">
          <MenuIcon name="alert" color="var(--mantine-color-orange-6)" size={24} />
          <MenuIcon name="shield" color="var(--mantine-color-green-6)" size={24} />
          <MenuIcon name="ban" color="var(--mantine-color-red-6)" size={24} />
          <MenuIcon name="flask" color="var(--mantine-primary-color-filled)" size={24} />
        </StateRow>
      </Demo>
    </DemoStack>
  );
}
